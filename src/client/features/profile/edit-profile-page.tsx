import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "wouter";
import { PROFILE_SAVED_STATE } from "./profile-saved";
import { dailyGoalChoices } from "@shared/rules/labels";
import { z } from "zod";
import { toastText } from "@shared/messages";
import { EMAIL_CHANGE_REFUSED, emailField, usernameField } from "@shared/schemas/auth";
import { onboardingFormSchema } from "@shared/schemas/onboarding";
import type { DeleteAccountInput } from "@shared/schemas/password";
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
import { useLeaveGuard } from "../../lib/leave-guard";
import { monthOf } from "@shared/rules/child-age";
import { localDate } from "@shared/rules/days";
import { FamilyAdults } from "./family-adults";
import { FamilyEditor, type UnsavedChildren } from "./family-editor";


const editProfileSchema = z.object({
  username: usernameField,
  email: emailField,
  dailyGoalTarget: z
    .number()
    .int()
    .min(1, "Daily goal must be between 1 and 10")
    .max(10, "Daily goal must be between 1 and 10"),
  // The child's age is the children's, edited in Your family (family-editor.tsx); the server keeps childAge from them.
  onboardingData: onboardingFormSchema.omit({ childAge: true }),
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
  const { i18n, t } = useLingui();
  const { childAge: _age, ...answers } = me.onboardingData ?? {};
  const form = useForm<EditProfileInput, unknown, EditProfileOutput>({
    resolver: zodResolver(editProfileSchema),
    defaultValues: {
      username: me.username,
      email: me.email,
      dailyGoalTarget: me.dailyGoalTarget,
      onboardingData: {
        parentingChallenges: [],
        primaryGoals: [],
        ...answers,
      } as EditProfileInput["onboardingData"],
    },
  });
  const errors = form.formState.errors;
  const unsaved = useRef<UnsavedChildren>(new Map());
  /** Where the parent was going when unsaved child changes stopped them (a path, or Back), or null. */
  const [leaving, setLeaving] = useState<string | typeof BACK | null>(null);
  const dirtyChildren = () => [...unsaved.current.values()].filter((editor) => editor.dirty());
  // The form's own fields (name, email, goal, parenting profile) changed and not saved: read on every render.
  const formDirty = useRef(false);
  formDirty.current = form.formState.isDirty;
  const anythingUnsaved = () => formDirty.current || dirtyChildren().length > 0;
  useHeldLinks(anythingUnsaved, setLeaving);
  // Browser-Back and the back gesture ask too, while anything is unsaved; otherwise Back leaves at once.
  const backGuard = useLeaveGuard(true, () => (anythingUnsaved() ? setLeaving(BACK) : backGuard.goBack()));
  const childChanges = leaving !== null && dirtyChildren().length > 0;
  const leave = () => {
    if (leaving === BACK) {
      backGuard.goBack();
    } else {
      backGuard.release();
      navigate(leaving ?? "/profile");
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    // A child's changes not saved with the child's own Save are saved first; one that cannot be saved keeps the page.
    for (const editor of dirtyChildren()) if (!(await editor.save())) return;
    update.mutate(values, {
      onSuccess: () => {
        // The profile says so in its name card, not a toast over the page (docs/screens.md#messages).
        navigate("/profile", { state: PROFILE_SAVED_STATE });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.serverMessage === EMAIL_CHANGE_REFUSED) {
          form.setError("email", { message: EMAIL_CHANGE_REFUSED }, { shouldFocus: true });
        } else {
          notifyFailure(
            { title: i18n._(toastText.profileUpdateFailure.title), fallback: i18n._(toastText.profileUpdateFailure.fallback) },
            error,
          );
        }
      },
    });
  });

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <DocumentTitle>{t({ message: "Edit Profile", comment: "Page title" })}</DocumentTitle>
      <BackHeader
        title={t({ message: "Edit Profile", comment: "Page title" })}
        backTo="/profile"
        backLabel={t`Back to profile`}
      />
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={update.isPending} className="flex flex-col gap-5">
          <Card className="flex flex-col gap-4">
            <h2 className="text-xl font-extrabold">
              <Trans>Basic Information</Trans>
            </h2>
            <TextField
              label={t`Username`}
              autoComplete="username"
              error={errors.username?.message}
              {...form.register("username")}
            />
            <TextField
              label={t({ message: "Email", comment: "Field label: email address" })}
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...form.register("email")}
            />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="daily-goal" className="font-semibold text-ink">
                <Trans>Daily goal (lessons or stories a day)</Trans>
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
          <h2 className="text-xl font-extrabold">
            <Trans>Parenting Profile</Trans>
          </h2>
          <FamilyEditor userId={me.id} thisMonth={monthOf(localDate(new Date(), me.timeZone))} unsaved={unsaved} />
          <FamilyAdults />
          <ParentingProfileFields form={form} prefix="onboardingData." />
          <div className="flex flex-wrap justify-end gap-2">
            <Link href="/profile" className={buttonClasses("secondary", "lg")}>
              <Trans comment="Button: leave Edit Profile without saving">Cancel</Trans>
            </Link>
            <Button type="submit" size="lg">
              {update.isPending ? t`Saving...` : t`Save Changes`}
            </Button>
          </div>
        </fieldset>
      </form>
      <DeleteAccount userId={me.id} />
      <Dialog
        open={leaving !== null}
        onOpenChange={(open) => {
          if (!open) setLeaving(null);
        }}
        title={childChanges ? t`Leave without saving your child's changes?` : t`Leave without saving your changes?`}
        description={
          childChanges
            ? t`A child's name or birth month was changed here and not saved yet.`
            : t`Something on this page was changed and not saved yet.`
        }
      >
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <Button type="button" size="lg" className="flex-1" onClick={() => setLeaving(null)}>
            <Trans comment="Button: stay on Edit Profile to save a child's changes">Keep editing</Trans>
          </Button>
          <Button type="button" variant="secondary" size="lg" className="flex-1" onClick={leave}>
            <Trans comment="Button: leave Edit Profile and lose a child's unsaved changes">Leave without saving</Trans>
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

/** Where Back was going when it was held (the page before Edit Profile). */
const BACK = Symbol("back");

/**
 * Changes are never lost without a word: while the form or a child's editor holds changes, a tap on any link of the app to another
 * screen (Cancel, the bottom bar, the menu) is held and `stop` is told where it was going, so the page can ask; a
 * reload or a closed tab gets the browser's own question. "Get help now" is never held: help comes first.
 */
function useHeldLinks(unsaved: () => boolean, stop: (to: string) => void) {
  const isUnsaved = useRef(unsaved);
  isUnsaved.current = unsaved;
  useEffect(() => {
    // Only while Edit Profile is the screen: once Save has led elsewhere, a tap there is never held, even if this page
    // has not been taken down yet.
    const guarded = window.location.pathname;
    const dirty = () => window.location.pathname === guarded && isUnsaved.current();
    const onClick = (event: globalThis.MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.origin !== window.location.origin) return;
      if (link.pathname === window.location.pathname || link.pathname.startsWith("/get-help") || !dirty()) return;
      // Held before the app's router sees it (a capturing listener on the document runs before React's).
      event.preventDefault();
      event.stopPropagation();
      stop(`${link.pathname}${link.search}${link.hash}`);
    };
    const onUnload = (event: BeforeUnloadEvent) => {
      if (dirty()) event.preventDefault();
    };
    document.addEventListener("click", onClick, true);
    window.addEventListener("beforeunload", onUnload);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("beforeunload", onUnload);
    };
  }, [stop]);
}

/** The word the parent types to confirm deleting their account (docs/screens.md#edit-profile). */
export const DELETE_CONFIRM_WORD = "DELETE";

/**
 * What deleting the account erases, said in the dialog before anything happens: English texts that are their own
 * catalog ids (each item follows "Deleting your account erases, for good:"), shown with i18n._().
 */
export const DELETED_THINGS = [
  /*i18n*/ "your profile and sign-in details",
  /*i18n*/ "your lesson progress, XP, streak and badges",
  /*i18n*/ "your journal entries and reflections",
  /*i18n*/ "your favourite lessons, moods, practices and reminders",
  /*i18n*/ "your plan (it stops; nothing more is charged)",
] as const;

/** Why the last try to delete the account failed, and whether it was the password. */
interface DeleteFailure {
  message: string;
  wrongPassword: boolean;
}

/**
 * Deletion (docs/screens.md#edit-profile): Delete Account opens a dialog that stays until the parent confirms or
 * cancels; it lists what will be deleted and asks them to type the word and their password (the server checks it as a
 * password change does) before the delete button works. The server
 * then ends the account's sessions on every device.
 */
function DeleteAccount({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState<DeleteFailure | undefined>(undefined);
  const passwordField = useRef<HTMLInputElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const forgetSession = useForgetSession();
  const [, navigate] = useLocation();
  const { i18n, t } = useLingui();
  const confirmed = typed.trim().toUpperCase() === DELETE_CONFIRM_WORD && password !== "";
  const word = DELETE_CONFIRM_WORD;
  // The fields and the button are disabled while the request goes, which drops the focus: once they are back, a wrong
  // password takes it to the password (selected, to be typed again), anything else to the button (to try again).
  useEffect(() => {
    if (!failed) return;
    if (failed.wrongPassword) {
      passwordField.current?.focus();
      passwordField.current?.select();
    } else {
      deleteButton.current?.focus();
    }
  }, [failed]);

  const close = (next: boolean) => {
    if (next || deleting) return;
    setOpen(false);
    setTyped("");
    setPassword("");
    setFailed(undefined);
  };

  const onDelete = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || deleting) return;
    setDeleting(true);
    setFailed(undefined);
    try {
      await apiRequest("DELETE", `/api/user/${userId}`, { password } satisfies DeleteAccountInput);
      // Leave the signed-in screen first, then forget the parent it belonged to.
      navigate("/", { replace: true });
      forgetSession();
      notify({ title: i18n._(toastText.accountDeleted.title), description: i18n._(toastText.accountDeleted.description) });
    } catch (error) {
      setDeleting(false);
      const title = i18n._(toastText.deleteFailure.title);
      const reason = failureText({ fallback: i18n._(toastText.deleteFailure.fallback) }, error as Error);
      setFailed({
        message: t({ message: `${title}: ${reason}`, comment: "{title} is \"Delete Failed\", {reason} why the account was not deleted" }),
        // Answered as a password change answers it (a 400 naming the current password): it belongs beside that field.
        wrongPassword: error instanceof ApiError && error.status === 400 && /current password/i.test(error.serverMessage),
      });
    }
  };

  return (
    <Card className="border-danger/40 flex flex-col gap-3">
      <h2 className="text-xl font-extrabold">
        <Trans comment="Heading of the card that deletes the parent's account">Delete Account</Trans>
      </h2>
      <p className="text-ink-soft">
        <Trans>
          This permanently erases your account, your progress, your journal and everything else you've saved. It can't be
          undone.
        </Trans>
      </p>
      <Button variant="danger" className="self-start" onClick={() => setOpen(true)}>
        <Trans comment="Button that opens the dialog to delete the parent's account">Delete Account</Trans>
      </Button>
      <Dialog
        open={open}
        onOpenChange={close}
        title={t`Delete your account?`}
        description={t`This can't be undone.`}
        closeOnOutsideTap={false}
      >
        <form onSubmit={(event) => void onDelete(event)} className="flex flex-col gap-4">
          <div>
            <p className="font-semibold">
              <Trans comment="Followed by a list of what is deleted">Deleting your account erases, for good:</Trans>
            </p>
            <ul className="mt-1 list-disc ps-6 text-ink-soft">
              {DELETED_THINGS.map((thing) => (
                <li key={thing}>{i18n._(thing)}</li>
              ))}
            </ul>
            <p className="mt-2 text-ink-soft">
              <Trans>You'll be signed out on every device.</Trans>
            </p>
          </div>
          <TextField
            label={t({
              message: `Type ${word} to confirm`,
              comment:
                "{word} is DELETE, the English word the parent must type, kept in English in every language: translate the instruction only, e.g. \"Escribe {word} para confirmar\"",
            })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setFailed(undefined);
            }}
            disabled={deleting}
          />
          <TextField
            label={t`Current password`}
            type="password"
            autoComplete="current-password"
            ref={passwordField}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              // What failed was the last try: a new password is a new try.
              setFailed(undefined);
            }}
            disabled={deleting}
            error={failed?.wrongPassword ? failed.message : undefined}
            // Why the button stays grey while the password is empty.
            hint={password === "" ? t`Enter your password to confirm.` : undefined}
          />
          <FormError message={failed?.wrongPassword ? undefined : failed?.message} />
          <div className="flex flex-col gap-3 sm:flex-row-reverse">
            <Button ref={deleteButton} type="submit" variant="danger" size="lg" className="flex-1" disabled={!confirmed || deleting}>
              {deleting ? t`Deleting...` : t`Delete my account`}
            </Button>
            <Button type="button" variant="secondary" size="lg" className="flex-1" disabled={deleting} onClick={() => close(false)}>
              <Trans comment="Button: close the dialog without deleting the account">Cancel</Trans>
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
