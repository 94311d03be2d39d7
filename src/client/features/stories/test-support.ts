import { vi } from "vitest";
import type { Story, StoryProgressEntry, StorySummary } from "@shared/schemas/stories";

export function createStory(overrides: Partial<Story> & { id: number }): Story {
  return {
    order: overrides.id,
    title: `Story ${overrides.id}`,
    description: `What happens in story ${overrides.id}`,
    category: "bedtime",
    difficulty: "easy",
    xpReward: 15,
    minutes: 4,
    content: {
      scenes: [
        {
          id: "start",
          title: "The Start",
          narration: "Pip is upset.",
          illustration: { character: "pip", mood: "sad", alt: "Pip looks upset" },
          choices: [
            { id: "a", text: "Name the feeling", quality: "best", feedback: "Naming helps." },
            { id: "b", text: "Ignore it", quality: "poor", feedback: "Ignoring backfires." },
          ],
        },
      ],
      takeaway: { title: "Connect first", text: "Feelings first.", tips: ["Name it.", "Stay close."] },
    },
    ...overrides,
  };
}

export const summaryOf = ({ content: _content, ...summary }: Story): StorySummary => summary;

/** Answers the story calls from fixtures; a POST answers through `post`; anything else is a 404. */
export function stubStoriesApi({
  userId,
  stories,
  progress,
  post,
  family,
}: {
  userId: number;
  stories: Story[];
  progress: StoryProgressEntry[];
  /** GET /api/family's answer; none is a 404, and the page follows the onboarding answer. */
  family?: unknown;
  post?: (path: string, body: unknown) => { status: number; body: unknown };
}) {
  const routes = new Map<string, unknown>([
    ["/api/stories", stories.map(summaryOf)],
    [`/api/user/${userId}/stories/progress`, progress],
    ...stories.map((story) => [`/api/stories/${story.id}`, story] as [string, unknown]),
    ...(family === undefined ? [] : [["/api/family", family] as [string, unknown]]),
  ]);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/\?language=[a-z]+$/, "");
    if (init?.method === "POST" && post) {
      const answer = post(path, JSON.parse(String(init.body)));
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    }
    const body = routes.get(path);
    if (body === undefined) return new Response(JSON.stringify({ message: "Not found" }), { status: 404 });
    return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
