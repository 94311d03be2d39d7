import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import { Link, useSearch } from "wouter";
import { toastText } from "@shared/messages";
import { PRODUCT_NAME } from "@shared/product";
import { REGISTER_EMAIL_REFUSED, registerSchema, type RegisterInput } from "@shared/schemas/auth";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/form-field";
import { notifyFailure } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { useRegister } from "./api/register";
import { AuthLayout } from "../../components/auth-layout";
import { nextPath, withNext } from "../../lib/next-path";
import { cameToKeepLesson, holdsGuestLesson } from "../../data/guest-lesson-claim";
import { useHydrated } from "../../lib/hydrated";

export function RegisterPage() {
  const { t, i18n } = useLingui();
  const register = useRegister();
  // An invitation link sends here with `next`, so the new account comes back to it (lib/next-path.ts).
  const search = useSearch();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: "", email: "", password: "" },
  });
  const errors = form.formState.errors;
  // From the guest lesson's "Save your progress", with its token still here: the account will keep that lesson.
  const hydrated = useHydrated();
  const keepsLesson = hydrated && cameToKeepLesson(window.location.search) && holdsGuestLesson();

  const onSubmit = form.handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: () => {
        // docs/screens.md#login-and-register: after registering, a full page load of /, where onboarding's own heading
        // welcomes the parent (no toast over it); or of the same-site page that sent here (an invitation).
        window.location.assign(nextPath(search));
      },
      onError: (error) => {
        // An email in use is answered without saying so (docs/product-rules.md#accounts-and-email-addresses); its
        // owner gets the ways back in beside the field.
        if (error instanceof ApiError && error.serverMessage === REGISTER_EMAIL_REFUSED) {
          form.setError("email", { message: REGISTER_EMAIL_REFUSED }, { shouldFocus: true });
        } else {
          notifyFailure(
            { title: i18n._(toastText.registerFailure.title), fallback: i18n._(toastText.registerFailure.fallback) },
            error,
          );
        }
      },
    }),
  );

  return (
    <AuthLayout
      title={t`Join ${PRODUCT_NAME}!`}
      subtitle={t`Five-minute lessons for the hard moments of parenting.`}
      footer={
        <>
          <Trans>
            Already have an account?{" "}
            <Link href={withNext("/login", search)} className="font-bold text-brand underline">
              Log in
            </Link>
          </Trans>
        </>
      }
    >
      {keepsLesson ? (
        <p className="mb-4 rounded-card bg-brand-soft p-3 font-semibold">
          <Trans>Your lesson will be kept: once your account is created, it is marked done with its XP.</Trans>
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={register.isPending || register.isSuccess} className="flex flex-col gap-4">
          <TextField
            label={t`Username`}
            autoComplete="username"
            error={errors.username?.message}
            {...form.register("username")}
          />
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...form.register("email")}
          />
          {errors.email?.message === REGISTER_EMAIL_REFUSED ? (
            <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
              <Link href={withNext("/login", search)} className="font-bold text-brand underline">
                <Trans>Sign in</Trans>
              </Link>
              <Link href="/forgot-password" className="font-bold text-brand underline">
                <Trans>Reset your password</Trans>
              </Link>
            </p>
          ) : null}
          <TextField
            label={t`Password`}
            type="password"
            autoComplete="new-password"
            hint={t`At least 6 characters.`}
            error={errors.password?.message}
            {...form.register("password")}
          />
          <Button type="submit" size="lg" className="mt-2">
            {register.isPending
              ? t`Creating account...`
              : t({ message: "Create Account", comment: "Button that sends the sign-up form" })}
          </Button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
