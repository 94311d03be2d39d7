// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Family } from "@shared/schemas/family";
import { subscriptionQuery } from "@client/data/subscription";
import { createUser, renderSignedIn } from "../../../../tests/support/signed-in-render";
import { notify, notifyFailure } from "../../components/ui/toast";
import { FamilyAdults } from "./family-adults";

vi.mock("../../components/ui/toast", () => ({ notify: vi.fn(), notifyFailure: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const user = createUser({ id: 7, username: "robin" });
const ownersFamily: Family = {
  children: [{ id: 3, name: "Leo", birthMonth: "2020-05", ageGroup: "6-8" }],
  adults: [
    { id: 7, username: "robin", role: "owner", you: true },
    { id: 8, username: "sam", role: "carer", you: false },
  ],
  sharesAnswers: false,
  youShareAnswers: false,
  invitations: [{ id: 11, expiresAt: "2030-01-08T10:00:00.000Z" }],
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

type Answer = (url: string, method: string, body: unknown) => Response | Promise<Response> | undefined;

/** GET /api/family answers `family()` as it stands; other calls go to `answer`, else 404. Every call is recorded. */
function stubFamilyApi(family: () => Family, answer: Answer = () => undefined) {
  const calls: Array<{ url: string; method: string }> = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    calls.push({ url, method });
    if (url === "/api/family" && method === "GET") return json(family());
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    return answer(url, method, body) ?? json({ message: "Not found" }, 404);
  });
  return calls;
}

const count = (calls: Array<{ url: string; method: string }>, url: string, method: string) =>
  calls.filter((call) => call.url === url && call.method === method).length;

describe("the family's adults", () => {
  it("makes an invitation on Enter in the email field only, never on Enter on Copy link or Revoke", async () => {
    const calls = stubFamilyApi(
      () => ownersFamily,
      (url, method) =>
        url === "/api/family/invitations" && method === "POST"
          ? json({ id: 12, url: "http://localhost/invite?token=abc", expiresAt: "2030-01-08T10:00:00.000Z" }, 201)
          : undefined,
    );
    renderSignedIn(<FamilyAdults />, { user, path: "/profile/edit" });
    const email = await screen.findByLabelText("Their email (optional)");
    fireEvent.change(email, { target: { value: "sam@example.com" } });
    fireEvent.keyDown(email, { key: "Enter" });
    await screen.findByRole("button", { name: "Copy link" });
    expect(count(calls, "/api/family/invitations", "POST")).toBe(1);

    fireEvent.keyDown(screen.getByRole("button", { name: "Copy link" }), { key: "Enter" });
    fireEvent.keyDown(screen.getByRole("button", { name: /Revoke the invitation/ }), { key: "Enter" });
    fireEvent.keyDown(screen.getByRole("switch", { name: "Show each other our lesson answers" }), { key: "Enter" });
    // A second Enter in the field is the one more invitation: calls made before it would be counted first.
    fireEvent.keyDown(email, { key: "Enter" });
    await waitFor(() => expect(count(calls, "/api/family/invitations", "POST")).toBeGreaterThanOrEqual(2));
    expect(count(calls, "/api/family/invitations", "POST")).toBe(2);
  });

  it("reads the family and the plan again when a write is refused because the owner removed this adult meanwhile", async () => {
    const carersFamily: Family = {
      ...ownersFamily,
      adults: [
        { id: 2, username: "sam_owner", role: "owner", you: false },
        { id: 7, username: "robin", role: "carer", you: true },
      ],
      invitations: [],
    };
    // The owner has removed robin: the server now knows robin alone, in a family of their own.
    let onServer = carersFamily;
    const calls = stubFamilyApi(
      () => onServer,
      (url, method) =>
        url === "/api/family/adults/7" && method === "DELETE"
          ? json({ message: "You are the only adult in this family, so there is no one to leave it to." }, 409)
          : undefined,
    );
    const { queryClient } = renderSignedIn(<FamilyAdults />, { user, path: "/profile/edit" });
    queryClient.setQueryData(subscriptionQuery(7).queryKey, {} as never);
    fireEvent.click(await screen.findByRole("button", { name: "Leave the family" }));
    expect(screen.getByText(/sam_owner/)).toBeTruthy();
    onServer = { ...carersFamily, children: [], adults: [{ id: 7, username: "robin", role: "owner", you: true }] };
    const dialog = await screen.findByRole("dialog", { name: "Leave the family?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Leave the family" }));

    await waitFor(() => expect(screen.queryByText(/sam_owner/)).toBeNull());
    expect(screen.queryByRole("button", { name: "Leave the family" })).toBeNull();
    expect(count(calls, "/api/family", "GET")).toBe(2);
    expect(queryClient.getQueryState(subscriptionQuery(7).queryKey)?.isInvalidated).toBe(true);
    // It is told as what happened, not as a failure to leave a family of one.
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: "You are no longer part of that family" })),
    );
    expect(notifyFailure).not.toHaveBeenCalled();
  });

  it("keeps the switch focusable while its change is saved, refusing a second press until then", async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    const calls = stubFamilyApi(
      () => ownersFamily,
      (url, method) => (url === "/api/family/settings" && method === "PATCH" ? pending : undefined),
    );
    renderSignedIn(<FamilyAdults />, { user, path: "/profile/edit" });
    const toggle = await screen.findByRole("switch", { name: "Show each other our lesson answers" });
    toggle.focus();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute("aria-disabled")).toBe("true"));
    expect((toggle as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    answer(json({ ...ownersFamily, youShareAnswers: true }));
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
    expect(toggle.getAttribute("aria-disabled")).toBeNull();
    expect(count(calls, "/api/family/settings", "PATCH")).toBe(1);
    expect(document.activeElement).toBe(toggle);
  });

  it("moves focus to the list's heading once a carer has left, as the button pressed is gone", async () => {
    const carersFamily: Family = {
      ...ownersFamily,
      adults: [
        { id: 2, username: "sam_owner", role: "owner", you: false },
        { id: 7, username: "robin", role: "carer", you: true },
      ],
      invitations: [],
    };
    stubFamilyApi(
      () => carersFamily,
      (url, method) =>
        url === "/api/family/adults/7" && method === "DELETE"
          ? json({ ...carersFamily, children: [], adults: [{ id: 7, username: "robin", role: "owner", you: true }] })
          : undefined,
    );
    renderSignedIn(<FamilyAdults />, { user, path: "/profile/edit" });
    fireEvent.click(await screen.findByRole("button", { name: "Leave the family" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave the family?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Leave the family" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Leave the family" })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "The family's adults" })));
    expect(notify).toHaveBeenCalledWith({ title: "You left the family" });
  });
});
