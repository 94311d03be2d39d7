// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createUser, renderSignedIn } from "../../../../tests/support/signed-in-render";
import { OnboardingPage } from "./onboarding-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubPatch(status = 200) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { onboardingData: object };
    const saved = createUser({ id: 7, onboardingCompleted: true, onboardingData: body.onboardingData });
    return status === 200
      ? new Response(JSON.stringify(saved), { status, headers: { "content-type": "application/json" } })
      : new Response(JSON.stringify({ message: "Please try again" }), { status });
  });
  vi.stubGlobal("fetch", fetchMock);
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

  it("saves the answers through PATCH /api/user/{id} and goes home", async () => {
    const fetchMock = stubPatch();
    const { location, queryClient } = renderSignedIn(<OnboardingPage />, { user, path: "/onboarding" });

    const group = (name: string) => within(screen.getByRole("group", { name }));
    fireEvent.click(group("How old is your child?").getByLabelText("3–5 years"));
    fireEvent.click(group("Who is at home?").getByLabelText("Single parent"));
    fireEvent.click(group("How do you like to learn?").getByLabelText("A mix of everything"));
    fireEvent.click(group("How much time do you have?").getByLabelText("15–20 minutes a day"));
    fireEvent.click(group("What feels hardest right now?").getByLabelText("Bedtime battles"));
    fireEvent.click(group("What feels hardest right now?").getByLabelText("Tantrums and meltdowns"));
    fireEvent.click(group("What would you like to get better at?").getByLabelText("Stay calm in hard moments"));
    fireEvent.click(screen.getByRole("button", { name: "Start Learning" }));

    await waitFor(() => expect(location.history.at(-1)).toBe("/"));
    const [path, init] = fetchMock.mock.calls[0] ?? [];
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
});
