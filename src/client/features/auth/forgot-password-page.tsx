import { zodResolver } from "@hookform/resolvers/zod";
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
  const request = useRequestPasswordReset();
  const form = useForm<PasswordResetRequestInput>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: "" },
  });
  const errors = form.formState.errors;

  useEffect(() => {
    document.title = `Forgot password · ${PRODUCT_NAME}`;
  }, []);

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onError: (error) =>
        form.setError("root", {
          message: error instanceof ApiError ? error.serverMessage : "We couldn't send that. Please try again.",
        }),
    }),
  );

  const backToLogin = (
    <Link href="/login" className="font-bold text-brand underline">
      Back to log in
    </Link>
  );

  if (request.isSuccess) {
    return (
      <AuthLayout title="Check your email" subtitle={request.data.message} footer={backToLogin}>
        <p className="text-ink-soft">
          Nothing there after a few minutes? Look in your spam folder, or{" "}
          <button type="button" className="font-bold text-brand underline" onClick={() => request.reset()}>
            try another address
          </button>
          .
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="It happens to every busy parent. Tell us your email and we'll send you a link to choose a new one."
      footer={backToLogin}
    >
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={request.isPending} className="flex flex-col gap-4">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...form.register("email")}
          />
          <FormError message={errors.root?.message} />
          <Button type="submit" size="lg" className="mt-2">
            {request.isPending ? "Sending..." : "Send me a reset link"}
          </Button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
