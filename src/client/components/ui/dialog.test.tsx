// @vitest-environment jsdom
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Dialog, focusAfterDialog } from "./dialog";

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

/** A menu whose entry opens a dialog and closes the menu, as the phone's side menu does. */
function MenuOpener() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" {...focusAfterDialog} onClick={() => setMenuOpen(true)}>
        Open menu
      </button>
      {menuOpen ? (
        <button
          type="button"
          onClick={() => {
            setMenuOpen(false);
            setOpen(true);
          }}
        >
          Settings
        </button>
      ) : null}
      <Dialog open={open} onOpenChange={setOpen} title="Settings">
        <p>Sound and reminders</p>
      </Dialog>
    </>
  );
}

describe("Dialog opened from an entry that has gone", () => {
  it("gives focus to the control the page marks for it, not to the page", async () => {
    render(<MenuOpener />);
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const entry = screen.getByRole("button", { name: "Settings" });
    entry.focus();
    fireEvent.click(entry);
    const dialog = await screen.findByRole("dialog", { name: "Settings" });
    fireEvent.keyDown(document.activeElement ?? dialog, { key: "Escape" });
    await screen.findByRole("button", { name: "Open menu" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open menu" }));
  });
});
