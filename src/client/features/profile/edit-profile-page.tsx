import { zodResolver } from "@hookform/resolvers/zod";
import { type FormEvent, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "wouter";
import { dailyGoalChoices } from "@shared/rules/labels";
import { z } from "zod";
import { toastText } from "@shared/messages";
import { EMAIL_CHANGE_REFUSED, emailField, usernameField } from "@shared/schemas/auth";
import { onboardingFormSchema } from "@shared/schemas/onboarding";
import { Button, buttonClasses } from "../../components/ui/button";
import { BackHeader } from "../../components/ui/back-header";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { FormError, TextField } from "../../components/ui/form-field";
import { failureText, notify, notifyFailure } from "../../components/ui/toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useForgetSession } from "../../data/logout";
import { useSignedInUser } from "../../data/current-user";
import { ParentingProfileFields } from "../../components/parenting-profile-fields";
import { useUpdateUser } from "../../data/update-user";
import { DocumentTitle } from "../../components/ui/document-title";


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
                {/* The same 1 to 5 as Settings; a goal stored outside them (the API takes up to 10) is still shown chosen. */}
                {dailyGoalChoices(me.dailyGoalTarget).map((goal) => (
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

/** The word the parent types to confirm deleting their account (docs/screens.md#edit-profile). */
export const DELETE_CONFIRM_WORD = "DELETE";

/** What deleting the account erases, said in the dialog before anything happens. */
export const DELETED_THINGS = [
  "your profile and sign-in details",
  "your lesson progress, XP, streak and badges",
  "your journal entries and reflections",
  "your favourite lessons, moods, practices and reminders",
  "your plan (it stops; nothing more is charged)",
] as const;

/**
 * Deletion (docs/screens.md#edit-profile): Delete Account opens a dialog that stays until the parent confirms or
 * cancels; it lists what will be deleted and asks them to type the word before the delete button works. The server
 * then ends the account's sessions on every device.
 */
function DeleteAccount({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const forgetSession = useForgetSession();
  const [, navigate] = useLocation();
  const confirmed = typed.trim().toUpperCase() === DELETE_CONFIRM_WORD;

  const close = (next: boolean) => {
    if (next || deleting) return;
    setOpen(false);
    setTyped("");
    setFailed(undefined);
  };

  const onDelete = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || deleting) return;
    setDeleting(true);
    setFailed(undefined);
    try {
      await apiRequest("DELETE", `/api/user/${userId}`);
      // Leave the signed-in screen first, then forget the parent it belonged to.
      navigate("/", { replace: true });
      forgetSession();
      notify(toastText.accountDeleted);
    } catch (error) {
      setDeleting(false);
      setFailed(`${toastText.deleteFailure.title}: ${failureText(toastText.deleteFailure, error as Error)}`);
    }
  };

  return (
    <Card className="border-danger/40 flex flex-col gap-3">
      <h2 className="text-xl font-extrabold">Delete Account</h2>
      <p className="text-ink-soft">
        This permanently erases your account, your progress, your journal and everything else you've saved. It can't be
        undone.
      </p>
      <Button variant="danger" className="self-start" onClick={() => setOpen(true)}>
        Delete Account
      </Button>
      <Dialog
        open={open}
        onOpenChange={close}
        title="Delete your account?"
        description="This can't be undone."
        closeOnOutsideTap={false}
      >
        <form onSubmit={(event) => void onDelete(event)} className="flex flex-col gap-4">
          <div>
            <p className="font-semibold">Deleting your account erases, for good:</p>
            <ul className="mt-1 list-disc pl-6 text-ink-soft">
              {DELETED_THINGS.map((thing) => (
                <li key={thing}>{thing}</li>
              ))}
            </ul>
            <p className="mt-2 text-ink-soft">You'll be signed out on every device.</p>
          </div>
          <TextField
            label={`Type ${DELETE_CONFIRM_WORD} to confirm`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            disabled={deleting}
          />
          <FormError message={failed} />
          <div className="flex flex-col gap-3 sm:flex-row-reverse">
            <Button type="submit" variant="danger" size="lg" className="flex-1" disabled={!confirmed || deleting}>
              {deleting ? "Deleting..." : "Delete my account"}
            </Button>
            <Button type="button" variant="secondary" size="lg" className="flex-1" disabled={deleting} onClick={() => close(false)}>
              Cancel
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
