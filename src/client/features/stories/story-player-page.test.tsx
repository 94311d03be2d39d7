// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import type { StoryCompletionResult } from "@shared/schemas/stories";
import { createUser, renderSignedIn } from "../../../../tests/support/signed-in-render";
import { StoryPlayerPage } from "./story-player-page";
import { createStory, stubStoriesApi } from "./test-support";

const user = createUser({ xp: 40 });
const story = createStory({
  id: 3,
  title: "Zo's Game, Zo's Rules",
  difficulty: "hard",
  xpReward: 15,
  content: {
    scenes: [
      {
        id: "new-rules",
        title: "New Rules",
        narration: "Zo keeps changing the rules.\n\nPip's voice gets shaky.",
        illustration: { character: "zo", mood: "proud", alt: "Zo calls out new rules" },
        choices: [
          {
            id: "come-closer",
            text: "Sit down near the game",
            quality: "best",
            feedback: "Close by without taking over.",
            next: "tears",
          },
          {
            id: "bossy",
            text: "Call Zo bossy",
            quality: "poor",
            feedback: "A label sticks; describe what you see instead.",
            next: "tears",
          },
        ],
      },
      {
        id: "tears",
        title: "It's Not Fair!",
        narration: "Pip bursts into tears.",
        illustration: { character: "pip", mood: "sad", alt: "Pip cries on the rug" },
        choices: [
          { id: "name-both", text: "Name both feelings", quality: "best", feedback: "Both children feel seen." },
          {
            id: "game-over",
            text: "End the game",
            quality: "okay",
            feedback: "Fast, but nobody learns what went wrong.",
          },
        ],
      },
      {
        id: "unused",
        title: "Never Reached",
        narration: "Nobody gets here on this path.",
        illustration: { character: "growler", mood: "calm", alt: "Growler waits" },
        choices: [
          { id: "x", text: "X", quality: "best", feedback: "X." },
          { id: "y", text: "Y", quality: "okay", feedback: "Y." },
        ],
      },
    ],
    takeaway: {
      title: "Be a fair witness",
      text: "Each child needs to feel seen.",
      tips: ["Describe, don't label.", "Name both feelings."],
    },
  },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function completion(xpAwarded: number): StoryCompletionResult {
  return {
    user: { ...user, xp: user.xp + xpAwarded },
    progress: {
      storyId: story.id,
      completed: true,
      completedAt: "2026-01-01T00:00:00.000Z",
      choices: ["bossy", "game-over"],
    },
    xpAwarded,
    firstCompletion: xpAwarded > 0,
    levelUp: null,
    newAchievements: xpAwarded > 0 ? ["first-story"] : [],
  };
}

async function playToTakeaway(xpAwarded: number) {
  const posts: Array<{ path: string; body: unknown }> = [];
  stubStoriesApi({
    userId: user.id,
    stories: [story],
    progress: [],
    post: (path, body) => {
      posts.push({ path, body });
      return { status: 200, body: completion(xpAwarded) };
    },
  });
  const rendered = renderSignedIn(
    <Route path="/stories/:id">
      <StoryPlayerPage />
    </Route>,
    { user, path: "/stories/3" },
  );
  expect(await screen.findByRole("heading", { name: "New Rules" })).toBeTruthy();
  expect(screen.getByRole("img", { name: "Zo calls out new rules" })).toBeTruthy();
  expect(screen.getByText("Pip's voice gets shaky.")).toBeTruthy();
  expect(screen.getByText("Hard")).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();

  fireEvent.click(screen.getByRole("button", { name: "Call Zo bossy" }));
  const feedback = screen.getByRole("status");
  expect(feedback.textContent).toContain("Poor choice: likely to backfire");
  expect(feedback.textContent).toContain("A label sticks; describe what you see instead.");
  expect((screen.getByRole("button", { name: "Sit down near the game" }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));

  expect(screen.getByRole("heading", { name: "It's Not Fair!" })).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByRole("heading", { name: "It's Not Fair!" }));
  fireEvent.click(screen.getByRole("button", { name: "End the game" }));
  expect(screen.getByRole("status").textContent).toContain("Okay choice, with a trade-off");
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));

  expect(screen.getByRole("heading", { name: "Be a fair witness" })).toBeTruthy();
  expect(screen.getByText("Describe, don't label.")).toBeTruthy();
  expect(screen.getByText("Name both feelings.")).toBeTruthy();
  expect(screen.queryByText("Never Reached")).toBeNull();
  expect(posts).toEqual([]);
  fireEvent.click(screen.getByRole("button", { name: "Finish Story" }));
  return { posts, rendered };
}

describe("StoryPlayerPage", () => {
  it("plays choice, feedback and the chosen next scene to the takeaway, then posts the choices and celebrates the XP", async () => {
    const { posts, rendered } = await playToTakeaway(15);
    expect(await screen.findByText("Story complete!")).toBeTruthy();
    expect(screen.getByText("You earned 15 XP")).toBeTruthy();
    // Neither pick was the best one: the score is told as what the parent did, with encouragement rather than praise.
    expect(screen.getByText("0 of 2 on the first try")).toBeTruthy();
    expect(screen.getByText("Every answer you tried taught you something. That's how this works.")).toBeTruthy();
    expect(screen.queryByText("Great job!")).toBeNull();
    expect(posts).toEqual([
      { path: `/api/user/${user.id}/stories/3/complete`, body: { choices: ["bossy", "game-over"] } },
    ]);
    expect(screen.getByText("New badge: Storyteller")).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Back to Stories" }));
    expect(rendered.location.history?.at(-1)).toBe("/stories");
  });

  it("says Great practice! on a replay that earns no XP", async () => {
    await playToTakeaway(0);
    expect(await screen.findByText("Great practice!")).toBeTruthy();
    expect(screen.getByText("You've finished this story before, so no new XP this time.")).toBeTruthy();
    expect(screen.queryByText(/You earned/)).toBeNull();
  });

  it("links to Get help now on a story about a hard topic, shows no link on the others, and gives the story's time", async () => {
    const hard = createStory({ ...story, id: 4, helpLink: true, minutes: 4 });
    const long = createStory({ ...story, id: 5, minutes: 7 });
    stubStoriesApi({ userId: user.id, stories: [story, hard, long], progress: [] });
    const open = async (id: number) => {
      cleanup();
      renderSignedIn(
        <Route path="/stories/:id">
          <StoryPlayerPage />
        </Route>,
        { user, path: `/stories/${id}` },
      );
      await screen.findByRole("heading", { name: "New Rules" });
    };
    await open(4);
    expect(screen.getByRole("link", { name: "Get help now" }).getAttribute("href")).toBe("/get-help");
    expect(screen.getByText("3-5 min")).toBeTruthy();
    await open(3);
    expect(screen.queryByRole("link", { name: "Get help now" })).toBeNull();
    // A story that runs past the label's range says its own time instead (docs/product-rules.md#lesson-length).
    await open(5);
    expect(screen.getByText("About 7 min")).toBeTruthy();
    expect(screen.queryByText("3-5 min")).toBeNull();
  });

  it("shows Story Not Found for an unknown story", async () => {
    stubStoriesApi({ userId: user.id, stories: [story], progress: [] });
    renderSignedIn(
      <Route path="/stories/:id">
        <StoryPlayerPage />
      </Route>,
      { user, path: "/stories/77" },
    );
    expect(await screen.findByRole("heading", { name: "Story Not Found" })).toBeTruthy();
  });
});

describe("listening to a story", () => {
  it("reads the scene and its choices with their letters after Listen, then the feedback of the pick", async () => {
    const spoken: { text: string; lang: string; onend: (() => void) | null }[] = [];
    vi.stubGlobal("speechSynthesis", {
      speak: (utterance: (typeof spoken)[number]) => spoken.push(utterance),
      cancel: () => {},
      getVoices: () => [{ lang: "en-GB", localService: true, name: "Daniel", default: true }],
      addEventListener: () => {},
      removeEventListener: () => {},
    });
    vi.stubGlobal(
      "SpeechSynthesisUtterance",
      class {
        lang = "";
        onend: (() => void) | null = null;
        constructor(public text: string) {}
      },
    );
    stubStoriesApi({ userId: user.id, stories: [story], progress: [] });
    renderSignedIn(
      <Route path="/stories/:id">
        <StoryPlayerPage />
      </Route>,
      { user, path: "/stories/3" },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Listen" }));
    const hearUntil = async (text: string) =>
      waitFor(() => {
        if (!spoken.some((utterance) => utterance.text === text)) {
          act(() => spoken.at(-1)?.onend?.());
          throw new Error(`not yet: ${text}`);
        }
      });
    await hearUntil("New Rules");
    await hearUntil("Option B: Call Zo bossy");
    expect(spoken.every((utterance) => utterance.lang === "en")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Sit down near the game" }));
    await hearUntil("Close by without taking over.");
  });
});

