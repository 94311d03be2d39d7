import { describe, expect, it } from "vitest";
import { localDate } from "./days";
import {
  BIRTH_MONTH_TOO_FAR_AHEAD,
  BIRTH_MONTH_TOO_LONG_AGO,
  ageGroupFor,
  birthMonthProblem,
  birthYearChoices,
  childAgeGroup,
  childFromChildAge,
  familyChildAge,
  isExpecting,
  monthOf,
} from "./child-age";

describe("a child's age group from the birth month", () => {
  it("moves on in the birth month itself, at each group's edge", () => {
    const cases: [birth: string, now: string, group: string][] = [
      ["2024-03", "2024-03", "0-2"],
      ["2024-03", "2027-02", "0-2"],
      ["2024-03", "2027-03", "3-5"],
      ["2020-07", "2026-06", "3-5"],
      ["2020-07", "2026-07", "6-8"],
      ["2017-12", "2026-11", "6-8"],
      ["2017-12", "2026-12", "9-12"],
      ["2013-12", "2026-11", "9-12"],
      ["2013-12", "2026-12", "13+"],
      ["2008-12", "2026-12", "13+"],
    ];
    for (const [birth, now, group] of cases) expect(ageGroupFor(birth, now), `${birth} in ${now}`).toBe(group);
  });

  it("counts across a year's end: born in December, three in the next December but two in November", () => {
    expect(ageGroupFor("2023-12", "2026-11")).toBe("0-2");
    expect(ageGroupFor("2023-12", "2026-12")).toBe("3-5");
    expect(ageGroupFor("2023-01", "2025-12")).toBe("0-2");
    expect(ageGroupFor("2023-01", "2026-01")).toBe("3-5");
  });

  it("reads the month in the parent's time zone: the same instant is a new month in Auckland and the old one in Los Angeles", () => {
    const instant = new Date("2026-11-30T12:30:00Z");
    const auckland = monthOf(localDate(instant, "Pacific/Auckland"));
    const losAngeles = monthOf(localDate(instant, "America/Los_Angeles"));
    expect([auckland, losAngeles]).toEqual(["2026-12", "2026-11"]);
    expect(ageGroupFor("2017-12", auckland)).toBe("9-12");
    expect(ageGroupFor("2017-12", losAngeles)).toBe("6-8");
  });

  it("puts a baby on the way in the 0–2 group as expecting, until the due month comes", () => {
    expect(ageGroupFor("2027-05", "2026-12")).toBe("0-2");
    expect(isExpecting("2027-05", "2026-12")).toBe(true);
    expect(isExpecting("2027-01", "2026-12")).toBe(true);
    expect(isExpecting("2026-12", "2026-12")).toBe(false);
  });

  it("accepts a due month up to 9 months ahead and a birth month up to 18 years back, and nothing beyond", () => {
    expect(birthMonthProblem("2027-09", "2026-12")).toBeNull();
    expect(birthMonthProblem("2027-10", "2026-12")).toBe(BIRTH_MONTH_TOO_FAR_AHEAD);
    expect(birthMonthProblem("2008-12", "2026-12")).toBeNull();
    expect(birthMonthProblem("2008-11", "2026-12")).toBe(BIRTH_MONTH_TOO_LONG_AGO);
  });

  it("keeps a stored group for a child without a month, and prefers the month when there is one", () => {
    expect(childAgeGroup({ birthMonth: null, storedAgeGroup: "6-8" }, "2026-12")).toBe("6-8");
    expect(childAgeGroup({ birthMonth: "2024-01", storedAgeGroup: "6-8" }, "2026-12")).toBe("0-2");
    expect(childAgeGroup({ birthMonth: null, storedAgeGroup: null }, "2026-12")).toBeNull();
  });
});

describe("the years a birth month can be chosen in", () => {
  it("offers next year only once a due month can fall in it, and every year back to 18 years ago", () => {
    // In March, nine months ahead is December: next year has no month to offer.
    expect(birthYearChoices("2026-03")[0]).toBe("2026");
    // From April, January next year is within nine months.
    expect(birthYearChoices("2026-04")[0]).toBe("2027");
    expect(birthYearChoices("2026-12")).toHaveLength(20);
    expect(birthYearChoices("2026-12").at(-1)).toBe("2008");
    expect(birthYearChoices("2026-03")).toHaveLength(19);
  });
});

describe("the onboarding answer a family stands for", () => {
  it("is the one child's group, 'multiple' for several children, and none without a child", () => {
    expect(familyChildAge(["3-5"])).toBe("3-5");
    expect(familyChildAge(["3-5", "9-12"])).toBe("multiple");
    expect(familyChildAge(["multiple"])).toBe("multiple");
    expect(familyChildAge([])).toBeUndefined();
  });
});

describe("an existing account's answer becoming a child", () => {
  it("makes one child of the answered group, one entry for several children from 'multiple', and none otherwise", () => {
    for (const group of ["0-2", "3-5", "6-8", "9-12", "13+"])
      expect(childFromChildAge(group)).toEqual({ storedAgeGroup: group });
    expect(childFromChildAge("multiple")).toEqual({ storedAgeGroup: "multiple" });
    for (const other of [undefined, null, "", "teen", "0-2 "]) expect(childFromChildAge(other)).toBeNull();
  });
});
