import { zodResolver } from "@hookform/resolvers/zod";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { type OnboardingForm, onboardingFormSchema } from "@shared/schemas/onboarding";
import { Pip } from "../../components/art/monsters";
import { Button } from "../../components/ui/button";
import { notifyFailure } from "../../components/ui/toast";
import { useSignedInUser } from "../../data/current-user";
import { ParentingProfileFields } from "../../components/parenting-profile-fields";
import { useUpdateUser } from "../../data/update-user";
import { DocumentTitle } from "../../components/ui/document-title";

const saveFailure = { title: msg`We couldn't save your answers`, fallback: msg`Please try again.` };

/**
 * Onboarding (docs/screens.md#onboarding, docs/product-rules.md#navigation): shown after registration until completed.
 * The answers personalise the home greeting and the profile.
 */
export function OnboardingPage() {
  const { t, i18n } = useLingui();
  const user = useSignedInUser();
  const update = useUpdateUser(user.id);
  const [, navigate] = useLocation();
  const saved = user.onboardingData ?? {};
  const form = useForm<OnboardingForm>({
    resolver: zodResolver(onboardingFormSchema),
    // Earlier answers (if any) come back; the multi-selects start empty rather than undefined.
    defaultValues: { parentingChallenges: [], primaryGoals: [], ...saved } as Partial<OnboardingForm>,
  });

  const onSubmit = form.handleSubmit((answers) =>
    update.mutate(
      { onboardingData: answers },
      {
        onSuccess: () => navigate("/", { replace: true }),
        onError: (error) =>
          notifyFailure({ title: i18n._(saveFailure.title), fallback: i18n._(saveFailure.fallback) }, error),
      },
    ),
  );

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
        <fieldset disabled={update.isPending} className="flex flex-col gap-5">
          <ParentingProfileFields form={form} />
          <Button type="submit" size="lg" className="self-stretch sm:self-end">
            {update.isPending ? t`Saving...` : t`Start Learning`}
          </Button>
        </fieldset>
      </form>
    </div>
  );
}
