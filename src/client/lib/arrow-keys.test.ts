// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { arrowStep } from "./arrow-keys";

afterEach(() => {
  document.documentElement.removeAttribute("dir");
  document.body.innerHTML = "";
});

describe("arrowStep", () => {
  it("moves on with Down and Right and back with Up and Left when the page reads left to right", () => {
    const option = document.body.appendChild(document.createElement("button"));
    expect(["ArrowDown", "ArrowRight", "ArrowUp", "ArrowLeft", "Enter"].map((key) => arrowStep(key, option))).toEqual([
      1,
      1,
      -1,
      -1,
      undefined,
    ]);
  });

  it("turns Right and Left round when the page, or a part of it, reads right to left", () => {
    const option = document.body.appendChild(document.createElement("button"));
    document.documentElement.dir = "rtl";
    expect(["ArrowDown", "ArrowRight", "ArrowUp", "ArrowLeft"].map((key) => arrowStep(key, option))).toEqual([1, -1, -1, 1]);
    // A part written left to right inside it (an English quotation) keeps its own direction.
    const part = document.body.appendChild(document.createElement("div"));
    part.dir = "ltr";
    expect(arrowStep("ArrowRight", part.appendChild(document.createElement("button")))).toBe(1);
  });
});
