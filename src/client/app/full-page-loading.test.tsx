import fs from "node:fs";
import path from "node:path";
import { i18n, setupI18n, type I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { messages as landingEs } from "../../locales/landing/es";
import { START_HINT_ID } from "@shared/page-markers";
import { AppStartHint, FullPageLoading } from "./full-page-loading";

const indexHtml = fs.readFileSync(path.resolve(import.meta.dirname, "../index.html"), "utf8");

/** The loading screen's markup in a language: English with the tests' catalogs (tests/setup/i18n.ts) by default. */
const markupIn = (instance: I18n = i18n) =>
  renderToStaticMarkup(
    <I18nProvider i18n={instance}>
      <FullPageLoading />
    </I18nProvider>,
  );

describe("the loading screen written into index.html", () => {
  it("is exactly what FullPageLoading renders in English, so the page does not change when the app replaces it", () => {
    const inHtml = indexHtml.match(/<div id="root">([\s\S]*?)<\/div>\s*<script/)?.[1]?.trim();
    expect(inHtml).toBe(markupIn());
  });

  it("paints the product's name before any script runs", () => {
    expect(markupIn()).toContain(">Growly</p>");
  });

  it("says what to do when the wait goes on, shown by the stylesheet after its delay so that it needs no script", () => {
    const markup = markupIn();
    expect(markup).toContain('<p class="animate-late text-ink-soft">Still loading. Check your connection, then');
    expect(markup).toContain('<a href="?"');
    const css = fs.readFileSync(path.resolve(import.meta.dirname, "../index.css"), "utf8");
    expect(css).toMatch(/@utility animate-late \{\s*animation: growly-late 1ms linear 12s both;/);
  });

  it("speaks the page's language with the landing page's catalog alone, the first part a page loads", () => {
    const spanish = setupI18n({ locale: "es", locales: ["es"], messages: { es: landingEs } });
    const markup = markupIn(spanish);
    expect(markup).not.toContain("Still loading");
    expect(markup).not.toContain('aria-label="Loading"');
    expect(markup).toContain('<a href="?" class="font-semibold text-brand underline underline-offset-4">');
  });
});

describe("the start hint of a page the server drew", () => {
  const hintIn = (instance: I18n = i18n) =>
    renderToStaticMarkup(
      <I18nProvider i18n={instance}>
        <AppStartHint />
      </I18nProvider>,
    );

  it("says what to do after the loading screen's delay, with no script, and the app finds it to take it away", () => {
    const markup = hintIn();
    expect(markup).toMatch(new RegExp(`^<p id="${START_HINT_ID}" class="animate-late fixed `));
    expect(markup).toContain("Still loading. Check your connection, then");
    expect(markup).toContain('<a href="?"');
    const main = fs.readFileSync(path.resolve(import.meta.dirname, "../main.tsx"), "utf8");
    expect(main).toMatch(/getElementById\(START_HINT_ID\)\?\.remove\(\)/);
  });

  it("speaks the page's language", () => {
    const spanish = setupI18n({ locale: "es", locales: ["es"], messages: { es: landingEs } });
    const markup = hintIn(spanish);
    expect(markup).not.toContain("Still loading");
    expect(markup).toContain('<a href="?" class="font-semibold text-brand underline underline-offset-4">');
  });
});
