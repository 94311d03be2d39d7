import { describe, expect, it } from "vitest";
import type { ContentAgeGroup } from "../content/age-groups";
import { childAwaitingMonth, fittingPractice, hasSeveralChildren, homeAgeGroup, practiceFits, selectedChild } from "./selected-child";

const mia = { id: 3, name: "Mia", birthMonth: "2022-05", ageGroup: "3-5" as const };
const bean = { id: 7, name: "Bean", birthMonth: "2025-06", ageGroup: "0-2" as const };

describe("the selected child", () => {
  it("is the child this device remembered while that child is in the family", () => {
    expect(selectedChild([mia, bean], 7)).toBe(bean);
  });

  it("is the first child when the remembered one was removed, or nothing was remembered", () => {
    expect(selectedChild([mia, bean], 99)).toBe(mia);
    expect(selectedChild([bean, mia], undefined)).toBe(bean);
  });

  it("is none without children", () => {
    expect(selectedChild([], 3)).toBeUndefined();
  });

  it("gives home the selected child's age group, else the account's onboarding answer", () => {
    expect(homeAgeGroup(bean, "multiple")).toBe("0-2");
    expect(homeAgeGroup({ ageGroup: null }, "3-5")).toBeUndefined();
    expect(homeAgeGroup(undefined, "9-12")).toBe("9-12");
  });
});

describe("the row for more than one child and the switcher", () => {
  it("come with two children or more, never with one or none", () => {
    expect(hasSeveralChildren([])).toBe(false);
    expect(hasSeveralChildren([mia])).toBe(false);
    expect(hasSeveralChildren([mia, bean])).toBe(true);
    expect(hasSeveralChildren([mia, bean, { ...mia, id: 9 }])).toBe(true);
  });
});

describe("a practice that fits the child", () => {
  it("is any practice from an untagged lesson, and one tagged for the child's age", () => {
    expect(practiceFits(undefined, "9-12")).toBe(true);
    expect(practiceFits(["9-12", "13+"], "9-12")).toBe(true);
    expect(practiceFits(["0-2"], "9-12")).toBe(false);
  });

  it("is every practice while no single age group is known", () => {
    expect(practiceFits(["0-2"], undefined)).toBe(true);
    expect(practiceFits(["0-2"], "multiple")).toBe(true);
  });

  it("replaces a baby's practice with the newest one that fits an older child, or none", () => {
    const baby: { lessonId: number; ages?: ContentAgeGroup[] } = { lessonId: 1, ages: ["0-2"] };
    const general: { lessonId: number; ages?: ContentAgeGroup[] } = { lessonId: 2 };
    expect(fittingPractice([baby, general], "9-12")).toBe(general);
    expect(fittingPractice([baby, general], "0-2")).toBe(baby);
    expect(fittingPractice([baby], "6-8")).toBeUndefined();
  });
});

describe("the birth month home asks for", () => {
  it("is a child kept without a month, not the entry that stands for several children", () => {
    const noMonth = { id: 1, name: null, birthMonth: null, ageGroup: "3-5" as const };
    const several = { id: 2, name: null, birthMonth: null, ageGroup: "multiple" as const };
    expect(childAwaitingMonth([mia, noMonth])).toBe(noMonth);
    expect(childAwaitingMonth([several, mia])).toBeUndefined();
    expect(childAwaitingMonth([mia, bean])).toBeUndefined();
  });
});
