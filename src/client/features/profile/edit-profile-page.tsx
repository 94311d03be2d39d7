import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "wouter";
import { z } from "zod";
import { toastText } from "@shared/messages";
import { EMAIL_CHANGE_REFUSED, emailField, usernameField } from "@shared/schemas/auth";
import { onboardingFormSchema } from "@shared/schemas/onboarding";
import { Button, buttonClasses } from "../../components/ui/button";
import { BackHeader } from "../../components/ui/back-header";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/form-field";
import { notify, notifyFailure } from "../../components/ui/toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useForgetSession } from "../../data/logout";
import { useSignedInUser } from "../../data/current-user";
import { ParentingProfileFields } from "../../components/parenting-profile-fields";
import { useUpdateUser } from "../../data/update-user";
import { DocumentTitle } from "../../components/ui/document-title";

/** docs/screens.md#constants: the delete button stays armed this long. */
export const DELETE_CONFIRM_WINDOW_MS = 5000;
const DAILY_GOALS = Array.from({ length: 10 }, (_, index) => index + 1);

const editProfileSchema = z.object({
  username: usernameField,
  email: emailField,
  dailyGoalTarget: z
    .number()
    .int()
    .min(1, "Daily goal must be between 1 and 10")
    .max(10, "Daily goal must be between 1 and 10"),
  onboardingData: onboardingFormSchema,
});
type EditProfileInput = z.input<typeof editProfileSchema>;
type EditProfileOutput = z.output<typeof editProfileSchema>;

/**
 * Edit Profile (docs/screens.md#edit-profile, docs/screens.md#form-validation): basic information, the parenting
 * profile, and account deletion.
 */
export function EditProfilePage() {
  const me = useSignedInUser();
  const update = useUpdateUser(me.id);
  const [, navigate] = useLocation();
  const form = useForm<EditProfileInput, unknown, EditProfileOutput>({
    resolver: zodResolver(editProfileSchema),
    defaultValues: {
      username: me.username,
      email: me.email,
      dailyGoalTarget: me.dailyGoalTarget,
      onboardingData: {
        parentingChallenges: [],
        primaryGoals: [],
        ...me.onboardingData,
      } as EditProfileInput["onboardingData"],
    },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notify(toastText.profileUpdated);
        navigate("/profile");
      },
      onError: (error) => {
        if (error instanceof ApiError && error.serverMessage === EMAIL_CHANGE_REFUSED) {
          form.setError("email", { message: EMAIL_CHANGE_REFUSED }, { shouldFocus: true });
        } else {
          notifyFailure(toastText.profileUpdateFailure, error);
        }
      },
    }),
  );

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <DocumentTitle>Edit Profile</DocumentTitle>
      <BackHeader title="Edit Profile" backTo="/profile" backLabel="Back to profile" />
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={update.isPending} className="flex flex-col gap-5">
          <Card className="flex flex-col gap-4">
            <h2 className="text-xl font-extrabold">Basic Information</h2>
            <TextField
              label="Username"
              autoComplete="username"
              error={errors.username?.message}
              {...form.register("username")}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...form.register("email")}
            />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="daily-goal" className="font-semibold text-ink">
                Daily goal (lessons a day)
              </label>
              <select
                id="daily-goal"
                className="min-h-12 rounded-xl border-2 border-line bg-surface px-4 text-base text-ink focus:border-brand focus:outline-none"
                {...form.register("dailyGoalTarget", { valueAsNumber: true })}
              >
                {DAILY_GOALS.map((goal) => (
                  <option key={goal} value={goal}>
                    {goal}
                  </option>
                ))}
              </select>
            </div>
          </Card>
          <h2 className="text-xl font-extrabold">Parenting Profile</h2>
          <ParentingProfileFields form={form} prefix="onboardingData." />
          <div className="flex flex-wrap justify-end gap-2">
            <Link href="/profile" className={buttonClasses("secondary", "lg")}>
              Cancel
            </Link>
            <Button type="submit" size="lg">
              {update.isPending ? "Saving..." : "Save Changes"}
            </Button>
          </div>
        </fieldset>
      </form>
      <DeleteAccount userId={me.id} />
    </div>
  );
}

/**
 * Two-step deletion (docs/screens.md#edit-profile): the first click arms the button for 5 seconds, a second click
 * deletes.
 */
function DeleteAccount({ userId }: { userId: number }) {
  const [armed, setArmed] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const forgetSession = useForgetSession();
  const [, navigate] = useLocation();

  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    if (!armed) {
      setArmed(true);
      timer.current = setTimeout(() => setArmed(false), DELETE_CONFIRM_WINDOW_MS);
      return;
    }
    clearTimeout(timer.current);
    setArmed(false);
    setDeleting(true);
    try {
      await apiRequest("DELETE", `/api/user/${userId}`);
      // Leave the signed-in screen first, then forget the parent it belonged to.
      navigate("/", { replace: true });
      forgetSession();
      notify(toastText.accountDeleted);
    } catch (error) {
      setDeleting(false);
      notifyFailure(toastText.deleteFailure, error as Error);
    }
  };

  return (
    <Card className="border-danger/40 flex flex-col gap-3">
      <h2 className="text-xl font-extrabold">Delete Account</h2>
      <p className="text-ink-soft">
        This permanently erases your account, your progress, your journal and everything else you've saved. It can't be
        undone.
      </p>
      <Button
        variant="danger"
        className="self-start"
        disabled={deleting}
        onClick={() => void onClick()}
        aria-live="polite"
      >
        {deleting ? "Deleting..." : armed ? "Click again to confirm delete" : "Delete Account"}
      </Button>
    </Card>
  );
}
