// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SETTINGS, type UserSettings } from "@shared/schemas/settings";
import { createUser, renderSignedIn } from "../../../../tests/support/signed-in-render";
import { GetHelpPage, SignedInGetHelpPage } from "./get-help-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const user = createUser({ id: 7 });
const browserSays = (languages: string[]) => vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
const country = () => (screen.getByLabelText("Your country") as HTMLSelectElement).value;
const dials = (number: string) => document.querySelector(`a[href="tel:${number}"]`) !== null;

function stubSettingsApi(stored: Partial<UserSettings>, { failPatch = false } = {}) {
  let settings: UserSettings = { ...DEFAULT_SETTINGS, ...stored };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (String(input) !== "/api/user/7/settings") return json({ message: "Not found" }, 404);
    if (init?.method === "PATCH") {
      if (failPatch) return json({ message: "The service is briefly unavailable." }, 503);
      settings = { ...settings, ...(JSON.parse(String(init.body)) as Partial<UserSettings>) };
    }
    return json(settings);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("Get help now's country, signed out", () => {
  it("starts from the browser's region and keeps the visitor's choice on this device", () => {
    browserSays(["en-GB", "en"]);
    const { unmount } = render(<GetHelpPage />);
    expect(country()).toBe("GB");
    expect(dials("999")).toBe(true);
    screen.getByText("From this browser's region. Choose your country if you live somewhere else.");

    fireEvent.change(screen.getByLabelText("Your country"), { target: { value: "ES" } });
    expect(dials("112")).toBe(true);
    screen.getByText("Kept on this device.");
    expect(localStorage.getItem("growly.helpCountry")).toBe("ES");

    unmount();
    render(<GetHelpPage />);
    expect(country()).toBe("ES");
    screen.getByText("Kept on this device.");
  });

  it("shows no country's numbers when the browser names only a language", () => {
    browserSays(["es"]);
    render(<GetHelpPage />);
    expect(country()).toBe("");
    screen.getByText("Call your local emergency number now.");
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });
});

describe("Get help now's country, signed in", () => {
  it("goes by the account's choice, not the browser's region, and keeps a new choice on the account", async () => {
    browserSays(["en-US", "en"]);
    const fetchMock = stubSettingsApi({ helpCountry: "ES", language: "es" });
    renderSignedIn(<SignedInGetHelpPage />, { user, path: "/get-help" });
    await waitFor(() => expect(country()).toBe("ES"));
    screen.getByText("Kept on your account. You can change it here or in Settings.");
    expect(dials("024")).toBe(true);
    expect(dials("911")).toBe(false);

    fireEvent.change(screen.getByLabelText("Your country"), { target: { value: "FR" } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "PATCH").map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
        { helpCountry: "FR" },
      ]),
    );
    expect(dials("3114")).toBe(true);
    // The signed-out choice of this device is not touched; the device's copy of the account's follows it.
    expect(localStorage.getItem("growly.helpCountry")).toBeNull();
    await waitFor(() => expect(localStorage.getItem("growly.helpCountry.account.7")).toBe("FR"));
  });

  it("goes by the browser's region when the account has no choice, whatever this device chose signed out", async () => {
    browserSays(["en-US"]);
    localStorage.setItem("growly.helpCountry", "AU");
    stubSettingsApi({ helpCountry: null });
    renderSignedIn(<SignedInGetHelpPage />, { user, path: "/get-help" });
    await screen.findByText("From this browser's region. Choose your country if you live somewhere else.");
    expect(country()).toBe("US");
  });

  it("still shows a choice it could not save, and says it was not saved", async () => {
    browserSays(["en-US"]);
    stubSettingsApi({ helpCountry: null }, { failPatch: true });
    renderSignedIn(<SignedInGetHelpPage />, { user, path: "/get-help" });
    await screen.findByText("From this browser's region. Choose your country if you live somewhere else.");
    fireEvent.change(screen.getByLabelText("Your country"), { target: { value: "DE" } });
    await screen.findByText("Shown now, but not saved: try again when you are online.");
    expect(country()).toBe("DE");
    expect(dials("08001110550")).toBe(true);
  });
});
