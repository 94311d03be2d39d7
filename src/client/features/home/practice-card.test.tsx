// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PracticeCheckInResult, PracticeState, PracticesOverview } from "@shared/schemas/practices";
import { createUser, renderSignedIn } from "../../../../tests/support/signed-in-render";
import { PracticeCard } from "./practice-card";

const user = createUser();
const practice = { title: "Name it first", when: "When a tower falls", say: "\"Your tower fell!\"", expect: "It may get louder first." };
const state = (overrides: Partial<PracticeState> = {}): PracticeState => ({
  lessonId: 1,
  levelId: 1,
  lessonTitle: "Connect Before You Correct",
  practice,
  startedOn: "2026-11-22",
  checkInOpen: true,
  lastOutcome: null,
  tried: false,
  ...overrides,
});

/** GET answers `overview`; a check-in answers with `answer` and records the body it was sent. */
function stubApi(overview: PracticesOverview, answer?: (body: { outcome: string; note?: string }) => PracticeCheckInResult) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      // Content reads name their language (src/shared/api/reads.ts); the fixtures are English.
      const path = String(input).replace(/\?language=[a-z]+$/, "");
      if (path === `/api/user/${user.id}/practices` && init?.method === "GET") return Response.json(overview);
      if (path === `/api/user/${user.id}/practices/1/check-in` && init?.method === "POST" && answer) {
        const body = JSON.parse(String(init.body)) as { outcome: string; note?: string };
        sent.push(body);
        return Response.json(answer(body));
      }
      return Response.json({ message: "Not found" }, { status: 404 });
    }),
  );
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("PracticeCard", () => {
  it("shows nothing until a lesson has given a practice", async () => {
    stubApi({ current: null, recent: [], triedCount: 0 });
    const { container, queryClient } = renderSignedIn(<PracticeCard userId={user.id} ageGroup="3-5" />, { user, path: "/" });
    await waitFor(() =>
      expect(queryClient.getQueryData(["user", user.id, "practices", "en"])).toEqual({ current: null, recent: [], triedCount: 0 }),
    );
    expect(container.textContent).toBe("");
  });

  it("waits for tomorrow before asking", async () => {
    stubApi({ current: state({ checkInOpen: false }), recent: [state({ checkInOpen: false })], triedCount: 0 });
    renderSignedIn(<PracticeCard userId={user.id} ageGroup="3-5" />, { user, path: "/" });
    const card = await screen.findByRole("region", { name: "Name it first" });
    within(card).getByText("Try it when a moment comes. We'll ask how it went from tomorrow.");
    expect(within(card).queryByRole("group", { name: "Did you try it?" })).toBeNull();
  });

  it("takes \"Not yet\" kindly, without XP, and keeps the practice", async () => {
    const sent = stubApi({ current: state(), recent: [state()], triedCount: 0 }, () => ({
      practice: state({ checkInOpen: false, lastOutcome: "not-yet" }),
      xpAwarded: 0,
      user,
      journalEntryId: null,
      newAchievements: [],
    }));
    renderSignedIn(<PracticeCard userId={user.id} ageGroup="3-5" />, { user, path: "/" });
    const card = await screen.findByRole("region", { name: "Name it first" });
    fireEvent.click(within(card).getByRole("button", { name: "Not yet" }));
    await within(card).findByText("That's fine. It will be here when a good moment comes. We'll ask again tomorrow.");
    expect(sent).toEqual([{ outcome: "not-yet" }]);
    expect(within(card).queryByText(/XP$/)).toBeNull();
    expect(within(card).getByText(practice.say)).toBeTruthy();
    expect(within(card).queryByRole("group", { name: "Did you try it?" })).toBeNull();
  });

  it("sends the note with the answer and says the XP and the journal", async () => {
    const sent = stubApi({ current: state(), recent: [state()], triedCount: 0 }, () => ({
      practice: state({ checkInOpen: false, lastOutcome: "didnt-go-well", tried: true }),
      xpAwarded: 5,
      user,
      journalEntryId: 12,
      newAchievements: ["first-journal"],
    }));
    renderSignedIn(<PracticeCard userId={user.id} ageGroup="3-5" />, { user, path: "/" });
    const card = await screen.findByRole("region", { name: "Name it first" });
    fireEvent.change(within(card).getByLabelText("A note for your journal (optional)"), { target: { value: "  Hard night.  " } });
    fireEvent.click(within(card).getByRole("button", { name: "It didn't go well" }));
    await within(card).findByText(
      "Thank you for trying. It often takes a few goes, and a hard try still counts. +5 XP Your note is in your journal.",
    );
    expect(sent).toEqual([{ outcome: "didnt-go-well", note: "Hard night." }]);
  });

  it("replaces a practice written for a younger child with the newest one that fits the child's age now", async () => {
    const baby = state({
      lessonId: 2,
      lessonTitle: "A Safe Place to Sleep",
      ages: ["0-2"],
      practice: { ...practice, title: "Put the baby down in the cot" },
    });
    const general = state({ lessonId: 1 });
    stubApi({ current: baby, recent: [baby, general], triedCount: 0 });
    const view = renderSignedIn(<PracticeCard userId={user.id} ageGroup="9-12" />, { user, path: "/" });
    await screen.findByRole("region", { name: "Name it first" });
    expect(screen.queryByText("Put the baby down in the cot")).toBeNull();
    view.unmount();

    renderSignedIn(<PracticeCard userId={user.id} ageGroup="0-2" />, { user, path: "/" });
    await screen.findByRole("region", { name: "Put the baby down in the cot" });
  });

  it("shows no practice when none fits the child's age", async () => {
    const baby = state({ ages: ["0-2"], practice: { ...practice, title: "Put the baby down in the cot" } });
    stubApi({ current: baby, recent: [baby], triedCount: 0 });
    const { container, queryClient } = renderSignedIn(<PracticeCard userId={user.id} ageGroup="13+" />, { user, path: "/" });
    await waitFor(() => expect(queryClient.getQueryData(["user", user.id, "practices", "en"])).toBeTruthy());
    expect(container.textContent).toBe("");
  });
});
