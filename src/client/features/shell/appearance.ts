/** Appearance chosen in the side menu's settings dialog; kept on this device. */
export interface Appearance {
  darkMode: boolean;
  fontSize: FontSize;
  soundEffects: boolean;
}

export type FontSize = "small" | "medium" | "large";

export const FONT_SIZES: Record<FontSize, { label: string; scale: string }> = {
  small: { label: "Small", scale: "93.75%" },
  medium: { label: "Medium", scale: "100%" },
  large: { label: "Large", scale: "112.5%" },
};

const KEY = "growly.appearance";
const DEFAULTS: Appearance = { darkMode: false, fontSize: "medium", soundEffects: true };

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
    localStorage.setItem(KEY, JSON.stringify(appearance));
  } catch {
    // Storage disabled: the choice applies for this visit only.
  }
  applyAppearance(appearance);
}

export function applyStoredAppearance(): void {
  applyAppearance(readAppearance());
}
