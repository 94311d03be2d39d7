// @vitest-environment jsdom
import { I18nProvider } from "@lingui/react";
import { i18n } from "@lingui/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Family, SamePage } from "@shared/schemas/family";
import { createQueryClient } from "@client/app/query-client";
import { SamePageSection } from "@client/components/same-page";
import { FAMILY_STALE_MS, familyQuery } from "./family";
import { useSamePage } from "./same-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const family = (sharesAnswers: boolean): Family => ({
  children: [],
  adults: [
    { id: 7, username: "robin", role: "owner", you: true },
    { id: 8, username: "sam", role: "carer", you: false },
  ],
  sharesAnswers,
  youShareAnswers: true,
  invitations: [],
});
const page: SamePage = {
  title: "Connect Before You Correct",
  questions: [
    {
      id: "question",
      prompt: "Your first words?",
      answers: [
        { adultId: 7, username: "robin", you: true, choices: ["Name it"] },
        { adultId: 8, username: "sam", you: false, choices: ["Fix it"] },
      ],
    },
  ],
  talkingPrompt: { title: "Name it before you fix it", text: "Oh, you really wanted that!" },
  notPlayed: [],
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function LessonLookBack() {
  const samePage = useSamePage({ lessonId: 5 }, "en", true);
  return samePage.data ? <SamePageSection page={samePage.data} /> : null;
}

/**
 * The server as another adult leaves it: `shared` says whether every adult still says yes; `samePageAnswers` answers
 * the shared read all the same (the family alone then tells that it is off).
 */
function stubServer(state: { shared: boolean; samePageAnswers?: boolean }) {
  const calls: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    if (url === "/api/family") return json(family(state.shared));
    if (url.startsWith("/api/family/same-page?lessonId=5"))
      return state.shared || state.samePageAnswers ? json(page) : json({ message: "Your family does not share answers." }, 403);
    return json({ message: "Not found" }, 404);
  });
  return calls;
}

describe("the same page after another adult says no", () => {
  it("shows nothing once the read is refused, though the answers were read before, and reads the family again", async () => {
    const state = { shared: true };
    const calls = stubServer(state);
    const queryClient = createQueryClient();
    const open = () =>
      render(
        <QueryClientProvider client={queryClient}>
          <I18nProvider i18n={i18n}>
            <LessonLookBack />
          </I18nProvider>
        </QueryClientProvider>,
      );
    open();
    await screen.findByRole("region", { name: "The same page" });
    cleanup();

    // The other adult says no; this device still holds the family that says yes, read a moment ago.
    state.shared = false;
    const familyReads = calls.filter((url) => url === "/api/family").length;
    open();
    await waitFor(() => expect(calls.filter((url) => url === "/api/family").length).toBe(familyReads + 1));
    expect(screen.queryByRole("region", { name: "The same page" })).toBeNull();
    await waitFor(() => expect(queryClient.getQueryData(familyQuery().queryKey)?.sharesAnswers).toBe(false));
    expect(screen.queryByRole("region", { name: "The same page" })).toBeNull();
  });

  it("shows nothing when the family it reads again no longer shares, though the answers are still cached", async () => {
    const state = { shared: true };
    stubServer(state);
    const queryClient = createQueryClient();
    const open = () =>
      render(
        <QueryClientProvider client={queryClient}>
          <I18nProvider i18n={i18n}>
            <LessonLookBack />
          </I18nProvider>
        </QueryClientProvider>,
      );
    open();
    await screen.findByRole("region", { name: "The same page" });
    state.shared = false;
    await queryClient.invalidateQueries({ queryKey: familyQuery().queryKey });
    await waitFor(() => expect(screen.queryByRole("region", { name: "The same page" })).toBeNull());
  });

  it("reads the family again when a screen showing it opens after a few seconds, not when it was just read", async () => {
    const calls = stubServer({ shared: false, samePageAnswers: true });
    const queryClient = createQueryClient();
    const open = () =>
      render(
        <QueryClientProvider client={queryClient}>
          <I18nProvider i18n={i18n}>
            <LessonLookBack />
          </I18nProvider>
        </QueryClientProvider>,
      );
    // Just read (as the server's rendering hands it over): no second read.
    queryClient.setQueryData(familyQuery().queryKey, family(true));
    queryClient.setQueryData(["same-page", "lessonId=5", "en"], page);
    open();
    await screen.findByRole("region", { name: "The same page" });
    expect(calls.filter((url) => url === "/api/family")).toEqual([]);
    cleanup();

    // Read a while ago: opening the screen reads it again, and the family no longer shares.
    queryClient.setQueryData(familyQuery().queryKey, family(true), { updatedAt: Date.now() - FAMILY_STALE_MS - 1 });
    open();
    await waitFor(() => expect(queryClient.getQueryData(familyQuery().queryKey)?.sharesAnswers).toBe(false));
    expect(calls.filter((url) => url === "/api/family")).toEqual(["/api/family"]);
    expect(screen.queryByRole("region", { name: "The same page" })).toBeNull();
  });
});
