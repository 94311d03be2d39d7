import { zodResolver } from "@hookform/resolvers/zod";
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import {
  type ChangePasswordForm as ChangePasswordValues,
  changePasswordFormSchema,
} from "@shared/schemas/password";
import { Button } from "../../components/ui/button";
import { FormError, TextField } from "../../components/ui/form-field";
import { notify } from "../../components/ui/toast";
import { ApiError } from "../../lib/api";
import { NewPasswordFields } from "../../components/new-password-fields";
import { useChangePassword } from "./api/password";

const EMPTY: ChangePasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function devicesSignedOut(i18n: I18n, count: number): string {
  if (count === 0) return i18n._(msg`You're still signed in here.`);
  return i18n._(
    msg`${plural(count, {
      one: "We signed you out on # other device; you're still signed in here.",
      other: "We signed you out on # other devices; you're still signed in here.",
    })}`,
  );
}

/** Change password in Settings: the current one, then the new one twice. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { i18n, t } = useLingui();
  const form = useForm<ChangePasswordValues>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ endedSessions }) => {
          form.reset(EMPTY);
          notify({ title: t`Password changed`, description: devicesSignedOut(i18n, endedSessions) });
        },
        onError: (error) => {
          const message =
            error instanceof ApiError ? error.serverMessage : t`We couldn't change your password. Please try again.`;
          // A wrong current password belongs beside that field; anything else (too many tries) under the button.
          if (error instanceof ApiError && error.status === 400 && /current password/i.test(message)) {
            form.setError("currentPassword", { message }, { shouldFocus: true });
          } else {
            form.setError("root", { message });
          }
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="change-password-heading">
      <fieldset disabled={change.isPending} className="flex flex-col gap-4">
        <h3 id="change-password-heading" className="text-lg font-bold">
          <Trans comment="Heading of the form">Change password</Trans>
        </h3>
        <TextField
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register("currentPassword")}
        />
        <NewPasswordFields register={form.register} errors={errors} />
        <FormError message={errors.root?.message} />
        <Button type="submit">
          {change.isPending ? t`Changing password...` : t({ message: "Change password", comment: "Button that saves the new password" })}
        </Button>
      </fieldset>
    </form>
  );
}
