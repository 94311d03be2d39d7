// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SubscriptionView } from "@shared/schemas/subscription";
import { notify } from "../../components/ui/toast";
import { createUser, renderSignedIn } from "../../../../tests/support/signed-in-render";
import { leaveApp } from "@client/lib/leave-app";
import { SubscriptionPage } from "./subscription-page";

vi.mock("../../components/ui/toast", () => ({ notify: vi.fn(), notifyFailure: vi.fn() }));
vi.mock("@client/lib/leave-app", () => ({ leaveApp: vi.fn() }));

const DAY_MS = 24 * 60 * 60 * 1000;
const user = createUser({ id: 7 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

function view(overrides: Partial<SubscriptionView> = {}): SubscriptionView {
  return {
    plan: "free",
    status: "active",
    trialEndsAt: new Date(Date.now() + 5.5 * DAY_MS).toISOString(),
    currentPeriodEnd: null,
    hasFullAccess: true,
    familyCover: null,
    renews: false,
    testMode: true,
    purchase: "direct",
    price: { amount: 4.99, currency: "usd", interval: "month" },
    paymentFailed: false,
    billingPortal: false,
    ...overrides,
  };
}

/** A server holding one plan: GET answers it, POSTs answer `answers[action]` and store it when it succeeds. */
function stubSubscriptionApi(initial: SubscriptionView, answers: Record<string, { status: number; body: unknown }>) {
  let current = initial;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (path === `/api/user/${user.id}/subscription` && (init?.method ?? "GET") === "GET") return json(200, current);
    const action = path.match(/\/subscription\/(\w+)$/)?.[1] ?? "";
    const answer = answers[action];
    if (init?.method !== "POST" || !answer) return json(404, { message: "Not found" });
    if (answer.status === 200) current = answer.body as SubscriptionView;
    return json(answer.status, answer.body);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("Subscription", () => {
  it("shows the plan from the server, the trial's days left, both plans with Premium most popular, test mode and Back to settings", async () => {
    stubSubscriptionApi(view(), {});
    renderSignedIn(<SubscriptionPage />, { user, path: "/subscription" });
    expect(await screen.findByText("Free trial: 6 days left.", { exact: false })).toBeTruthy();
    expect(screen.getByText("Test mode: no real payment is taken")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to settings" }).getAttribute("href")).toBe("/settings");

    const free = screen.getByRole("heading", { name: "Free Explorer", level: 2 }).closest("div")!;
    const premium = screen.getByRole("heading", { name: "Premium Parent", level: 2 }).closest("div")!;
    expect(within(free).getByText("3 basic lessons")).toBeTruthy();
    expect(within(free).getByRole("button", { name: "Current plan" })).toHaveProperty("disabled", true);
    expect(within(premium).getByText("Most popular")).toBeTruthy();
    expect(within(premium).getByText("All lessons")).toBeTruthy();
    expect(within(premium).getByText("$4.99")).toBeTruthy();
    expect(within(free).queryByText("Most popular")).toBeNull();
    // Free has nothing to pause or cancel.
    expect(screen.queryByRole("button", { name: "Pause plan" })).toBeNull();
  });

  it("changes to Premium Parent with a real call, shows it and says Subscription Updated", async () => {
    const premium = view({ plan: "premium", renews: true, currentPeriodEnd: "2026-12-22T10:00:00.000Z" });
    const fetchMock = stubSubscriptionApi(view(), { change: { status: 200, body: premium } });
    renderSignedIn(<SubscriptionPage />, { user, path: "/subscription" });
    fireEvent.click(await screen.findByRole("button", { name: "Choose Premium Parent" }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: "Subscription Updated" })));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(post?.[0]).toBe(`/api/user/${user.id}/subscription/change`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ plan: "premium" });
    expect(await screen.findByText("Renews on December 22, 2026.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pause plan" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Choose Free Explorer" })).toBeTruthy();
  });

  it("pauses, then resumes and cancels, each through the server", async () => {
    const end = "2026-12-22T10:00:00.000Z";
    const paused = view({ plan: "premium", status: "paused", currentPeriodEnd: end, trialEndsAt: "2026-01-01T00:00:00.000Z" });
    const fetchMock = stubSubscriptionApi(view({ plan: "premium", renews: true, currentPeriodEnd: end, trialEndsAt: paused.trialEndsAt }), {
      pause: { status: 200, body: paused },
      cancel: { status: 200, body: { ...paused, status: "cancelled" } },
    });
    renderSignedIn(<SubscriptionPage />, { user, path: "/subscription" });
    fireEvent.click(await screen.findByRole("button", { name: "Pause plan" }));
    expect(await screen.findByText("Paused")).toBeTruthy();
    expect(screen.getByText("Premium Parent stays open until December 22, 2026.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Resume plan" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Cancel plan" }));
    expect(await screen.findByText("Cancelled")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel plan" })).toBeNull();
    const actions = fetchMock.mock.calls.filter(([, init]) => init?.method === "POST").map(([path]) => String(path).split("/").at(-1));
    expect(actions).toEqual(["pause", "cancel"]);
    expect(notify).toHaveBeenCalledTimes(2);
  });

  it("shows the server's message beside the gift code field when a code is refused, and no success toast", async () => {
    stubSubscriptionApi(view(), { gift: { status: 400, body: { message: "That gift code is not valid. Please check it and try again." } } });
    renderSignedIn(<SubscriptionPage />, { user, path: "/subscription" });
    const field = await screen.findByRole("textbox", { name: "Gift code" });
    fireEvent.click(screen.getByRole("button", { name: "Redeem gift code" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Enter a gift code");

    fireEvent.change(field, { target: { value: "NOPE-1234" } });
    fireEvent.click(screen.getByRole("button", { name: "Redeem gift code" }));
    expect((await screen.findByRole("alert")).textContent).toBe("That gift code is not valid. Please check it and try again.");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(notify).not.toHaveBeenCalled();
  });

  it("leaves the trial's days out once the parent is on Premium, where the renewal line says what comes next", async () => {
    const inTrial = view({ trialEndsAt: new Date(Date.now() + 6 * DAY_MS).toISOString() });
    stubSubscriptionApi({ ...inTrial, plan: "premium", currentPeriodEnd: new Date(Date.now() + 30 * DAY_MS).toISOString(), renews: true }, {});
    renderSignedIn(<SubscriptionPage />, { user, path: "/subscription" });
    expect(await screen.findByText("Premium Parent", { selector: "p" })).toBeTruthy();
    expect(screen.queryByText(/Free trial:/)).toBeNull();
  });

  it("says the trial has ended on the free plan once it is over", async () => {
    stubSubscriptionApi(view({ trialEndsAt: new Date(Date.now() - DAY_MS).toISOString(), hasFullAccess: false }), {});
    renderSignedIn(<SubscriptionPage />, { user, path: "/subscription" });
    expect(await screen.findByText("Your free trial has ended. The 3 basic lessons stay open.")).toBeTruthy();
    expect(screen.queryByText(/Free trial:/)).toBeNull();
  });

  it("with Stripe, shows Stripe's price in the parent's format and sends Upgrade to the checkout address the server answers", async () => {
    const stripe = view({ testMode: false, purchase: "checkout", price: { amount: 5.99, currency: "eur", interval: "month" } });
    const fetchMock = stubSubscriptionApi(stripe, { checkout: { status: 200, body: { url: "https://checkout.example/c/1" } } });
    renderSignedIn(<SubscriptionPage />, { user, path: "/subscription" });
    const premium = (await screen.findByRole("heading", { name: "Premium Parent", level: 2 })).closest("div")!;
    expect(within(premium).getByText("€5.99")).toBeTruthy();
    expect(screen.queryByText("Test mode: no real payment is taken")).toBeNull();
    fireEvent.click(within(premium).getByRole("button", { name: "Upgrade" }));
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith("https://checkout.example/c/1"));
    expect(fetchMock.mock.calls.some(([path, init]) => path === `/api/user/${user.id}/subscription/checkout` && init?.method === "POST")).toBe(true);
  });

  it("says the price is unavailable and waits with Upgrade while Stripe's price cannot be read", async () => {
    stubSubscriptionApi(view({ testMode: false, purchase: "checkout", price: null }), {});
    renderSignedIn(<SubscriptionPage />, { user, path: "/subscription" });
    expect(await screen.findByText("Price unavailable")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upgrade" })).toHaveProperty("disabled", true);
  });

  it("warns that the last payment did not go through, with a way to fix it on the billing page", async () => {
    const failing = view({ plan: "premium", renews: true, testMode: false, purchase: "checkout", paymentFailed: true, billingPortal: true });
    stubSubscriptionApi(failing, { portal: { status: 200, body: { url: "https://billing.example/p/1" } } });
    renderSignedIn(<SubscriptionPage />, { user, path: "/subscription" });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Your last payment did not go through")).toBeTruthy();
    fireEvent.click(within(alert).getByRole("button", { name: "Fix my payment details" }));
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith("https://billing.example/p/1"));
    expect(screen.getByRole("button", { name: "Manage billing" })).toBeTruthy();
  });

  it("says plainly that paid plans are closed on a server without a payment provider, and offers no way to buy", async () => {
    stubSubscriptionApi(view({ testMode: false, purchase: "closed" }), {});
    renderSignedIn(<SubscriptionPage />, { user, path: "/subscription" });
    expect(await screen.findByText("Paid plans are not open on this server. Your free trial and gift codes still work.")).toBeTruthy();
    const premium = screen.getByRole("heading", { name: "Premium Parent", level: 2 }).closest("div")!;
    expect(within(premium).queryByRole("button")).toBeNull();
    expect(screen.getByRole("button", { name: "Redeem gift code" })).toBeTruthy();
  });

  it("tells a carer whose family's Premium covers them so, naming who pays, and offers nothing to buy", async () => {
    stubSubscriptionApi(
      view({ trialEndsAt: new Date(Date.now() - DAY_MS).toISOString(), hasFullAccess: true, familyCover: { paidBy: "sam_owner" } }),
      {},
    );
    renderSignedIn(<SubscriptionPage />, { user, path: "/subscription" });
    expect(await screen.findByRole("heading", { name: "Your family's Premium covers you" })).toBeTruthy();
    expect(screen.getByText("sam_owner pays for Premium Parent in your family", { exact: false })).toBeTruthy();
    for (const name of ["Choose Premium Parent", "Upgrade", "Choose Free Explorer", "Redeem gift code", "Pause plan"]) {
      expect(screen.queryByRole("button", { name }), name).toBeNull();
    }
    expect(screen.queryByText("Your free trial has ended. The 3 basic lessons stay open.")).toBeNull();
  });

  it("tells a covered carer whose own Premium renews that it still bills them, and keeps its cancel button", async () => {
    stubSubscriptionApi(
      view({ plan: "premium", renews: true, currentPeriodEnd: "2026-12-22T10:00:00.000Z", familyCover: { paidBy: "sam_owner" } }),
      {},
    );
    renderSignedIn(<SubscriptionPage />, { user, path: "/subscription" });
    expect(await screen.findByRole("heading", { name: "Your family's Premium covers you" })).toBeTruthy();
    expect(screen.getByText("Your own Premium Parent still renews and bills you each month.", { exact: false })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel plan" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Choose Premium Parent" })).toBeNull();
  });
});
