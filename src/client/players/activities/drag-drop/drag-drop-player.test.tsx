// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { DragDropContent } from "@shared/content/content-schemas";
import { createLesson } from "../test-lessons";
import { DragDropPlayer, collisionDetection, withinScreen } from "./drag-drop-player";

const content: DragDropContent = {
  scenario: 'Pip\'s red balloon drifts over the rooftops. Pip stamps both feet and sobs, "Get it BACK!"',
  instruction: "Sort each reply: does it connect with Pip's feeling first, or skip past it?",
  items: [
    { id: "i1", text: "Your red balloon flew away. You really loved it." },
    { id: "i2", text: "Don't cry, it's only a balloon." },
    { id: "i3", text: "It's okay to be sad. I'm right here." },
    { id: "i4", text: "That's why I told you to hold on tight." },
  ],
  categories: [
    { id: "connects", label: "Connects first" },
    { id: "skips", label: "Skips the feeling" },
  ],
  correctMapping: { i1: "connects", i2: "skips", i3: "connects", i4: "skips" },
  explanation: "The replies that connect name what Pip feels and stay close.",
};

function renderPlayer() {
  const onComplete = vi.fn();
  const onProgress = vi.fn();
  render(
    <DragDropPlayer
      lesson={createLesson({ activityType: "drag-drop", title: "Connect or Correct?" })}
      content={content}
      onComplete={onComplete}
      onProgress={onProgress}
    />,
  );
  return { onComplete, onProgress };
}

const textOf = (id: string) => content.items.find((item) => item.id === id)!.text;
// Found by visible text (role queries are slow in jsdom); the closest button is what a person taps.
const item = (id: string) => screen.getByText(textOf(id)).closest("button") as HTMLButtonElement;
const category = (label: string) =>
  screen.getByText(label, { selector: "span" }).closest("button") as HTMLButtonElement;
const checkButton = () => screen.getByText("Check My Answers").closest("button") as HTMLButtonElement;
const inCategory = (label: string) => document.querySelector<HTMLElement>(`ul[aria-label="In ${label}"]`);

function place(id: string, label: string) {
  fireEvent.click(item(id));
  fireEvent.click(category(label));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("DragDropPlayer", () => {
  it("speaks to a finger or to a mouse and keyboard, by the device's pointer", () => {
    const pointer = (coarse: boolean) =>
      vi.stubGlobal("matchMedia", (query: string) => ({ matches: query === "(pointer: coarse)" && coarse, media: query }));
    pointer(false);
    renderPlayer();
    expect(screen.getByText(/^Select a reply, then the category it fits\./)).toBeTruthy();
    expect(screen.queryByText(/press and hold|Tap a reply/)).toBeNull();
    cleanup();
    pointer(true);
    renderPlayer();
    expect(screen.getByText(/^Tap a reply, then tap the category it fits\. Or press and hold it/)).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it("places an item by tapping it and then a category", () => {
    const { onProgress } = renderPlayer();
    expect(onProgress).toHaveBeenLastCalledWith(0);
    expect((category("Connects first") as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(item("i1"));
    expect(item("i1").getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(category("Connects first"));

    expect(within(inCategory("Connects first")!).getByText(textOf("i1"))).toBeTruthy();
    expect(item("i1").getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByText("Replies to sort (3 left)")).toBeTruthy();
    expect(onProgress).toHaveBeenLastCalledWith(23); // 1 / 4 × 90 = 22.5
  });

  it("keeps Check My Answers disabled until every item is placed", () => {
    const { onProgress } = renderPlayer();
    place("i1", "Connects first");
    place("i2", "Skips the feeling");
    place("i3", "Connects first");
    expect(checkButton().disabled).toBe(true);
    place("i4", "Connects first");
    expect(checkButton().disabled).toBe(false);
    expect(onProgress).toHaveBeenLastCalledWith(90);
  });

  it("unassigns an item when its own category is selected again", () => {
    renderPlayer();
    for (const [id, label] of [
      ["i1", "Connects first"],
      ["i2", "Skips the feeling"],
      ["i3", "Connects first"],
      ["i4", "Skips the feeling"],
    ] as const) {
      place(id, label);
    }
    expect(checkButton().disabled).toBe(false);

    fireEvent.click(item("i3"));
    expect(category("Connects first").textContent).toContain("Tap to take it back out");
    fireEvent.click(category("Connects first"));

    expect(within(inCategory("Connects first")!).queryByText(textOf("i3"))).toBeNull();
    expect(screen.getByText("Replies to sort (1 left)")).toBeTruthy();
    expect(checkButton().disabled).toBe(true);
  });

  it("moves an item to another category when that one is selected", () => {
    renderPlayer();
    place("i2", "Connects first");
    place("i2", "Skips the feeling");
    expect(inCategory("Connects first")).toBeNull();
    expect(within(inCategory("Skips the feeling")!).getByText(textOf("i2"))).toBeTruthy();
  });

  it("offers the categories right under a chosen item", () => {
    renderPlayer();
    expect(screen.queryByText("→ Skips the feeling")).toBeNull();
    fireEvent.click(item("i2"));
    fireEvent.click(screen.getByText("→ Skips the feeling"));
    expect(within(inCategory("Skips the feeling")!).getByText(textOf("i2"))).toBeTruthy();
    expect(screen.queryByText("→ Skips the feeling")).toBeNull();

    fireEvent.click(item("i2"));
    expect(screen.queryByText("→ Skips the feeling")).toBeNull();
    fireEvent.click(screen.getByText("→ Connects first"));
    expect(within(inCategory("Connects first")!).getByText(textOf("i2"))).toBeTruthy();
  });

  it("takes an item back out with its × button", () => {
    renderPlayer();
    place("i1", "Skips the feeling");
    fireEvent.click(screen.getByLabelText(`Take out of Skips the feeling: ${textOf("i1")}`));
    expect(inCategory("Skips the feeling")).toBeNull();
    expect(screen.getByText("Replies to sort (4 left)")).toBeTruthy();
  });

  it("marks each item, explains in the sheet, and never moves on by itself: Continue reports the share placed right", () => {
    const { onComplete, onProgress } = renderPlayer();
    place("i1", "Connects first");
    place("i2", "Skips the feeling");
    place("i3", "Skips the feeling");
    place("i4", "Skips the feeling");
    fireEvent.click(checkButton());

    const sheet = screen.getByRole("dialog", { name: "Here's how they sort" });
    expect(within(sheet).getByText("You placed 3 of 4 where they fit best.")).toBeTruthy();
    expect(within(sheet).getByText(content.explanation)).toBeTruthy();
    const item1 = item("i1").closest("li") as HTMLElement;
    const item3 = item("i3").closest("li") as HTMLElement;
    expect(within(item1).getByText(/Right place/)).toBeTruthy();
    expect(within(item3).getByText("✗ Fits better in Connects first")).toBeTruthy();

    // However long the parent reads, the explanation stays and nothing is reported.
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();

    fireEvent.click(within(sheet).getByRole("button", { name: "Continue" }));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(75, { right: 3, total: 4, kind: "placed" });
    expect(onProgress).toHaveBeenLastCalledWith(100);
  });

  it("lets Escape close the sheet to look at the marks, with Continue still there", () => {
    const { onComplete } = renderPlayer();
    place("i1", "Connects first");
    place("i2", "Skips the feeling");
    place("i3", "Connects first");
    place("i4", "Skips the feeling");
    fireEvent.click(checkButton());
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onComplete).not.toHaveBeenCalled();

    fireEvent.click(item("i1"));
    expect(item("i1").getAttribute("aria-pressed")).toBeNull();
    expect((category("Skips the feeling") as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByLabelText(/^Take/)).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onComplete).toHaveBeenCalledWith(100, { right: 4, total: 4, kind: "placed" });
  });

  it("moves focus to the next reply to sort after each placement, then to Check, and says where each went", () => {
    renderPlayer();
    fireEvent.click(item("i2"));
    fireEvent.click(screen.getByText("→ Skips the feeling"));
    expect(document.activeElement).toBe(item("i3"));
    expect(screen.getByText(`Moved “${textOf("i2")}” to Skips the feeling. 3 left to sort.`)).toBeTruthy();
    place("i3", "Connects first");
    expect(document.activeElement).toBe(item("i4"));
    place("i4", "Skips the feeling");
    // After the last one in the list, focus wraps to the first reply still to sort.
    expect(document.activeElement).toBe(item("i1"));
    place("i1", "Connects first");
    expect(document.activeElement).toBe(checkButton());
    expect(
      screen.getByText(`Moved “${textOf("i1")}” to Connects first. All sorted: Check My Answers is next.`),
    ).toBeTruthy();
  });

  it("resumes with the saved sorting", () => {
    render(
      <DragDropPlayer
        lesson={createLesson({ activityType: "drag-drop", title: "Connect or Correct?" })}
        content={content}
        onComplete={vi.fn()}
        onProgress={vi.fn()}
        saved={{
          mapping: { i1: "connects", i2: "skips" },
          chosenId: null,
          checked: false,
          sheetOpen: false,
          completed: false,
        }}
      />,
    );
    expect(within(inCategory("Connects first")!).getByText(textOf("i1"))).toBeTruthy();
    expect(within(inCategory("Skips the feeling")!).getByText(textOf("i2"))).toBeTruthy();
    expect(screen.getByText("Replies to sort (2 left)")).toBeTruthy();
  });

  it("gives keyboard users drag instructions", () => {
    renderPlayer();
    const describedBy = item("i1").getAttribute("aria-describedby");
    expect(describedBy).toBeTruthy();
    expect(document.getElementById(describedBy!)?.textContent).toMatch(/press Space to pick it up/);
  });
});

describe("where a dragged reply lands", () => {
  const rect = (top: number, left: number, height: number, width: number) => ({
    top, left, height, width, bottom: top + height, right: left + width,
  });
  // The unsorted list reaches the foot of a phone's screen; the drop bar lies over it there.
  const rects = new Map([
    ["unsorted", rect(300, 16, 600, 358)],
    ["dock:connects", rect(768, 12, 64, 179)],
    ["dock:skips", rect(768, 199, 64, 179)],
  ]);
  const droppableContainers = [...rects.keys()].map((id) => ({ id }));
  const land = (x: number, y: number | null) =>
    collisionDetection({
      active: { id: "i1" },
      collisionRect: rect(y ?? 0, x, 40, 40),
      droppableRects: rects,
      droppableContainers,
      pointerCoordinates: y === null ? null : { x, y },
    } as unknown as Parameters<typeof collisionDetection>[0]).map((collision) => collision.id);

  it("drops on the drop bar's area under the finger, not on the list beneath the bar", () => {
    expect(land(288, 800)).toEqual(["dock:skips"]);
    expect(land(100, 800)).toEqual(["dock:connects"]);
  });

  it("drops on the page's zone where no bar lies over it, and nowhere outside every zone", () => {
    expect(land(100, 400)).toEqual(["unsorted"]);
    expect(land(100, 100)).toEqual([]);
  });
});

describe("a reply lifted by finger or mouse", () => {
  const box = (left: number, top: number, width: number, height: number) => ({
    left, top, width, height, right: left + width, bottom: top + height,
  });
  const move = (x: number, y: number) =>
    withinScreen({
      transform: { x, y, scaleX: 1, scaleY: 1 },
      draggingNodeRect: box(12, 300, 366, 60),
      windowRect: box(0, 0, 390, 844),
    } as unknown as Parameters<typeof withinScreen>[0]);

  it("stays inside the screen, so the page never grows wider or taller under the drag", () => {
    expect(move(120, 900)).toMatchObject({ x: 12, y: 484 });
    expect(move(-80, -400)).toMatchObject({ x: -12, y: -300 });
  });

  it("follows the pointer anywhere inside the screen", () => {
    expect(move(5, 420)).toMatchObject({ x: 5, y: 420 });
  });
});
