// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SETTINGS, type UserSettings } from "@shared/schemas/settings";
import { createUser, renderSignedIn } from "../../../../tests/support/signed-in-render";
import { SettingsPage } from "./settings-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.documentElement.classList.remove("dark");
  localStorage.clear();
});

const user = createUser({ id: 7, dailyGoalTarget: 3 });

function stubSettingsApi({ failPatch = false } = {}) {
  let stored: UserSettings = structuredClone(DEFAULT_SETTINGS);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (path === "/api/user/7/settings" && init?.method === "PATCH") {
      if (failPatch) return json({ message: "The service is briefly unavailable." }, 503);
      const change = JSON.parse(String(init.body)) as Partial<UserSettings>;
      stored = { ...stored, ...change, notifications: { ...stored.notifications, ...change.notifications } };
      return json(stored);
    }
    if (path === "/api/user/7/settings") return json(stored);
    if (path === "/api/user/7" && init?.method === "PATCH") return json({ ...user, ...JSON.parse(String(init.body)) });
    return json({ message: "Not found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const patches = (fetchMock: ReturnType<typeof vi.fn>, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && init?.method === "PATCH").map(([, init]) => JSON.parse(String(init?.body)));

describe("settings", () => {
  it("shows the defaults from the server: every notification off, reminders at 19:30, English of the four languages", async () => {
    stubSettingsApi();
    renderSignedIn(<SettingsPage />, { user, path: "/settings" });
    for (const label of ["Daily reminders", "Weekly progress", "Email notifications", "Dark Mode"]) {
      expect((await screen.findByRole("switch", { name: label })).getAttribute("aria-checked")).toBe("false");
    }
    expect(screen.getByRole("switch", { name: "Sound Effects" }).getAttribute("aria-checked")).toBe("true");
    expect(screen.queryByRole("switch", { name: "Achievements" })).toBeNull();
    expect(screen.queryByRole("switch", { name: "Push notifications" })).toBeNull();
    expect((screen.getByLabelText("Reminder time") as HTMLInputElement).value).toBe("19:30");
    expect((screen.getByLabelText("Weekly note on") as HTMLSelectElement).value).toBe("0");
    // Every screen, lesson and story exists in the four languages: each is offered, in its own name.
    const language = screen.getByLabelText("Language") as HTMLSelectElement;
    expect(language.value).toBe("en");
    expect([...language.options].map((option) => option.textContent)).toEqual(["English", "Español", "Français", "Deutsch"]);
    expect(screen.getByRole("radio", { name: "3" }).getAttribute("aria-checked")).toBe("true");
    expect(screen.getAllByRole("radio", { name: /^[0-9]+$/ }).map((radio) => radio.textContent)).toEqual(["1", "2", "3", "4", "5"]);
  });

  it("stores each change on the server and applies dark mode to the page at once", async () => {
    const fetchMock = stubSettingsApi();
    renderSignedIn(<SettingsPage />, { user, path: "/settings" });
    fireEvent.click(await screen.findByRole("switch", { name: "Email notifications" }));
    fireEvent.click(screen.getByRole("switch", { name: "Dark Mode" }));
    fireEvent.change(screen.getByLabelText("Reminder time"), { target: { value: "07:45" } });
    fireEvent.change(screen.getByLabelText("Weekly note on"), { target: { value: "3" } });
    await waitFor(() => expect(patches(fetchMock, "/api/user/7/settings")).toHaveLength(4));
    expect(patches(fetchMock, "/api/user/7/settings")).toEqual([
      { notifications: { email: true } },
      { darkMode: true },
      { reminderTime: "07:45" },
      { weeklyDay: 3 },
    ]);
    await waitFor(() => expect(document.documentElement.classList.contains("dark")).toBe(true));
    expect(JSON.parse(localStorage.getItem("growly.appearance") ?? "{}")).toMatchObject({ darkMode: true });
  });

  it("keeps Listen to lessons and the reading speed, off and 1× until the parent changes them", async () => {
    const fetchMock = stubSettingsApi();
    renderSignedIn(<SettingsPage />, { user, path: "/settings" });
    const listen = await screen.findByRole("switch", { name: "Listen to lessons" });
    expect(listen.getAttribute("aria-checked")).toBe("false");
    expect((screen.getByRole("radio", { name: "1×" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(listen);
    fireEvent.click(screen.getByRole("radio", { name: "1.25×" }));
    await waitFor(() => expect(patches(fetchMock, "/api/user/7/settings")).toEqual([{ listenToLessons: true }, { listeningRate: 1.25 }]));
    await waitFor(() => expect((screen.getByRole("radio", { name: "1.25×" }) as HTMLInputElement).checked).toBe(true));
  });

  it("sends only dailyGoalTarget for the daily goal", async () => {
    const fetchMock = stubSettingsApi();
    renderSignedIn(<SettingsPage />, { user, path: "/settings" });
    fireEvent.click(await screen.findByRole("radio", { name: "5" }));
    await waitFor(() => expect(patches(fetchMock, "/api/user/7")).toEqual([{ dailyGoalTarget: 5 }]));
  });

  it("shows a stored goal outside the five (the API takes up to 10) as the chosen one", async () => {
    stubSettingsApi();
    renderSignedIn(<SettingsPage />, { user: { ...user, dailyGoalTarget: 8 }, path: "/settings" });
    expect(await screen.findByText("Your goal is 8 lessons or stories a day. Pick 1 to 5 to change it.")).toBeTruthy();
    const radios = screen.getAllByRole("radio", { name: /^[0-9]+$/ });
    expect(radios.map((radio) => radio.textContent)).toEqual(["1", "2", "3", "4", "5", "8"]);
    expect(radios.filter((radio) => radio.getAttribute("aria-checked") === "true").map((radio) => radio.textContent)).toEqual(["8"]);
  });

  it("puts a toggle back when the server refuses the change", async () => {
    stubSettingsApi({ failPatch: true });
    renderSignedIn(<SettingsPage />, { user, path: "/settings" });
    const email = await screen.findByRole("switch", { name: "Email notifications" });
    fireEvent.click(email);
    await waitFor(() => expect(screen.getByRole("switch", { name: "Email notifications" }).getAttribute("aria-checked")).toBe("false"));
  });

  it("says so when this browser cannot show notifications, and keeps the reminder switches off", async () => {
    stubSettingsApi();
    renderSignedIn(<SettingsPage />, { user, path: "/settings" });
    const daily = await screen.findByRole("switch", { name: "Daily reminders" });
    expect(screen.getByText(/This browser can't show notifications from Growly/)).toBeTruthy();
    expect((daily as HTMLButtonElement).disabled).toBe(true);
    expect(daily.getAttribute("aria-checked")).toBe("false");
  });
});
