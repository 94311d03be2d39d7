// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";

// Each test starts from a page that has not loaded the dialog library yet (the unit setup loads it for other tests).
beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  cleanup();
  vi.doUnmock("@radix-ui/react-dialog");
});

describe("the dialog library, loaded when first needed", () => {
  it("leaves a closed dialog out of the page, and shows an opened one once its library has loaded", async () => {
    const { Dialog } = await import("./dialog");
    const view = render(
      <Dialog open={false} onOpenChange={() => {}} title="Settings">
        <p>Sound and reminders</p>
      </Dialog>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    view.rerender(
      <Dialog open onOpenChange={() => {}} title="Settings">
        <p>Sound and reminders</p>
      </Dialog>,
    );
    expect(await screen.findByRole("dialog", { name: "Settings" })).toHaveProperty(
      "textContent",
      expect.stringContaining("Sound and reminders"),
    );
  });

  it("tries again while the dialog stays open when the library fails to load (a dropped connection)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let failures = 1;
    vi.doMock("@radix-ui/react-dialog", async (importOriginal) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error("Failed to fetch dynamically imported module");
      }
      return importOriginal();
    });
    try {
      const { Dialog } = await import("./dialog");
      render(
        <Dialog open onOpenChange={() => {}} title="Help">
          <p>Topics</p>
        </Dialog>,
      );
      await vi.advanceTimersByTimeAsync(100);
      expect(screen.queryByRole("dialog")).toBeNull();
      await vi.advanceTimersByTimeAsync(2_000);
      expect(await screen.findByRole("dialog", { name: "Help" })).toBeTruthy();
      expect(failures).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
