import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useSearch } from "wouter";
import { PRODUCT_NAME } from "@shared/product";
import { RESET_LINK_INVALID, type ResetPasswordForm, resetPasswordFormSchema, resetTokenField } from "@shared/schemas/password";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/form-field";
import { notify } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { useConfirmPasswordReset } from "./api/password-reset";
import { AuthLayout } from "./auth-layout";

/** The page a reset mail's link opens: a new password, typed twice, then straight in. */
export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const tokenLooksRight = resetTokenField.safeParse(token).success;
  const [, navigate] = useLocation();
  const confirm = useConfirmPasswordReset();
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const errors = form.formState.errors;

  useEffect(() => {
    document.title = `Choose a new password · ${PRODUCT_NAME}`;
  }, []);

  const onSubmit = form.handleSubmit(({ newPassword }) =>
    confirm.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          notify({ title: "Password changed", description: "You're signed in with your new password." });
          navigate("/", { replace: true });
        },
        onError: (error) =>
          form.setError("root", { message: error instanceof ApiError ? error.serverMessage : "We couldn't save that. Please try again." }),
      },
    ),
  );

  const askAgain = (
    <Link href="/forgot-password" className="font-bold text-brand underline">
      Send me a new link
    </Link>
  );

  if (!tokenLooksRight) {
    return (
      <AuthLayout title="This link doesn't work" subtitle={RESET_LINK_INVALID} footer={askAgain}>
        <p className="text-ink-soft">Links from a reset mail work once, for 30 minutes. A new one takes a moment to arrive.</p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password" subtitle="Pick something you'll remember. You'll be signed in straight away." footer={askAgain}>
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={confirm.isPending} className="flex flex-col gap-4">
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 6 characters."
            error={errors.newPassword?.message}
            {...form.register("newPassword")}
          />
          <TextField
            label="New password again"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register("confirmPassword")}
          />
          {errors.root?.message ? (
            <p role="alert" className="text-sm font-semibold text-danger">
              {errors.root.message}
            </p>
          ) : null}
          <Button type="submit" size="lg" className="mt-2">
            {confirm.isPending ? "Saving..." : "Save and sign in"}
          </Button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
