import { describe, expect, it } from "vitest";
import { lessonCharacter } from "./lesson-character";

describe("lessonCharacter", () => {
  it("is the child the lesson names most, a child's own grown-ups counting for that child", () => {
    expect(lessonCharacter("Juno walks in late. Juno's phone is dead. Rumi texts her.")).toBe("juno");
    expect(lessonCharacter("Ama rocks the cot while Grandma Ruth warms the milk. Pip waves.")).toBe("dot");
    expect(lessonCharacter("Rumi throws the controller.")).toBe("rumi");
  });

  it("leaves a lesson that names no child of the cast without one (Growler is everyone's)", () => {
    expect(lessonCharacter("Your teenager comes home hurting. Growler's tip: breathe.")).toBeUndefined();
  });
});
