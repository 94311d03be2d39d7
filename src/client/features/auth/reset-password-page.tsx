import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useSearch } from "wouter";
import { PRODUCT_NAME } from "@shared/product";
import {
  RESET_LINK_INVALID,
  type ResetPasswordForm,
  resetPasswordFormSchema,
  resetTokenField,
} from "@shared/schemas/password";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-field";
import { notify } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { useConfirmPasswordReset } from "./api/password-reset";
import { AuthLayout } from "../../components/auth-layout";
import { NewPasswordFields } from "../../components/new-password-fields";

/** The page a reset mail's link opens: a new password, typed twice, then straight in. */
export function ResetPasswordPage() {
  const { t, i18n } = useLingui();
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
    document.title = `${t`Choose a new password`} · ${PRODUCT_NAME}`;
  }, [t]);

  const onSubmit = form.handleSubmit(({ newPassword }) =>
    confirm.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          notify({ title: t`Password changed`, description: t`You're signed in with your new password.` });
          navigate("/", { replace: true });
        },
        onError: (error) =>
          form.setError("root", {
            message: error instanceof ApiError ? error.serverMessage : t`We couldn't save that. Please try again.`,
          }),
      },
    ),
  );

  const askAgain = (
    <Link href="/forgot-password" className="font-bold text-brand underline">
      <Trans>Send me a new link</Trans>
    </Link>
  );

  if (!tokenLooksRight) {
    return (
      <AuthLayout title={t`This link doesn't work`} subtitle={i18n._(RESET_LINK_INVALID)} footer={askAgain}>
        <p className="text-ink-soft">
          <Trans>Links from a reset mail work once, for 30 minutes. A new one takes a moment to arrive.</Trans>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t`Choose a new password`}
      subtitle={t`Pick something you'll remember. You'll be signed in straight away.`}
      footer={askAgain}
    >
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={confirm.isPending} className="flex flex-col gap-4">
          <NewPasswordFields register={form.register} errors={errors} />
          <FormError message={errors.root?.message} />
          <Button type="submit" size="lg" className="mt-2">
            {confirm.isPending ? t`Saving...` : t`Save and sign in`}
          </Button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
