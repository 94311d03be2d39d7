import { describe, expect, it } from "vitest";
import { type InsightsSource, type LessonCatalog, buildInsights, calendarOf, hourLabel } from "./insights";

const catalog: LessonCatalog = {
  lessons: [
    { id: 1, title: "Connect Before You Correct", skill: "emotional-validation", levelId: 1, order: 1 },
    { id: 2, title: "Red Cup or Blue Cup?", skill: "offering-choices", levelId: 2, order: 1 },
    { id: 3, title: "Setting Limits", skill: "setting-boundaries", levelId: 3, order: 1 },
    { id: 4, title: "Five More Minutes", skill: "routines", levelId: 4, order: 1 },
  ],
  practiceTitle: (id) => (id === 1 ? "Name it first" : id === 2 ? "Two small choices" : null),
};

function source(overrides: Partial<InsightsSource> = {}): InsightsSource {
  return { today: "2026-11-26", from: "2026-11-16", rhythm: 7, days: [], moods: [], lessonsDone: [], practices: [], ...overrides };
}

const mood = (day: string, hour: number, value: string, weekday: number) => ({ day, hour, mood: value, weekday });

describe("insights", () => {
  it("words hours kindly", () => {
    expect([0, 9, 12, 17, 24].map((hour) => hourLabel(hour))).toEqual(["midnight", "9 am", "noon", "5 pm", "midnight"]);
  });

  it("writes hours as each language does", () => {
    for (const language of ["es", "fr", "de"] as const) {
      expect(hourLabel(17, language)).toBe("17:00");
      expect(hourLabel(24, language)).toMatch(/^0?0:00$/);
    }
  });

  it("marks rest days as rested under a 3-day rhythm, never as missed", () => {
    const day = (date: string) => ({ date, lessons: 1, stories: 0, xp: 20, practicesTried: 0, practiceCheckIns: 0, journalEntries: 0 });
    const calendar = calendarOf(source({ rhythm: 3, days: [day("2026-11-16"), day("2026-11-18"), day("2026-11-20")] }));
    const status = (date: string) => calendar.find((entry) => entry.date === date)?.status;
    expect(status("2026-11-16")).toBe("active");
    expect(status("2026-11-17")).toBe("rested");
    expect(status("2026-11-21")).toBe("rested");
    expect(status("2026-11-27")).toBe("future");
    // Every day: the same gap is not a rest day.
    const daily = calendarOf(source({ rhythm: 7, days: [day("2026-11-16"), day("2026-11-18")] }));
    expect(daily.find((entry) => entry.date === "2026-11-17")?.status).toBe("none");
  });

  it("names the hard-mood window only from 8 moods or more", () => {
    const moods = [17, 18, 17, 18, 17].map((hour, index) => mood(`2026-11-1${6 + index}`, hour, "angry", index + 1));
    const calm = [mood("2026-11-21", 9, "happy", 6), mood("2026-11-22", 10, "okay", 7)];
    expect(buildInsights(source({ moods: [...moods, ...calm] }), catalog).observations).toEqual([]);
    const enough = [...moods, ...calm, mood("2026-11-23", 8, "happy", 1)];
    expect(buildInsights(source({ moods: enough }), catalog).observations[0]?.text).toMatch(
      /^Hard moments were logged most often between 5 pm and 7 pm on weekdays\./,
    );
  });

  it("adds Get help now when sad, angry or worried came up on most days of two weeks", () => {
    const moods = Array.from({ length: 10 }, (_, index) => mood(`2026-11-${String(14 + index).padStart(2, "0")}`, 9 + index, index < 7 ? "sad" : "happy", 1));
    const [first] = buildInsights(source({ moods }), catalog).observations;
    expect(first).toMatchObject({ kind: "hard-days", help: true });
    expect(first?.text).not.toMatch(/depress|disorder|diagnos/i);
  });

  it("names the practice tried most from 8 check-ins, and a skill left alone with a lesson to try", () => {
    const days = Array.from({ length: 8 }, (_, index) => ({
      date: `2026-11-${16 + index}`, lessons: 1, stories: 0, xp: 20, practicesTried: 1, practiceCheckIns: 1, journalEntries: 0,
    }));
    const lessonsDone = Array.from({ length: 8 }, (_, index) => ({ lessonId: index % 2 === 0 ? 1 : 2, date: `2026-10-${10 + index}` }));
    const insights = buildInsights(source({ days, practices: [{ lessonId: 1, tried: 5 }, { lessonId: 2, tried: 3 }], lessonsDone }), catalog);
    const texts = insights.observations.map((observation) => observation.text);
    expect(texts).toContain('The practice you tried most was "Name it first" (5 times). It\'s becoming a habit: keep it going.');
    const skill = insights.observations.find((observation) => observation.kind === "skill");
    expect(skill?.lesson).toEqual({ id: 3, levelId: 3, title: "Setting Limits" });
    expect(insights.observations.length).toBeLessThanOrEqual(3);
    expect(insights.weekly).toEqual([
      { weekStart: "2026-11-16", lessons: 7, xp: 140 },
      { weekStart: "2026-11-23", lessons: 1, xp: 20 },
    ]);
  });
});
