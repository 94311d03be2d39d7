import { sql } from "drizzle-orm";
import type { AppDb } from "../db/client";
import { lessons, levels } from "../db/schema";
import type { Curriculum } from "./curriculum";
import { seedStories } from "./story-seed";

/** Upserts every level, lesson and story by id; user data is never touched. Safe on every start. */
export async function seedCurriculum(db: AppDb, curriculum: Curriculum): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(levels)
      .values(curriculum.levels)
      .onConflictDoUpdate({
        target: levels.id,
        set: {
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          icon: sql`excluded.icon`,
          color: sql`excluded.color`,
          order: sql`excluded."order"`,
          isLocked: sql`excluded.is_locked`,
          totalLessons: sql`excluded.total_lessons`,
        },
      });
    await tx
      .insert(lessons)
      .values(curriculum.lessons.map((lesson) => ({ ...lesson, content: lesson.content ?? null })))
      .onConflictDoUpdate({
        target: lessons.id,
        set: {
          levelId: sql`excluded.level_id`,
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          order: sql`excluded."order"`,
          xpReward: sql`excluded.xp_reward`,
          skill: sql`excluded.skill`,
          activityType: sql`excluded.activity_type`,
          content: sql`excluded.content`,
        },
      });
  });
  await seedStories(db, curriculum.stories);
}
