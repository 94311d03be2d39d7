// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { ModuleCloserContent } from "@shared/content/content-schemas";
import type { Reflection } from "../../types";
import { createLesson } from "../test-lessons";
import { ModuleCloserPlayer } from "./module-closer-player";

const content: ModuleCloserContent = {
  heading: "Module 1: Validation",
  scenario: "You practised naming big feelings: a broken banana, a toppled tower, a tumble.",
  keyTakeaways: ["Connect before you correct.", "Name the feeling out loud."],
  selfCareActivities: [
    {
      title: "Three slow breaths",
      description: "In through the nose, out like blowing on soup.",
      duration: "1 minute",
    },
    { title: "A warm drink, sitting down", description: "Drink it while it's still warm." },
  ],
  reminderMessage: "Looking after yourself is part of looking after them.",
  reflectionPrompts: {
    completionPrompt: { question: "What did you notice this week?", placeholder: "I noticed…" },
    applicationPrompt: { question: "Where will you name a feeling first?", placeholder: "At bath time…" },
    selfCarePrompt: { question: "What will you do for yourself?", options: ["Breathe", "Rest", "Call a friend"] },
  },
  badgeEarned: { id: "module-1", title: "Feelings First", description: "You finished Big Feelings.", xpBonus: 25 },
  keepGrowingTips: ["Pick one moment a day to name a feeling.", "Name the happy feelings too."],
  finalInsight: "A feeling that's named gets a little smaller.",
};

const lesson = createLesson({
  id: 7,
  order: 7,
  title: "Module 1 Closing",
  activityType: "module-closer",
  xpReward: 30,
});

function renderPlayer({ journalFails = false } = {}) {
  const onComplete = vi.fn();
  const onProgress = vi.fn();
  const saveReflection = vi.fn(async (_reflection: Reflection) => {
    if (journalFails) throw new Error("The journal is unavailable");
  });
  const location = memoryLocation({ path: "/lessons/1/lesson/7/old", record: true });
  render(
    <Router hook={location.hook}>
      <ModuleCloserPlayer
        lesson={lesson}
        content={content}
        onComplete={onComplete}
        onProgress={onProgress}
        saveReflection={saveReflection}
      />
    </Router>,
  );
  return { onComplete, onProgress, saveReflection, history: location.history };
}

const mainButton = () => screen.getByRole("button") as HTMLButtonElement;
const continueButton = () => screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement;

function continueTimes(count: number) {
  for (let i = 0; i < count; i += 1) fireEvent.click(continueButton());
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("ModuleCloserPlayer", () => {
  it("opens on the overview: the module heading, its look back, Step 1 of 6 and only a Continue button", () => {
    const { onProgress } = renderPlayer();
    expect(screen.getByRole("heading", { name: "Module 1: Validation" })).toBeTruthy();
    expect(screen.getByText(content.scenario)).toBeTruthy();
    expect(screen.getByText("Step 1 of 6")).toBeTruthy();
    const steps = within(screen.getByRole("list", { name: "Module steps" })).getAllByRole("listitem");
    expect(steps).toHaveLength(6);
    expect(steps[0]!.getAttribute("aria-current")).toBe("step");
    expect(screen.getAllByRole("button")).toHaveLength(1);
    expect(mainButton().textContent).toBe("Continue");
    expect(onProgress).toHaveBeenLastCalledWith(0);
  });

  it("walks overview, takeaways, self-care, reflection, badge and complete in order, with no way back", () => {
    const { onProgress } = renderPlayer();
    const seen: Array<{ step: string; heading: string; button: string; progress: unknown }> = [];
    for (let index = 0; index < 6; index += 1) {
      seen.push({
        step: screen.getByText(/^Step \d of 6$/).textContent ?? "",
        heading: screen.getAllByRole("heading", { level: 2 })[0]!.textContent ?? "",
        button: mainButton().textContent ?? "",
        progress: onProgress.mock.lastCall?.[0],
      });
      // One button only on every step: Continue or Finish Module, never Back or Previous.
      expect(screen.getAllByRole("button")).toHaveLength(1);
      if (index < 5) fireEvent.click(continueButton());
    }
    expect(seen).toEqual([
      { step: "Step 1 of 6", heading: "Module 1: Validation", button: "Continue", progress: 0 },
      { step: "Step 2 of 6", heading: "Key Takeaways", button: "Continue", progress: 17 },
      { step: "Step 3 of 6", heading: "A Moment for You", button: "Continue", progress: 33 },
      { step: "Step 4 of 6", heading: "Reflect on Your Week", button: "Continue", progress: 50 },
      { step: "Step 5 of 6", heading: "You Earned a Badge!", button: "Continue", progress: 67 },
      { step: "Step 6 of 6", heading: "Module Complete!", button: "Finish Module", progress: 83 },
    ]);
  });

  it("shows the takeaways, the self-care activities with the reminder, and the reflection prompts", () => {
    renderPlayer();
    continueTimes(1);
    for (const takeaway of content.keyTakeaways) expect(screen.getByText(takeaway)).toBeTruthy();

    continueTimes(1);
    expect(screen.getAllByRole("radio")).toHaveLength(2);
    expect(screen.getByRole("radio", { name: /Three slow breaths/ })).toBeTruthy();
    expect(screen.getByText("1 minute")).toBeTruthy();
    expect(screen.getByText(content.reminderMessage)).toBeTruthy();

    continueTimes(1);
    expect(screen.getAllByRole("textbox")).toHaveLength(2);
    expect(screen.getByRole("textbox", { name: "What did you notice this week?" }).getAttribute("placeholder")).toBe(
      "I noticed…",
    );
    expect(screen.getByRole("textbox", { name: "Where will you name a feeling first?" })).toBeTruthy();
    const group = screen.getByRole("group", { name: "What will you do for yourself?" });
    expect(within(group).getAllByRole("radio")).toHaveLength(3);
  });

  it("needs no self-care pick and no reflection answers to continue", () => {
    renderPlayer();
    continueTimes(2);
    expect(screen.getAllByRole("radio").every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(continueButton().disabled).toBe(false);
    continueTimes(1);
    expect(screen.getByRole("heading", { name: "Reflect on Your Week" })).toBeTruthy();
    expect(continueButton().disabled).toBe(false);
    continueTimes(1);
    expect(screen.getByRole("heading", { name: "You Earned a Badge!" })).toBeTruthy();
    continueTimes(1);
    expect(screen.getByText(content.finalInsight)).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Your Plan for This Week" })).toBeNull();
  });

  it("selects one self-care activity at a time, saves both answers and the plan to the journal, and hands them back as the plan", async () => {
    const { saveReflection } = renderPlayer();
    continueTimes(2);
    fireEvent.click(screen.getByRole("radio", { name: /Three slow breaths/ }));
    fireEvent.click(screen.getByRole("radio", { name: /A warm drink/ }));
    expect((screen.getByRole("radio", { name: /A warm drink/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: /Three slow breaths/ }) as HTMLInputElement).checked).toBe(false);

    continueTimes(1);
    fireEvent.change(screen.getByRole("textbox", { name: "What did you notice this week?" }), {
      target: { value: "Pip calmed faster." },
    });
    fireEvent.change(screen.getByRole("textbox", { name: "Where will you name a feeling first?" }), {
      target: { value: "  At school pick-up  " },
    });
    fireEvent.click(screen.getByRole("radio", { name: "Rest" }));
    fireEvent.click(screen.getByRole("radio", { name: "Call a friend" }));
    expect((screen.getByRole("radio", { name: "Rest" }) as HTMLInputElement).checked).toBe(false);

    continueTimes(1);
    await screen.findByRole("heading", { name: "You Earned a Badge!" });
    expect(screen.getByText("Saved to your journal")).toBeTruthy();
    expect(saveReflection).toHaveBeenCalledTimes(1);
    expect(saveReflection.mock.calls[0]![0]).toEqual({
      notes:
        "What did you notice this week?\nPip calmed faster.\n\n" +
        "Where will you name a feeling first?\nAt school pick-up\n\n" +
        "My self-care plan for this week\nWhat will you do for yourself? Call a friend\nMy moment for me: A warm drink, sitting down",
    });
    continueTimes(1);
    const plan = screen.getByRole("region", { name: "Your Plan for This Week" });
    expect(within(plan).getByText("Pip calmed faster.")).toBeTruthy();
    expect(within(plan).getByText("At school pick-up")).toBeTruthy();
    expect(within(plan).getByText("Call a friend")).toBeTruthy();
    expect(within(plan).getByText("A warm drink, sitting down")).toBeTruthy();
  });

  it("shows the badge's title, description, '+N Bonus XP' and the keep-growing tips", () => {
    renderPlayer();
    continueTimes(4);
    expect(screen.getByRole("img", { name: "Feelings First badge" })).toBeTruthy();
    expect(screen.getByText("Feelings First")).toBeTruthy();
    expect(screen.getByText(content.badgeEarned.description)).toBeTruthy();
    expect(screen.getByText("+25 Bonus XP")).toBeTruthy();
    const tips = screen.getByRole("region", { name: "Keep Growing" });
    expect(
      within(tips)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(content.keepGrowingTips);
  });

  it("reveals the badge with an animation that starts hidden", () => {
    vi.useFakeTimers();
    renderPlayer();
    continueTimes(4);
    const medal = screen.getByRole("img", { name: "Feelings First badge" });
    expect(medal.dataset.motion).toBe("animated");
    expect(medal.className).toContain("opacity-0");
    expect(medal.className).toContain("transition");
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(medal.className).toContain("opacity-100");
  });

  it("shows the badge at once, without the animation, when the parent prefers reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(prefers-reduced-motion: reduce)",
      media: query,
    }));
    renderPlayer();
    continueTimes(4);
    const medal = screen.getByRole("img", { name: "Feelings First badge" });
    expect(medal.dataset.motion).toBe("reduced");
    expect(medal.className).toContain("opacity-100");
    expect(medal.className).not.toContain("transition");
  });

  it("moves focus to each new step's heading", () => {
    renderPlayer();
    expect(document.activeElement).toBe(document.body);
    continueTimes(1);
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Key Takeaways" }));
    continueTimes(3);
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "You Earned a Badge!" }));
  });

  it("Finish Module reports progress 100 and completes once with 100 (the host then goes home)", () => {
    const { onComplete, onProgress } = renderPlayer();
    continueTimes(5);
    expect(onComplete).not.toHaveBeenCalled();
    const finish = screen.getByRole("button", { name: "Finish Module" });
    fireEvent.click(finish);
    fireEvent.click(finish);
    expect(onProgress).toHaveBeenLastCalledWith(100);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(100, { right: 0, total: 0, kind: "first-try" });
  });

  it("saves nothing to the journal when nothing was written or chosen", () => {
    const { saveReflection } = renderPlayer();
    continueTimes(4);
    expect(screen.getByRole("heading", { name: "You Earned a Badge!" })).toBeTruthy();
    expect(saveReflection).not.toHaveBeenCalled();
    expect(screen.queryByText("Saved to your journal")).toBeNull();
  });

  it("keeps the parent on the reflection with their words when the journal cannot save", async () => {
    renderPlayer({ journalFails: true });
    continueTimes(3);
    fireEvent.change(screen.getByRole("textbox", { name: "What did you notice this week?" }), {
      target: { value: "Pip calmed faster." },
    });
    continueTimes(1);
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Reflect on Your Week" })).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "What did you notice this week?" }) as HTMLTextAreaElement).value).toBe(
      "Pip calmed faster.",
    );
  });

  it("resumes at the saved step with the saved answers", () => {
    const onComplete = vi.fn();
    render(
      <ModuleCloserPlayer
        lesson={lesson}
        content={content}
        onComplete={onComplete}
        onProgress={vi.fn()}
        saveReflection={vi.fn()}
        saved={{
          stepIndex: 3,
          selfCareActivity: 1,
          reflection: { completion: "Slower mornings", application: "", selfCare: "Rest" },
          journalSaved: false,
          finished: false,
        }}
      />,
    );
    expect(screen.getByRole("heading", { name: "Reflect on Your Week" })).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "What did you notice this week?" }) as HTMLTextAreaElement).value).toBe(
      "Slower mornings",
    );
    expect((screen.getByRole("radio", { name: "Rest" }) as HTMLInputElement).checked).toBe(true);
  });
});
