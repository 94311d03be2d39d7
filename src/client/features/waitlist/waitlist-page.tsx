import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { toastText } from "@shared/messages";
import { waitlistSchema, type WaitlistInput } from "@shared/schemas/auth";
import { Pip } from "../../components/art/monsters";
import { Button, buttonClasses } from "../../components/ui/button";
import { TextField } from "../../components/ui/form-field";
import { notify, notifyFailure } from "../../components/ui/toast";
import { apiRequest } from "../../lib/api";
import { AuthLayout } from "../../components/auth-layout";

export const joinWaitlist = (input: WaitlistInput) => apiRequest<{ message: string }>("POST", "/api/waitlist", input);

export function WaitlistPage() {
  const { t, i18n } = useLingui();
  const join = useMutation({ mutationFn: joinWaitlist });
  const form = useForm<WaitlistInput>({ resolver: zodResolver(waitlistSchema), defaultValues: { email: "" } });

  if (join.isSuccess) {
    return (
      <AuthLayout title={t`You're In!`} subtitle={i18n._(toastText.waitlistSuccess.description)} footer={null}>
        <div className="flex flex-col items-center gap-6">
          <Pip mood="happy" className="size-36 animate-bob" title={t`Pip bouncing with joy`} />
          <Link href="/" className={buttonClasses("primary", "lg", "w-full")}>
            <Trans>Back to Home</Trans>
          </Link>
        </div>
      </AuthLayout>
    );
  }

  const onSubmit = form.handleSubmit((values) =>
    join.mutate(values, {
      onSuccess: () =>
        notify({
          title: i18n._(toastText.waitlistSuccess.title),
          description: i18n._(toastText.waitlistSuccess.description),
        }),
      onError: (error) =>
        notifyFailure(
          { title: i18n._(toastText.waitlistFailure.title), fallback: i18n._(toastText.waitlistFailure.fallback) },
          error,
        ),
    }),
  );

  return (
    <AuthLayout
      title={t`Join the Waitlist`}
      subtitle={t`One email with our launch news, nothing else. No need to wait for it: you can create an account today.`}
      footer={
        <Link href="/" className="font-bold text-brand underline">
          <Trans>Back to Home</Trans>
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={join.isPending} className="flex flex-col gap-4">
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t({
              message: "you@example.com",
              comment: "Example email address in the empty field: use a typical one for your language",
            })}
            error={form.formState.errors.email?.message}
            {...form.register("email")}
          />
          <Button type="submit" size="lg">
            {join.isPending ? t`Joining...` : t`Join Waitlist`}
          </Button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
