// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { isChunkLoadError, logRecoverableError, mayReloadForChunk } from "./chunk-reload";

afterEach(() => sessionStorage.clear());

describe("isChunkLoadError", () => {
  it("recognises each browser's words for a chunk that did not arrive, and nothing else", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://x/assets/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("error loading dynamically imported module: https://x/assets/a.js"))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
    expect(isChunkLoadError(new TypeError("entries.map is not a function"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe("mayReloadForChunk", () => {
  it("allows a reload until one happened within the last minute, and again after it", () => {
    const now = Date.parse("2026-12-01T12:00:00Z");
    expect(mayReloadForChunk(now)).toBe(true);
    sessionStorage.setItem("growly:reloaded-for-chunk", String(now - 5_000));
    expect(mayReloadForChunk(now)).toBe(false);
    expect(mayReloadForChunk(now + 60_000)).toBe(true);
  });

  it("reloads once and then refuses: a chunk still missing after the reload shows the error screen", async () => {
    vi.resetModules();
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    try {
      const fresh = await import("./chunk-reload");
      expect(fresh.reloadForChunk()).toBe(true);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(fresh.isReloadingForChunk()).toBe(true);
      // The next page load starts with fresh module state but the mark in session storage.
      vi.resetModules();
      const afterReload = await import("./chunk-reload");
      expect(afterReload.reloadForChunk()).toBe(false);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("Vite's preload error", () => {
  it("reloads for a chunk that did not arrive, never for a chunk that arrived and threw as it ran", async () => {
    vi.resetModules();
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    const preloadError = (payload: unknown) => Object.assign(new Event("vite:preloadError", { cancelable: true }), { payload });
    try {
      const fresh = await import("./chunk-reload");
      fresh.reloadOnPreloadError();
      window.dispatchEvent(preloadError(new TypeError("entries.map is not a function")));
      expect(reload).not.toHaveBeenCalled();
      expect(fresh.isReloadingForChunk()).toBe(false);
      expect(sessionStorage.getItem("growly:reloaded-for-chunk")).toBeNull();

      window.dispatchEvent(preloadError(new TypeError("Failed to fetch dynamically imported module: /assets/journal-page-x.js")));
      expect(reload).toHaveBeenCalledTimes(1);
      expect(fresh.isReloadingForChunk()).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("a chunk missing while offline", () => {
  it("never reloads: the browser's offline page would replace the screen and what the parent typed", async () => {
    vi.resetModules();
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      const fresh = await import("./chunk-reload");
      expect(fresh.reloadForChunk()).toBe(false);
      expect(reload).not.toHaveBeenCalled();
      expect(sessionStorage.getItem("growly:reloaded-for-chunk")).toBeNull();
      // Back online, a chunk still missing is a deploy: the page reloads once.
      onLine.mockReturnValue(true);
      expect(fresh.reloadForChunk()).toBe(true);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      onLine.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});

describe("logRecoverableError", () => {
  it("warns when hydration gave up for a chunk that did not arrive, and reports anything else as an error", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const missing = new TypeError("Failed to fetch dynamically imported module: /assets/profile-page-x.js");
      logRecoverableError(new Error("There was an error while hydrating.", { cause: missing }));
      expect(warn).toHaveBeenCalledTimes(1);
      expect(error).not.toHaveBeenCalled();

      logRecoverableError(new Error("Hydration failed because the server rendered text didn't match the client."));
      expect(error).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});
