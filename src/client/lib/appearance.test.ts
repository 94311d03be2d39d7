// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { applyStoredAppearance, saveAppearance } from "./appearance";

const root = document.documentElement;
afterEach(() => {
  localStorage.clear();
  root.className = "";
  root.removeAttribute("style");
});

describe("the look a page starts in", () => {
  it("is this device's copy of the parent's settings when it has one", () => {
    saveAppearance({ darkMode: true, fontSize: "large", soundEffects: true });
    root.className = "";
    root.removeAttribute("style");
    applyStoredAppearance();
    expect(root.classList.contains("dark")).toBe(true);
    expect(root.style.getPropertyValue("--growly-font-size")).toBe("112.5%");
  });

  it("is the page's own without a copy: the look the server drew the parent's screen in stays", () => {
    root.classList.add("dark");
    root.style.setProperty("--growly-font-size", "93.75%");
    applyStoredAppearance();
    expect(root.classList.contains("dark")).toBe(true);
    expect(root.style.getPropertyValue("--growly-font-size")).toBe("93.75%");
  });
});
