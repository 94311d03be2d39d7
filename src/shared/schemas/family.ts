import { z } from "zod";
import {
  CHILD_NAME_MAX,
  type ChildDraft,
  draftMonthProblem,
  isYearMonth,
  MISSING_BIRTH_MONTH,
} from "../rules/child-age";
import { CONTENT_AGE_GROUPS } from "../content/age-groups";
import { emailField } from "./auth";
import { id, timestamp } from "./fields";
import { plainText } from "./text";

export { CHILD_NAME_MAX, type ChildDraft, draftOf, MISSING_BIRTH_MONTH } from "../rules/child-age";

/** The most children one family keeps. */
export const MAX_CHILDREN = 12;
/** The most adults one family has, its owner included. */
export const MAX_ADULTS = 6;
/** Days an invitation link works. */
export const INVITATION_DAYS = 7;
/** The most invitations a family has waiting at once. */
export const MAX_PENDING_INVITATIONS = 10;

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
  birthMonth: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .nullable(),
  /** From the birth month in the parent's time zone; "multiple" for the entry standing for several children. */
  ageGroup: z.enum([...CONTENT_AGE_GROUPS, "multiple"]).nullable(),
});
/** An adult of the family as the others see them: the username and the role, nothing of what they wrote or did. */
export const familyAdultSchema = z.strictObject({
  id,
  username: z.string(),
  role: z.enum(["owner", "carer"]),
  you: z.boolean(),
});
/** An invitation still waiting to be accepted: the owner's view only (a carer's list is empty). */
export const pendingInvitationSchema = z.strictObject({ id, expiresAt: timestamp });
export const familySchema = z.strictObject({
  children: z.array(childSchema),
  adults: z.array(familyAdultSchema),
  /** Lesson answers are shared only while every adult of a family of two or more says yes. */
  sharesAnswers: z.boolean(),
  /** The signed-in adult's own yes (PATCH /api/family/settings); the others' answers are not shown. */
  youShareAnswers: z.boolean(),
  invitations: z.array(pendingInvitationSchema),
});
export type FamilyAdult = z.output<typeof familyAdultSchema>;

/** PATCH /api/family/settings: the signed-in adult's own consent to showing each other's lesson answers. */
export const familySettingsSchema = z.strictObject({
  sharesAnswers: z.boolean({ error: /*i18n*/ "Please choose yes or no" }),
});
export type FamilySettingsInput = z.input<typeof familySettingsSchema>;

/** POST /api/family/invitations: with an address, the link is also mailed there in the inviter's language. */
export const createInvitationSchema = z.strictObject({ email: emailField.optional() });
export type CreateInvitationInput = z.input<typeof createInvitationSchema>;
/** Its answer: the link, shown once (only its token's hash is kept). */
export const createdInvitationSchema = z.strictObject({ id, url: z.url(), expiresAt: timestamp });
export type CreatedInvitation = z.output<typeof createdInvitationSchema>;

/**
 * POST /api/family/invitations/accept. An adult who already shares a family (another adult or a child in it) joins
 * only with `leaveCurrentFamily: true`; without it the answer is 409 with ALREADY_IN_A_FAMILY, or
 * JOINING_DELETES_YOUR_FAMILY when they are its only adult (leaving deletes it with its children). An adult whose own
 * Premium renews, joining a family whose Premium would cover them, joins only with `keepOwnPlan: true`; without it
 * the answer is 409 with OWN_PLAN_KEEPS_BILLING (docs/product-rules.md#one-subscription-for-the-family).
 */
export const acceptInvitationSchema = z.strictObject({
  token: z.string({ error: /*i18n*/ "This invitation link is not valid." }).max(200),
  leaveCurrentFamily: z.boolean().optional(),
  keepOwnPlan: z.boolean().optional(),
});
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;
/**
 * Its answer: the family joined; `alreadyIn` when it was the adult's own family already (their own link opened again),
 * which spends nothing.
 */
export const acceptedInvitationSchema = familySchema.extend({ alreadyIn: z.boolean() });
export type AcceptedInvitation = z.output<typeof acceptedInvitationSchema>;
export const ALREADY_IN_A_FAMILY =
  /*i18n*/ "You already belong to a family. Joining this one means leaving it: confirm to join.";
/** The joiner is the only adult of a family with children: leaving deletes it (docs/product-rules.md#a-second-carer). */
export const JOINING_DELETES_YOUR_FAMILY =
  /*i18n*/ "You are the only adult in your family. Joining this one deletes it, with its children's profiles: confirm to join.";
export const OWN_PLAN_KEEPS_BILLING =
  /*i18n*/ "This family's Premium will cover you, and your own Premium keeps billing you until you cancel it: confirm to join.";
export const INVITATION_NOT_FOUND =
  /*i18n*/ "This invitation has expired, was already used or was withdrawn. Please ask for a new one.";
export type Family = z.output<typeof familySchema>;
export type Child = z.output<typeof childSchema>;

/** A positive whole number written in an address (a query string's value is text). */
const idInQuery = z
  .string({ error: /*i18n*/ "Choose one lesson or one story" })
  .regex(/^[1-9][0-9]{0,9}$/, { error: /*i18n*/ "Choose one lesson or one story" })
  .transform(Number)
  .refine((value) => value <= 2_147_483_647, { error: /*i18n*/ "Choose one lesson or one story" });

/**
 * GET /api/family/same-page?lessonId=N or ?storyId=N (docs/product-rules.md#the-same-page): exactly one of the two;
 * `language` is the content's, as on the other content reads.
 */
export const samePageQuerySchema = z
  .strictObject({ lessonId: idInQuery.optional(), storyId: idInQuery.optional(), language: z.string().optional() })
  .refine((query) => (query.lessonId === undefined) !== (query.storyId === undefined), {
    error: /*i18n*/ "Choose one lesson or one story",
  });
export type SamePageQuery = z.output<typeof samePageQuerySchema>;

/** An adult of the family as the shared view names them: the username only. */
const samePageAdultShape = { adultId: id, username: z.string(), you: z.boolean() };
/** One adult's answer to one question: the options' own texts, or "not recorded" for a completion kept without them. */
export const samePageAnswerSchema = z.union([
  z.strictObject({ ...samePageAdultShape, choices: z.array(z.string()).min(1) }),
  z.strictObject({ ...samePageAdultShape, notRecorded: z.literal(true) }),
]);
export const samePageQuestionSchema = z.strictObject({
  id: z.string(),
  /** The question as the lesson asks it (a story's scene: its title), in the parent's language. */
  prompt: z.string(),
  /** Each adult who completed it, the signed-in one included; an adult whose path did not reach the question is left out. */
  answers: z.array(samePageAnswerSchema),
});
/** Its answer: every scenario question with each adult's choices, and one prompt to talk about, from the content. */
export const samePageSchema = z.strictObject({
  title: z.string(),
  questions: z.array(samePageQuestionSchema),
  talkingPrompt: z.strictObject({ title: z.string(), text: z.string() }),
  /** The adults of the family who have not completed it yet. */
  notPlayed: z.array(z.strictObject(samePageAdultShape)),
});
export type SamePage = z.output<typeof samePageSchema>;
export type SamePageAnswer = z.output<typeof samePageAnswerSchema>;
