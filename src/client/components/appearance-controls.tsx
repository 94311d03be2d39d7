import { Trans, useLingui } from "@lingui/react/macro";
import type { UpdateSettingsInput } from "@shared/schemas/settings";
import { FONT_SIZES, type FontSize, type UserSettings } from "@shared/settings";
import { Switch } from "./ui/switch";
import { catalogText } from "../lib/catalog-text";
import { cn } from "../lib/cn";

/** Dark Mode, Font Size (the side menu's three sizes) and Sound Effects: shared by the settings dialog and page. */
export function AppearanceControls({ settings, onChange }: { settings: UserSettings; onChange: (change: UpdateSettingsInput) => void }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <Switch label={t`Dark Mode`} checked={settings.darkMode} onCheckedChange={(darkMode) => onChange({ darkMode })} />
      <fieldset>
        <legend className="mb-2 font-semibold">
          <Trans>Font Size</Trans>
        </legend>
        {/* Each at least as wide as its word: a long one wraps to a second row, whole. */}
        <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t`Font Size`}>
          {(Object.keys(FONT_SIZES) as FontSize[]).map((size) => (
            <button
              key={size}
              type="button"
              role="radio"
              aria-checked={settings.fontSize === size}
              onClick={() => settings.fontSize !== size && onChange({ fontSize: size })}
              className={cn(
                "min-h-11 min-w-fit flex-1 basis-0 rounded-xl border-2 px-2 font-semibold",
                settings.fontSize === size ? "border-brand bg-brand-soft" : "border-line",
              )}
            >
              {catalogText(i18n, FONT_SIZES[size].label)}
            </button>
          ))}
        </div>
      </fieldset>
      <Switch label={t`Sound Effects`} checked={settings.soundEffects} onCheckedChange={(soundEffects) => onChange({ soundEffects })} />
    </>
  );
}
