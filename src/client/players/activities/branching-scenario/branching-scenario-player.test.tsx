// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { BranchingScenarioContent } from "@shared/content/content-schemas";
import { createLesson } from "../test-lessons";
import { BranchingScenarioPlayer } from "./branching-scenario-player";

const followUp = (n: number) => ({
  scenario: `Follow-up scene ${n}`,
  question: `Follow-up question ${n}?`,
  options: [`Helpful reply ${n}`, `Unhelpful reply ${n}`, `Another unhelpful reply ${n}`],
  correctAnswer: 0,
  explanation: `Follow-up explanation ${n}`,
});

const content: BranchingScenarioContent = {
  scenario: 'Rain drums on the windows and the park trip is off. Zo announces, "Then I\'m watching TV ALL afternoon!"',
  question: "What could you say to Zo?",
  options: ["Open question", "Name the feeling, offer two choices", "Threaten"],
  correctAnswer: 1,
  branches: [
    { result: "Zo lists impossible plans.", followUp: followUp(0) },
    { result: "Zo picks the treasure hunt.", followUp: followUp(1) },
    { result: "Zo slams the door.", followUp: followUp(2) },
  ],
  finalInsight: "Name the feeling, then offer two small choices you're happy with.",
  skillLearned: "Offering two small, real choices",
};

function renderPlayer(played: BranchingScenarioContent = content) {
  const onComplete = vi.fn();
  const onProgress = vi.fn();
  render(
    <BranchingScenarioPlayer
      lesson={createLesson({ activityType: "branching-scenario", title: "Helping Your Child Make Choices" })}
      content={played}
      onComplete={onComplete}
      onProgress={onProgress}
    />,
  );
  return { onComplete, onProgress };
}

// Found by visible text (role queries are slow in jsdom); the closest button is what a person taps.
const button = (text: string) =>
  screen.getByText(text, { selector: "span, button" }).closest("button") as HTMLButtonElement;
const click = (text: string) => fireEvent.click(button(text));

const sheet = () => document.querySelector<HTMLElement>("[data-feedback-sheet]");

function playThrough(first: string, second: string) {
  click(first);
  click("Continue");
  click(second);
  click("Continue");
  click("Complete Lesson");
}

afterEach(cleanup);

describe("BranchingScenarioPlayer", () => {
  it("opens the chosen option's branch with its result and follow-up", () => {
    const { onProgress } = renderPlayer();
    expect(onProgress).toHaveBeenLastCalledWith(0);
    expect(screen.getByText(content.question)).toBeTruthy();

    click("Threaten");
    // The branch's result rises in the feedback sheet, which takes focus and hides the page behind it.
    expect(sheet()?.textContent).toContain("Here's how that might play out");
    expect(sheet()?.textContent).toContain("Zo slams the door.");
    // Told once: the card behind the sheet does not repeat it.
    expect(screen.getAllByText("Zo slams the door.")).toHaveLength(1);
    expect(sheet()?.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.textContent).toBe("Continue");
    click("Continue");
    expect(sheet()).toBeNull();
    expect(screen.getByText("Zo slams the door.")).toBeTruthy();
    expect(screen.getByText("Follow-up scene 2")).toBeTruthy();
    expect(screen.getByText("Follow-up question 2?")).toBeTruthy();
    expect(screen.queryByText("Zo picks the treasure hunt.")).toBeNull();
    expect(onProgress).toHaveBeenLastCalledWith(33);
  });

  it("shows the follow-up's explanation once answered, and locks the answer", () => {
    const { onProgress } = renderPlayer();
    click("Open question");
    fireEvent.keyDown(sheet()!, { key: "Escape" });
    expect(sheet()).toBeNull();
    expect(screen.queryByText("Follow-up explanation 0")).toBeNull();
    click("Unhelpful reply 0");
    expect(sheet()?.textContent).toContain("Worth knowing for next time");
    expect(sheet()?.textContent).toContain("Follow-up explanation 0");
    expect(sheet()?.textContent).toContain("What tends to help most: Helpful reply 0");
    expect(onProgress).toHaveBeenLastCalledWith(66);

    // Closing the sheet leaves the marks to look at, with Continue below them.
    fireEvent.click(screen.getByLabelText("Close"));
    expect(sheet()).toBeNull();
    expect(button("Unhelpful reply 0").textContent).toContain("Your choice");
    expect(button("Helpful reply 0").textContent).toContain("Helps most");
    click("Helpful reply 0");
    expect(button("Unhelpful reply 0").getAttribute("aria-pressed")).toBe("true");
    expect(button("Helpful reply 0").getAttribute("aria-pressed")).toBe("false");
  });

  it("shows the picked follow-up option's own explanation when the lesson gives one", () => {
    const own = ["Naming it first helps Zo settle.", "Listing rules skips how let down Zo is.", "A deal now teaches Zo that sulking pays."];
    renderPlayer({ ...content, branches: content.branches.map((branch) => ({ ...branch, followUp: { ...branch.followUp, optionFeedback: own } })) });
    click("Open question");
    click("Continue");
    click("Another unhelpful reply 0");
    expect(sheet()?.textContent).toContain("A deal now teaches Zo that sulking pays.");
    expect(sheet()?.textContent).not.toContain("Listing rules skips how let down Zo is.");
    expect(sheet()?.textContent).toContain("Follow-up explanation 0");
  });

  it("reopens the sheet the parent was reading after a reload", () => {
    const onStateChange = vi.fn();
    render(
      <BranchingScenarioPlayer
        lesson={createLesson({ activityType: "branching-scenario" })}
        content={content}
        onComplete={vi.fn()}
        onProgress={vi.fn()}
        saved={{ stage: "branch", choice: 0, followUpChoice: 1, sheetOpen: true }}
        onStateChange={onStateChange}
      />,
    );
    expect(sheet()?.textContent).toContain("Follow-up explanation 0");
    fireEvent.click(screen.getByLabelText("Close"));
    expect(onStateChange).toHaveBeenLastCalledWith({ stage: "branch", choice: 0, followUpChoice: 1, sheetOpen: false });
  });

  it("ends with the final insight and the skill learned", () => {
    const { onProgress } = renderPlayer();
    click("Name the feeling, offer two choices");
    click("Continue");
    click("Helpful reply 1");
    expect(sheet()?.textContent).toContain("Lovely, that helps.");
    click("Continue");
    expect(sheet()).toBeNull();
    expect(screen.getByText(content.finalInsight)).toBeTruthy();
    expect(screen.getByText(content.skillLearned)).toBeTruthy();
    expect(onProgress).toHaveBeenLastCalledWith(100);
  });

  it("reports 100 when both steps are right", () => {
    const { onComplete } = renderPlayer();
    playThrough("Name the feeling, offer two choices", "Helpful reply 1");
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(100, { right: 2, total: 2, kind: "first-try" });
  });

  it("reports the rounded average of 100 and 60 when one step is wrong", () => {
    const first = renderPlayer();
    playThrough("Threaten", "Helpful reply 2");
    expect(first.onComplete).toHaveBeenCalledWith(80, { right: 1, total: 2, kind: "first-try" });
    cleanup();

    const second = renderPlayer();
    playThrough("Name the feeling, offer two choices", "Another unhelpful reply 1");
    expect(second.onComplete).toHaveBeenCalledWith(80, { right: 1, total: 2, kind: "first-try" });
  });

  it("reports 60 when both steps are wrong", () => {
    const { onComplete } = renderPlayer();
    playThrough("Open question", "Unhelpful reply 0");
    expect(onComplete).toHaveBeenCalledWith(60, { right: 0, total: 2, kind: "first-try" });
  });

  it("reports the score only once however often Complete Lesson is pressed", () => {
    const { onComplete } = renderPlayer();
    playThrough("Open question", "Helpful reply 0");
    click("Complete Lesson");
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("starts over from the first question with Try Different Choices", () => {
    const { onComplete, onProgress } = renderPlayer();
    click("Open question");
    click("Continue");
    click("Unhelpful reply 0");
    fireEvent.click(screen.getByLabelText("Close"));
    click("Continue");
    click("Try Different Choices");

    expect(onProgress).toHaveBeenLastCalledWith(0);
    expect(screen.getByText(content.question)).toBeTruthy();
    expect(document.activeElement?.textContent).toBe(content.question);
    expect(screen.queryByText(content.finalInsight)).toBeNull();
    expect(screen.queryByText("Zo lists impossible plans.")).toBeNull();

    playThrough("Name the feeling, offer two choices", "Helpful reply 1");
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(100, { right: 2, total: 2, kind: "first-try" });
  });
});
