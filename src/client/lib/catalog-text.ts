import type { I18n } from "@lingui/core";

/**
 * A text that may be a catalog id (an English text marked `/*i18n*\/` in src/shared or src/client: a toast, a label, a
 * validation message) in `i18n`'s language; any other text (a server's message, already in the parent's language, or
 * one a screen translated itself) comes back as it is, without Lingui's warning about a missing message.
 */
export function catalogText(i18n: I18n, text: string): string {
  return text && i18n.locale && i18n.messages[text] !== undefined ? i18n._(text) : text;
}
