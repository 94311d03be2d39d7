import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { JOURNAL_FEELINGS, JOURNAL_NOTES_MAX, type JournalEntryFormInput, journalEntryFormSchema } from "@shared/schemas/journal";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/form-field";
import { cn } from "../../lib/cn";
import { catalogText } from "../../lib/catalog-text";

export interface JournalEntryFormProps {
  heading: string;
  /** The entry being edited; empty fields for a new entry. */
  initial?: JournalEntryFormInput;
  saving: boolean;
  onSave: (values: JournalEntryFormInput) => void;
  onCancel: () => void;
}

/** The "New Entry" and "Edit Entry" form: a title, a feeling picked from a short list of words, and notes. */
export function JournalEntryForm({ heading, initial, saving, onSave, onCancel }: JournalEntryFormProps) {
  const id = useId();
  const { i18n, t } = useLingui();
  const form = useForm<JournalEntryFormInput>({
    resolver: zodResolver(journalEntryFormSchema),
    defaultValues: initial ?? { lessonTitle: "", feeling: "", improvementNotes: "" },
  });
  const { errors } = form.formState;
  // A reflection saved from a lesson may carry a feeling of its own; it stays one of the choices when edited.
  const feelings: readonly string[] =
    initial && initial.feeling && !JOURNAL_FEELINGS.some((word) => word === initial.feeling) ? [initial.feeling, ...JOURNAL_FEELINGS] : JOURNAL_FEELINGS;
  const feelingMessageId = `${id}-feeling-message`;
  const notesMessageId = `${id}-notes-message`;

  return (
    <Card>
      <form noValidate aria-labelledby={`${id}-heading`} className="flex flex-col gap-5" onSubmit={form.handleSubmit(onSave)}>
        <h2 id={`${id}-heading`} className="text-2xl font-extrabold">
          {heading}
        </h2>
        <TextField
          label={t({ message: "Title", comment: "Field label: the journal entry's title" })}
          autoComplete="off"
          maxLength={200}
          error={errors.lessonTitle?.message}
          {...form.register("lessonTitle")}
        />
        <fieldset aria-describedby={errors.feeling ? feelingMessageId : undefined} aria-invalid={errors.feeling ? true : undefined}>
          <legend className="font-semibold text-ink">
            <Trans>How are you feeling?</Trans>
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {feelings.map((word) => (
              <label
                key={word}
                className={cn(
                  "flex min-h-11 cursor-pointer items-center gap-2 rounded-pill border-2 border-line bg-surface px-4 font-semibold text-ink",
                  "has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand",
                )}
              >
                <input type="radio" value={word} className="size-4 shrink-0 accent-brand" {...form.register("feeling")} />
                {i18n._(word)}
              </label>
            ))}
          </div>
          {errors.feeling?.message ? (
            <p id={feelingMessageId} role="alert" className="mt-2 text-sm font-semibold text-danger">
              {catalogText(i18n, errors.feeling.message)}
            </p>
          ) : null}
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-notes`} className="font-semibold text-ink">
            <Trans comment="Field label: the parent's written notes in a journal entry">Notes</Trans>
          </label>
          <textarea
            id={`${id}-notes`}
            rows={6}
            maxLength={JOURNAL_NOTES_MAX}
            placeholder={t`What happened, what helped, what you'd like to try next time`}
            aria-invalid={errors.improvementNotes ? true : undefined}
            aria-describedby={errors.improvementNotes ? notesMessageId : undefined}
            className={cn(
              "w-full rounded-xl border-2 bg-surface px-4 py-3 text-base text-ink placeholder:text-ink-soft focus:border-brand focus:outline-none",
              errors.improvementNotes ? "border-danger" : "border-line",
            )}
            {...form.register("improvementNotes")}
          />
          {errors.improvementNotes?.message ? (
            <p id={notesMessageId} role="alert" className="text-sm font-semibold text-danger">
              {catalogText(i18n, errors.improvementNotes.message)}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            <Trans comment="Button: close the form without saving">Cancel</Trans>
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t`Saving...` : t({ message: "Save Entry", comment: "Button: save the journal entry" })}
          </Button>
        </div>
      </form>
    </Card>
  );
}
