import type { StreakRhythm } from "./rules/days";
import type { Language } from "./i18n/locales";
import type { ListeningRate } from "./rules/listening";
import type { HelplineCountry } from "./help-countries";
export { STREAK_RHYTHMS, type StreakRhythm } from "./rules/days";

/** The Settings screen's streak rhythms (docs/product-rules.md#a-kinder-streak). */
export const STREAK_RHYTHM_LABELS: Record<StreakRhythm, string> = {
  7: /*i18n*/ "Every day",
  5: /*i18n*/ "5 days a week",
  3: /*i18n*/ "3 days a week",
};
/**
 * The parent's settings as plain data, without the validation library, so the landing page's first script can apply
 * the stored look without loading it. src/shared/schemas/settings.ts validates them.
 */
/** The side menu's three font sizes (docs/screens.md#side-menu), as a scale of the root font size. */
export const FONT_SIZES = {
  small: { label: /*i18n*/ "Small", scale: "93.75%" },
  medium: { label: /*i18n*/ "Medium", scale: "100%" },
  large: { label: /*i18n*/ "Large", scale: "112.5%" },
} as const;
export type FontSize = keyof typeof FONT_SIZES;

/** docs/screens.md#settings-screen: the stored languages, each in its own name. */
export { LANGUAGE_NAMES as LANGUAGES, type Language } from "./i18n/locales";

/**
 * Everything the Settings screen and the side menu's settings dialog store on the server, as src/shared/schemas/settings.ts
 * checks it.
 */
export interface UserSettings {
  notifications: {
    dailyReminders: boolean;
    weeklyProgress: boolean;
    achievements: boolean;
    push: boolean;
    email: boolean;
  };
  soundEffects: boolean;
  darkMode: boolean;
  fontSize: FontSize;
  language: Language;
  /** When the daily reminder and the weekly note come, "HH:MM" on the parent's own clock. */
  reminderTime: string;
  /** The weekly progress note's day, 0 = Sunday … 6 = Saturday. */
  weeklyDay: number;
  /** Active days a week the streak asks for: 7, 5 or 3 (docs/product-rules.md#a-kinder-streak). */
  streakRhythm: StreakRhythm;
  /**
   * Home has asked once for a birth month the account's child is missing, and the parent answered or put it aside:
   * it never asks again on this account (docs/product-rules.md#home-for-the-selected-child).
   */
  birthMonthAsked: boolean;
  /** Lessons and stories are read aloud by the device's own voice as they play (docs/product-rules.md#listening). */
  listenToLessons: boolean;
  /** How fast they are read: one of LISTENING_RATES, 1 being the voice's own pace. */
  listeningRate: ListeningRate;
  /**
   * The country whose numbers Get help now shows, as the parent chose it (on Get help now or in Settings); null until
   * they choose, when the page goes by the browser's region (docs/product-rules.md#help-when-it-is-hard).
   */
  helpCountry: HelplineCountry | null;
}


/**
 * Defaults: every notification off until the parent turns it on (and the browser allows it), sound on, dark mode
 * off, English, medium text, reminders at 19:30 and the weekly note on Sunday; lessons not read aloud, at the voice's
 * own pace; no country chosen for Get help now.
 */
export const DEFAULT_SETTINGS: UserSettings = {
  notifications: { dailyReminders: false, weeklyProgress: false, achievements: false, push: false, email: false },
  soundEffects: true,
  darkMode: false,
  fontSize: "medium",
  language: "en",
  reminderTime: "19:30",
  weeklyDay: 0,
  streakRhythm: 7,
  birthMonthAsked: false,
  listenToLessons: false,
  listeningRate: 1,
  helpCountry: null,
};

/** A change of settings as PATCH /api/user/{id}/settings accepts it (src/shared/schemas/settings.ts validates it). */
export interface SettingsChange {
  notifications?: Partial<UserSettings["notifications"]>;
  soundEffects?: boolean;
  darkMode?: boolean;
  fontSize?: FontSize;
  language?: Language;
  streakRhythm?: StreakRhythm;
  birthMonthAsked?: boolean;
  listenToLessons?: boolean;
  listeningRate?: ListeningRate;
  helpCountry?: HelplineCountry | null;
}

/** The settings after `change`: what it names replaces, the rest stays. */
export function mergeSettings(current: UserSettings, change: SettingsChange): UserSettings {
  return {
    ...current,
    ...Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)),
    notifications: { ...current.notifications, ...change.notifications },
  } as UserSettings;
}

/** The streak rhythm of stored settings, without validating the rest: anything else reads as every day. */
export function streakRhythmOf(settings: { streakRhythm?: unknown } | null | undefined): StreakRhythm {
  const value = settings?.streakRhythm;
  return value === 5 || value === 3 ? value : 7;
}
