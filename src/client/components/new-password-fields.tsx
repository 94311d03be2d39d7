import { useLingui } from "@lingui/react/macro";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { NewPasswordValues } from "@shared/schemas/password";
import { TextField } from "./ui/form-field";

/**
 * The new password typed twice, with the length hint: the same on the reset page and in Settings, so the two
 * never drift apart. The form's schema checks that both match (`withConfirmedPassword`).
 */
export function NewPasswordFields<Values extends NewPasswordValues>({
  register,
  errors,
}: {
  register: UseFormRegister<Values>;
  errors: FieldErrors<NewPasswordValues>;
}) {
  // Every form passed here holds both fields; react-hook-form cannot see that through the generic.
  const { t } = useLingui();
  const registerField = register as unknown as UseFormRegister<NewPasswordValues>;
  return (
    <>
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        hint={t`At least 6 characters.`}
        error={errors.newPassword?.message}
        {...registerField("newPassword")}
      />
      <TextField
        label={t({ message: "New password again", comment: "The field where the new password is typed a second time, to confirm it" })}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...registerField("confirmPassword")}
      />
    </>
  );
}
