import { z } from "zod";
import { CHILD_NAME_MAX, type ChildDraft, draftMonthProblem, isYearMonth, MISSING_BIRTH_MONTH } from "../rules/child-age";
import { CONTENT_AGE_GROUPS } from "../content/age-groups";
import { id } from "./fields";
import { plainText } from "./text";

export { CHILD_NAME_MAX, type ChildDraft, draftOf, MISSING_BIRTH_MONTH } from "../rules/child-age";

/** The most children one family keeps. */
export const MAX_CHILDREN = 12;

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

export const emptyChildDraft = (): ChildDraft => ({ name: "", month: "", year: "" });


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
      const problem = draftMonthProblem(draft, thisMonth);
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
