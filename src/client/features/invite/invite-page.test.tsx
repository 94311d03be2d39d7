// @vitest-environment jsdom
import { i18n, type Messages } from "@lingui/core";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ALREADY_IN_A_FAMILY, JOINING_DELETES_YOUR_FAMILY, OWN_PLAN_KEEPS_BILLING } from "@shared/schemas/family";
import { createUser, renderSignedIn } from "../../../../tests/support/signed-in-render";
import { InvitePage } from "./invite-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  i18n.activate("en", ["en-US"]);
});

const user = createUser({ id: 7 });
const joined = {
  children: [{ id: 3, name: "Noor", birthMonth: "2021-01", ageGroup: "3-5" }],
  adults: [
    { id: 2, username: "sam_owner", role: "owner", you: false },
    { id: 7, username: "parent", role: "carer", you: true },
  ],
  sharesAnswers: false,
  youShareAnswers: false,
  invitations: [],
  alreadyIn: false,
};

/** The joiner's own family before joining: its only adult, with Leo and a child without a name. */
const ownFamily = {
  children: [
    { id: 4, name: "Leo", birthMonth: "2019-01", ageGroup: "6-8" },
    { id: 5, name: null, birthMonth: "2023-02", ageGroup: "3-5" },
  ],
  adults: [{ id: 7, username: "parent", role: "owner", you: true }],
  sharesAnswers: false,
  youShareAnswers: false,
  invitations: [],
};

/**
 * POST /api/family/invitations/accept answers each of `answers` in turn; the bodies sent are recorded. GET /api/family
 * answers the joiner's own family.
 */
function stubAccept(answers: Array<{ status: number; body: unknown }>) {
  const sent: unknown[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === "/api/family" && (init?.method ?? "GET") === "GET") {
      return new Response(JSON.stringify(ownFamily), { status: 200, headers: { "content-type": "application/json" } });
    }
    if (String(input) === "/api/family/invitations/accept" && init?.method === "POST") {
      sent.push(JSON.parse(String(init.body)));
      const answer = answers.shift() ?? { status: 500, body: { message: "no more answers" } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "content-type": "application/json" } });
    }
    return new Response(JSON.stringify({ message: "Not found" }), { status: 404 });
  });
  return sent;
}

function openInvitation() {
  const link = memoryLocation({ path: "/invite?token=the-token", record: true });
  const rendered = renderSignedIn(
    <Router hook={link.hook} searchHook={link.searchHook}>
      <InvitePage />
    </Router>,
    { user, path: "/invite" },
  );
  return { ...rendered, link };
}

describe("the invitation page", () => {
  it("tells a carer who pays for Premium that it keeps billing before joining, links to their plan, and joins when they confirm", async () => {
    const sent = stubAccept([
      { status: 409, body: { message: OWN_PLAN_KEEPS_BILLING } },
      { status: 200, body: joined },
    ]);
    openInvitation();
    expect(await screen.findByRole("heading", { name: "Your own subscription keeps running" })).toBeTruthy();
    expect(screen.getByText(/keeps renewing and billing you until you cancel it/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open my subscription" }).getAttribute("href")).toBe("/subscription");
    // Nothing joined yet: one accept, asked without the answer.
    expect(sent).toEqual([{ token: "the-token" }]);

    fireEvent.click(screen.getByRole("button", { name: "Join the family" }));
    expect(await screen.findByRole("heading", { name: "You've joined the family" })).toBeTruthy();
    expect(sent[1]).toEqual({ token: "the-token", keepOwnPlan: true });
  });

  it("asks the next question with the first answer kept, as the server words them in the parent's language", async () => {
    const catalogs = import.meta.glob<{ messages: Messages }>("../../../locales/*/es.ts", { eager: true });
    i18n.load("es", Object.assign({}, ...Object.values(catalogs).map((module) => module.messages)) as Messages);
    i18n.activate("es");
    const sent = stubAccept([
      { status: 409, body: { message: i18n._(OWN_PLAN_KEEPS_BILLING) } },
      { status: 409, body: { message: i18n._(ALREADY_IN_A_FAMILY) } },
      { status: 200, body: joined },
    ]);
    expect(i18n._(ALREADY_IN_A_FAMILY)).not.toBe(ALREADY_IN_A_FAMILY);
    openInvitation();
    fireEvent.click(await screen.findByRole("button", { name: "Unirme a la familia" }));
    fireEvent.click(await screen.findByRole("button", { name: "Salir y unirme" }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]).toEqual({ token: "the-token", keepOwnPlan: true, leaveCurrentFamily: true });
  });

  it("tells the only adult of a family with children that joining deletes it, names the children, and deletes only on a yes", async () => {
    const sent = stubAccept([
      { status: 409, body: { message: JOINING_DELETES_YOUR_FAMILY } },
      { status: 200, body: joined },
    ]);
    openInvitation();
    expect(await screen.findByRole("heading", { name: "Delete your family and join this one?" })).toBeTruthy();
    expect(screen.getByText(/Joining this one deletes it, with its children's profiles/)).toBeTruthy();
    expect(await screen.findByText("Your family's children: Leo, Child 2")).toBeTruthy();
    // Not the words of a family that stays with its other adults.
    expect(screen.queryByText(/its children stay with it/)).toBeNull();
    expect(sent).toEqual([{ token: "the-token" }]);

    fireEvent.click(screen.getByRole("button", { name: "Delete and join" }));
    expect(await screen.findByRole("heading", { name: "You've joined the family" })).toBeTruthy();
    expect(sent[1]).toEqual({ token: "the-token", leaveCurrentFamily: true });
  });

  it("says an adult opening their own family's link is already in it, with Continue and no Try again", async () => {
    stubAccept([{ status: 200, body: { ...joined, alreadyIn: true } }]);
    const { link } = openInvitation();
    expect(await screen.findByRole("heading", { name: "You're already in this family" })).toBeTruthy();
    expect(screen.getByText("Noor")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(link.history.at(-1)).toBe("/"));
  });
});
