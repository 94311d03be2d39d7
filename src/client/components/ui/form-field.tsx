import { useLingui } from "@lingui/react/macro";
import { forwardRef, useId, type InputHTMLAttributes } from "react";
import { catalogText } from "../../lib/catalog-text";
import { cn } from "../../lib/cn";

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

/**
 * A labelled input with its error message tied to it for screen readers. `label` and `hint` come translated; `error`
 * may be a validation message's catalog id (the schemas in src/shared), shown in the page's language.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, className, id, ...props },
  ref,
) {
  const { i18n } = useLingui();
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={inputId} className="font-semibold text-ink">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={cn(
          "min-h-12 rounded-xl border-2 bg-surface px-4 text-base text-ink placeholder:text-ink-soft/80",
          "focus:border-brand focus:outline-none disabled:opacity-60",
          error ? "border-danger" : "border-line",
        )}
        {...props}
      />
      {error ? (
        <p id={messageId} className="text-sm font-semibold text-danger" role="alert">
          {catalogText(i18n, error)}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
    </div>
  );
});

/** What went wrong with the whole form rather than one field, read out as soon as it appears. */
export function FormError({ message }: { message: string | undefined }) {
  const { i18n } = useLingui();
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-semibold text-danger">
      {catalogText(i18n, message)}
    </p>
  );
}
