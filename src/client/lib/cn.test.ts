import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins class names and skips falsy ones", () => {
    expect(cn("flex", false, null, undefined, "", "gap-1")).toBe("flex gap-1");
  });

  it("lets a caller's class override the component's for the same property", () => {
    // Card's padding and the admin stat card's own.
    expect(
      cn("rounded-card border bg-surface p-5 shadow-[0_2px_0_0_var(--color-line)]", "flex flex-col gap-1 p-4"),
    ).toBe("rounded-card border bg-surface shadow-[0_2px_0_0_var(--color-line)] flex flex-col gap-1 p-4");
    expect(cn("px-4 py-2", "px-6")).toBe("py-2 px-6");
  });

  it("knows the theme's own scales, so a colour and a size of the same prefix both stay", () => {
    expect(cn("text-display text-ink", "text-ink-soft")).toBe("text-display text-ink-soft");
    expect(cn("text-sm", "text-display")).toBe("text-display");
    expect(cn("rounded-card", "rounded-pill")).toBe("rounded-pill");
    expect(cn("bg-brand text-white", "bg-danger")).toBe("text-white bg-danger");
  });
});
