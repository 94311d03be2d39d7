import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useLocation, useSearch } from "wouter";
import { toastText } from "@shared/messages";
import { loginSchema, type LoginInput } from "@shared/schemas/auth";
import { Button } from "../../components/ui/button";
import { FormError, TextField } from "../../components/ui/form-field";
import { failureText } from "../../components/ui/toast";
import { useLogin } from "./api/login";
import { AuthLayout } from "../../components/auth-layout";
import { nextPath, withNext } from "../../lib/next-path";
import { takeSignedOutNote } from "../../lib/signed-out-elsewhere";

export function LoginPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const login = useLogin();
  // An invitation link sends here with `next`, so signing in comes back to it (lib/next-path.ts).
  const search = useSearch();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const errors = form.formState.errors;
  // A device signed out from elsewhere (lib/signed-out-elsewhere.ts) is told why, once.
  const [signedOutElsewhere, setSignedOutElsewhere] = useState(false);
  useEffect(() => {
    if (takeSignedOutNote()) setSignedOutElsewhere(true);
  }, []);
  // After a failed try, focus goes back to the password, the field most often mistyped, once the form is usable again.
  const { setFocus } = form;
  useEffect(() => {
    if (login.error && !login.isPending) setFocus("password");
  }, [login.error, login.isPending, setFocus]);

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      // Home greets the parent by name: a "Welcome back!" toast would only say it again, over the greeting.
      onSuccess: () => navigate(nextPath(search)),
      // Said beside the form, where the parent is looking, and it stays until they try again.
      onError: (error) => {
        const failedTitle = i18n._(toastText.loginFailure.title);
        const reason = failureText({ fallback: i18n._(toastText.loginFailure.fallback) }, error);
        form.setError("root", {
          message: t({
            message: `${failedTitle}: ${reason}`,
            comment: 'A failed login, said beside the form: "Login failed: what went wrong"',
          }),
        });
      },
    }),
  );

  return (
    <AuthLayout
      title={t`Welcome back!`}
      subtitle={t`Log in to pick up where you left off.`}
      footer={
        <>
          <Trans>
            New here?{" "}
            <Link href={withNext("/register", search)} className="font-bold text-brand underline">
              Create an account
            </Link>
          </Trans>
        </>
      }
    >
      {signedOutElsewhere ? (
        <p role="status" className="mb-4 rounded-card bg-brand-soft p-3 font-semibold">
          <Trans>
            You were signed out on this device because your session ended here: your password was changed, or your
            other devices were signed out. Log in again to carry on.
          </Trans>
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={login.isPending} className="flex flex-col gap-4">
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...form.register("email")}
          />
          <TextField
            label={t`Password`}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register("password")}
          />
          <Link href="/forgot-password" className="-mt-1 self-end font-semibold text-brand underline">
            <Trans>Forgot password?</Trans>
          </Link>
          <FormError message={errors.root?.message} />
          <Button type="submit" size="lg" className="mt-2">
            {login.isPending
              ? t`Logging in...`
              : t({ message: "Log In", comment: "Button that sends the log in form" })}
          </Button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
