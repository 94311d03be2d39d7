// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { HELP_MENU } from "../../lib/help-content";
import { HelpDialog } from "./help-dialog";

afterEach(cleanup);

describe("Help and Support dialog", () => {
  it("links each entry to its page and closes when one is chosen", async () => {
    const location = memoryLocation({ path: "/", record: true });
    const onOpenChange = vi.fn();
    render(
      <Router hook={location.hook}>
        <HelpDialog open onOpenChange={onOpenChange} />
      </Router>,
    );
    const dialog = within(screen.getByRole("dialog", { name: "Help and Support" }));
    const links = dialog.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Get help now", "/get-help"],
      ...HELP_MENU.map((topic) => [topic.title, `/help/${topic.slug}`]),
    ]);
    fireEvent.click(dialog.getByRole("link", { name: "Terms of Service" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(location.history?.at(-1)).toBe("/help/terms-of-service"));
    fireEvent.click(dialog.getByRole("link", { name: "Get help now" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/get-help"));
  });
});
