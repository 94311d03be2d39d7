// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createUser, renderSignedIn } from "../../../../tests/support/signed-in-render";
import { OnboardingPage } from "./onboarding-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const thisYear = new Date().getFullYear();

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
/** The family GET /api/family answers: a new parent's own, empty. */
const ownFamily = { children: [], adults: [{ id: 7, username: "parent", role: "owner", you: true }], sharesAnswers: false, youShareAnswers: false, invitations: [] };

/** Answers the page's writes (recorded by the mock returned); GET /api/family answers `family`, unrecorded. */
function stubPatch(status = 200, family: object = ownFamily) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === "/api/family/children") {
      const child = JSON.parse(String(init?.body)) as { name: string | null; birthMonth: string };
      const family = { children: [{ id: 1, ...child, ageGroup: "3-5" }], adults: [{ id: 7, username: "parent", role: "owner", you: true }], sharesAnswers: false, youShareAnswers: false, invitations: [] };
      return new Response(JSON.stringify(family), { status: 201, headers: { "content-type": "application/json" } });
    }
    const body = JSON.parse(String(init?.body)) as { onboardingData: object };
    const saved = createUser({ id: 7, onboardingCompleted: true, onboardingData: body.onboardingData });
    return status === 200
      ? new Response(JSON.stringify(saved), { status, headers: { "content-type": "application/json" } })
      : new Response(JSON.stringify({ message: "Please try again" }), { status });
  });
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === "/api/family" && (init?.method ?? "GET") === "GET" ? json(family) : fetchMock(input, init),
  );
  return fetchMock;
}

const user = createUser({ id: 7, onboardingCompleted: false });

describe("onboarding", () => {
  it("names every missing answer with the spec's message and sends nothing", async () => {
    const fetchMock = stubPatch();
    renderSignedIn(<OnboardingPage />, { user, path: "/onboarding" });

    fireEvent.click(screen.getByRole("button", { name: "Start Learning" }));

    for (const message of [
      "Please select your child's age",
      "Please select your family structure",
      "Please select your preferred learning style",
      "Please select your available time",
      "Please select at least one challenge",
      "Please select at least one goal",
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a due month more than 9 months ahead beside the month, and sends nothing", async () => {
    // June: next year is offered (its first months are within nine months), and its December is not.
    vi.useFakeTimers({ now: new Date("2026-06-15T12:00:00Z"), toFake: ["Date"] });
    try {
      const fetchMock = stubPatch();
      renderSignedIn(<OnboardingPage />, { user, path: "/onboarding" });
      const month = within(screen.getByRole("group", { name: "Birth month" }));
      // Picked month first, the month cannot know the year: the message says why it is refused.
      fireEvent.change(month.getByRole("combobox", { name: "Month" }), { target: { value: "12" } });
      fireEvent.change(month.getByRole("combobox", { name: "Year" }), { target: { value: "2027" } });
      fireEvent.click(screen.getByRole("button", { name: "Start Learning" }));
      expect(await screen.findByText("A due month can be at most 9 months from now.")).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
      // With the year chosen, the months it cannot hold cannot be picked: March 2027 can, April 2027 cannot.
      const option = (name: string) => month.getByRole<HTMLOptionElement>("option", { name });
      expect(option("March").disabled).toBe(false);
      expect(option("April").disabled).toBe(true);
      expect(month.queryByRole("option", { name: "2028" })).toBeNull();
      // A month the year can hold takes the message away at once.
      fireEvent.change(month.getByRole("combobox", { name: "Month" }), { target: { value: "03" } });
      await waitFor(() => expect(screen.queryByText("A due month can be at most 9 months from now.")).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });

  it("says what daily goal the time answer will set, and that it can be changed", async () => {
    stubPatch();
    renderSignedIn(<OnboardingPage />, { user, path: "/onboarding" });
    const time = within(screen.getByRole("group", { name: "How much time do you have?" }));
    expect(screen.queryByText(/Your daily goal will be/)).toBeNull();
    fireEvent.click(time.getByLabelText("5–10 minutes a day"));
    expect(screen.getByText("Your daily goal will be 1 lesson or story a day. You can change it any time in Settings.")).toBeTruthy();
    fireEvent.click(time.getByLabelText("Mostly at weekends"));
    expect(screen.getByText("Your daily goal will be 2 lessons or stories on the days you learn, and your streak will ask for 3 days a week. You can change both any time in Settings.")).toBeTruthy();
    // Read with the question by a screen reader.
    const hint = screen.getByText(/Your daily goal will be/);
    expect(screen.getByRole("group", { name: "How much time do you have?" }).getAttribute("aria-describedby")).toContain(hint.id);
  });

  it("says what the way of learning changes, and that there is no video", () => {
    stubPatch();
    renderSignedIn(<OnboardingPage />, { user, path: "/onboarding" });
    const style = screen.getByRole("group", { name: "How do you like to learn?" });
    fireEvent.click(within(style).getByLabelText("A mix of everything"));
    expect(style.getAttribute("aria-describedby") ?? "").not.toMatch(/\S/);
    fireEvent.click(within(style).getByLabelText("Watching someone show me"));
    const hint = screen.getByText(/^Growly has no videos yet\./);
    expect(style.getAttribute("aria-describedby")).toContain(hint.id);
    fireEvent.click(within(style).getByLabelText("Pictures and illustrated examples"));
    expect(screen.getByText("Lessons where you sort and pick come first in For you.")).toBeTruthy();
    expect(screen.queryByText(/no videos/)).toBeNull();
  });

  it("brings the answers back after a reload, the child's name and month with them", async () => {
    stubPatch();
    renderSignedIn(<OnboardingPage />, { user, path: "/onboarding" });
    const group = (name: string) => within(screen.getByRole("group", { name }));
    fireEvent.change(screen.getByLabelText("First name or nickname (optional)"), { target: { value: "Mia" } });
    fireEvent.change(group("Birth month").getByRole("combobox", { name: "Month" }), { target: { value: "03" } });
    fireEvent.change(group("Birth month").getByRole("combobox", { name: "Year" }), { target: { value: String(thisYear - 4) } });
    fireEvent.click(group("What feels hardest right now?").getByLabelText("Bedtime battles"));
    cleanup();

    renderSignedIn(<OnboardingPage />, { user, path: "/onboarding" });
    expect(screen.getByLabelText<HTMLInputElement>("First name or nickname (optional)").value).toBe("Mia");
    expect(group("Birth month").getByRole<HTMLSelectElement>("combobox", { name: "Year" }).value).toBe(String(thisYear - 4));
    expect(group("What feels hardest right now?").getByLabelText<HTMLInputElement>("Bedtime battles").checked).toBe(true);
  });

  it("keeps the first child through POST /api/family/children, saves the answers through PATCH /api/user/{id} and goes home", async () => {
    const fetchMock = stubPatch();
    const { location, queryClient } = renderSignedIn(<OnboardingPage />, { user, path: "/onboarding" });

    const group = (name: string) => within(screen.getByRole("group", { name }));
    fireEvent.change(screen.getByLabelText("First name or nickname (optional)"), { target: { value: "Mia" } });
    fireEvent.change(group("Birth month").getByRole("combobox", { name: "Month" }), { target: { value: "03" } });
    fireEvent.change(group("Birth month").getByRole("combobox", { name: "Year" }), { target: { value: String(thisYear - 4) } });
    fireEvent.click(group("Who is at home?").getByLabelText("Single parent"));
    fireEvent.click(group("How do you like to learn?").getByLabelText("A mix of everything"));
    fireEvent.click(group("How much time do you have?").getByLabelText("15–20 minutes a day"));
    fireEvent.click(group("What feels hardest right now?").getByLabelText("Bedtime battles"));
    fireEvent.click(group("What feels hardest right now?").getByLabelText("Tantrums and meltdowns"));
    fireEvent.click(group("What would you like to get better at?").getByLabelText("Stay calm in hard moments"));
    fireEvent.click(screen.getByRole("button", { name: "Start Learning" }));

    await waitFor(() => expect(location.history.at(-1)).toBe("/"));
    // Done: nothing of the answers stays behind in the tab.
    expect(sessionStorage.getItem("growly.onboarding.7")).toBeNull();
    const [childPath, childInit] = fetchMock.mock.calls[0] ?? [];
    expect([childPath, childInit?.method]).toEqual(["/api/family/children", "POST"]);
    expect(JSON.parse(String(childInit?.body))).toEqual({ name: "Mia", birthMonth: `${thisYear - 4}-03` });
    const [path, init] = fetchMock.mock.calls.find(([url]) => String(url) === "/api/user/7") ?? [];
    expect(path).toBe("/api/user/7");
    expect(init?.method).toBe("PATCH");
    expect(JSON.parse(String(init?.body))).toEqual({
      onboardingData: {
        childAge: "3-5",
        familyStructure: "single-parent",
        preferredLearningStyle: "mixed",
        availableTime: "15-20-minutes",
        parentingChallenges: expect.arrayContaining(["tantrums", "bedtime"]),
        primaryGoals: ["stay-calm"],
      },
    });
    expect(queryClient.getQueryData<{ onboardingCompleted: boolean }>(["auth", "me"])?.onboardingCompleted).toBe(true);
  });

  it("does not ask a carer who joined a family with children for a first child, and keeps the family's age", async () => {
    const joined = {
      ...ownFamily,
      children: [{ id: 3, name: "Noor", birthMonth: `${thisYear - 10}-01`, ageGroup: "9-12" }],
      adults: [
        { id: 2, username: "owner", role: "owner", you: false },
        { id: 7, username: "parent", role: "carer", you: true },
      ],
    };
    const fetchMock = stubPatch(200, joined);
    const { location } = renderSignedIn(<OnboardingPage />, { user, path: "/onboarding" });
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Your children" })).toBeNull());
    expect(screen.queryByRole("group", { name: "Birth month" })).toBeNull();

    const group = (name: string) => within(screen.getByRole("group", { name }));
    fireEvent.click(group("Who is at home?").getByLabelText("Single parent"));
    fireEvent.click(group("How do you like to learn?").getByLabelText("A mix of everything"));
    fireEvent.click(group("How much time do you have?").getByLabelText("15–20 minutes a day"));
    fireEvent.click(group("What feels hardest right now?").getByLabelText("Bedtime battles"));
    fireEvent.click(group("What would you like to get better at?").getByLabelText("Stay calm in hard moments"));
    fireEvent.click(screen.getByRole("button", { name: "Start Learning" }));

    await waitFor(() => expect(location.history.at(-1)).toBe("/"));
    // No child added to the family joined: the only write is the answers, with the family's age.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(["/api/user/7"]);
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { onboardingData: { childAge: string } };
    expect(body.onboardingData.childAge).toBe("9-12");
  });

  it("asks a carer who joined a family with no children for a first child, as it asks an owner, and adds it to that family", async () => {
    const childless = {
      ...ownFamily,
      adults: [
        { id: 2, username: "owner", role: "owner", you: false },
        { id: 7, username: "parent", role: "carer", you: true },
      ],
    };
    const fetchMock = stubPatch(200, childless);
    const { location } = renderSignedIn(<OnboardingPage />, { user, path: "/onboarding" });
    await screen.findByRole("heading", { name: "Your children" });
    const group = (name: string) => within(screen.getByRole("group", { name }));
    fireEvent.click(group("Who is at home?").getByLabelText("Single parent"));
    fireEvent.click(group("How do you like to learn?").getByLabelText("A mix of everything"));
    fireEvent.click(group("How much time do you have?").getByLabelText("15–20 minutes a day"));
    fireEvent.click(group("What feels hardest right now?").getByLabelText("Bedtime battles"));
    fireEvent.click(group("What would you like to get better at?").getByLabelText("Stay calm in hard moments"));
    // Without the child's month the form is not sent.
    fireEvent.click(screen.getByRole("button", { name: "Start Learning" }));
    expect(await screen.findByText("Please select your child's age")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(group("Birth month").getByRole("combobox", { name: "Month" }), { target: { value: "03" } });
    fireEvent.change(group("Birth month").getByRole("combobox", { name: "Year" }), { target: { value: String(thisYear - 4) } });
    fireEvent.click(screen.getByRole("button", { name: "Start Learning" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/"));
    const writes = fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== "GET");
    expect(writes.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      "POST /api/family/children",
      "PATCH /api/user/7",
    ]);
  });

  it("does not ask an owner whose family has children already (a carer the family passed to) for a first child", async () => {
    const inherited = {
      ...ownFamily,
      children: [{ id: 3, name: "Noor", birthMonth: `${thisYear - 10}-01`, ageGroup: "9-12" }],
    };
    stubPatch(200, inherited);
    renderSignedIn(<OnboardingPage />, { user, path: "/onboarding" });
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Your children" })).toBeNull());
    expect(screen.queryByRole("group", { name: "Birth month" })).toBeNull();
  });
});
