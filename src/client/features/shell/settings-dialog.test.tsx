// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SETTINGS, type UserSettings } from "@shared/schemas/settings";
import { createUser, renderSignedIn } from "../../../../tests/support/signed-in-render";
import { SettingsDialog } from "./settings-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the side menu's settings dialog", () => {
  it("has the Settings page's listening controls, writing the same settings", async () => {
    let stored: UserSettings = structuredClone(DEFAULT_SETTINGS);
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === "PATCH") stored = { ...stored, ...(JSON.parse(String(init.body)) as Partial<UserSettings>) };
      return new Response(JSON.stringify(stored), { status: 200, headers: { "content-type": "application/json" } });
    });
    vi.stubGlobal("fetch", fetchMock);
    renderSignedIn(<SettingsDialog open onOpenChange={() => {}} onSignOut={() => {}} />, { user: createUser(), path: "/" });
    const dialog = within(await screen.findByRole("dialog", { name: "Settings" }));
    const listen = await dialog.findByRole("switch", { name: "Listen to lessons" });
    expect(listen.getAttribute("aria-checked")).toBe("false");
    fireEvent.click(listen);
    fireEvent.click(dialog.getByRole("radio", { name: "1.5×" }));
    const patches = () =>
      fetchMock.mock.calls.filter(([url, init]) => url === "/api/user/7/settings" && init?.method === "PATCH").map(([, init]) => JSON.parse(String(init?.body)));
    await waitFor(() => expect(patches()).toEqual([{ listenToLessons: true }, { listeningRate: 1.5 }]));
    await waitFor(() => expect(dialog.getByRole("switch", { name: "Listen to lessons" }).getAttribute("aria-checked")).toBe("true"));
    expect((dialog.getByRole("radio", { name: "1.5×" }) as HTMLInputElement).checked).toBe(true);
  });
});
