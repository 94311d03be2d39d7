import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, type UserSettings } from "../../shared/schemas/settings";
import { type TestApp, createTestApp, registerUser } from "../test-support/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

const url = (userId: number) => `/api/user/${userId}/settings`;
const read = (userId: number, cookie?: string) => testApp.app.inject({ url: url(userId), headers: cookie ? { cookie } : {} });
const change = (userId: number, cookie: string | undefined, body: unknown) =>
  testApp.app.inject({ method: "PATCH", url: url(userId), headers: cookie ? { cookie } : {}, payload: body as Record<string, unknown> });

describe("settings", () => {
  it("start at the spec's defaults and keep each change, one toggle at a time", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    expect((await read(user.id, cookie)).json<UserSettings>()).toEqual(DEFAULT_SETTINGS);

    expect((await change(user.id, cookie, { darkMode: true, fontSize: "large" })).statusCode).toBe(200);
    const afterEmail = await change(user.id, cookie, { notifications: { email: true } });
    expect(afterEmail.json<UserSettings>().notifications).toEqual({ ...DEFAULT_SETTINGS.notifications, email: true });
    await change(user.id, cookie, { language: "de", soundEffects: false });

    expect((await read(user.id, cookie)).json<UserSettings>()).toEqual({
      ...DEFAULT_SETTINGS,
      darkMode: true,
      fontSize: "large",
      language: "de",
      soundEffects: false,
      notifications: { ...DEFAULT_SETTINGS.notifications, email: true },
    });
  });

  it("keep that home asked once for a child's birth month, for every device of the account", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    expect((await read(user.id, cookie)).json<UserSettings>().birthMonthAsked).toBe(false);
    expect((await change(user.id, cookie, { birthMonthAsked: true })).json<UserSettings>().birthMonthAsked).toBe(true);
    expect((await read(user.id, cookie)).json<UserSettings>()).toEqual({ ...DEFAULT_SETTINGS, birthMonthAsked: true });
    expect((await change(user.id, cookie, { birthMonthAsked: "yes" })).statusCode).toBe(400);
  });

  it("keep the country Get help now shows, chosen from the countries with numbers, and clear it again", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    expect((await read(user.id, cookie)).json<UserSettings>().helpCountry).toBeNull();
    const saved = await change(user.id, cookie, { helpCountry: "ES" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<UserSettings>().helpCountry).toBe("ES");
    // The language is a setting of its own: changing it leaves the country as chosen.
    await change(user.id, cookie, { language: "fr" });
    expect((await read(user.id, cookie)).json<UserSettings>()).toEqual({ ...DEFAULT_SETTINGS, language: "fr", helpCountry: "ES" });

    // A country without checked numbers, a lower-case or unknown code, a name or a number is refused and changes nothing.
    for (const helpCountry of ["IT", "es", "XX", "Spain", 34, "", true, { code: "ES" }]) {
      const response = await change(user.id, cookie, { helpCountry });
      expect(response.statusCode, JSON.stringify(helpCountry)).toBe(400);
      // In the parent's language, French since the change above.
      expect(response.json<{ message: string }>().message, JSON.stringify(helpCountry)).toBe("Choisissez l'un des pays proposés");
    }
    expect((await read(user.id, cookie)).json<UserSettings>().helpCountry).toBe("ES");

    // Null goes back to the browser's region.
    expect((await change(user.id, cookie, { helpCountry: null })).json<UserSettings>().helpCountry).toBeNull();
    expect((await read(user.id, cookie)).json<UserSettings>().helpCountry).toBeNull();
  });

  it("refuses unknown values and keys with a message, and changes nothing", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    const bad: Array<[unknown, string]> = [
      [{ language: "it" }, "Choose one of the listed languages"],
      [{ fontSize: "huge" }, "Choose small, medium or large"],
      [{ darkMode: "yes" }, "Must be on or off"],
      [{ notifications: { sms: true } }, ""],
      [{ theme: "dark" }, ""],
      [{}, "Nothing to update"],
    ];
    for (const [body, message] of bad) {
      const response = await change(user.id, cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(response.json<{ message: string }>().message).toBe(message);
    }
    expect((await read(user.id, cookie)).json<UserSettings>()).toEqual(DEFAULT_SETTINGS);
  });

  it("belong to their parent only", async () => {
    const owner = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    expect((await read(owner.user.id)).statusCode).toBe(401);
    expect((await read(owner.user.id, other.cookie)).statusCode).toBe(403);
    expect((await change(owner.user.id, other.cookie, { darkMode: true })).statusCode).toBe(403);
    expect((await change(owner.user.id, undefined, { darkMode: true })).statusCode).toBe(401);
    expect((await read(owner.user.id, owner.cookie)).json<UserSettings>().darkMode).toBe(false);
  });

  it("keeps both of two simultaneous changes", async () => {
    const { user, cookie } = await registerUser(testApp.app);
    await Promise.all([change(user.id, cookie, { notifications: { push: false } }), change(user.id, cookie, { notifications: { achievements: false } })]);
    const { notifications } = (await read(user.id, cookie)).json<UserSettings>();
    expect(notifications.push).toBe(false);
    expect(notifications.achievements).toBe(false);
  });
});
