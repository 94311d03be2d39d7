import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { WEEKDAY_NAMES } from "@shared/rules/reminders";
import type { UpdateSettingsInput, UserSettings } from "@shared/schemas/settings";
import { Switch } from "../../components/ui/switch";
import { notify } from "../../components/ui/toast";
import { type DevicePermission, subscribeThisDevice, unsubscribeThisDevice, usePushDevice } from "@client/data/push-device";

type ReminderKind = "dailyReminders" | "weeklyProgress";
const REMINDERS: Array<{ kind: ReminderKind; label: MessageDescriptor; hint: MessageDescriptor }> = [
  {
    kind: "dailyReminders",
    label: msg({ message: "Daily reminders", comment: "Switch label" }),
    hint: msg`A gentle nudge at your time, only on days you haven't met your goal yet.`,
  },
  {
    kind: "weeklyProgress",
    label: msg({ message: "Weekly progress", comment: "Switch label: a weekly note about the parent's progress" }),
    hint: msg`A short note about your week, on the day you choose.`,
  },
];

/** What the browser allows, in plain words, with how to change it when it is blocked. */
export const PERMISSION_TEXT: Record<DevicePermission, MessageDescriptor> = {
  granted: msg`Notifications are allowed on this device.`,
  default: msg`Growly hasn't asked to send notifications yet. Turning on a reminder asks once.`,
  denied: msg({
    message:
      "Notifications are blocked for Growly in this browser. To allow them, open the site settings (the icon next to the web address), set Notifications to Allow, then come back here.",
    comment: "\"Notifications\" and \"Allow\" are the browser's own words in its site settings: use the browser's words in your language",
  }),
  unsupported: msg`This browser can't show notifications from Growly. On an iPhone, add Growly to your Home Screen first, then open it from there.`,
};

/** The day names of the weekly note, Sunday first (0 to 6), in the active language. */
const SUNDAY = Date.UTC(2023, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

const fieldClass =
  "min-h-12 rounded-xl border-2 border-line bg-surface px-4 text-base text-ink focus:border-brand focus:outline-none disabled:opacity-60";

/**
 * The Notifications card: each reminder switch is on only when it is on in the parent's settings AND this device may
 * and does receive it, so a switch never claims more than will happen. Turning one on asks the browser's permission
 * (never before) and subscribes this device; turning the last one off unsubscribes it.
 */
export function NotificationSettings({
  userId,
  settings,
  onChange,
}: {
  userId: number;
  settings: UserSettings;
  onChange: (change: UpdateSettingsInput) => void;
}) {
  const device = usePushDevice();
  const { i18n, t } = useLingui();
  const [busy, setBusy] = useState(false);
  const timeId = useId();
  const dayId = useId();
  const statusId = useId();
  const deviceReady = device.permission === "granted" && device.subscribed === true;

  const turn = async (kind: ReminderKind, on: boolean) => {
    setBusy(true);
    try {
      if (on) {
        const permission = await subscribeThisDevice(userId);
        device.refresh();
        if (permission !== "granted") {
          notify({ title: t`Reminders stay off`, description: i18n._(PERMISSION_TEXT[permission]), variant: "destructive" });
          return;
        }
        onChange({ notifications: { [kind]: true } });
      } else {
        onChange({ notifications: { [kind]: false } });
        const othersOn = REMINDERS.some((reminder) => reminder.kind !== kind && settings.notifications[reminder.kind]);
        if (!othersOn) {
          await unsubscribeThisDevice(userId);
          device.refresh();
        }
      }
    } catch {
      notify({
        title: t`We couldn't change your reminders`,
        description: t`Please check your connection and try again.`,
        variant: "destructive",
      });
      device.refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p id={statusId} role="status" className="rounded-xl bg-paper px-4 py-3 text-sm text-ink-soft">
        {i18n._(PERMISSION_TEXT[device.permission])}
      </p>
      {REMINDERS.map(({ kind, label, hint }) => (
        <div key={kind} className="flex flex-col gap-1">
          <Switch
            label={i18n._(label)}
            checked={settings.notifications[kind] && deviceReady}
            disabled={busy || device.permission === "unsupported" || device.permission === "denied"}
            onCheckedChange={(on) => void turn(kind, on)}
          />
          <p className="text-sm text-ink-soft">{i18n._(hint)}</p>
        </div>
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={timeId} className="font-semibold">
            <Trans>Reminder time</Trans>
          </label>
          <input
            id={timeId}
            type="time"
            required
            value={settings.reminderTime}
            onChange={(event) => {
              if (/^[0-9]{2}:[0-9]{2}$/.test(event.target.value)) onChange({ reminderTime: event.target.value });
            }}
            className={fieldClass}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={dayId} className="font-semibold">
            <Trans comment="Followed by a day of the week: the day the weekly progress note comes">Weekly note on</Trans>
          </label>
          <select id={dayId} value={settings.weeklyDay} onChange={(event) => onChange({ weeklyDay: Number(event.target.value) })} className={fieldClass}>
            {WEEKDAY_NAMES.map((name, day) => (
              <option key={name} value={day}>
                {i18n.date(new Date(SUNDAY + day * DAY_MS), { weekday: "long", timeZone: "UTC" })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="text-sm text-ink-soft">
        <Trans>Times follow this device's time zone.</Trans>
      </p>
      <Switch label={t`Email notifications`} checked={settings.notifications.email} onCheckedChange={(on) => onChange({ notifications: { email: on } })} />
    </div>
  );
}
