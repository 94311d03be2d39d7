// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import type { SamePage } from "@shared/schemas/family";
import { SamePageSection } from "./same-page";

afterEach(cleanup);

const you = { adultId: 1, username: "robin", you: true };
const sam = { adultId: 2, username: "sam", you: false };
const page = (answers: SamePage["questions"][number]["answers"]): SamePage => ({
  title: "Connect Before You Correct",
  questions: [{ id: "question", prompt: "Your first words?", answers }],
  talkingPrompt: { title: "Name it before you fix it", text: '"Oh, you really wanted that!"' },
  notPlayed: [],
});
const show = (samePage: SamePage) =>
  render(
    <I18nProvider i18n={i18n}>
      <SamePageSection page={samePage} />
    </I18nProvider>,
  );

describe("The same page", () => {
  it("puts each adult's choice under the question, says not recorded for a completion kept without answers, and adds the talking prompt", () => {
    show(
      page([
        { ...you, choices: ['"You\'re sad it broke."'] },
        { ...sam, notRecorded: true },
      ]),
    );
    expect(screen.getByRole("region", { name: "The same page" })).toBeTruthy();
    expect(screen.getByText("You chose")).toBeTruthy();
    expect(screen.getByText('"You\'re sad it broke."')).toBeTruthy();
    expect(screen.getByText("sam's answer was not recorded: they played this before answers were kept.")).toBeTruthy();
    expect(screen.getByText("Name it before you fix it")).toBeTruthy();
  });

  it("shows nothing until another adult has played it", () => {
    show(page([{ ...you, choices: ['"You\'re sad it broke."'] }]));
    expect(screen.queryByRole("region")).toBeNull();
    cleanup();
    show({ ...page([]), questions: [] });
    expect(screen.queryByRole("region")).toBeNull();
  });
});
