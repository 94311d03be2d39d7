// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { StepLessonContent } from "@shared/content/content-schemas";
import { getPlayer, LessonPlayer } from "../../registry";
import { createLesson, lessonFiles } from "../test-lessons";
import { homeworkChallenge, settingLimits } from "./step-fixtures";
import { button, choice, click, dialog, playOf, renderSteps, STEPS_LESSONS, stepHeading } from "./test-support";

vi.mock("@client/components/ui/toast", () => ({ notify: vi.fn() }));

afterEach(cleanup);

/** Setting Limits up to the dinner choice (step 2). */
function toDinnerChoice() {
  const rendered = renderSteps(settingLimits, "settingLimits");
  click("Next");
  click("Next");
  expect(stepHeading()).toBe("The Dinner Choice");
  return rendered;
}

/** Picks the answer and moves on through its popup. */
function answerRight(text: string) {
  fireEvent.click(choice(text));
  fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: /Next|Continue to Reflection/ }));
}

/** From the dinner choice to the reflection, every answer right. */
function dinnerToReflection() {
  answerRight("Pudding comes after dinner");
  click("Next");
  answerRight("Bedtime is 7");
  click("Next");
  for (let tip = 1; tip < 6; tip += 1) click("Next tip");
  click("Next");
  answerRight("Kind and clear");
  answerRight("Follow through calmly");
  expect(stepHeading()).toBe("Reflection");
}

function fillReflection() {
  fireEvent.change(screen.getByLabelText("Which limit is hardest for you to hold?"), { target: { value: "Bedtime" } });
  fireEvent.change(screen.getByLabelText("What words will you use next time?"), { target: { value: "6:30 or 6:45?" } });
}

describe("StepsPlayer: Setting Limits (lesson 16)", () => {
  it("reports progress as (step + 1) / 11 on each advance", () => {
    const { onProgress } = renderSteps(settingLimits, "settingLimits");
    expect(onProgress).toHaveBeenLastCalledWith(9);
    expect(screen.getByText("Step 1 of 11")).toBeTruthy();
    click("Next");
    expect(onProgress).toHaveBeenLastCalledWith(18);
    expect(screen.getByText("18% Complete")).toBeTruthy();
  });

  it("needs a selection before Next on a choice step", () => {
    toDinnerChoice();
    expect(button("Next").disabled).toBe(true);
    fireEvent.click(choice("Pudding comes after dinner"));
    expect(within(screen.getByRole("dialog")).getByText("Great choice!")).toBeTruthy();
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Next" }));
    expect(stepHeading()).toBe("How Dinner Went");
  });

  it("keeps the parent on the dinner choice after A, with a \"Let's try again!\" popup and the option's feedback", () => {
    const { onProgress } = toDinnerChoice();
    fireEvent.click(choice("Fine, pudding first."));
    const popup = screen.getByRole("dialog");
    expect(within(popup).getByText("Let's try again!")).toBeTruthy();
    expect(popup.textContent).toContain("Why this approach might not work: Giving in teaches that pushing works.");
    fireEvent.click(within(popup).getByRole("button", { name: "Try Again" }));
    expect(dialog()).toBeNull();
    expect(stepHeading()).toBe("The Dinner Choice");
    expect(onProgress).toHaveBeenLastCalledWith(27);
  });

  it("gives B the default wrong-answer text, and Escape closes the popup as Try Again", () => {
    toDinnerChoice();
    fireEvent.click(choice("No pudding ever again!"));
    expect(screen.getByRole("dialog").textContent).toContain(
      "This approach might not be the most effective for building cooperation.",
    );
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(dialog()).toBeNull();
    expect(stepHeading()).toBe("The Dinner Choice");
  });

  it("shows the result step's try-again popup after a wrong pick, and closing it skips forward", () => {
    const { onProgress } = toDinnerChoice();
    fireEvent.click(choice("Fine, pudding first."));
    click("Try Again");
    click("Next");
    expect(stepHeading()).toBe("How Dinner Went");
    expect(within(screen.getByRole("dialog")).getByText("Let's try a different approach")).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(stepHeading()).toBe("The Bedtime Choice");
    expect(onProgress).toHaveBeenLastCalledWith(45);
  });

  it("shows the result step without a popup after the right pick", () => {
    toDinnerChoice();
    answerRight("Pudding comes after dinner");
    expect(stepHeading()).toBe("How Dinner Went");
    expect(dialog()).toBeNull();
  });

  it("offers 6:30 or 6:45 at bedtime, where B is right", () => {
    toDinnerChoice();
    answerRight("Pudding comes after dinner");
    click("Next");
    fireEvent.click(choice("Bedtime is 7. Do you want lights out at 6:30 or 6:45"));
    expect(within(screen.getByRole("dialog")).getByText("Great choice!")).toBeTruthy();
    expect(screen.getByRole("dialog").textContent).toContain(
      "Great choice! You're maintaining boundaries while offering appropriate choices.",
    );
  });

  it("needs all 6 tips viewed before Next, and counts the tips viewed", () => {
    toDinnerChoice();
    answerRight("Pudding comes after dinner");
    click("Next");
    answerRight("Bedtime is 7");
    click("Next");
    expect(stepHeading()).toBe("Monster Tips");
    expect(screen.getByText("View all 6 tips to continue to the next step")).toBeTruthy();
    expect(screen.getByText("View all tips to continue (1/6 viewed)")).toBeTruthy();
    expect(button("Previous tip").disabled).toBe(true);
    for (let tip = 1; tip < 5; tip += 1) click("Next tip");
    click("Previous tip");
    expect(screen.getByText("View all tips to continue (5/6 viewed)")).toBeTruthy();
    expect(button("Next").disabled).toBe(true);
    click("Tip 6");
    expect(screen.getByText("Tip 6 of 6")).toBeTruthy();
    expect(button("Next tip").disabled).toBe(true);
    expect(screen.getByText("All tips viewed! You can now proceed.")).toBeTruthy();
    expect(button("Next").disabled).toBe(false);
  });

  it("adds 10 for a right quiz answer and moves on; a wrong one keeps the parent on the quiz", async () => {
    const { onComplete } = toDinnerChoice();
    answerRight("Pudding comes after dinner");
    click("Next");
    answerRight("Bedtime is 7");
    click("Next");
    for (let tip = 1; tip < 6; tip += 1) click("Next tip");
    click("Next");
    expect(stepHeading()).toBe("Micro Quiz 1");
    fireEvent.click(choice("Loud"));
    click("Try Again");
    expect(stepHeading()).toBe("Micro Quiz 1");
    answerRight("Kind and clear");
    expect(stepHeading()).toBe("Micro Quiz 2");
    // Wrong on the second quiz, carried on with Next: it scores nothing.
    fireEvent.click(choice("Give in if they cry"));
    click("Try Again");
    click("Continue to Reflection");
    fillReflection();
    click("Complete Lesson");
    expect(await screen.findByText("30 / 40")).toBeTruthy();
    click("Finish");
    // Right first time: the dinner and bedtime choices; both quiz questions had a wrong first pick.
    expect(onComplete).toHaveBeenCalledWith(75, { right: 2, total: 4, kind: "first-try" });
  });

  it("moves on when a right quiz answer's popup is closed by Escape, as its Next would", () => {
    toDinnerChoice();
    answerRight("Pudding comes after dinner");
    click("Next");
    answerRight("Bedtime is 7");
    click("Next");
    for (let tip = 1; tip < 6; tip += 1) click("Next tip");
    click("Next");
    expect(stepHeading()).toBe("Micro Quiz 1");
    fireEvent.click(choice("Kind and clear"));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(stepHeading()).toBe("Micro Quiz 2");
  });

  it("needs every reflection prompt non-blank after trimming before Complete Lesson", () => {
    toDinnerChoice();
    dinnerToReflection();
    expect(button("Complete Lesson").disabled).toBe(true);
    expect(screen.getByText("Please complete all reflection prompts to continue.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Which limit is hardest for you to hold?"), {
      target: { value: "Bedtime" },
    });
    fireEvent.change(screen.getByLabelText("What words will you use next time?"), { target: { value: "   \n " } });
    expect(button("Complete Lesson").disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("What words will you use next time?"), { target: { value: "Calm words" } });
    expect(button("Complete Lesson").disabled).toBe(false);
    expect(screen.getByLabelText("What words will you use next time?").getAttribute("rows")).toBe("3");
  });

  it("saves the reflection to the journal, ends on the completion screen with the score and reports it once", async () => {
    const { onComplete, onProgress, saveReflection } = toDinnerChoice();
    dinnerToReflection();
    fillReflection();
    click("Complete Lesson");
    await waitFor(() => expect(stepHeading()).toBe("Lesson Complete!"));
    expect(screen.getByText("Saved to your journal")).toBeTruthy();
    expect(saveReflection).toHaveBeenCalledTimes(1);
    expect(saveReflection.mock.calls[0]![0].notes).toContain("Which limit is hardest for you to hold?");
    expect(screen.getByText("40 / 40")).toBeTruthy();
    expect(onProgress).toHaveBeenLastCalledWith(100);
    click("Finish");
    click("Finish");
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(100, expect.objectContaining({ kind: "first-try" }));
  });
});

describe("StepsPlayer: Homework Challenge (lesson 20)", () => {
  it('says "Excellent choice!" for C and completes with Complete Quiz', () => {
    const { onComplete } = renderSteps(homeworkChallenge, "homeworkChallenge");
    expect(button("Complete Quiz").disabled).toBe(true);
    fireEvent.click(choice("Sit nearby"));
    const popup = screen.getByRole("dialog");
    expect(within(popup).getByText("Excellent choice!")).toBeTruthy();
    fireEvent.click(within(popup).getByRole("button", { name: "Complete Quiz" }));
    expect(onComplete).toHaveBeenCalledWith(100, { right: 1, total: 1, kind: "first-try" });
  });

  it("shows Try Again for a wrong answer, which clears the pick", () => {
    const { onComplete } = renderSteps(homeworkChallenge, "homeworkChallenge");
    fireEvent.click(choice("Do it for Pip."));
    expect(within(screen.getByRole("dialog")).getByText("Try Again!")).toBeTruthy();
    click("Try Again");
    expect(dialog()).toBeNull();
    expect(choice("Do it for Pip.").getAttribute("aria-pressed")).toBe("false");
    expect(button("Complete Quiz").disabled).toBe(true);
    expect(onComplete).not.toHaveBeenCalled();
  });
});

describe("StepsPlayer: content the schema did not check", () => {
  it('says "Unknown step type" for a step it cannot play', () => {
    const content = {
      title: "Odd",
      allowBack: false,
      steps: [{ type: "dance", title: "A dance" }],
    } as unknown as StepLessonContent;
    renderSteps(content, "pajamaPuzzle");
    expect(screen.getByText("Unknown step type")).toBeTruthy();
  });

  it('says "Loading step..." when the step is missing', () => {
    const content = { title: "Empty", allowBack: false, steps: [] } as unknown as StepLessonContent;
    renderSteps(content, "pajamaPuzzle");
    expect(screen.getByText("Loading step...")).toBeTruthy();
  });
});

describe("registry", () => {
  it("plays all four steps lessons, one kind, with the steps player", async () => {
    expect(getPlayer("steps")).toBeDefined();
    for (const [name, id] of Object.entries(STEPS_LESSONS)) {
      const file = lessonFiles.find((lesson) => lesson.id === id);
      expect(file?.activityType, name).toBe("steps");
      expect(file?.play?.stepRules, name).toBeDefined();
    }
    render(
      <LessonPlayer
        lesson={createLesson({
          id: 20,
          title: "Homework Challenge",
          activityType: "steps",
          content: homeworkChallenge,
          play: playOf("homeworkChallenge"),
        })}
        onComplete={vi.fn()}
        onProgress={vi.fn()}
        saveReflection={vi.fn()}
      />,
    );
    expect(await screen.findByRole("heading", { name: "Homework Challenge" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Pip won't start homework. What helps?" })).toBeTruthy();
  });
});
