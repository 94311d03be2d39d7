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
  vi.doUnmock("./toast");
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

  it("says it is waiting for the connection and tries again while the dialog stays open when the library fails to load", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let failures = 1;
    vi.doMock("@radix-ui/react-dialog", async (importOriginal) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error("Failed to fetch dynamically imported module");
      }
      return importOriginal();
    });
    const notify = vi.fn();
    vi.doMock("./toast", () => ({ notify }));
    try {
      const { Dialog } = await import("./dialog");
      const { WAITING_FOR_CONNECTION } = await import("./dialog-library");
      render(
        <Dialog open onOpenChange={() => {}} title="Help">
          <p>Topics</p>
        </Dialog>,
      );
      await vi.advanceTimersByTimeAsync(100);
      expect(screen.queryByRole("dialog")).toBeNull();
      // The parent is told why nothing opened yet, once.
      expect(notify).toHaveBeenCalledTimes(1);
      expect(notify).toHaveBeenCalledWith(WAITING_FOR_CONNECTION);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(await screen.findByRole("dialog", { name: "Help" })).toBeTruthy();
      expect(failures).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
