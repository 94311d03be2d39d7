// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { IntroSlideshow } from "./intro-slideshow";
import { INTRO_SLIDESHOWS, introSlideshowFor } from "./intro-slideshows";

afterEach(cleanup);

describe("intro slideshows (spec §2.4)", () => {
  it.each([
    ["Validating Emotional Moments", ["Meet Pip", "The Scene Unfolds", "Pip Needs You"]],
    ["Helping Your Child Make Choices", ["Meet Zo", "Choices Choices", "Teaching Power Wisely"]],
  ])("shows “%s” one page per click with a drawing, then 'Begin Lesson' continues", (title, headings) => {
    const onContinue = vi.fn();
    render(<IntroSlideshow pages={introSlideshowFor(title)!} onContinue={onContinue} />);
    headings.forEach((heading, index) => {
      expect(screen.getByRole("heading", { name: heading })).toBeTruthy();
      const page = INTRO_SLIDESHOWS[title]![index]!;
      expect(screen.getByRole("img", { name: page.illustration.alt })).toBeTruthy();
      expect(screen.getByText(`${index + 1} of 3`)).toBeTruthy();
      const last = index === headings.length - 1;
      expect(screen.queryByRole("button", { name: "Begin Lesson" }) === null).toBe(!last);
      fireEvent.click(screen.getByRole("button", { name: last ? "Begin Lesson" : "Next" }));
      expect(onContinue).toHaveBeenCalledTimes(last ? 1 : 0);
    });
  });

  it("has no slideshow for other titles, Snack Attack included", () => {
    expect(introSlideshowFor("Snack Attack")).toBeUndefined();
    expect(introSlideshowFor("The Tower Topple")).toBeUndefined();
    expect(introSlideshowFor("toString")).toBeUndefined();
  });
});
