// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { LeadCheck } from "./lead-check";

const check = {
  question: "Pip wails that the banana is ruined. What do you say first?",
  options: ["It's only a banana, love.", "You wanted it whole. That's so disappointing.", "I'll get you a new one."],
  correctAnswer: 1,
  optionFeedback: ["A reason sounds like 'your feeling is silly'.", "Pip hears the feeling makes sense.", "A new banana teaches that wailing brings one."],
};

afterEach(cleanup);

const option = (text: string) => screen.getByRole("radio", { name: new RegExp(text.slice(0, 12)) });
const submit = () => screen.queryByRole("button", { name: "Submit Answer" }) as HTMLButtonElement | null;

describe("a teaching card's check", () => {
  it("submits once the parent picks, then shows that option's own feedback and the answer that helps most", () => {
    const onAnswer = vi.fn();
    const { rerender } = render(<LeadCheck check={check} answered={undefined} onAnswer={onAnswer} />);
    expect(submit()!.disabled).toBe(true);
    fireEvent.click(option(check.options[0]!));
    fireEvent.click(submit()!);
    expect(onAnswer).toHaveBeenCalledWith(0);
    // The frame keeps the answer and hands it back.
    rerender(<LeadCheck check={check} answered={0} onAnswer={onAnswer} />);
    expect(submit()).toBeNull();
    expect(screen.getByText(check.optionFeedback[0]!)).toBeTruthy();
    expect(screen.queryByText(check.optionFeedback[2]!)).toBeNull();
    expect(screen.getByText("What tends to help most:").parentElement?.textContent).toContain(check.options[1]);
    expect(screen.getByText("✓ Best answer")).toBeTruthy();
    // Locked: another pick changes nothing.
    fireEvent.click(option(check.options[2]!));
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });

  it("praises the right pick without naming another answer", () => {
    render(<LeadCheck check={check} answered={1} onAnswer={() => {}} />);
    expect(screen.getByText("Lovely, that helps.")).toBeTruthy();
    expect(screen.getByText(check.optionFeedback[1]!)).toBeTruthy();
    expect(screen.queryByText("What tends to help most:")).toBeNull();
  });
});
