// @vitest-environment jsdom
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Dialog } from "./dialog";

afterEach(cleanup);

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Settings
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Settings">
        <p>Sound and reminders</p>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("takes focus when it opens and gives it back to the control that opened it when it closes", async () => {
    render(<Opener />);
    const opener = screen.getByRole("button", { name: "Settings" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Settings" });
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document.activeElement ?? dialog, { key: "Escape" });
    await screen.findByRole("button", { name: "Settings" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
