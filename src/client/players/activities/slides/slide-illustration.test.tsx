// @vitest-environment jsdom
import type { ComponentType } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { CHARACTERS, MOODS } from "@shared/content/slide-schemas";
import {
  Ash,
  Bean,
  Dot,
  Growler,
  Juno,
  Kit,
  NanaMoss,
  Pip,
  Rumi,
  TeacherBo,
  Tully,
  Zo,
  type MonsterProps,
} from "@client/components/art/monsters";
import { SceneMonster } from "../activity-parts";
import { SlideIllustration } from "./slide-illustration";

afterEach(cleanup);

/** Who content/cast.md says each content name is. */
const EXPECTED: Record<(typeof CHARACTERS)[number], ComponentType<MonsterProps>> = {
  pip: Pip,
  zo: Zo,
  growler: Growler,
  bean: Bean,
  "nana-moss": NanaMoss,
  "teacher-bo": TeacherBo,
  kit: Kit,
  tully: Tully,
  dot: Dot,
  rumi: Rumi,
  ash: Ash,
  juno: Juno,
};

/** The drawing's shapes, without the attributes the frame adds (name, size, animation). */
function shapes(svg: Element): string {
  return [...svg.children]
    .filter((child) => child.tagName.toLowerCase() !== "title")
    .map((child) => child.outerHTML)
    .join("");
}

function drawingOf(Drawing: ComponentType<MonsterProps>, mood: (typeof MOODS)[number]): string {
  const { container } = render(<Drawing mood={mood} />);
  const markup = shapes(container.querySelector("svg")!);
  cleanup();
  return markup;
}

describe("SlideIllustration", () => {
  describe.each(CHARACTERS)("%s", (character) => {
    it.each(MOODS)("shows that character's own drawing, named by the alt text, when %s", (mood) => {
      const expected = drawingOf(EXPECTED[character], mood);
      const alt = `${character} in a ${mood} moment`;
      render(<SlideIllustration illustration={{ character, mood, alt }} shape="wide" />);
      const image = screen.getByRole("img", { name: alt });
      expect(shapes(image)).toBe(expected);
      expect(image.closest("figure")?.className).toMatch(/bg-level-(blue|purple|orange|green)-soft/);
    });
  });
});

describe("SceneMonster", () => {
  it.each([
    ["Dot", Dot, "Ama lifts Dot from the cot at six in the evening."],
    ["Rumi", Rumi, "On Sunday night Rumi can't find the library book."],
    ["Ash", Ash, "Gran Hettie finds Ash's PE bag still on the hook."],
    ["Juno", Juno, "Juno comes home an hour late and goes straight upstairs."],
    ["Rumi", Rumi, "Rumi tells Juno about the class chat."],
  ])("draws %s when the scene names them first", (_name, Drawing, scene) => {
    const expected = drawingOf(Drawing, "sad");
    const { container } = render(<SceneMonster text={scene} mood="sad" className="size-16" />);
    expect(shapes(container.querySelector("svg")!)).toBe(expected);
  });

  it.each([
    ["Dot", Dot, "Ama and Grandma Ruth sit down with the card for the fridge."],
    ["Ash", Ash, "Gran Hettie glances at the coat hooks."],
    ["Zo", Zo, "Mama Lin is late from work again."],
  ])("draws %s when the scene names only their own grown-ups", (_name, Drawing, scene) => {
    const expected = drawingOf(Drawing, "calm");
    const { container } = render(<SceneMonster text={scene} mood="calm" className="size-16" />);
    expect(shapes(container.querySelector("svg")!)).toBe(expected);
  });

  it("draws the child of the moment a scene follows on from when the scene names no one", () => {
    const expected = drawingOf(Juno, "happy");
    const { container } = render(
      <SceneMonster
        text="After tea you're clearing up. Her door is shut."
        context="Juno has barely touched her pasta."
        mood="happy"
        className="size-16"
      />,
    );
    expect(shapes(container.querySelector("svg")!)).toBe(expected);
  });

  it("keeps the child the scene names over the one its context names, and Pip when neither names anyone", () => {
    const { container } = render(
      <SceneMonster text="Rumi knocks." context="Juno sulks." mood="happy" className="size-16" />,
    );
    expect(shapes(container.querySelector("svg")!)).toBe(drawingOf(Rumi, "happy"));
    cleanup();
    const { container: nobody } = render(
      <SceneMonster text="The kitchen is quiet." context="It is late." mood="happy" className="size-16" />,
    );
    expect(shapes(nobody.querySelector("svg")!)).toBe(drawingOf(Pip, "happy"));
  });
});
