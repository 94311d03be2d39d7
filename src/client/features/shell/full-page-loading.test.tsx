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

  it("says what to do when the wait goes on, shown by the stylesheet after its delay so that it needs no script", () => {
    const markup = renderToStaticMarkup(<FullPageLoading />);
    expect(markup).toContain('<p class="animate-late text-ink-soft">Still loading. Check your connection, then');
    expect(markup).toContain('<a href="?"');
    const css = fs.readFileSync(path.resolve(import.meta.dirname, "../../index.css"), "utf8");
    expect(css).toMatch(/@utility animate-late \{\s*animation: growly-late 1ms linear 12s both;/);
  });
});
