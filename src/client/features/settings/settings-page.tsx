import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { Link, useLocation } from "wouter";
import { toastText } from "@shared/messages";
import { DAILY_GOAL_CHOICES, dailyGoalChoices } from "@shared/rules/labels";
import { PRODUCT_NAME } from "@shared/product";
import { isLanguage, OFFERED_SETTING_LANGUAGES } from "@shared/i18n/locales";
import { STREAK_RHYTHMS, STREAK_RHYTHM_LABELS } from "@shared/settings";
import { HELPLINE_COUNTRIES, isHelplineCountry } from "@shared/help-countries";
import { Button, buttonClasses } from "../../components/ui/button";
import { BackHeader } from "../../components/ui/back-header";
import { Card } from "../../components/ui/card";
import { notify, notifyFailure } from "../../components/ui/toast";
import { LoadError } from "../../components/ui/load-error";
import { useLogout } from "../../data/logout";
import { useSignedInUser } from "../../data/current-user";
import { useUpdateUser } from "../../data/update-user";
import { useSettings, useUpdateSettings } from "../../data/settings";
import { AppearanceControls } from "../../components/appearance-controls";
import { ListeningSettings } from "../../components/listening-settings";
import { AccountSecurityCard } from "./account-security-card";
import { NotificationSettings } from "./notification-settings";
import { LanguageMenu } from "../../lib/i18n/language-menu";
import { switchLanguage } from "../../lib/i18n/i18n";


/**
 * Settings (docs/screens.md#settings-screen): notifications, appearance, language and daily goal, all stored on the
 * server.
 */
export function SettingsPage() {
  const me = useSignedInUser();
  const settings = useSettings(me.id);
  const update = useUpdateSettings(me.id);
  const updateUser = useUpdateUser(me.id);
  const logout = useLogout();
  const [, navigate] = useLocation();
  const { i18n, t } = useLingui();
  const title = t({ message: "Settings", comment: "Page title" });
  const dailyGoal = me.dailyGoalTarget;

  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);

  const setDailyGoal = (dailyGoalTarget: number) =>
    // docs/screens.md#api-calls: the settings screen sends only dailyGoalTarget.
    updateUser.mutate(
      { dailyGoalTarget },
      {
        onSuccess: () =>
          notify({ title: i18n._(toastText.settingsUpdated.title), description: i18n._(toastText.settingsUpdated.description) }),
        onError: (error) =>
          notifyFailure({ title: i18n._(toastText.settingsFailure.title), fallback: i18n._(toastText.settingsFailure.fallback) }, error),
      },
    );

  const signOut = async () => {
    await logout();
    navigate("/login");
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <BackHeader title={title} backTo="/profile" backLabel={t`Back to profile`} />
      {settings.isError ? (
        <LoadError message={t`We couldn't load your settings.`} onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <p role="status" className="py-8 text-center text-ink-soft">
          <Trans>Loading your settings...</Trans>
        </p>
      ) : (
        <>
          <Card className="flex flex-col gap-4">
            <h2 className="text-xl font-extrabold">
              <Trans comment="Heading of the Settings card for reminders and notifications">Notifications</Trans>
            </h2>
            <NotificationSettings userId={me.id} settings={settings.data} onChange={(change) => update.mutate(change)} />
          </Card>
          <Card className="flex flex-col gap-4">
            <h2 className="text-xl font-extrabold">
              <Trans>Appearance and Sound</Trans>
            </h2>
            <AppearanceControls settings={settings.data} onChange={(change) => update.mutate(change)} />
          </Card>
          <Card className="flex flex-col gap-4">
            <h2 className="text-xl font-extrabold">
              <Trans comment="Heading of the Settings card for language and daily goal">Learning</Trans>
            </h2>
            {/* Only fully translated languages are offered: with English alone there is nothing to choose yet. */}
            <LanguageMenu
              value={settings.data.language}
              languages={OFFERED_SETTING_LANGUAGES}
              onChange={(language) => {
                if (!isLanguage(language)) return;
                void switchLanguage(language);
                update.mutate({ language });
              }}
            />
            <fieldset>
              <legend className="mb-2 font-semibold">
                <Trans>Daily goal (lessons or stories a day)</Trans>
              </legend>
              {/* docs/screens.md#constants: 1 to 5 on every screen; a goal stored outside them is still shown chosen. */}
              <div className="flex flex-wrap gap-2 [&>*]:min-w-12 [&>*]:flex-1" role="radiogroup" aria-label={t`Daily goal`}>
                {dailyGoalChoices(me.dailyGoalTarget).map((goal) => (
                  <button
                    key={goal}
                    type="button"
                    role="radio"
                    aria-checked={me.dailyGoalTarget === goal}
                    disabled={updateUser.isPending}
                    onClick={() => me.dailyGoalTarget !== goal && setDailyGoal(goal)}
                    className={`min-h-11 rounded-xl border-2 font-bold ${me.dailyGoalTarget === goal ? "border-brand bg-brand-soft" : "border-line"}`}
                  >
                    {goal}
                  </button>
                ))}
              </div>
              {!(DAILY_GOAL_CHOICES as readonly number[]).includes(me.dailyGoalTarget) ? (
                <p className="mt-2 text-sm text-ink-soft">
                  <Trans>Your goal is {dailyGoal} lessons or stories a day. Pick 1 to 5 to change it.</Trans>
                </p>
              ) : null}
            </fieldset>
          </Card>
          <Card className="flex flex-col gap-4">
            <h2 className="text-xl font-extrabold">
              <Trans comment="Heading of the Settings card for having lessons read aloud">Listening</Trans>
            </h2>
            <ListeningSettings settings={settings.data} onChange={(change) => update.mutate(change)} />
          </Card>
          <Card className="flex flex-col gap-3">
            <fieldset id="streak-rhythm">
              <legend className="text-xl font-extrabold">
                <Trans>Streak rhythm</Trans>
              </legend>
              <p className="mt-1 text-sm text-ink-soft">
                <Trans>
                  How many days a week you aim to learn. Days off within your rhythm are rest days: they keep your streak
                  going and show as rested, never as missed.
                </Trans>
              </p>
              <div className="mt-3 grid gap-2 sm:grid-cols-3">
                {STREAK_RHYTHMS.map((rhythm) => (
                  <label
                    key={rhythm}
                    className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 border-line bg-surface px-4 py-2 font-semibold has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand"
                  >
                    <input
                      type="radio"
                      name="streak-rhythm"
                      value={rhythm}
                      checked={settings.data.streakRhythm === rhythm}
                      onChange={() => update.mutate({ streakRhythm: rhythm })}
                      className="size-5 shrink-0 accent-brand"
                    />
                    {i18n._(STREAK_RHYTHM_LABELS[rhythm])}
                  </label>
                ))}
              </div>
            </fieldset>
          </Card>
          <Card className="flex flex-col gap-2">
            <h2 className="text-xl font-extrabold">
              <Trans comment="Heading of the Settings card for the country of the Get help now page">Get help now</Trans>
            </h2>
            <label htmlFor="help-country" className="font-semibold">
              <Trans>Your country</Trans>
            </label>
            <select
              id="help-country"
              aria-describedby="help-country-hint"
              value={settings.data.helpCountry ?? ""}
              onChange={(event) => {
                const chosen = event.target.value;
                update.mutate({ helpCountry: isHelplineCountry(chosen) ? chosen : null });
              }}
              className="min-h-12 w-full rounded-xl border-2 border-line bg-surface px-3 text-lg font-semibold text-ink sm:max-w-xs"
            >
              <option value="">{t`Not chosen: this browser's region`}</option>
              {HELPLINE_COUNTRIES.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {i18n._(entry.name)}
                </option>
              ))}
            </select>
            <p id="help-country-hint" className="text-sm text-ink-soft">
              <Trans>Get help now shows the emergency number and helplines of this country.</Trans>
            </p>
          </Card>
          <AccountSecurityCard />
          <Card className="flex flex-col gap-3">
            <h2 className="text-xl font-extrabold">
              <Trans comment="Heading of the Settings card with profile, plan and sign out">Account</Trans>
            </h2>
            <Link href="/profile/edit" className={buttonClasses("secondary", "md", "justify-between")}>
              <Trans comment="Page title">Edit Profile</Trans> <span aria-hidden="true">›</span>
            </Link>
            <Link href="/subscription" className={buttonClasses("secondary", "md", "justify-between")}>
              <Trans comment="Page title: the parent's plan">Subscription</Trans> <span aria-hidden="true">›</span>
            </Link>
            <Button variant="danger" onClick={() => void signOut()}>
              <Trans comment="Button: log out of Growly">Sign Out</Trans>
            </Button>
          </Card>
        </>
      )}
    </div>
  );
}
