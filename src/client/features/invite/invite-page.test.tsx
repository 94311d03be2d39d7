// @vitest-environment jsdom
import { i18n, type Messages } from "@lingui/core";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ALREADY_IN_A_FAMILY, OWN_PLAN_KEEPS_BILLING } from "@shared/schemas/family";
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
};

/** POST /api/family/invitations/accept answers each of `answers` in turn; the bodies sent are recorded. */
function stubAccept(answers: Array<{ status: number; body: unknown }>) {
  const sent: unknown[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
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
  const link = memoryLocation({ path: "/invite?token=the-token" });
  return renderSignedIn(
    <Router hook={link.hook} searchHook={link.searchHook}>
      <InvitePage />
    </Router>,
    { user, path: "/invite" },
  );
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
});
