// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import { completedEntry, createLesson, createLevel, createUser, renderSignedIn, stubLearningApi } from "../../../../tests/support/signed-in-render";
import { EMAIL_CHANGE_REFUSED } from "@shared/schemas/auth";
import { DELETED_THINGS, DELETE_CONFIRM_WORD, EditProfilePage } from "./edit-profile-page";
import { ProfilePage, lessonsForAge } from "./profile-page";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const user = createUser({
  id: 7,
  onboardingData: {
    childAge: "3-5",
    familyStructure: "two-parent",
    preferredLearningStyle: "visual",
    availableTime: "15-20-minutes",
    parentingChallenges: ["bedtime"],
    primaryGoals: ["stay-calm"],
  },
});
const levels = [createLevel({ id: 1, isLocked: false, totalLessons: 5 })];
const lessons = [
  createLesson({ id: 1, levelId: 1, order: 1, skill: "emotional-validation" }),
  createLesson({ id: 2, levelId: 1, order: 2, skill: "setting-boundaries" }),
  createLesson({ id: 3, levelId: 1, order: 3, skill: "communication" }),
  createLesson({ id: 4, levelId: 1, order: 4, skill: "offering-choices" }),
  createLesson({ id: 5, levelId: 1, order: 5, skill: "routines", title: "Five More Minutes" }),
];

describe("profile", () => {
  it("shows lessons completed, the rounded average, focus-area colours at the 80/70 thresholds, and a real next lesson", async () => {
    const scores = [69, 70, 79, 80];
    stubLearningApi({
      user,
      levels,
      lessons,
      progress: lessons.slice(0, 4).map((lesson, index) => ({ ...completedEntry(lesson), score: scores[index] ?? 0 })),
    });
    renderSignedIn(<ProfilePage />, { user, path: "/profile" });
    expect(screen.getByText("Loading your profile...")).toBeTruthy();

    await screen.findByText("Focus Areas");
    expect(screen.getByText("Lessons Completed").previousElementSibling?.textContent).toBe("4");
    expect(screen.getByText("Average Score").previousElementSibling?.textContent).toBe("75%");
    const tone = (label: string) => screen.getByText(label).closest("li")?.getAttribute("data-tone");
    expect(tone("Emotional Validation")).toBe("red");
    expect(tone("Setting Boundaries")).toBe("yellow");
    expect(tone("Communication")).toBe("yellow");
    expect(tone("Offering Choices")).toBe("green");
    expect(tone("Routines and Transitions")).toBe("none");
    expect(screen.getAllByText("Not practised yet").length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: /Five More Minutes/ }).getAttribute("href")).toBe("/lessons/1/lesson/5");
  });

  it("says User not found. when the user cannot be read", async () => {
    stubLearningApi({ user: createUser({ id: 99 }), levels, lessons, progress: [] });
    renderSignedIn(<ProfilePage />, { user, path: "/profile" });
    expect(await screen.findByText("User not found.")).toBeTruthy();
  });

  it("toggles Edit Profile to Save Changes and really saves the name", async () => {
    const fetchMock = stubLearningApi({ user, levels, lessons, progress: [] });
    const base = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === "PATCH")
        return new Response(JSON.stringify({ ...user, ...JSON.parse(String(init.body)) }), { status: 200 });
      return base!(input, init);
    });
    renderSignedIn(<ProfilePage />, { user, path: "/profile" });
    fireEvent.click(await screen.findByRole("button", { name: "Edit Profile" }));
    // One Edit Profile control: the menu's entry to the Edit Profile page names the family instead.
    expect(screen.queryByRole("link", { name: "Edit Profile" })).toBeNull();
    expect(screen.getByRole("link", { name: /Your family and parenting profile/ }).getAttribute("href")).toBe("/profile/edit");
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Samira" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await screen.findByText("Samira");
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(patch?.[0]).toBe("/api/user/7");
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ username: "Samira", email: user.email });
    expect(screen.getByRole("button", { name: "Edit Profile" })).toBeTruthy();
  });
});

describe("edit profile", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  /** Your family reads the family as the page opens; every other call is the page's own. */
  const family = { children: [{ id: 3, name: "Mia", birthMonth: "2020-05", ageGroup: "6-8" }], adults: [{ id: 7, username: user.username, role: "owner", you: true }], sharesAnswers: false, youShareAnswers: false, invitations: [] };
  const withFamily = (other: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) =>
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === "/api/family" && (init?.method ?? "GET") === "GET"
        ? new Response(JSON.stringify(family), { status: 200, headers: { "content-type": "application/json" } })
        : other(input, init),
    );
  const calls = () => fetchMock.mock.calls.filter(([url, init]) => !(String(url) === "/api/family" && (init?.method ?? "GET") === "GET"));
  beforeEach(() => {
    fetchMock = withFamily(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
  });

  it("asks in a dialog that stays, lists what goes, and deletes only after DELETE and the password are typed", async () => {
    const { location } = renderSignedIn(<Route path="/profile/edit" component={EditProfilePage} />, {
      user,
      path: "/profile/edit",
    });
    fireEvent.click(screen.getByRole("button", { name: "Delete Account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    for (const thing of DELETED_THINGS) expect(within(dialog).getByText(thing)).toBeTruthy();
    expect(within(dialog).getByText("You'll be signed out on every device.")).toBeTruthy();
    const confirm = within(dialog).getByRole("button", { name: "Delete my account" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    // Waiting does not disarm anything and a near miss does not arm it.
    fireEvent.change(within(dialog).getByLabelText(`Type ${DELETE_CONFIRM_WORD} to confirm`), { target: { value: "DELET" } });
    expect(confirm.disabled).toBe(true);
    fireEvent.click(confirm);
    expect(calls()).toEqual([]);

    // Cancel closes it with nothing deleted.
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls()).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Delete Account" }));
    const again = await screen.findByRole("dialog", { name: "Delete your account?" });
    fireEvent.change(within(again).getByLabelText(`Type ${DELETE_CONFIRM_WORD} to confirm`), { target: { value: "delete" } });
    const armed = within(again).getByRole("button", { name: "Delete my account" }) as HTMLButtonElement;
    // The word alone is not enough: the password proves it is the parent.
    expect(armed.disabled).toBe(true);
    fireEvent.change(within(again).getByLabelText("Current password"), { target: { value: "my secret words" } });
    expect(armed.disabled).toBe(false);
    fireEvent.click(armed);
    await waitFor(() => expect(location.history.at(-1)).toBe("/"));
    expect(calls()).toEqual([
      ["/api/user/7", expect.objectContaining({ method: "DELETE", body: JSON.stringify({ password: "my secret words" }) })],
    ]);
  });

  it("after a wrong password keeps the focus in the dialog, on the password, tied to its message, which goes once it is edited", async () => {
    fetchMock = withFamily(async () =>
      new Response(JSON.stringify({ message: "That isn't your current password. Please try again." }), {
        status: 400,
        headers: { "content-type": "application/json" },
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderSignedIn(<Route path="/profile/edit" component={EditProfilePage} />, { user, path: "/profile/edit" });
    fireEvent.click(screen.getByRole("button", { name: "Delete Account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    fireEvent.change(within(dialog).getByLabelText(`Type ${DELETE_CONFIRM_WORD} to confirm`), { target: { value: "DELETE" } });
    const password = within(dialog).getByLabelText("Current password") as HTMLInputElement;
    // An empty password says why the button is grey.
    const hint = within(dialog).getByText("Enter your password to confirm.");
    expect(password.getAttribute("aria-describedby")).toBe(hint.id);
    expect((within(dialog).getByRole("button", { name: "Delete my account" }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(password, { target: { value: "not my password" } });
    expect(within(dialog).queryByText("Enter your password to confirm.")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    const message = await within(dialog).findByText("Delete Failed: That isn't your current password. Please try again.");
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect([password.selectionStart, password.selectionEnd]).toEqual([0, "not my password".length]);
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(password.getAttribute("aria-describedby")).toBe(message.id);

    fireEvent.change(password, { target: { value: "my secret words" } });
    expect(within(dialog).queryByText(/Delete Failed/)).toBeNull();
    expect(password.getAttribute("aria-invalid")).toBeNull();
  });

  it("checks the spec's rules before saving anything", async () => {
    renderSignedIn(<EditProfilePage />, { user, path: "/profile/edit" });
    fireEvent.change(screen.getByLabelText("Username"), { target: { value: "ab" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "nope" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Username must be at least 3 characters")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(calls()).toEqual([]);
  });

  it("saves basic information and the parenting profile, then returns to the profile", async () => {
    fetchMock = withFamily(
      async (_input: RequestInfo | URL, init?: RequestInit) =>
        new Response(JSON.stringify({ ...user, ...JSON.parse(String(init?.body)) }), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { location } = renderSignedIn(<EditProfilePage />, { user, path: "/profile/edit" });
    // The same five choices as Settings.
    const goal = screen.getByLabelText("Daily goal (lessons or stories a day)");
    expect([...goal.querySelectorAll("option")].map((option) => option.value)).toEqual(["1", "2", "3", "4", "5"]);
    fireEvent.change(goal, { target: { value: "4" } });
    // The child's age is no longer a question here: the children are kept in Your family.
    expect(screen.queryByRole("group", { name: "How old is your child?" })).toBeNull();
    expect(await screen.findByDisplayValue("Mia")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/profile"));
    const body = JSON.parse(String(calls()[0]?.[1]?.body)) as { onboardingData: object };
    expect(body).toMatchObject({ username: user.username, dailyGoalTarget: 4, onboardingData: { parentingChallenges: ["bedtime"] } });
    expect(body.onboardingData).not.toHaveProperty("childAge");
  });
  it("asks before removing a child, in a dialog, and removes nothing on Keep", async () => {
    fetchMock = withFamily(async (input: RequestInfo | URL) =>
      String(input).startsWith("/api/family/")
        ? new Response(JSON.stringify({ ...family, children: [] }), { status: 200 })
        : new Response(JSON.stringify(user), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderSignedIn(<EditProfilePage />, { user, path: "/profile/edit" });
    fireEvent.click(await screen.findByRole("button", { name: "Remove Mia" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Mia?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls()).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Remove Mia" }));
    const again = await screen.findByRole("dialog", { name: "Remove Mia?" });
    fireEvent.click(within(again).getByRole("button", { name: "Remove Mia" }));
    await waitFor(() =>
      expect(calls().filter(([, init]) => init?.method === "DELETE")).toEqual([
        ["/api/family/children/3", expect.objectContaining({ method: "DELETE" })],
      ]),
    );
  });

  it("saves a child's unsaved change with Save Changes, and asks before Cancel loses one", async () => {
    fetchMock = withFamily(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith("/api/family/children/")
        ? new Response(JSON.stringify({ ...family, children: [{ ...family.children[0], name: "Mimi" }] }), { status: 200 })
        : new Response(JSON.stringify({ ...user, ...(init?.body ? (JSON.parse(String(init.body)) as object) : {}) }), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { location } = renderSignedIn(<EditProfilePage />, { user, path: "/profile/edit" });
    fireEvent.change(await screen.findByDisplayValue("Mia"), { target: { value: "Mimi" } });

    // Cancel with the change unsaved asks first; Keep editing stays.
    fireEvent.click(screen.getByRole("link", { name: "Cancel" }));
    const ask = await screen.findByRole("dialog", { name: "Leave without saving your child's changes?" });
    fireEvent.click(within(ask).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(location.history.at(-1)).toBe("/profile/edit");

    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/profile"));
    const [childSave, profileSave] = calls().filter(([, init]) => init?.method === "PATCH");
    expect(childSave?.[0]).toBe("/api/family/children/3");
    expect(JSON.parse(String(childSave?.[1]?.body))).toEqual({ name: "Mimi", birthMonth: "2020-05" });
    expect(profileSave?.[0]).toBe("/api/user/7");
  });

  it("shows a goal stored outside the five (the API takes up to 10) as chosen", () => {
    renderSignedIn(<EditProfilePage />, { user: { ...user, dailyGoalTarget: 8 }, path: "/profile/edit" });
    const goal = screen.getByLabelText("Daily goal (lessons or stories a day)") as HTMLSelectElement;
    expect([...goal.querySelectorAll("option")].map((option) => option.value)).toEqual(["1", "2", "3", "4", "5", "8"]);
    expect(goal.value).toBe("8");
  });

  it("shows an email in use beside the Email field, without saying an account has it, and stays on the page", async () => {
    fetchMock = withFamily(async () => new Response(JSON.stringify({ message: EMAIL_CHANGE_REFUSED }), { status: 409 }));
    vi.stubGlobal("fetch", fetchMock);
    const { location } = renderSignedIn(<EditProfilePage />, { user, path: "/profile/edit" });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "someone.else@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(EMAIL_CHANGE_REFUSED)).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(location.history.at(-1)).toBe("/profile/edit");
  });
});

describe("lessons for the child's age", () => {
  const levels = [{ id: 1, order: 1 }];
  const lesson = (id: number, ages?: ("0-2" | "3-5" | "6-8")[]) =>
    ({
      id,
      levelId: 1,
      order: id,
      title: `Lesson ${id}`,
      description: "",
      xpReward: 20,
      activityType: "multiple-choice",
      skill: "communication",
      minutes: 5,
      ...(ages ? { ages } : {}),
    }) as const;
  const lessons = [
    lesson(1, ["3-5"]),
    lesson(2),
    lesson(3, ["0-2"]),
    lesson(4, ["0-2", "3-5"]),
    lesson(5, ["0-2"]),
    lesson(6, ["0-2"]),
  ];

  it("offers up to two unfinished lessons for the age group, open ones first", () => {
    const done = new Set([1, 2]);
    const { group, steps } = lessonsForAge(levels, lessons, done, "0-2");
    expect(group).toBe("0-2");
    // A lesson still locked is offered only as locked, with why: the parent cannot open it yet.
    expect(steps.map((step) => [step.lesson.id, step.reason, step.locked ?? false])).toEqual([
      [3, "Written for a child of 0–2 years", false],
      [4, "Locked until you reach it on your path. Written for a child of 0–2 years", true],
    ]);
    expect(lessonsForAge(levels, lessons, new Set([1, 2, 3, 4, 5, 6]), "0-2").steps).toEqual([]);
  });

  it("offers none for several children or no answer", () => {
    expect(lessonsForAge(levels, lessons, new Set(), "multiple")).toEqual({ group: null, steps: [] });
    expect(lessonsForAge(levels, lessons, new Set(), undefined)).toEqual({ group: null, steps: [] });
  });
});
