// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { type SlideLessonContent, contentSchemas } from "@shared/content/content-schemas";
import { getPlayer, LessonPlayer } from "../../registry";
import { createLesson, lessonFiles } from "../test-lessons";
import { SlidePlayer } from "./slide-player";
import { createSlideContent } from "./test-slide-lesson";

afterEach(cleanup);

function renderPlayer({ layout = undefined as "template" | undefined, content = createSlideContent(), xpReward = 20 } = {}) {
  const onComplete = vi.fn();
  const onProgress = vi.fn();
  // The template lessons' files say so in their play data; every slide lesson is of the one kind "slides".
  const lesson = createLesson({
    title: "The Tower Topple",
    activityType: "slides",
    xpReward,
    play: layout ? { slideLayout: layout } : undefined,
  });
  render(
    <SlidePlayer
      lesson={lesson}
      content={content}
      onComplete={onComplete}
      onProgress={onProgress}
      saveReflection={vi.fn()}
    />,
  );
  return { onComplete, onProgress };
}

const nextButton = () => screen.getByRole("button", { name: /^(Next|Finish)$/, hidden: true }) as HTMLButtonElement;
const previousButton = () => screen.queryByRole("button", { name: "Previous" });
const option = (text: RegExp | string) => screen.getByRole("button", { name: text, hidden: true });
const popup = () => screen.queryByRole("dialog");
const clickNext = () => fireEvent.click(nextButton());

/** Answers the current question right (the fixture's right answer is B on mcq1, C elsewhere) and closes the popup. */
function answerRight() {
  const heading = screen.getByRole("heading", { level: 2 }).textContent ?? "";
  const n = Number(/Question (\d)/.exec(heading)?.[1]);
  fireEvent.click(option(new RegExp(`^Q${n} ${n === 1 ? "B" : "C"}:`)));
  fireEvent.click(screen.getByRole("button", { name: "Great Work" }));
}

function viewAllTips() {
  for (let i = 0; i < 5; i += 1) fireEvent.click(screen.getByRole("button", { name: "Next tip" }));
}

/** From the intro to slide `number` (1-based), doing what each slide asks. */
function goToSlide(number: number, from = 1) {
  for (let current = from; current < number; current += 1) {
    if (screen.queryByText("Choose one:")) answerRight();
    if (screen.queryByRole("button", { name: "Next tip" })) viewAllTips();
    clickNext();
  }
}

describe("SlidePlayer, authored layout", () => {
  it("opens on the intro: a drawn monster with its alt text, the heading, and the second paragraph in green", () => {
    const { onProgress } = renderPlayer();
    expect(screen.getByRole("img", { name: "Pip sits by a fallen block tower, tears on both cheeks" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "The Tower Topple" })).toBeTruthy();
    expect(screen.getByText("Pip's tall tower crashes down.").className).not.toContain("text-level-green");
    expect(screen.getByText("Today you'll practise naming the feeling first.").className).toContain("text-level-green");
    expect(nextButton().textContent).toBe("Next →");
    expect(previousButton()).toBeNull();
    expect(onProgress).toHaveBeenCalledTimes(1);
    expect(onProgress).toHaveBeenLastCalledWith((1 / 12) * 100);
  });

  it("moves one slide at a time, shows '← Previous' from the second slide, and reports (slide / total) × 100 on each change", () => {
    const { onProgress } = renderPlayer();
    clickNext();
    expect(screen.getByRole("heading", { name: "What you'll learn" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "The moment" })).toBeTruthy();
    expect(previousButton()!.textContent).toBe("← Previous");
    expect(onProgress).toHaveBeenLastCalledWith((2 / 12) * 100);
    fireEvent.click(previousButton()!);
    expect(screen.getByRole("heading", { name: "The Tower Topple" })).toBeTruthy();
    expect(onProgress).toHaveBeenLastCalledWith((1 / 12) * 100);
    expect(onProgress).toHaveBeenCalledTimes(3);
  });

  it("titles the thinking slide and its two blocks, and shows up to four info blocks", () => {
    renderPlayer();
    goToSlide(3);
    expect(screen.getByRole("heading", { name: "Why This Works?" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Why It Works" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Why It Doesn't Work" })).toBeTruthy();
    expect(screen.getByText("What did Pip need to hear first?")).toBeTruthy();
    clickNext();
    expect(screen.getByRole("heading", { name: "Inside Pip's Mind" })).toBeTruthy();
    for (const title of ["Block one", "Block two", "Block three", "Block four"])
      expect(screen.getByRole("heading", { name: title })).toBeTruthy();
  });

  it("asks a question with 'Choose one:' and options A to D, and keeps Next disabled until it is answered right", () => {
    renderPlayer();
    goToSlide(5);
    expect(screen.getByText("Choose one:")).toBeTruthy();
    const group = screen.getByRole("group", { name: /Question 1/ });
    const options = within(group).getAllByRole("button");
    expect(options.map((button) => button.textContent?.slice(0, 1))).toEqual(["A", "B", "C", "D"]);
    expect(nextButton().disabled).toBe(true);
    fireEvent.click(nextButton());
    expect(screen.getByText("Choose one:")).toBeTruthy();
  });

  it("locks every option on a pick and opens 'Incorrect' with the picked option's feedback; 'Try Again' clears and closes", () => {
    renderPlayer();
    goToSlide(5);
    fireEvent.click(option(/^Q1 A:/));
    const dialog = screen.getByRole("dialog", { name: "Incorrect" });
    expect(within(dialog).getByText("Wrong A for question 1.")).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (const button of within(screen.getByRole("group", { hidden: true })).getAllByRole("button", { hidden: true })) {
      expect(button.getAttribute("aria-disabled")).toBe("true");
    }
    fireEvent.click(option(/^Q1 C:/));
    expect(option(/^Q1 A:/).getAttribute("aria-pressed")).toBe("true");
    expect(option(/^Q1 C:/).getAttribute("aria-pressed")).toBe("false");

    fireEvent.click(within(dialog).getByRole("button", { name: "Try Again" }));
    expect(popup()).toBeNull();
    expect(option(/^Q1 A:/).getAttribute("aria-pressed")).toBe("false");
    expect(option(/^Q1 A:/).getAttribute("aria-disabled")).toBeNull();
    expect(nextButton().disabled).toBe(true);
  });

  it("judges by correctAnswerIndex even where an option's flag disagrees", () => {
    renderPlayer();
    goToSlide(5);
    // D is flagged correct in the content, B is the index: D is wrong, B is right.
    fireEvent.click(option(/^Q1 D:/));
    expect(screen.getByRole("dialog", { name: "Incorrect" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    fireEvent.click(option(/^Q1 B:/));
    expect(screen.getByRole("dialog", { name: "Correct" })).toBeTruthy();
  });

  it("falls back to the default text when the picked option's feedback is empty", () => {
    renderPlayer();
    goToSlide(5);
    fireEvent.click(option(/^Q1 C:/));
    expect(
      within(screen.getByRole("dialog", { name: "Incorrect" })).getByText("Default wrong for question 1."),
    ).toBeTruthy();
  });

  it("says 'Correct' with the feedback in paragraphs and bold; 'Great Work' closes without advancing and opens Next", () => {
    renderPlayer();
    goToSlide(5);
    fireEvent.click(option(/^Q1 B:/));
    const dialog = screen.getByRole("dialog", { name: "Correct" });
    // The sheet never grows past the screen; its explanation scrolls, between the heading and the button.
    expect(dialog.className).toContain("max-h-[calc(100dvh-1rem)]");
    expect(dialog.querySelector("[tabindex='0']")?.className).toContain("overflow-y-auto");
    const paragraphs = dialog.querySelectorAll("p");
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      "Right for question 1.",
      "Naming the feeling helps Pip feel seen.",
    ]);
    expect(within(dialog).getByText("helps Pip feel seen").tagName).toBe("STRONG");

    fireEvent.click(within(dialog).getByRole("button", { name: "Great Work" }));
    expect(popup()).toBeNull();
    expect(screen.getByRole("heading", { name: /Question 1/ })).toBeTruthy();
    expect(option(/^Q1 B:/).getAttribute("aria-disabled")).toBe("true");
    expect(nextButton().disabled).toBe(false);
    clickNext();
    expect(screen.getByRole("heading", { name: /Question 2/ })).toBeTruthy();
  });

  it("moves on when the close icon of a right answer's popup is pressed", () => {
    const { onProgress } = renderPlayer();
    goToSlide(5);
    fireEvent.click(option(/^Q1 B:/));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close" }));
    expect(popup()).toBeNull();
    expect(screen.getByRole("heading", { name: /Question 2/ })).toBeTruthy();
    expect(onProgress).toHaveBeenLastCalledWith((6 / 12) * 100);
  });

  it("treats the close icon of a wrong answer's popup as Try Again", () => {
    renderPlayer();
    goToSlide(5);
    fireEvent.click(option(/^Q1 A:/));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close" }));
    expect(popup()).toBeNull();
    expect(screen.getByRole("heading", { name: /Question 1/ })).toBeTruthy();
    expect(option(/^Q1 A:/).getAttribute("aria-disabled")).toBeNull();
  });

  it("lets Escape act as the close icon: Try Again after a wrong pick, on to the next slide after a right one", () => {
    renderPlayer();
    goToSlide(5);
    fireEvent.click(option(/^Q1 A:/));
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(popup()).toBeNull();
    expect(option(/^Q1 A:/).getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(option(/^Q1 B:/));
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(popup()).toBeNull();
    expect(screen.getByRole("heading", { name: /Question 2/ })).toBeTruthy();
  });

  it("ignores a stray tap outside a right answer's popup: it stays open and the slide stays", async () => {
    renderPlayer();
    goToSlide(5);
    fireEvent.click(option(/^Q1 B:/));
    // The popup starts listening for outside taps a tick after it opens.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const overlay = document.querySelector("[data-state=open]:not([role=dialog])") ?? document.body;
    fireEvent.pointerDown(overlay, { pointerType: "mouse", button: 0 });
    fireEvent.pointerUp(overlay, { pointerType: "mouse", button: 0 });
    fireEvent.click(overlay);
    expect(popup()).not.toBeNull();
    // The popup hides the page from assistive technology while open, hence `hidden`.
    expect(screen.getByRole("heading", { name: /Question 1/, hidden: true })).toBeTruthy();
  });

  it("asks a solved question again after going back to it", () => {
    renderPlayer();
    goToSlide(5);
    answerRight();
    clickNext();
    fireEvent.click(previousButton()!);
    expect(screen.getByRole("heading", { name: /Question 1/ })).toBeTruthy();
    expect(option(/^Q1 B:/).getAttribute("aria-pressed")).toBe("false");
    expect(option(/^Q1 B:/).getAttribute("aria-disabled")).toBeNull();
    expect(nextButton().disabled).toBe(true);
  });

  it("shows one Growler tip at a time, clamped at both ends, and opens Next only when all six were viewed", () => {
    renderPlayer();
    goToSlide(7);
    expect(screen.getByRole("heading", { name: "Growler Tips" })).toBeTruthy();
    expect(screen.getByText("View all 6 tips to continue to the next step")).toBeTruthy();
    expect(screen.getByText("Tip number 1: name the feeling.")).toBeTruthy();
    expect(screen.queryByText("Tip number 2: name the feeling.")).toBeNull();
    expect(screen.getByText("Tip 1 of 6")).toBeTruthy();
    expect(screen.getByText("View all tips to continue (1/6 viewed)")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Previous tip" }) as HTMLButtonElement).disabled).toBe(true);
    expect(nextButton().disabled).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Next tip" }));
    expect(screen.getByText("Tip 2 of 6")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Previous tip" }));
    expect(screen.getByText("Tip 1 of 6")).toBeTruthy();
    expect(screen.getByText("View all tips to continue (2/6 viewed)")).toBeTruthy();

    for (let i = 0; i < 4; i += 1) fireEvent.click(screen.getByRole("button", { name: "Next tip" }));
    expect(nextButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Next tip" }));
    expect(screen.getByText("Tip 6 of 6")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Next tip" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("All tips viewed! You can now proceed.")).toBeTruthy();
    expect(nextButton().disabled).toBe(false);
  });

  it("starts the tips over after leaving the slide and coming back", () => {
    renderPlayer();
    goToSlide(8);
    fireEvent.click(previousButton()!);
    expect(screen.getByText("Tip 1 of 6")).toBeTruthy();
    expect(screen.getByText("View all tips to continue (1/6 viewed)")).toBeTruthy();
    expect(nextButton().disabled).toBe(true);
  });

  it("ends on the trophy and XP, and 'Finish →' completes the lesson with 100 once", () => {
    const { onComplete, onProgress } = renderPlayer();
    goToSlide(12);
    expect(screen.getByText("🏆")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "You helped Pip through a big topple!" })).toBeTruthy();
    expect(screen.getByText("XP Earned")).toBeTruthy();
    expect(screen.getByText("+50")).toBeTruthy();
    expect(screen.getByText("Experience Points")).toBeTruthy();
    // No badge is known before the completion is saved: the slide says the lesson is finished, never a badge.
    expect(screen.getByText("Lesson finished")).toBeTruthy();
    expect(screen.queryByText("Achievement Unlocked!")).toBeNull();
    expect(onProgress).toHaveBeenLastCalledWith(100);
    expect(nextButton().textContent).toBe("Finish →");
    expect(onComplete).not.toHaveBeenCalled();
    clickNext();
    clickNext();
    expect(onComplete).toHaveBeenCalledTimes(1);
    // Every question answered right first time: "6 of 6 on the first try".
    expect(onComplete).toHaveBeenCalledWith(100, { right: 6, total: 6, kind: "first-try" });
  });

  it("counts a question answered wrong before right as missed on the first try", () => {
    const { onComplete } = renderPlayer();
    goToSlide(5);
    fireEvent.click(option(/^Q1 A:/));
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    goToSlide(12, 5);
    clickNext();
    expect(onComplete).toHaveBeenCalledWith(100, { right: 5, total: 6, kind: "first-try" });
  });

  it("shows the lesson's xpReward when the content names no total XP", { timeout: 15_000 }, () => {
    renderPlayer({ content: createSlideContent({ lessonInfo: { title: "The Tower Topple" } }), xpReward: 35 });
    goToSlide(12);
    expect(screen.getByText("+35")).toBeTruthy();
  });

  it("says 'Unknown slide type' for a slide it doesn't know and lets the parent move on", () => {
    const content = createSlideContent();
    content.slides.splice(1, 0, { type: "video" } as unknown as SlideLessonContent["slides"][number]);
    renderPlayer({ content });
    clickNext();
    expect(screen.getByText("Unknown slide type")).toBeTruthy();
    expect(nextButton().disabled).toBe(false);
  });

  it("names a question it cannot find: no question at the slide, or an unknown question id", () => {
    const content = createSlideContent();
    content.slides.splice(
      1,
      0,
      { type: "mcq" } as unknown as SlideLessonContent["slides"][number],
      {
        type: "mcq",
        questionId: "mcq9",
      } as unknown as SlideLessonContent["slides"][number],
    );
    renderPlayer({ content });
    clickNext();
    expect(screen.getByRole("alert").textContent).toBe("This response needs review. Please try another option.");
    expect(nextButton().disabled).toBe(false);
    clickNext();
    expect(screen.getByRole("alert").textContent).toBe("Content not found");
  });
});

describe("SlidePlayer, template layout", () => {
  it("titles the tips 'MONSTER TIPS', never offers Previous, and keeps the intro's second paragraph plain", () => {
    renderPlayer({ layout: "template" });
    expect(screen.getByText("Today you'll practise naming the feeling first.").className).not.toContain(
      "text-level-green",
    );
    goToSlide(2);
    expect(previousButton()).toBeNull();
    goToSlide(6);
    expect(previousButton()).toBeNull();
    clickNext();
    expect(screen.getByRole("heading", { name: "MONSTER TIPS" })).toBeTruthy();
    expect(previousButton()).toBeNull();
  });

  it("uses the same layout for every lesson whose play data names it (First Teeth, Then Story; When the Screen Goes Off)", () => {
    for (const file of lessonFiles.filter((lesson) => lesson.play?.slideLayout === "template")) {
      expect(file.activityType, file.title).toBe("slides");
    }
    expect(lessonFiles.filter((lesson) => lesson.play?.slideLayout === "template").map((lesson) => lesson.id)).toEqual([24, 26]);
    renderPlayer({ layout: "template" });
    goToSlide(7);
    expect(screen.getByRole("heading", { name: "MONSTER TIPS" })).toBeTruthy();
    expect(previousButton()).toBeNull();
  });
});

describe("the registry", () => {
  it("plays the slides kind with the slide lesson schema, and every lesson of that kind parses with it", () => {
    expect(getPlayer("slides")).toBeDefined();
    expect(contentSchemas.slides.safeParse(createSlideContent()).success).toBe(true);
    const slideLessons = lessonFiles.filter((lesson) => lesson.activityType === "slides");
    expect(slideLessons.length).toBe(11);
    for (const lesson of slideLessons) expect(contentSchemas.slides.safeParse(lesson.content).success, lesson.title).toBe(true);
  });

  it("finds the slide player for a lesson kept on the device under a former lesson-name type", () => {
    for (const former of ["the_tower_topple", "why_didnt_you_pick_me", "sample_dynamic_lesson", "duplicate_dynamic_lesson"]) {
      expect(getPlayer(former), former).toBe(getPlayer("slides"));
    }
    expect(getPlayer("dinner_dilemma")).toBe(getPlayer("steps"));
    expect(getPlayer("interpretive-dance")).toBeUndefined();
  });

  it("loads the slide player for a slide lesson", async () => {
    const onProgress = vi.fn();
    const lesson = createLesson({
      title: "Sharing Shocker",
      activityType: "slides",
      content: createSlideContent(),
    });
    render(<LessonPlayer lesson={lesson} onComplete={vi.fn()} onProgress={onProgress} saveReflection={vi.fn()} />);
    expect(await screen.findByRole("heading", { level: 2, name: "The Tower Topple" })).toBeTruthy();
    await waitFor(() => expect(onProgress).toHaveBeenCalledWith((1 / 12) * 100));
  });
});
