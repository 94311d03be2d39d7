import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { PRODUCT_NAME } from "@shared/product";
import { type PasswordResetRequestInput, passwordResetRequestSchema } from "@shared/schemas/password";
import { Button } from "../../components/ui/button";
import { FormError, TextField } from "../../components/ui/form-field";
import { ApiError } from "../../lib/api";
import { useRequestPasswordReset } from "./api/password-reset";
import { AuthLayout } from "../../components/auth-layout";

/** "Forgot password?": an email address in, a reset link out (if an account uses it). */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const request = useRequestPasswordReset();
  const form = useForm<PasswordResetRequestInput>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: "" },
  });
  const errors = form.formState.errors;

  useEffect(() => {
    document.title = `${t`Forgot password`} · ${PRODUCT_NAME}`;
  }, [t]);

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onError: (error) =>
        form.setError("root", {
          message: error instanceof ApiError ? error.serverMessage : t`We couldn't send that. Please try again.`,
        }),
    }),
  );

  const backToLogin = (
    <Link href="/login" className="font-bold text-brand underline">
      <Trans>Back to log in</Trans>
    </Link>
  );

  if (request.isSuccess) {
    return (
      <AuthLayout title={t`Check your email`} subtitle={request.data.message} footer={backToLogin}>
        <p className="text-ink-soft">
          <Trans>
            Nothing there after a few minutes? Look in your spam folder, or{" "}
            <button type="button" className="font-bold text-brand underline" onClick={() => request.reset()}>
              try another address
            </button>
            .
          </Trans>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t`Forgot your password?`}
      subtitle={t`It happens to every busy parent. Tell us your email and we'll send you a link to choose a new one.`}
      footer={backToLogin}
    >
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={request.isPending} className="flex flex-col gap-4">
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...form.register("email")}
          />
          <FormError message={errors.root?.message} />
          <Button type="submit" size="lg" className="mt-2">
            {request.isPending ? t`Sending...` : t`Send me a reset link`}
          </Button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
