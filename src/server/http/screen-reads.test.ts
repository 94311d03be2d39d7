import { describe, expect, it } from "vitest";
import { preloadLinkHeader, screenReads } from "./screen-reads";

/** The curriculum of these tests: lesson 4 in level 1, lesson 12 in level 2. */
const levelOfLesson = (lessonId: number) => ({ 4: 1, 12: 2 })[lessonId];

describe("what a signed-in screen reads as it opens", () => {
  it("names home's reads for the parent's own id", () => {
    expect(screenReads("/", 7, levelOfLesson)).toEqual([
      "/api/levels",
      "/api/lessons",
      "/api/user/7/progress",
      "/api/user/7",
      "/api/user/7/mood",
      "/api/user/7/practices",
      "/api/user/7/favorites",
      "/api/user/7/settings",
    ]);
  });

  it("names the lessons overview's reads, a trailing slash or not", () => {
    const reads = ["/api/levels", "/api/lessons", "/api/user/3/progress", "/api/user/3/settings"];
    expect(screenReads("/lessons-overview", 3, levelOfLesson)).toEqual(reads);
    expect(screenReads("/lessons-overview/", 3, levelOfLesson)).toEqual(reads);
  });

  it("names a lesson's level and saved place only for a lesson of the curriculum at its own level's address", () => {
    expect(screenReads("/lessons/2/lesson/12/old", 5, levelOfLesson)).toEqual([
      "/api/levels/2",
      "/api/levels",
      "/api/lessons",
      "/api/user/5/progress",
      "/api/user/5/lessons/12/attempt",
      "/api/user/5/settings",
    ]);
    for (const pathname of [
      "/lessons/1/lesson/12/old", // another level's address: the screen says the lesson was not found
      "/lessons/1/lesson/5/old", // no such lesson
      "/lessons/1/lesson/4x/old",
      "/lessons/01/lesson/4/old",
      "/lessons/1/lesson/99999999999/old",
    ]) {
      expect(screenReads(pathname, 5, levelOfLesson), pathname).toEqual(["/api/user/5/settings"]);
    }
  });

  it("names only the shell's read on any other screen", () => {
    for (const pathname of ["/journal", "/profile", "/lessons/1/lesson/4", "/nowhere"]) {
      expect(screenReads(pathname, 9, levelOfLesson), pathname).toEqual(["/api/user/9/settings"]);
    }
  });

  it("writes a Link header the browser preloads as the app fetches (cookies sent)", () => {
    expect(preloadLinkHeader(["/api/levels", "/api/user/1/settings"])).toBe(
      "</api/levels>; rel=preload; as=fetch; crossorigin=use-credentials, " +
        "</api/user/1/settings>; rel=preload; as=fetch; crossorigin=use-credentials",
    );
  });
});
