import { useLingui } from "@lingui/react/macro";
import { useId, useMemo } from "react";
import type { FieldError, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { CHILD_NAME_MAX, birthMonthProblem, birthYearChoices } from "@shared/rules/child-age";
import { catalogText } from "../lib/catalog-text";
import { cn } from "../lib/cn";
import { TextField } from "./ui/form-field";

const SELECT =
  "min-h-12 w-full rounded-xl border-2 bg-surface px-3 text-base text-ink focus:border-brand focus:outline-none disabled:opacity-60";

/**
 * One child's name (optional) and birth or due month, as two plain selects every phone handles. `prefix` names the
 * child in the form ("children.0."); the month's error covers both selects. `monthOnly` leaves out the heading and the
 * name, for a question about the month alone (home's one-time ask).
 */
export function ChildFields<Form extends FieldValues, Output = Form>({
  form,
  prefix,
  thisMonth,
  heading,
  monthOnly = false,
}: {
  form: UseFormReturn<Form, unknown, Output>;
  prefix: string;
  thisMonth: string;
  heading: string;
  monthOnly?: boolean;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const name = (field: "name" | "month" | "year") => `${prefix}${field}` as Path<Form>;
  const monthError = form.getFieldState(name("month"), form.formState).error as FieldError | undefined;
  const nameError = form.getFieldState(name("name"), form.formState).error as FieldError | undefined;
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.locale, { month: "long", timeZone: "UTC" });
    return Array.from({ length: 12 }, (_, index) => ({
      value: String(index + 1).padStart(2, "0"),
      label: format.format(new Date(Date.UTC(2000, index, 1))),
    }));
  }, [i18n.locale]);
  // Once a year is chosen, the months Growly cannot keep in it (more than 9 months ahead, more than 18 years back)
  // cannot be picked; picked the other way round, the month's message says why.
  const year = form.watch(name("year")) as string | undefined;
  const refused = (month: string) => Boolean(year) && birthMonthProblem(`${year}-${month}`, thisMonth) !== null;
  // With both chosen, the month's message follows the pair at once: a month the year cannot hold says why, and a
  // message the pair no longer deserves goes (the month's error covers both selects).
  const recheck = () => {
    const chosen = form.getValues([name("month"), name("year")]) as unknown[];
    if (chosen.every((value) => value) || monthError) void form.trigger(name("month"));
  };
  const messageId = `${id}-month-message`;
  const hintId = `${id}-month-hint`;
  return (
    <div className="flex flex-col gap-3">
      {monthOnly ? null : (
        <>
          <p className="font-extrabold text-ink">{heading}</p>
          <TextField
            label={t`First name or nickname (optional)`}
            autoComplete="off"
            maxLength={CHILD_NAME_MAX}
            error={nameError?.message}
            {...form.register(name("name"))}
          />
        </>
      )}
      <fieldset aria-describedby={cn(hintId, monthError && messageId)} aria-invalid={monthError ? true : undefined}>
        <legend className="font-semibold text-ink">{t`Birth month`}</legend>
        <p id={hintId} className="text-sm text-ink-soft">
          {t`Expecting? Choose the month your baby is due.`}
        </p>
        <div className="mt-1.5 grid grid-cols-2 gap-2">
          <select
            aria-label={t({ message: "Month", comment: "The month of a child's birth" })}
            className={cn(SELECT, monthError ? "border-danger" : "border-line")}
            {...form.register(name("month"), { onChange: recheck })}
          >
            <option value="">{t({ message: "Month", comment: "The month of a child's birth" })}</option>
            {months.map((month) => (
              <option key={month.value} value={month.value} disabled={refused(month.value)}>
                {month.label}
              </option>
            ))}
          </select>
          <select
            aria-label={t({ message: "Year", comment: "The year of a child's birth" })}
            className={cn(SELECT, monthError ? "border-danger" : "border-line")}
            {...form.register(name("year"), { onChange: recheck })}
          >
            <option value="">{t({ message: "Year", comment: "The year of a child's birth" })}</option>
            {birthYearChoices(thisMonth).map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </div>
        {monthError?.message && (
          <p id={messageId} role="alert" className="mt-1.5 text-sm font-semibold text-danger">
            {catalogText(i18n, monthError.message)}
          </p>
        )}
      </fieldset>
    </div>
  );
}
