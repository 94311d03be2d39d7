import { readAppearance } from "./appearance";

/** Two short, soft chimes; nothing loud, nothing long. Frequencies in Hz, in the order played. */
const CHIMES = {
  success: [523.25, 659.25, 783.99],
  gentle: [440, 392],
} as const;

let context: AudioContext | undefined;

/**
 * Plays a chime when the parent has Sound Effects on (Settings, or the side menu). Silent where the browser has
 * no Web Audio or has not allowed sound yet; never throws.
 */
export function playSound(kind: keyof typeof CHIMES): void {
  if (!readAppearance().soundEffects) return;
  try {
    const AudioContextClass = window.AudioContext as typeof AudioContext | undefined;
    if (!AudioContextClass) return;
    context ??= new AudioContextClass();
    const start = context.currentTime;
    CHIMES[kind].forEach((frequency, index) => {
      const oscillator = context!.createOscillator();
      const gain = context!.createGain();
      oscillator.type = "sine";
      oscillator.frequency.value = frequency;
      const at = start + index * 0.12;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.12, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
      oscillator.connect(gain).connect(context!.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.32);
    });
  } catch {
    // Sound is a nicety; a browser that refuses it plays none.
  }
}
