// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { LessonFile } from "@shared/content/curriculum-schema";
import { IntroSlideshow } from "./intro-slideshow";

afterEach(cleanup);

const lessonDir = join(process.cwd(), "content", "lessons");
const lessons = readdirSync(lessonDir).map((name) => JSON.parse(readFileSync(join(lessonDir, name), "utf8")) as LessonFile);
const byTitle = (title: string) => lessons.find((lesson) => lesson.title === title)!;

describe("intro slideshows, kept in the lesson files", () => {
  it.each([
    ["Validating Emotional Moments", ["Meet Pip", "The Scene Unfolds", "Pip Needs You"]],
    ["Helping Your Child Make Choices", ["Meet Zo", "Choices Choices", "Teaching Power Wisely"]],
  ])("shows “%s” one page at a time with a drawing, Next, then 'Begin Lesson'", (title, headings) => {
    const pages = byTitle(title).play!.intro!;
    const onNext = vi.fn();
    headings.forEach((heading, index) => {
      cleanup();
      render(<IntroSlideshow pages={pages} index={index} onNext={onNext} focus={false} />);
      expect(screen.getByRole("heading", { name: heading })).toBeTruthy();
      expect(screen.getByRole("img", { name: pages[index]!.illustration.alt })).toBeTruthy();
      expect(screen.getByText(`${index + 1} of 3`)).toBeTruthy();
      const last = index === headings.length - 1;
      fireEvent.click(screen.getByRole("button", { name: last ? "Begin Lesson" : "Next" }));
      expect(onNext).toHaveBeenCalledTimes(index + 1);
    });
  });

  it("belongs to those two lessons only (Snack Attack opens inside its own player)", () => {
    const withIntro = lessons.filter((lesson) => lesson.play?.intro).map((lesson) => lesson.title).sort();
    expect(withIntro).toEqual(["Helping Your Child Make Choices", "Validating Emotional Moments"]);
  });
});
