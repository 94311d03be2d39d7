import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import type { Choice } from "@shared/schemas/onboarding";
import { catalogText } from "../../lib/catalog-text";
import { cn } from "../../lib/cn";
import { Card } from "./card";

export interface ChoiceGroupProps {
  legend: string;
  hint?: string;
  type: "radio" | "checkbox";
  choices: readonly Choice[];
  error: FieldError | undefined;
  field: UseFormRegisterReturn;
}

/**
 * A card of answers as large tap targets; its error is announced and tied to the group. `legend` and `hint` come
 * translated; the choices' labels and the error are catalog ids from src/shared, shown in the page's language.
 */
export function ChoiceGroup({ legend, hint, type, choices, error, field }: ChoiceGroupProps) {
  const { i18n } = useLingui();
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  return (
    <Card>
      <fieldset aria-describedby={cn(hint && hintId, error && messageId) || undefined} aria-invalid={error ? true : undefined}>
        <legend className="text-lg font-extrabold text-ink">{legend}</legend>
        {hint && (
          <p id={hintId} className="text-sm text-ink-soft">
            {hint}
          </p>
        )}
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {choices.map((choice) => (
            <label
              key={choice.value}
              className={cn(
                "flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 border-line bg-surface px-4 py-2 font-semibold text-ink",
                "has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand",
              )}
            >
              <input type={type} value={choice.value} className="size-5 shrink-0 accent-brand" {...field} />
              {catalogText(i18n, choice.label)}
            </label>
          ))}
        </div>
        {error?.message && (
          <p id={messageId} role="alert" className="mt-2 text-sm font-semibold text-danger">
            {catalogText(i18n, error.message)}
          </p>
        )}
      </fieldset>
    </Card>
  );
}
