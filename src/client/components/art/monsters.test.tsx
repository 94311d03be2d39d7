// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { MOODS } from "@shared/content/slide-schemas";
import { Ash, Bean, Dot, Growler, Juno, Kit, NanaMoss, Pip, Rumi, TeacherBo, Tully, Zo } from "./monsters";

afterEach(cleanup);

const CAST = { Pip, Zo, Growler, Bean, NanaMoss, TeacherBo, Kit, Tully, Dot, Rumi, Ash, Juno };

describe("monster drawings (content/cast.md)", () => {
  describe.each(Object.entries(CAST))("%s", (name, Drawing) => {
    it.each(MOODS)("is an image named by its title when %s", (mood) => {
      const title = `${name} looks ${mood}`;
      render(<Drawing mood={mood} title={title} />);
      const image = screen.getByRole("img", { name: title });
      expect(image.getAttribute("aria-hidden")).toBeNull();
      expect(image.querySelector("title")?.textContent).toBe(title);
    });

    it.each(MOODS)("is decorative without a title when %s", (mood) => {
      const { container } = render(<Drawing mood={mood} />);
      const svg = container.querySelector("svg")!;
      expect(svg.getAttribute("aria-hidden")).toBe("true");
      expect(svg.querySelector("title")).toBeNull();
      expect(screen.queryByRole("img")).toBeNull();
    });
  });

  it.each(MOODS)("draws every character differently when %s", (mood) => {
    const drawings = Object.values(CAST).map((Drawing) => {
      const markup = render(<Drawing mood={mood} />).container.innerHTML;
      cleanup();
      return markup;
    });
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  it("gives each character a different face for each mood", () => {
    for (const Drawing of Object.values(CAST)) {
      const faces = MOODS.map((mood) => {
        const markup = render(<Drawing mood={mood} />).container.innerHTML;
        cleanup();
        return markup;
      });
      expect(new Set(faces).size).toBe(MOODS.length);
    }
  });
});
