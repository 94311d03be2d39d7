// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import type { Lesson } from "@shared/schemas/learning";
import type { SubscriptionView } from "@shared/schemas/subscription";
import { subscriptionQuery } from "../data/subscription";
import { LessonHostPage } from "../features/lessons/lesson-host-page";
import { LessonIntroPage } from "../features/lessons/lesson-intro-page";
import {
  completedEntry,
  createLesson,
  createLevel,
  createUser,
  renderSignedIn,
  stubLearningApi,
} from "../../../tests/support/signed-in-render";

vi.mock("../players/registry", () => ({
  LessonPlayer: ({ lesson, onComplete }: { lesson: Lesson; onComplete: (score: number) => void }) => (
    <button type="button" onClick={() => onComplete(80)}>
      Finish {lesson.title}
    </button>
  ),
}));
vi.mock("./ui/toast", () => ({ notify: vi.fn(), notifyFailure: vi.fn() }));

const user = createUser();
const levels = [createLevel({ id: 1, title: "Big Feelings" })];
const lessons = [1, 2, 3, 4].map((order) =>
  createLesson({ id: 10 + order, levelId: 1, order, title: `Lesson ${order}` }),
);
const progress = lessons.slice(0, 3).map(completedEntry);
const refusal = { message: "This lesson is part of Premium Parent. Upgrade to open every lesson." };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The learning API plus the parent's plan; `refuse` lists the lessons whose content the server refuses with 402. */
function stubApi({
  fullAccess,
  refuse = [] as number[],
  post,
}: {
  fullAccess: boolean;
  refuse?: number[];
  post?: { status: number; body: unknown };
}) {
  const learning = stubLearningApi({ user, levels, lessons, progress, post: post ? () => post : undefined });
  const plan: SubscriptionView = {
    plan: "free",
    status: "active",
    trialEndsAt: "2026-01-15T00:00:00.000Z",
    currentPeriodEnd: null,
    hasFullAccess: fullAccess,
    familyCover: null,
    renews: false,
    testMode: true,
    purchase: "direct",
    price: { amount: 4.99, currency: "usd", interval: "month" },
    paymentFailed: false,
    billingPortal: false,
  };
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    // Content reads name their language (src/shared/api/reads.ts); the fixtures are English.
    const path = String(input).replace(/\?language=[a-z]+$/, "");
    if (path === `/api/user/${user.id}/subscription`) return new Response(JSON.stringify(plan), { status: 200 });
    if (refuse.some((id) => path === `/api/lessons/${id}`))
      return new Response(JSON.stringify(refusal), { status: 402 });
    return learning(input, init);
  });
}

const upgradeHeading = () => screen.findByRole("heading", { name: "This lesson is part of Premium Parent" });

describe("the upgrade card", () => {
  it("replaces Start Lesson on the intro of a lesson the plan does not open, with a link to the plans", async () => {
    stubApi({ fullAccess: false });
    renderSignedIn(<Route path="/lessons/:levelId/lesson/:id" component={LessonIntroPage} />, {
      user,
      path: "/lessons/1/lesson/14",
    });
    expect(await upgradeHeading()).toBeTruthy();
    expect(screen.getByRole("link", { name: "See plans" }).getAttribute("href")).toBe("/subscription");
    expect(screen.queryByRole("link", { name: "Start Lesson" })).toBeNull();
  });

  it("leaves basic lessons, and every lesson with full access, to Start Lesson", async () => {
    stubApi({ fullAccess: false });
    renderSignedIn(<Route path="/lessons/:levelId/lesson/:id" component={LessonIntroPage} />, {
      user,
      path: "/lessons/1/lesson/13",
    });
    // Lesson 13 is finished in the fixtures: its intro offers it again as Review Lesson.
    expect(await screen.findByRole("link", { name: "Review Lesson" })).toBeTruthy();
    cleanup();
    stubApi({ fullAccess: true });
    renderSignedIn(<Route path="/lessons/:levelId/lesson/:id" component={LessonIntroPage} />, {
      user,
      path: "/lessons/1/lesson/14",
    });
    expect(await screen.findByRole("link", { name: "Start Lesson" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "This lesson is part of Premium Parent" })).toBeNull();
  });

  it("shows on the lesson page when the server refuses the lesson's content for the plan", async () => {
    stubApi({ fullAccess: false, refuse: [14] });
    renderSignedIn(<Route path="/lessons/:levelId/lesson/:id/old" component={LessonHostPage} />, {
      user,
      path: "/lessons/1/lesson/14/old",
    });
    expect(await upgradeHeading()).toBeTruthy();
    expect(screen.getByRole("link", { name: "See plans" }).getAttribute("href")).toBe("/subscription");
  });

  it("shows on the lesson page when the server refuses the completion for the plan", async () => {
    stubApi({ fullAccess: false, post: { status: 402, body: refusal } });
    renderSignedIn(<Route path="/lessons/:levelId/lesson/:id/old" component={LessonHostPage} />, {
      user,
      path: "/lessons/1/lesson/14/old",
    });
    fireEvent.click(await screen.findByRole("button", { name: "Finish Lesson 4" }));
    expect(await upgradeHeading()).toBeTruthy();
  });

  it("has the plan read again when the server refuses a lesson the plan on this device said was open", async () => {
    // A carer removed from a Premium family on another device still holds the family's cover here.
    stubApi({ fullAccess: false, refuse: [14] });
    const { queryClient } = renderSignedIn(<Route path="/lessons/:levelId/lesson/:id/old" component={LessonHostPage} />, {
      user,
      path: "/lessons/1/lesson/14/old",
    });
    const planKey = subscriptionQuery(user.id).queryKey;
    queryClient.setQueryData(planKey, { hasFullAccess: true, familyCover: { paidBy: "sam_owner" } } as SubscriptionView);
    expect(await upgradeHeading()).toBeTruthy();
    await waitFor(() => expect(queryClient.getQueryState(planKey)?.isInvalidated).toBe(true));
  });
});

