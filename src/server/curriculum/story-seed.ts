import { sql } from "drizzle-orm";
import type { AppDb } from "../db/client";
import { stories } from "../db/schema";
import type { StoryLibrary } from "./stories";

/** Upserts every story by id; parents' story progress is never touched. Safe on every start. */
export async function seedStories(db: AppDb, library: StoryLibrary): Promise<void> {
  if (library.stories.length === 0) return;
  await db
    .insert(stories)
    .values(library.stories)
    .onConflictDoUpdate({
      target: stories.id,
      set: {
        order: sql`excluded."order"`,
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        category: sql`excluded.category`,
        difficulty: sql`excluded.difficulty`,
        content: sql`excluded.content`,
        xpReward: sql`excluded.xp_reward`,
      },
    });
}
