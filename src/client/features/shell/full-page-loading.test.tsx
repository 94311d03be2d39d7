import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FullPageLoading } from "./full-page-loading";

const indexHtml = fs.readFileSync(path.resolve(import.meta.dirname, "../../index.html"), "utf8");

describe("the loading screen written into index.html", () => {
  it("is exactly what FullPageLoading renders, so the page does not change when the app replaces it", () => {
    const inHtml = indexHtml.match(/<div id="root">([\s\S]*?)<\/div>\s*<script/)?.[1]?.trim();
    expect(inHtml).toBe(renderToStaticMarkup(<FullPageLoading />));
  });

  it("paints the product's name before any script runs", () => {
    expect(renderToStaticMarkup(<FullPageLoading />)).toContain(">Growly</p>");
  });
});
