import { DEFAULT_SETTINGS, FONT_SIZES, type FontSize, type UserSettings } from "../../shared/settings";

/**
 * The part of the parent's settings that changes how every screen looks and sounds. The server keeps the settings
 * (src/client/features/settings); this device keeps a copy so the first paint of the next visit already matches.
 */
export type Appearance = Pick<UserSettings, "darkMode" | "fontSize" | "soundEffects">;
export { FONT_SIZES, type FontSize };

const KEY = "growly.appearance";
const DEFAULTS: Appearance = {
  darkMode: DEFAULT_SETTINGS.darkMode,
  fontSize: DEFAULT_SETTINGS.fontSize,
  soundEffects: DEFAULT_SETTINGS.soundEffects,
};

export function readAppearance(): Appearance {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "{}") as Partial<Appearance>;
    return {
      darkMode: typeof stored.darkMode === "boolean" ? stored.darkMode : DEFAULTS.darkMode,
      fontSize: stored.fontSize && stored.fontSize in FONT_SIZES ? stored.fontSize : DEFAULTS.fontSize,
      soundEffects: typeof stored.soundEffects === "boolean" ? stored.soundEffects : DEFAULTS.soundEffects,
    };
  } catch {
    return DEFAULTS;
  }
}

export function applyAppearance(appearance: Appearance): void {
  const root = document.documentElement;
  root.classList.toggle("dark", appearance.darkMode);
  root.style.setProperty("--growly-font-size", FONT_SIZES[appearance.fontSize].scale);
}

export function saveAppearance(appearance: Appearance): void {
  try {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        darkMode: appearance.darkMode,
        fontSize: appearance.fontSize,
        soundEffects: appearance.soundEffects,
      }),
    );
  } catch {
    // Storage disabled: the choice applies for this visit only.
  }
  applyAppearance(appearance);
}

/**
 * This device's copy, when it has one. Without one the page stays as it came: the default look, or the parent's own
 * when the server drew their screen into the page (src/server/http/spa.ts sets it on <html>).
 */
export function applyStoredAppearance(): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(KEY);
  } catch {
    // Storage disabled: nothing kept on this device.
  }
  if (stored !== null) applyAppearance(readAppearance());
}
