import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";

const loadDialogLibrary = vi.fn(() => Promise.resolve({}));
vi.mock("../../components/ui/dialog-library", () => ({ loadDialogLibrary }));
vi.mock("./lesson-host-page", () => ({ preloadPlayer: vi.fn() }));

const { prefetchLessonPlay } = await import("./prefetch-lesson");

afterEach(() => {
  loadDialogLibrary.mockClear();
  vi.unstubAllGlobals();
});

describe("opening a lesson's address", () => {
  it("fetches the feedback sheet's dialog library with the lesson, so the first answer opens offline too", () => {
    vi.stubGlobal("fetch", vi.fn(() => new Promise(() => undefined)));
    prefetchLessonPlay(new QueryClient(), "/lessons/1/lesson/2/old", 42);
    expect(loadDialogLibrary).toHaveBeenCalledTimes(1);
  });

  it("fetches nothing on another screen", () => {
    vi.stubGlobal("fetch", vi.fn(() => new Promise(() => undefined)));
    prefetchLessonPlay(new QueryClient(), "/journal", 42);
    expect(loadDialogLibrary).not.toHaveBeenCalled();
  });
});
