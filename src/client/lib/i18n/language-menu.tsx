import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import {
  type DisplayLanguage,
  htmlLangOf,
  isDisplayLanguage,
  OFFERED_LANGUAGES,
  ownNameOf,
} from "@shared/i18n/locales";
import { cx } from "../cx";

interface LanguageMenuProps {
  value: DisplayLanguage;
  onChange: (language: DisplayLanguage) => void;
  /** Only the offered languages that may be stored in a parent's settings (no development language). */
  languages?: readonly DisplayLanguage[];
  /** Shown above the menu (Settings) or only to screen readers (the signed-out pages' corner menu). */
  labelHidden?: boolean;
  className?: string;
}

/**
 * The language menu (docs/decisions/0012-translations-with-lingui.md): Settings and the signed-out pages. Nothing is
 * drawn while English is the only language offered.
 */
export function LanguageMenu({
  value,
  onChange,
  languages = OFFERED_LANGUAGES,
  labelHidden,
  className,
}: LanguageMenuProps) {
  const { t } = useLingui();
  const id = useId();
  if (languages.length < 2) return null;
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className={labelHidden ? "sr-only" : "font-semibold"}>
        {t({ message: "Language", comment: "Label of the menu that changes the app's language" })}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isDisplayLanguage(event.target.value)) onChange(event.target.value);
        }}
        className="min-h-12 rounded-xl border-2 border-line bg-surface px-4 text-base text-ink focus:border-brand focus:outline-none"
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={htmlLangOf(code)}>
            {/* Each offered language in its own name; a development language as what it is (src/shared/i18n/languages.ts). */}
            {ownNameOf(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
