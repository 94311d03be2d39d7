import { CONTENT_AGE_GROUPS, type ContentAgeGroup } from "../content/age-groups";

/**
 * A child's age group from their birth month (docs/product-rules.md#children-and-their-age-groups). Growly keeps a
 * month, never a day, so a child counts a year older from the first day of their birth month, in the parent's own
 * time zone. A due month still ahead is a baby on the way: the 0–2 group, shown as expecting.
 */

/** The longest child's name or nickname Growly keeps, in characters. */
export const CHILD_NAME_MAX = 40;

/** A month as the API writes it: "2024-03". */
export type YearMonth = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The latest due month a parent may enter, counted from this month. */
export const MAX_MONTHS_AHEAD = 9;
/** The earliest birth month a parent may enter: 18 years back. */
export const MAX_YEARS_BACK = 18;

function monthIndex(month: YearMonth): number {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`not a YYYY-MM month: ${month}`);
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

export function isYearMonth(value: string): boolean {
  return MONTH.test(value);
}

/** The month of a local date ("2026-12-01" → "2026-12"). */
export function monthOf(localDate: string): YearMonth {
  return localDate.slice(0, 7);
}

/** Whole months from the birth month to this month: negative while the baby is on the way. */
export function ageInMonths(birthMonth: YearMonth, thisMonth: YearMonth): number {
  return monthIndex(thisMonth) - monthIndex(birthMonth);
}

/** 0–2 under 3 years, 3–5, 6–8, 9–12, and 13+ from the thirteenth birthday month on. */
export function ageGroupFor(birthMonth: YearMonth, thisMonth: YearMonth): ContentAgeGroup {
  const years = Math.floor(ageInMonths(birthMonth, thisMonth) / 12);
  if (years < 3) return "0-2";
  if (years < 6) return "3-5";
  if (years < 9) return "6-8";
  if (years < 13) return "9-12";
  return "13+";
}

/** A due month still to come: the family is expecting this child. */
export function isExpecting(birthMonth: YearMonth, thisMonth: YearMonth): boolean {
  return ageInMonths(birthMonth, thisMonth) < 0;
}

export const BIRTH_MONTH_TOO_FAR_AHEAD = /*i18n*/ "A due month can be at most 9 months from now.";
export const BIRTH_MONTH_TOO_LONG_AGO = /*i18n*/ "A birth month can be at most 18 years ago.";

/** Why a birth month cannot be kept, or null when it can: at most 9 months ahead and 18 years back. */
export function birthMonthProblem(birthMonth: YearMonth, thisMonth: YearMonth): string | null {
  const months = ageInMonths(birthMonth, thisMonth);
  if (months < -MAX_MONTHS_AHEAD) return BIRTH_MONTH_TOO_FAR_AHEAD;
  if (months > MAX_YEARS_BACK * 12) return BIRTH_MONTH_TOO_LONG_AGO;
  return null;
}

/**
 * The years a parent can choose a birth or due month in, newest first: every year with at least one month that
 * `birthMonthProblem` keeps (next year only once nine months ahead reach it).
 */
export function birthYearChoices(thisMonth: YearMonth): string[] {
  const year = Number(thisMonth.slice(0, 4));
  const years: string[] = [];
  for (let candidate = year + 1; candidate >= year - MAX_YEARS_BACK; candidate -= 1) {
    const allowed = Array.from({ length: 12 }, (_, index) => `${candidate}-${String(index + 1).padStart(2, "0")}`).some(
      (month) => birthMonthProblem(month, thisMonth) === null,
    );
    if (allowed) years.push(String(candidate));
  }
  return years;
}

/**
 * The age group a child entry stands for: from the birth month when there is one, else the group kept for it (an
 * account from before children were kept by month: its onboarding answer), "multiple" for the entry that stands
 * for several children.
 */
export type ChildAgeGroup = ContentAgeGroup | "multiple";

export function childAgeGroup(
  child: { birthMonth: YearMonth | null; storedAgeGroup: ChildAgeGroup | null },
  thisMonth: YearMonth,
): ChildAgeGroup | null {
  if (child.birthMonth) return ageGroupFor(child.birthMonth, thisMonth);
  return child.storedAgeGroup;
}

/**
 * The onboarding answer `childAge` a family stands for, for what still reads it: the one child's group, "multiple"
 * for several children (or the entry for several), none without children.
 */
export function familyChildAge(groups: readonly (ChildAgeGroup | null)[]): ChildAgeGroup | undefined {
  if (groups.length === 0) return undefined;
  if (groups.length > 1) return "multiple";
  return groups[0] ?? undefined;
}

/**
 * What an account kept from before children had months becomes: one child of that group with no month yet; the
 * onboarding's "more than one" becomes one entry for several children, until the parent adds each. Anything else
 * (no answer, an unknown one) makes no child.
 */
export function childFromChildAge(childAge: string | null | undefined): { storedAgeGroup: ChildAgeGroup } | null {
  if (childAge === "multiple") return { storedAgeGroup: "multiple" };
  return (CONTENT_AGE_GROUPS as readonly string[]).includes(childAge ?? "")
    ? { storedAgeGroup: childAge as ContentAgeGroup }
    : null;
}

/** The onboarding's message for a missing age (docs/screens.md#form-validation): a missing birth month gets it too. */
export const MISSING_BIRTH_MONTH = /*i18n*/ "Please select your child's age";

/** A child as a form holds it: a name, and a month ("01"–"12") and year picked apart. */
export interface ChildDraft {
  name: string;
  month: string;
  year: string;
}

/** A kept child as a form holds it. */
export const draftOf = (child: { name: string | null; birthMonth: string | null }): ChildDraft => ({
  name: child.name ?? "",
  year: child.birthMonth?.slice(0, 4) ?? "",
  month: child.birthMonth?.slice(5, 7) ?? "",
});

/**
 * What is wrong with a form's month and year, or null: none picked (the onboarding's message), or out of range. Plain
 * code, so a screen that only asks for the month (home) need not load the validation library.
 */
export function draftMonthProblem(draft: Pick<ChildDraft, "month" | "year">, thisMonth: YearMonth): string | null {
  if (!/^(0[1-9]|1[0-2])$/.test(draft.month) || !/^\d{4}$/.test(draft.year)) return MISSING_BIRTH_MONTH;
  return birthMonthProblem(`${draft.year}-${draft.month}`, thisMonth);
}
