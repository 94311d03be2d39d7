import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useId } from "react";
import { type Resolver, type ResolverResult, useForm } from "react-hook-form";
import { localDate } from "@shared/rules/days";
import { type ChildDraft, draftMonthProblem, draftOf, monthOf } from "@shared/rules/child-age";
import type { Child } from "@shared/schemas/family";
import { ChildFields } from "../../components/child-fields";
import { Button } from "../../components/ui/button";
import { notify, notifyFailure } from "../../components/ui/toast";
import { useChangeFamily } from "../../data/family";
import { useMarkBirthMonthAsked } from "../../data/settings";

type Saved = { name: string | null; birthMonth: string };

/**
 * Home asks once, kindly, for the birth month of a child kept from the old age answer
 * (docs/product-rules.md#home-for-the-selected-child). Saving or "Not now" ends the question for good on this account
 * (the `birthMonthAsked` setting); the month can still be added in Edit Profile.
 */
export function BirthMonthAsk({
  userId,
  timeZone,
  child,
  label,
}: {
  userId: number;
  timeZone: string;
  child: Child;
  /** What the child is called on screen (their name, or "Child 1"). */
  label: string;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const change = useChangeFamily(userId);
  const asked = useMarkBirthMonthAsked(userId);
  const thisMonth = monthOf(localDate(new Date(), timeZone));
  // Only the month is asked here, with the onboarding's rule in plain code (src/shared/rules/child-age.ts): home
  // does not load the validation library (tests/e2e/daily-screens.test.ts), and the name stays as it was.
  const resolver = useCallback<Resolver<ChildDraft, unknown, Saved>>(
    (draft): ResolverResult<ChildDraft, Saved> => {
      const problem = draftMonthProblem(draft, thisMonth);
      if (problem) return { values: {}, errors: { month: { type: "custom", message: problem } } };
      return { values: { name: child.name, birthMonth: `${draft.year}-${draft.month}` }, errors: {} };
    },
    [thisMonth, child.name],
  );
  const form = useForm<ChildDraft, unknown, Saved>({ resolver, defaultValues: draftOf(child) });

  const save = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync({ kind: "update", id: child.id, changes: values });
      asked.mutate();
      notify({ title: t`Saved` });
    } catch (error) {
      notifyFailure({ title: t`We couldn't save your family`, fallback: t`Please try again.` }, error as Error);
    }
  });

  return (
    <section aria-labelledby={titleId} className="rounded-card border-2 border-brand-soft bg-surface p-4">
      <h2 id={titleId} className="text-lg font-extrabold">
        <Trans comment="Home's one question for a child kept without a birth month; {label} is the child's name or 'Child 1'">
          When was {label} born?
        </Trans>
      </h2>
      <p className="mt-1 text-ink-soft">
        <Trans>With the month, Growly moves on with your child as they grow. Only the month and year are kept.</Trans>
      </p>
      <form onSubmit={(event) => void save(event)} noValidate className="mt-3 flex flex-col gap-3">
        <fieldset disabled={change.isPending} className="flex flex-col gap-3">
          <ChildFields form={form} prefix="" thisMonth={thisMonth} heading={label} monthOnly />
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={change.isPending}>
            <Trans comment="Button: save the child's birth month from home">Save the month</Trans>
          </Button>
          <Button type="button" variant="ghost" disabled={change.isPending} onClick={() => asked.mutate()}>
            <Trans comment="Button: put aside home's question about the child's birth month, for good">Not now</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
