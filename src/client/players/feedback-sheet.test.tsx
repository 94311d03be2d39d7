// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { LessonHelpLinkContext } from "../components/get-help-line";
import { FeedbackSheet } from "./feedback-sheet";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A page with an answer button that opens the sheet, as players use it. */
function Harness({ onAction, onDismiss }: { onAction?: () => void; onDismiss?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        My answer
      </button>
      <FeedbackSheet
        open={open}
        heading="Incorrect"
        tone="gentle"
        actionLabel="Try Again"
        onAction={() => {
          onAction?.();
          setOpen(false);
        }}
        onDismiss={
          onDismiss
            ? () => {
                onDismiss();
                setOpen(false);
              }
            : undefined
        }
      >
        <p>Scooping Pip up skips the safety check.</p>
      </FeedbackSheet>
    </>
  );
}

describe("FeedbackSheet", () => {
  it("carries Get help now in a lesson on a hard topic, since the page behind it is inert, and not in another", async () => {
    for (const helpLink of [true, false]) {
      render(
        <Router hook={memoryLocation({ path: "/lessons/9/lesson/80/old" }).hook}>
          <LessonHelpLinkContext.Provider value={helpLink}>
            <Harness />
          </LessonHelpLinkContext.Provider>
        </Router>,
      );
      fireEvent.click(screen.getByRole("button", { name: "My answer" }));
      const sheet = await screen.findByRole("dialog", { name: /Incorrect/ });
      const link = sheet.querySelector('a[href="/get-help"]');
      expect(link !== null, String(helpLink)).toBe(helpLink);
      cleanup();
    }
  });

  it("never dismisses itself: no timer and no tap outside close it", () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "My answer" }));
    expect(screen.getByRole("dialog", { name: "Incorrect" })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(10 * 60_000);
    });
    expect(screen.getByRole("dialog", { name: "Incorrect" })).toBeTruthy();
    fireEvent.pointerDown(document.body);
    fireEvent.mouseDown(document.body);
    expect(screen.getByRole("dialog", { name: "Incorrect" })).toBeTruthy();
    expect(screen.getByText("Scooping Pip up skips the safety check.")).toBeTruthy();
  });

  // Focus coming back to the answer is proven in Chromium (tests/e2e/lesson-frame.test.ts).
  it("moves focus to its button and closes when the parent acts", () => {
    const onAction = vi.fn();
    render(<Harness onAction={onAction} />);
    const answer = screen.getByRole("button", { name: "My answer" });
    answer.focus();
    fireEvent.click(answer);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Try Again" }));
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("sends Escape and the close icon to the lesson's close rule, or to its button when it has none", () => {
    const onAction = vi.fn();
    const onDismiss = vi.fn();
    const { unmount } = render(<Harness onAction={onAction} onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole("button", { name: "My answer" }));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onAction).not.toHaveBeenCalled();
    unmount();

    const onlyAction = vi.fn();
    render(<Harness onAction={onlyAction} />);
    fireEvent.click(screen.getByRole("button", { name: "My answer" }));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onlyAction).toHaveBeenCalledTimes(1);
  });
});
