// @vitest-environment jsdom
import { act, render } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@lingui/core";
import { announceBadges } from "../lib/badge-news";
import { BadgeAnnouncer } from "./badge-announcer";
import { notifyNext } from "./ui/toast";

vi.mock("./ui/toast", () => ({ notifyNext: vi.fn() }));

beforeEach(() => {
  localStorage.clear();
  vi.mocked(notifyNext).mockClear();
});

const announcer = (userId = 7) =>
  render(
    <I18nProvider i18n={i18n}>
      <BadgeAnnouncer userId={userId} />
    </I18nProvider>,
  );

describe("BadgeAnnouncer", () => {
  it("announces a badge earned while it is on the page, with its title and description, once", () => {
    announcer();
    expect(notifyNext).not.toHaveBeenCalled();
    act(() => announceBadges(7, ["first-journal"]));
    expect(notifyNext).toHaveBeenCalledTimes(1);
    expect(notifyNext).toHaveBeenCalledWith({ title: "New badge: First Reflection", description: "You wrote your first journal entry." });
    act(() => announceBadges(7, ["first-journal"]));
    expect(notifyNext).toHaveBeenCalledTimes(1);
  });

  it("announces after a page load what was earned just before it, and not again after the next", () => {
    announceBadges(7, ["first-lesson", "first-journal"]);
    const first = announcer();
    expect(notifyNext).toHaveBeenCalledWith({ title: "New badges: First Step and First Reflection" });
    first.unmount();
    announcer();
    expect(notifyNext).toHaveBeenCalledTimes(1);
  });

  it("leaves another parent's badges alone", () => {
    announceBadges(8, ["first-story"]);
    announcer(7);
    expect(notifyNext).not.toHaveBeenCalled();
  });
});
