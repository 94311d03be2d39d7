import { zodResolver } from "@hookform/resolvers/zod";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useRef, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { z } from "zod";
import { ageGroupFor, familyChildAge, monthOf } from "@shared/rules/child-age";
import { localDate } from "@shared/rules/days";
import { MAX_CHILDREN, childDraftSchema, emptyChildDraft } from "@shared/schemas/family";
import { onboardingFormSchema } from "@shared/schemas/onboarding";
import type { Family } from "@shared/schemas/family";
import { ChildFields } from "../../components/child-fields";
import { Card } from "../../components/ui/card";
import { useChangeFamily, useFamily } from "../../data/family";
import { Pip } from "../../components/art/monsters";
import { Button } from "../../components/ui/button";
import { notifyFailure } from "../../components/ui/toast";
import { useSignedInUser } from "../../data/current-user";
import { ParentingProfileFields } from "../../components/parenting-profile-fields";
import { useUpdateUser } from "../../data/update-user";
import { DocumentTitle } from "../../components/ui/document-title";
import { forgetDraft, readDraft, useFormDraft, writeDraft } from "../../lib/form-draft";

const saveFailure = { title: msg`We couldn't save your answers`, fallback: msg`Please try again.` };

/** The onboarding form: the first child (and any others) where the spec asked the age, then the other five questions. */
const onboardingPageSchema = (thisMonth: string, joined: boolean) =>
  onboardingFormSchema.omit({ childAge: true }).extend({
    children: z
      .array(childDraftSchema(thisMonth))
      .min(joined ? 0 : 1)
      .max(MAX_CHILDREN),
  });
type OnboardingPageInput = z.input<ReturnType<typeof onboardingPageSchema>>;
type OnboardingPageOutput = z.output<ReturnType<typeof onboardingPageSchema>>;

/**
 * Onboarding (docs/screens.md#onboarding, docs/product-rules.md#navigation): shown after registration until completed.
 * The answers personalise the home greeting and the profile.
 */
export function OnboardingPage() {
  const { t, i18n } = useLingui();
  const user = useSignedInUser();
  const update = useUpdateUser(user.id);
  const changeFamily = useChangeFamily(user.id);
  const [, navigate] = useLocation();
  const { childAge: _age, ...saved } = user.onboardingData ?? {};
  const thisMonth = monthOf(localDate(new Date(), user.timeZone));
  // A family that has children already is not asked for a first child again, whoever fills the form
  // (docs/product-rules.md#a-second-carer): a carer who joined it, a carer it passed to as owner, an owner whose
  // children were kept by an earlier try. A family with none is asked, the owner's and a joined carer's alike.
  const family = useFamily();
  const joinedChildren = family.data && family.data.children.length > 0 ? family.data.children : undefined;
  const joined = joinedChildren !== undefined;
  const schema = useMemo(() => onboardingPageSchema(thisMonth, joined), [thisMonth, joined]);
  // What the parent answered before a reload comes back (src/client/lib/form-draft.ts), with how many of its children
  // were already kept, so trying again adds none twice.
  const draftKey = `growly.onboarding.${user.id}`;
  const keptKey = `${draftKey}.kept`;
  const [draft] = useState(() => {
    const kept = readDraft<Partial<OnboardingPageInput>>(draftKey);
    // A draft of another shape (an older version of the form) is left out rather than half applied.
    return Array.isArray(kept?.children) && kept.children.length > 0 ? kept : null;
  });
  const form = useForm<OnboardingPageInput, unknown, OnboardingPageOutput>({
    resolver: zodResolver(schema),
    // Earlier answers (if any) come back; the multi-selects start empty rather than undefined.
    defaultValues: {
      parentingChallenges: [],
      primaryGoals: [],
      ...saved,
      children: [emptyChildDraft()],
      ...draft,
    } as Partial<OnboardingPageInput>,
  });
  useFormDraft(form, draftKey);
  const children = useFieldArray({ control: form.control, name: "children" });
  // The family read after the form opened: a joined carer's form keeps no child of its own to add.
  const { replace: replaceChildren } = children;
  useEffect(() => {
    if (joined) replaceChildren([]);
  }, [joined, replaceChildren]);
  // Children already kept by an earlier try of this form, so trying again after a failure adds none twice.
  const [keptBefore] = useState(() => Number(readDraft<number>(keptKey)) || 0);
  const kept = useRef<{ count: number; family?: Family }>({ count: keptBefore });
  const pending = update.isPending || changeFamily.isPending;

  const onSubmit = form.handleSubmit(async ({ children: drafts, ...answers }) => {
    try {
      for (const child of drafts.slice(kept.current.count)) {
        kept.current.family = await changeFamily.mutateAsync({ kind: "add", child });
        kept.current.count += 1;
        writeDraft(keptKey, kept.current.count);
      }
      // The spec's childAge stays in the answers, as the children stand for it (docs/product-rules.md#the-family);
      // after a reload that kept them all already, the form's own months say the same.
      const ageGroups =
        (joinedChildren ?? kept.current.family?.children)?.map((child) => child.ageGroup) ??
        drafts.map((child) => ageGroupFor(child.birthMonth, thisMonth));
      const childAge = familyChildAge(ageGroups);
      await update.mutateAsync({ onboardingData: { ...answers, ...(childAge && { childAge }) } });
      forgetDraft(draftKey);
      forgetDraft(keptKey);
      navigate("/", { replace: true });
    } catch (error) {
      notifyFailure({ title: i18n._(saveFailure.title), fallback: i18n._(saveFailure.fallback) }, error as Error);
    }
  });

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <DocumentTitle>
        {t({ message: "Welcome", comment: "The browser tab's title on the first questions after sign-up" })}
      </DocumentTitle>
      <header className="flex items-center gap-4">
        <Pip mood="happy" className="size-20 shrink-0" />
        <div>
          <h1 className="text-3xl font-extrabold">
            <Trans>Tell us about your family</Trans>
          </h1>
          <p className="mt-1 text-ink-soft">
            <Trans>Six quick questions, so your lessons fit the little monsters in your life.</Trans>
          </p>
        </div>
      </header>
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={pending} className="flex flex-col gap-5">
          {joined ? null : (
            <Card className="flex flex-col gap-5">
              <h2 className="text-lg font-extrabold text-ink">
                <Trans>Your children</Trans>
              </h2>
              {children.fields.map((child, index) => {
                const number = index + 1;
                return (
                  <div
                    key={child.id}
                    className="flex flex-col gap-2 border-line not-first-of-type:border-t-2 not-first-of-type:pt-4"
                  >
                    <ChildFields
                      form={form}
                      prefix={`children.${index}.`}
                      thisMonth={thisMonth}
                      heading={
                        index === 0
                          ? t`Your first child`
                          : t({ message: `Child ${number}`, comment: "{number} counts the children: Child 2, Child 3" })
                      }
                    />
                    {index > 0 && (
                      <Button
                        type="button"
                        variant="ghost"
                        className="self-start"
                        onClick={() => children.remove(index)}
                      >
                        <Trans comment="Button: take this child off the onboarding form">Remove this child</Trans>
                      </Button>
                    )}
                  </div>
                );
              })}
              {children.fields.length < MAX_CHILDREN && (
                <Button
                  type="button"
                  variant="secondary"
                  className="self-start"
                  onClick={() => children.append(emptyChildDraft())}
                >
                  <Trans>Add another child</Trans>
                </Button>
              )}
            </Card>
          )}
          <ParentingProfileFields form={form} suggestDay />
          <Button type="submit" size="lg" className="self-stretch sm:self-end">
            {pending ? t`Saving...` : t`Start Learning`}
          </Button>
        </fieldset>
      </form>
    </div>
  );
}
