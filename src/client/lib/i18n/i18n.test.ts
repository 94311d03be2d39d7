// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage, i18n } from "./i18n";

describe("the page's language and direction", () => {
  afterEach(() => activateLanguage("en"));

  it("turns the page right to left in a right-to-left language and back when the parent switches again", async () => {
    await activateLanguage("pseudo-rtl");
    expect(i18n.locale).toBe("pseudo-rtl");
    expect(document.documentElement.dir).toBe("rtl");
    // A development language's words are English underneath.
    expect(document.documentElement.lang).toBe("en");

    await activateLanguage("es");
    expect(document.documentElement.hasAttribute("dir")).toBe(false);
    expect(document.documentElement.lang).toBe("es");
  });

  it("shows the right-to-left development language's texts mirrored: each text run right to left", async () => {
    await activateLanguage("pseudo-rtl");
    // A message of the shared catalog, named through a variable so that extraction does not copy it into this one.
    const sharedMessage = "Choose one of the listed languages";
    const text = i18n._(sharedMessage);
    expect(text.startsWith("\u202e")).toBe(true);
    expect(text).toMatch(/\[.*·+\]/);
  });
});
