import { zodResolver } from "@hookform/resolvers/zod";
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

export function devicesSignedOut(count: number): string {
  if (count === 0) return "You're still signed in here.";
  return `We signed you out on ${count} other ${count === 1 ? "device" : "devices"}; you're still signed in here.`;
}

/** Change password in Settings: the current one, then the new one twice. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordValues>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ endedSessions }) => {
          form.reset(EMPTY);
          notify({ title: "Password changed", description: devicesSignedOut(endedSessions) });
        },
        onError: (error) => {
          const message =
            error instanceof ApiError ? error.serverMessage : "We couldn't change your password. Please try again.";
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
          Change password
        </h3>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register("currentPassword")}
        />
        <NewPasswordFields register={form.register} errors={errors} />
        <FormError message={errors.root?.message} />
        <Button type="submit">{change.isPending ? "Changing password..." : "Change password"}</Button>
      </fieldset>
    </form>
  );
}
