import { z } from "zod";
import { birthMonthProblem, isYearMonth } from "../rules/child-age";
import { CONTENT_AGE_GROUPS } from "../content/age-groups";
import { id } from "./fields";
import { plainText } from "./text";

/** The onboarding's message for a missing age (docs/screens.md#form-validation): a missing birth month gets it too. */
export const MISSING_BIRTH_MONTH = /*i18n*/ "Please select your child's age";

/** The most children one family keeps. */
export const MAX_CHILDREN = 12;
export const CHILD_NAME_MAX = 40;

/** A first name or nickname, optional: an empty one is kept as none. */
const childName = z
  .string({ error: /*i18n*/ "The name must be text" })
  .trim()
  .check(plainText(/*i18n*/ "Name"))
  .max(CHILD_NAME_MAX, /*i18n*/ "A name can be at most 40 characters" /* CHILD_NAME_MAX */)
  .nullable()
  .transform((name) => (name ? name : null));

/** "YYYY-MM", or null when the parent has not said yet; how far back or ahead is checked against the parent's month. */
const birthMonth = z
  .string({ error: MISSING_BIRTH_MONTH })
  .refine(isYearMonth, { error: /*i18n*/ "Please choose a month and a year" })
  .nullable();

/** POST /api/family/children: a child's name (optional) and birth or due month. */
export const addChildSchema = z.strictObject({
  name: childName.optional().transform((name) => name ?? null),
  birthMonth: z.custom<string | null>((value) => value !== undefined, { error: MISSING_BIRTH_MONTH }).pipe(birthMonth),
});
export type AddChildInput = z.input<typeof addChildSchema>;

/** PATCH /api/family/children/{id}: only the fields sent change. */
export const updateChildSchema = z
  .strictObject({ name: childName.optional(), birthMonth: birthMonth.optional() })
  .refine((input) => input.name !== undefined || input.birthMonth !== undefined, {
    error: /*i18n*/ "Nothing to change",
  });
export type UpdateChildInput = z.input<typeof updateChildSchema>;

/** A child as a form holds it: a name, and a month ("01"–"12") and year picked apart. */
export interface ChildDraft {
  name: string;
  month: string;
  year: string;
}
export const emptyChildDraft = (): ChildDraft => ({ name: "", month: "", year: "" });

/** A kept child as a form holds it. */
export const draftOf = (child: { name: string | null; birthMonth: string | null }): ChildDraft => ({
  name: child.name ?? "",
  year: child.birthMonth?.slice(0, 4) ?? "",
  month: child.birthMonth?.slice(5, 7) ?? "",
});

/**
 * The onboarding and Edit Profile child: the same rules as the API's (name up to 40 characters, a month from 18 years
 * back to 9 months ahead of `thisMonth`, the parent's month), the missing month with the onboarding's own message.
 */
export const childDraftSchema = (thisMonth: string) =>
  z
    .object({
      name: z
        .string()
        .trim()
        .check(plainText(/*i18n*/ "Name"))
        .max(CHILD_NAME_MAX, /*i18n*/ "A name can be at most 40 characters" /* CHILD_NAME_MAX */),
      month: z.string(),
      year: z.string(),
    })
    .superRefine((draft, context) => {
      if (!/^(0[1-9]|1[0-2])$/.test(draft.month) || !/^\d{4}$/.test(draft.year)) {
        context.addIssue({ code: "custom", path: ["month"], message: MISSING_BIRTH_MONTH });
        return;
      }
      const problem = birthMonthProblem(`${draft.year}-${draft.month}`, thisMonth);
      if (problem) context.addIssue({ code: "custom", path: ["month"], message: problem });
    })
    .transform((draft) => ({
      name: draft.name === "" ? null : draft.name,
      birthMonth: `${draft.year}-${draft.month}`,
    }));

/** GET /api/family (docs/product-rules.md#the-family): the signed-in adult's own family only. */
export const childSchema = z.strictObject({
  id,
  /** A first name or nickname; none is fine ("my eldest"). */
  name: z.string().nullable(),
  /** "YYYY-MM": a birth month, or a due month still to come; null until the parent adds it. */
  birthMonth: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/).nullable(),
  /** From the birth month in the parent's time zone; "multiple" for the entry standing for several children. */
  ageGroup: z.enum([...CONTENT_AGE_GROUPS, "multiple"]).nullable(),
});
export const familySchema = z.strictObject({
  children: z.array(childSchema),
  adults: z.array(z.strictObject({ id, username: z.string(), role: z.enum(["owner", "carer"]), you: z.boolean() })),
  /** Lesson answers are shared only while every adult says yes. */
  sharesAnswers: z.boolean(),
});
export type Family = z.output<typeof familySchema>;
export type Child = z.output<typeof childSchema>;
