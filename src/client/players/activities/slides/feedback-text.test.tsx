// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { FeedbackText } from "./feedback-text";
import { DEFAULT_WRONG_FEEDBACK, feedbackFor } from "./feedback";
import { createSlideContent } from "./test-slide-lesson";

afterEach(cleanup);

describe("FeedbackText", () => {
  it("makes a paragraph of each blank-line-separated block and bolds text between double asterisks", () => {
    const { container } = render(
      <FeedbackText text={"First **big** idea.\n\n  \nSecond **one** and **two**.\nStill second."} />,
    );
    const paragraphs = [...container.querySelectorAll("p")];
    expect(paragraphs.map((p) => p.textContent)).toEqual(["First big idea.", "Second one and two.\nStill second."]);
    expect([...container.querySelectorAll("strong")].map((strong) => strong.textContent)).toEqual([
      "big",
      "one",
      "two",
    ]);
  });

  it("shows markup as text and never runs it", () => {
    const { container } = render(
      <FeedbackText text={'<script>window.hacked = true</script> **<img src=x onerror="alert(1)">**'} />,
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe('<script>window.hacked = true</script> <img src=x onerror="alert(1)">');
    expect(container.querySelector("strong")?.textContent).toBe('<img src=x onerror="alert(1)">');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("leaves an unpaired ** as typed", () => {
    const { container } = render(<FeedbackText text="Five **stars" />);
    expect(container.textContent).toBe("Five **stars");
    expect(container.querySelector("strong")).toBeNull();
  });
});

describe("feedbackFor", () => {
  const question = createSlideContent().mcqQuestions.mcq1!;

  it("gives the right answer's text, the picked wrong option's own text, or the default for an empty entry", () => {
    expect(feedbackFor(question, 1)).toContain("Right for question 1.");
    expect(feedbackFor(question, 0)).toBe("Wrong A for question 1.");
    expect(feedbackFor(question, 2)).toBe("Default wrong for question 1.");
  });

  it("falls back to the spec's text when the lesson has no default either", () => {
    const bare = { ...question, feedbackResponses: { ...question.feedbackResponses, incorrect: { default: "" } } };
    expect(feedbackFor(bare, 3)).toBe(i18n._(DEFAULT_WRONG_FEEDBACK));
    expect(feedbackFor(bare, 3)).toMatch(/^This response dismisses Pip's feelings/);
  });
});
