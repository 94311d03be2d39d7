import { describe, expect, it } from "vitest";
import { greetingForHour, subtitleForAgeGroup } from "./greeting";

describe("greetingForHour", () => {
  it("says good morning from 5 to 11", () => {
    expect(greetingForHour(4)).toBe("Good evening");
    expect(greetingForHour(5)).toBe("Good morning");
    expect(greetingForHour(11)).toBe("Good morning");
  });
  it("says good afternoon from 12 to 17 and good evening after", () => {
    expect(greetingForHour(12)).toBe("Good afternoon");
    expect(greetingForHour(17)).toBe("Good afternoon");
    expect(greetingForHour(18)).toBe("Good evening");
    expect(greetingForHour(0)).toBe("Good evening");
  });
});

describe("greetingForHour in each language", () => {
  it("greets as the language does: Spanish afternoons run to nine, French has no afternoon greeting, German's day starts at eleven", () => {
    const day = (language: string) => [4, 5, 10, 11, 12, 17, 18, 20, 21, 23].map((hour) => greetingForHour(hour, language));
    expect(day("en")).toEqual(["Good evening", "Good morning", "Good morning", "Good morning", "Good afternoon", "Good afternoon", "Good evening", "Good evening", "Good evening", "Good evening"]);
    expect(day("es")).toEqual(["Good evening", "Good morning", "Good morning", "Good morning", "Good afternoon", "Good afternoon", "Good afternoon", "Good afternoon", "Good evening", "Good evening"]);
    expect(day("fr")).toEqual(["Good evening", "Good morning", "Good morning", "Good morning", "Good morning", "Good morning", "Good evening", "Good evening", "Good evening", "Good evening"]);
    expect(day("de")).toEqual(["Good evening", "Good morning", "Good morning", "Good afternoon", "Good afternoon", "Good afternoon", "Good evening", "Good evening", "Good evening", "Good evening"]);
    expect(day("pseudo")).toEqual(day("en"));
  });
});

describe("subtitleForAgeGroup", () => {
  it("uses the spec's subtitle for each age group", () => {
    expect(subtitleForAgeGroup("0-2")).toBe("Building foundations with your little one");
    expect(subtitleForAgeGroup("3-5")).toBe("Navigating the curious years");
    expect(subtitleForAgeGroup("6-8")).toBe("Growing with your school-age monster");
    expect(subtitleForAgeGroup("9-12")).toBe("Supporting your independent explorer");
    expect(subtitleForAgeGroup("multiple")).toBe("Juggling multiple little monsters");
  });
  it("falls back for 13+ and for no answer", () => {
    expect(subtitleForAgeGroup("13+")).toBe("Staying close as your teenager grows");
    expect(subtitleForAgeGroup(undefined)).toBe("Your parenting adventure continues");
  });
});
