// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { announceBadges, badgesIn, markBadgesShown, onBadgeNews, takeWaitingBadges } from "./badge-news";

beforeEach(() => localStorage.clear());

describe("badge news", () => {
  it("keeps an earned badge waiting until the announcer takes it, once", () => {
    const heard = vi.fn();
    const stop = onBadgeNews(heard);
    announceBadges(7, ["first-journal"]);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(takeWaitingBadges(7)).toEqual(["first-journal"]);
    expect(takeWaitingBadges(7)).toEqual([]);
    // A resent write answered again names it again: it is not announced twice.
    announceBadges(7, ["first-journal"]);
    expect(takeWaitingBadges(7)).toEqual([]);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it("keeps what waits and what was announced across a page load, per parent", () => {
    announceBadges(7, ["first-lesson", "first-journal", "first-lesson"]);
    // What a reload finds is what the device kept.
    expect(JSON.parse(localStorage.getItem("growly.badgeNews.7")!)).toEqual({ announced: [], waiting: ["first-lesson", "first-journal"] });
    expect(takeWaitingBadges(8)).toEqual([]);
    expect(takeWaitingBadges(7)).toEqual(["first-lesson", "first-journal"]);
    expect(JSON.parse(localStorage.getItem("growly.badgeNews.7")!)).toEqual({ announced: ["first-lesson", "first-journal"], waiting: [] });
  });

  it("never announces a badge a celebration has shown", () => {
    markBadgesShown(7, ["first-story"]);
    announceBadges(7, ["first-story", "streak-3"]);
    expect(takeWaitingBadges(7)).toEqual(["streak-3"]);
    announceBadges(7, ["ten-lessons"]);
    markBadgesShown(7, ["ten-lessons"]);
    expect(takeWaitingBadges(7)).toEqual([]);
  });

  it("reads the badges of any write's answer, and none from an answer without them", () => {
    expect(badgesIn({ id: 3, newAchievements: ["first-journal", 4] })).toEqual(["first-journal"]);
    expect(badgesIn({ id: 3 })).toEqual([]);
    expect(badgesIn(null)).toEqual([]);
    expect(badgesIn("saved")).toEqual([]);
  });
});
