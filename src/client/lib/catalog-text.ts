import type { I18n } from "@lingui/core";
import { textProblemDescriptorOf } from "@shared/schemas/text";

/**
 * A text that may be a catalog id (an English text marked `/*i18n*\/` in src/shared or src/client: a toast, a label, a
 * validation message) in `i18n`'s language; any other text (a server's message, already in the parent's language, or
 * one a screen translated itself) comes back as it is, without Lingui's warning about a missing message. A form's
 * text-problem message ("Username can't contain control characters…", src/shared/schemas/text.ts) is no id as it
 * stands: it is translated from its message and field name.
 */
export function catalogText(i18n: I18n, text: string): string {
  if (!text || !i18n.locale) return text;
  if (i18n.messages[text] !== undefined) return i18n._(text);
  const problem = textProblemDescriptorOf(text);
  if (problem && i18n.messages[problem.id] !== undefined) {
    return i18n._(problem.id, { label: catalogText(i18n, problem.values.label) });
  }
  return text;
}
