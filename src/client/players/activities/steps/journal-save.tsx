import type { CreateJournalEntryInput } from "../../../../shared/schemas/journal";
import type { Lesson } from "../../../../shared/schemas/learning";
import { Button } from "../../../components/ui/button";
import { notify } from "../../../components/ui/toast";
import { useSaveJournalEntry } from "../../../features/journal/api/journal";
import { toastText } from "../../../../shared/messages";
import { STEP_TEXT } from "./step-rules";
import { promptKey } from "./use-steps-lesson";
import { SAVED_ON_DEVICE_TEXT, isSavedOnDevice } from "../../../lib/outbox";

/** The reflection as one journal note: each answered prompt, then the parent's words. */
export function journalNotes(prompts: readonly string[], answers: Readonly<Record<string, string>>): string | undefined {
  const notes = prompts
    .map((prompt, index) => ({ prompt, answer: (answers[promptKey(index)] ?? "").trim() }))
    .filter(({ answer }) => answer !== "")
    .map(({ prompt, answer }) => `${prompt}\n${answer}`)
    .join("\n\n");
  return notes === "" ? undefined : notes;
}

interface JournalSaveProps {
  lesson: Lesson;
  prompts: readonly string[];
  answers: Readonly<Record<string, string>>;
  feeling: string | null;
  /** False while a required prompt is empty (a reflection without canProceed). */
  ready: boolean;
  isLast: boolean;
  onDone: () => void;
}

/**
 * Spec §4.6 "Save Reflection to Journal": saves the reflection (POST /api/journal, §7) and moves on, with the §8
 * toasts. A journal entry needs a feeling, so saving waits for the emotion check; the snack reflection has no
 * required fields (§5), so the parent may also move on without saving.
 */
export function JournalSave({ lesson, prompts, answers, feeling, ready, isLast, onDone }: JournalSaveProps) {
  const save = useSaveJournalEntry();

  function saveReflection() {
    if (feeling === null || save.isPending) return;
    const entry: CreateJournalEntryInput = {
      lessonId: lesson.id,
      lessonTitle: lesson.title,
      feeling,
      improvementNotes: journalNotes(prompts, answers),
    };
    save.mutate(entry, {
      onSuccess: (saved) => {
        notify(isSavedOnDevice(saved) ? { title: SAVED_ON_DEVICE_TEXT } : toastText.reflectionSaved);
        onDone();
      },
      onError: () => notify(toastText.reflectionFailure),
    });
  }

  return (
    <div className="flex flex-col gap-2 sm:items-end">
      {feeling === null ? <p className="text-sm text-ink-soft">Pick how you're feeling to save this to your journal.</p> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" size="lg" disabled={!ready || save.isPending} onClick={onDone}>
          {isLast ? "Finish Without Saving" : "Continue Without Saving"}
        </Button>
        <Button size="lg" disabled={!ready || feeling === null || save.isPending} onClick={saveReflection}>
          {save.isPending ? "Saving..." : STEP_TEXT.saveReflection}
        </Button>
      </div>
    </div>
  );
}
