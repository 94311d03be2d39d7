import { useCallback, useRef, useState } from "react";
import { useLingui } from "@lingui/react";
import { toastText } from "@shared/messages";
import type { ScoreSummary } from "@shared/rules/players/score-summary";
import type { CompleteLessonInput, Lesson } from "@shared/schemas/learning";
import { notify } from "@client/components/ui/toast";
import { ApiError } from "@client/lib/api";
import { isSavedOnDevice, savedOnDeviceText } from "@client/lib/outbox";
import { forgetDevicePlace, keepFinishedOnDevice } from "@client/lib/device-places";
import { useSaveJournalEntry } from "@client/data/journal";
import { useCompleteLesson } from "@client/data/learning/complete-lesson";
import type { Reflection } from "@client/players/types";
import { REFLECTION_FEELING } from "./use-lesson-frame";

/**
 * The signed-in parent's completion of a lesson: sent (or kept on this device until it can be, which reopening the
 * lesson then shows), retried on request; a refusal (locked, not in the parent's plan) goes to `onRefused`.
 */
export function useSignedInCompletion(userId: number, lessonId: number, levelId: number, onRefused: (error: ApiError) => void) {
  const summaryRef = useRef<ScoreSummary | null>(null);
  const completion = useCompleteLesson();
  const { mutate } = completion;
  const save = useCallback(
    (input: CompleteLessonInput) =>
      mutate(
        { lessonId, input },
        {
          onSuccess: (result) => {
            // Kept on the device: reopening the lesson shows it finished and waiting to sync, not an old place.
            if (isSavedOnDevice(result) && result.key !== undefined)
              void keepFinishedOnDevice(userId, lessonId, { key: result.key, score: input.score ?? 0, summary: summaryRef.current });
            else void forgetDevicePlace(userId, lessonId);
          },
          onError: (error) => {
            if (error instanceof ApiError && (error.status === 403 || error.status === 402)) onRefused(error);
          },
        },
      ),
    [mutate, lessonId, onRefused, userId],
  );

  const onFinished = useCallback(
    (score: number, summary: ScoreSummary | null, answers: Record<string, unknown> | null) => {
      summaryRef.current = summary;
      // The server scores the answers itself (src/shared/rules/players/lesson-score.ts); the score shown here is the
      // player's, and is what a completion kept on this device shows until it is sent.
      save({ levelId, completed: true, answers, score, completedAt: new Date().toISOString() });
    },
    [save, levelId],
  );

  const retry = () => {
    const variables = completion.variables;
    if (variables) save(variables.input);
  };
  return { completion, onFinished, retry };
}

/** The lesson's reflections, saved to the signed-in parent's journal under its title; whether one has been. */
export function useReflectionToJournal(lesson: Pick<Lesson, "id" | "title">) {
  const { i18n } = useLingui();
  const journal = useSaveJournalEntry();
  const [savedToJournal, setSavedToJournal] = useState(false);
  const journalSave = useRef(journal.mutateAsync);
  journalSave.current = journal.mutateAsync;
  const saveReflection = useCallback(
    async ({ feeling, notes }: Reflection) => {
      try {
        const saved = await journalSave.current({
          lessonId: lesson.id,
          lessonTitle: lesson.title,
          feeling: feeling ?? REFLECTION_FEELING,
          improvementNotes: notes,
        });
        // The lesson's own confirmation says it is saved; a toast would only repeat it.
        if (isSavedOnDevice(saved)) notify({ title: savedOnDeviceText() });
        setSavedToJournal(true);
      } catch (error) {
        const failure = toastText.reflectionFailure;
        notify({ ...failure, title: i18n._(failure.title), description: i18n._(failure.description) });
        throw error;
      }
    },
    [lesson.id, lesson.title, i18n],
  );
  return { saveReflection, savedToJournal };
}
