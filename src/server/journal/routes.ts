import { and, eq } from "drizzle-orm";
import type { Clock } from "../clock";
import type { FastifyInstance } from "fastify";
import { type JournalEntry, createJournalEntrySchema, updateJournalEntrySchema } from "../../shared/schemas/journal";
import type { AppDb } from "../db/client";
import { journalEntries } from "../db/schema";
import { badRequest, notFound, parseBody, parseId, unauthorized } from "../http/errors";
import { requireUserId } from "../auth/session";
import type { Curriculum } from "../curriculum/curriculum";
import { runIdempotent } from "../http/idempotency";
import { FIRST_JOURNAL_JSON, earnedByEntry, firstJournalDates, insertEntry, journalOf, toJournalEntry } from "./journal-entries";

const ENTRY_NOT_FOUND = /*i18n*/ "Journal entry not found";

/**
 * The journal (docs/screens.md#api-calls, docs/lesson-players.md#progress-call): reflections saved from lessons. Every
 * call acts for the signed-in parent only, and a parent only ever sees their own entries
 * (docs/product-rules.md#journal).
 */
export function journalRoutes(db: AppDb, curriculum: Curriculum, clock: Clock) {
  return async function register(app: FastifyInstance) {
    app.get("/api/journal", async (request): Promise<JournalEntry[]> => {
      return journalOf(db, requireUserId(request));
    });

    app.post("/api/journal", async (request, reply) => {
      const userId = requireUserId(request);
      const input = parseBody(createJournalEntrySchema, request.body);
      const lessonId = input.lessonId ?? null;
      if (lessonId !== null && !curriculum.lessonById.has(lessonId)) throw badRequest(/*i18n*/ "Lesson not found");
      const notes = input.improvementNotes ?? "";

      // With an Idempotency-Key the entry's one statement runs inside that key's transaction, so a resent entry is
      // saved once.
      const saved = await runIdempotent(db, request, reply, userId, async (runner) => {
        const [inserted] = await insertEntry.run(runner, {
          userId,
          lessonId,
          lessonTitle: input.lessonTitle,
          feeling: input.feeling,
          notes: notes === "" ? null : notes,
          firstJournal: FIRST_JOURNAL_JSON,
          earnedAt: firstJournalDates(clock()),
        });
        if (!inserted) throw unauthorized();
        const entry = toJournalEntry({
          id: inserted.id,
          userId,
          lessonId: inserted.lesson_id,
          lessonTitle: inserted.lesson_title,
          feeling: inserted.feeling,
          improvementNotes: inserted.improvement_notes,
          createdAt: new Date(inserted.created_at),
          updatedAt: new Date(inserted.updated_at),
        });
        // The badge the entry earned, so the screen announces it (docs/product-rules.md#achievements).
        return { ...entry, newAchievements: earnedByEntry(inserted) };
      });
      return reply.code(201).send(saved);
    });

    // Another parent's entry answers exactly as a missing one does, so ids reveal nothing
    // (docs/product-rules.md#journal).
    app.patch<{ Params: { id: string } }>("/api/journal/:id", async (request) => {
      const userId = requireUserId(request);
      const id = parseId(request.params.id);
      const input = parseBody(updateJournalEntrySchema, request.body);
      const notes = input.improvementNotes;
      const [row] = await db
        .update(journalEntries)
        .set({
          ...(input.lessonTitle === undefined ? {} : { lessonTitle: input.lessonTitle }),
          ...(input.feeling === undefined ? {} : { feeling: input.feeling }),
          ...(notes === undefined ? {} : { improvementNotes: notes === "" ? null : notes }),
          updatedAt: new Date(),
        })
        .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
        .returning();
      if (!row) throw notFound(ENTRY_NOT_FOUND);
      return toJournalEntry(row);
    });

    app.delete<{ Params: { id: string } }>("/api/journal/:id", async (request, reply) => {
      const userId = requireUserId(request);
      const id = parseId(request.params.id);
      const deleted = await db
        .delete(journalEntries)
        .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
        .returning({ id: journalEntries.id });
      if (deleted.length === 0) throw notFound(ENTRY_NOT_FOUND);
      return reply.code(204).send();
    });
  };
}
