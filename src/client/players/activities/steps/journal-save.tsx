import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@client/components/ui/button";
import { STEP_TEXT } from "./step-rules";

interface JournalSaveProps {
  feeling: string | null;
  /** False while a required prompt is empty (a reflection without canProceed). */
  ready: boolean;
  isLast: boolean;
  /** Saves the reflection through the frame's journal; rejects when it could not be saved. */
  onSave: () => Promise<void>;
  onDone: () => void;
}

/**
 * docs/lesson-players.md#snack-attack "Save Reflection to Journal": saves the reflection and moves on. A journal entry
 * from this step needs a feeling, so saving waits for the emotion check; the snack reflection has no required fields
 * (docs/lesson-players.md#answer-rules), so the parent may also move on without saving.
 */
export function JournalSave({ feeling, ready, isLast, onSave, onDone }: JournalSaveProps) {
  const [saving, setSaving] = useState(false);
  const { i18n } = useLingui();

  async function saveReflection() {
    if (feeling === null || saving) return;
    setSaving(true);
    try {
      await onSave();
      onDone();
    } catch {
      // The frame says it failed; the words stay on the page.
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="flex flex-col gap-2 sm:items-end">
      {feeling === null ? <p className="text-sm text-ink-soft">
          <Trans>Pick how you're feeling to save this to your journal.</Trans>
        </p> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" size="lg" disabled={!ready || saving} onClick={onDone}>
          {isLast ? (
            <Trans comment="Button: ends the lesson without saving the reflection to the journal">Finish Without Saving</Trans>
          ) : (
            <Trans comment="Button: moves on without saving the reflection to the journal">Continue Without Saving</Trans>
          )}
        </Button>
        <Button size="lg" disabled={!ready || feeling === null || saving} onClick={() => void saveReflection()}>
          {saving ? <Trans comment="Button while the reflection is being saved">Saving...</Trans> : i18n._(STEP_TEXT.saveReflection)}
        </Button>
      </div>
    </div>
  );
}
