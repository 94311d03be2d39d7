import type { z } from "zod";

/**
 * Text is text: what a parent types never carries NUL or another C0 control character (U+0000–U+001F) or DEL, and
 * never half of a UTF-16 surrogate pair. PostgreSQL cannot store NUL, and the others are invisible junk that breaks
 * logs, CSV exports and other people's screens. Multi-line fields (journal notes) keep tab, line feed and carriage
 * return. Client forms and API routes share these checks through the schemas, so both refuse the same input.
 */

/** Every C0 control character and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/;
/** The same, less tab (U+0009), line feed (U+000A) and carriage return (U+000D). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface TextOptions {
  /** Tab, line feed and carriage return are allowed (notes, reflections). */
  multiline?: boolean;
}

export type TextProblem = "control" | "surrogate";

/** What is wrong with this text, or undefined when it is plain text. */
export function textProblem(value: string, options: TextOptions = {}): TextProblem | undefined {
  if ((options.multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value)) return "control";
  if (LONE_SURROGATE.test(value)) return "surrogate";
  return undefined;
}

/** The three messages, each a catalog id with its field's name as `{label}`. */
const TEXT_PROBLEM_MESSAGES = {
  surrogate: /*i18n*/ { id: "{label} contains an invalid character. Please remove it.", comment: "{label} is the name of a form field, e.g. Email" },
  multiline: /*i18n*/ { id: "{label} can't contain control characters. Please remove them.", comment: "{label} is the name of a form field, e.g. Note" },
  control: /*i18n*/ {
    id: "{label} can't contain control characters such as tabs or line breaks. Please remove them.",
    comment: "{label} is the name of a form field, e.g. Email",
  },
};

export interface TextProblemDescriptor {
  id: string;
  values: { label: string };
}

/**
 * The message for this problem as a catalog id with its field's name (docs/translating.md): whoever shows it translates
 * both, `i18n._(id, { label: i18n._(label) })`. The field names are marked where `plainText` is called.
 */
export function textProblemDescriptor(label: string, problem: TextProblem, options: TextOptions = {}): TextProblemDescriptor {
  const message =
    problem === "surrogate" ? TEXT_PROBLEM_MESSAGES.surrogate : options.multiline ? TEXT_PROBLEM_MESSAGES.multiline : TEXT_PROBLEM_MESSAGES.control;
  return { id: message.id, values: { label } };
}

/**
 * The message and field name inside an English message of `textProblemMessage` ("Username can't contain…"), or
 * undefined for any other text: a form's field error arrives as that English text alone (the form library keeps an
 * issue's message only), and the screen translates it from this (src/client/lib/catalog-text.ts).
 */
export function textProblemDescriptorOf(message: string): TextProblemDescriptor | undefined {
  for (const { id } of Object.values(TEXT_PROBLEM_MESSAGES)) {
    const tail = id.slice("{label}".length);
    if (message.length > tail.length && message.endsWith(tail)) return { id, values: { label: message.slice(0, -tail.length) } };
  }
  return undefined;
}

/** The message a form or a 400 answer shows for this problem in the field called `label`, in English. */
export function textProblemMessage(label: string, problem: TextProblem, options: TextOptions = {}): string {
  const { id, values } = textProblemDescriptor(label, problem, options);
  return id.replace("{label}", values.label);
}

/**
 * A zod check for a string field: `z.string().trim().check(plainText("Username")).min(3, …)`. Put it before the
 * length checks so its message is the one shown.
 */
export function plainText(label: string, options: TextOptions = {}): z.core.CheckFn<string> {
  return (payload) => {
    const problem = textProblem(payload.value, options);
    if (problem) {
      // The message's id and field name go with the issue, so the server can answer in the request's language.
      payload.issues.push({
        code: "custom",
        message: textProblemMessage(label, problem, options),
        input: payload.value,
        params: { i18n: textProblemDescriptor(label, problem, options) },
      });
    }
  };
}
