import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { LISTENING_RATES } from "@shared/rules/listening";
import type { UpdateSettingsInput, UserSettings } from "@shared/schemas/settings";
import { Switch } from "./ui/switch";

/**
 * "Listen to lessons" and "Reading speed" (docs/product-rules.md#listening): shared by the Settings page and the side
 * menu's settings dialog, both writing the same settings.
 */
export function ListeningSettings({ settings, onChange }: { settings: UserSettings; onChange: (change: UpdateSettingsInput) => void }) {
  const { i18n, t } = useLingui();
  // The dialog can open over the Settings page: each set of speed radios is its own group.
  const name = `listening-rate-${useId()}`;
  return (
    <>
      <Switch label={t`Listen to lessons`} checked={settings.listenToLessons} onCheckedChange={(listenToLessons) => onChange({ listenToLessons })} />
      <p className="-mt-2 text-sm text-ink-soft">
        <Trans>
          Lessons and stories are read aloud by this device's own voice as you go; you answer by tapping as usual.
          Nothing you read is sent anywhere, and your journal is never read aloud.
        </Trans>
      </p>
      <fieldset>
        <legend className="mb-2 font-semibold">
          <Trans comment="Label of the choice of how fast lessons are read aloud">Reading speed</Trans>
        </legend>
        <div className="grid grid-cols-4 gap-2">
          {LISTENING_RATES.map((rate) => (
            <label
              key={rate}
              className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl border-2 border-line bg-surface px-2 font-bold has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand"
            >
              <input
                type="radio"
                name={name}
                value={rate}
                checked={settings.listeningRate === rate}
                onChange={() => onChange({ listeningRate: rate })}
                className="sr-only"
              />
              {`${i18n.number(rate)}×`}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
