import type { I18n } from "@lingui/core";
import type { z } from "zod";
import * as zodLocales from "zod/locales";
import { DISPLAY_LANGUAGE_CODES, type DisplayLanguage, isLanguage } from "../../shared/i18n/locales";
import { messageIn } from "./i18n";

type ZodLocale = ReturnType<typeof zodLocales.en>;
const zodLocaleOf = (code: string): (() => ZodLocale) | undefined =>
  Object.hasOwn(zodLocales, code) ? (zodLocales as unknown as Record<string, () => ZodLocale>)[code] : undefined;
/**
 * zod's own messages in each language of the table (zod 4's locales, by the language's code); a development language,
 * or a language zod does not speak, keeps English.
 */
const ZOD_LOCALES = Object.fromEntries(
  DISPLAY_LANGUAGE_CODES.map((code) => [code, ((isLanguage(code) && zodLocaleOf(code)) || zodLocales.en)()]),
) as Record<DisplayLanguage, ZodLocale>;

interface TextProblemParams {
  i18n?: { id: string; values: { label: string } };
}

function zodMessage(language: DisplayLanguage, issue: z.core.$ZodIssue): string | undefined {
  const answer = ZOD_LOCALES[language].localeError(issue as unknown as z.core.$ZodRawIssue);
  return typeof answer === "string" ? answer : answer?.message;
}

/**
 * The first issue of a refused body in the request's language: a schema's own message through the catalogs (its
 * English text is the id, src/shared/schemas), zod's generic message ("Invalid input: expected string…") through zod's
 * locale of that language. A generic message is recognised by being exactly what zod's English locale says.
 */
export function issueMessage(issue: z.core.$ZodIssue, language: DisplayLanguage, i18n: I18n): string {
  const params = issue.code === "custom" ? (issue.params as TextProblemParams | undefined) : undefined;
  if (params?.i18n) {
    const { id, values } = params.i18n;
    return i18n._(id, { label: i18n._(values.label) });
  }
  if (issue.message === zodMessage("en", issue)) {
    return zodMessage(language, issue) ?? issue.message;
  }
  // Only catalog texts are read as messages: a zod text quoting what was sent ("Unrecognized keys: "{a"") is not one.
  return messageIn(i18n, issue.message);
}
