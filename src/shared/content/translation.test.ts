import { describe, expect, it } from "vitest";
import {
  isTextPath, markupProblems, textsOf, translationProblems, UnclassifiedTextError, untranslatedTexts, withTexts,
} from "./translation";

const lesson = {
  id: 4,
  title: "Ouch!",
  theme: "An author's note",
  activityType: "multiple-choice",
  ages: ["3-5"],
  content: {
    question: "What could you say?",
    options: ["**Ouch.** I'm here.", "You're fine."],
    correctAnswer: 0,
    incorrect: { "1": "Not yet: look first." },
    correctMapping: { i1: "connects" },
    emotions: [{ id: "sad", label: "Sad", intensity: "high" }],
  },
};

describe("a content file's texts", () => {
  it("are the strings a parent reads, by path; ids, answer keys, enums and the author's note are not", () => {
    expect(textsOf(lesson)).toEqual({
      title: "Ouch!",
      "content.question": "What could you say?",
      "content.options.0": "**Ouch.** I'm here.",
      "content.options.1": "You're fine.",
      "content.incorrect.1": "Not yet: look first.",
      "content.emotions.0.label": "Sad",
    });
  });

  it("refuses a field no one has classified, so a new one is never silently left in English or translated", () => {
    expect(() => textsOf({ content: { mystery: "What is this?" } })).toThrow(UnclassifiedTextError);
    expect(isTextPath(["content", "steps", "0", "title"])).toBe(true);
    expect(isTextPath(["content", "scenes", "0", "choices", "1", "next"])).toBe(false);
  });
});

describe("a translation", () => {
  const spanish = {
    title: "¡Ay!",
    "content.question": "¿Qué podrías decir?",
    "content.options.0": "**Ay.** Aquí estoy.",
    "content.options.1": "Estás bien.",
    "content.incorrect.1": "Todavía no: mira primero.",
    "content.emotions.0.label": "Triste",
  };

  it("replaces the words and keeps everything else: ids, answers, ages", () => {
    const translated = withTexts(lesson, spanish);
    expect(translated.title).toBe("¡Ay!");
    expect(translated.content.options).toEqual(["**Ay.** Aquí estoy.", "Estás bien."]);
    expect(translated.content.correctAnswer).toBe(0);
    expect(translated.content.correctMapping).toEqual({ i1: "connects" });
    expect(translated.content.emotions[0]).toEqual({ id: "sad", label: "Triste", intensity: "high" });
    expect(translated.theme).toBe(lesson.theme);
    expect(translated.ages).toEqual(["3-5"]);
  });

  it("names every text missing, empty or not in the English file", () => {
    expect(translationProblems(lesson, spanish)).toEqual([]);
    const { title: _title, ...withoutTitle } = spanish;
    expect(translationProblems(lesson, { ...withoutTitle, "content.question": " ", "content.extra": "¿?" })).toEqual([
      "title: missing",
      "content.question: empty",
      "content.extra: not a text of the English file",
    ]);
  });

  it("lists texts left in English, but not a bare name or number", () => {
    const left = { ...spanish, "content.question": "What could you say?", title: "Pip" };
    expect(untranslatedTexts({ ...lesson, title: "Pip" }, left, ["Pip"])).toEqual(["content.question"]);
  });

  it("lists texts whose bold marks or paragraph breaks were lost", () => {
    expect(markupProblems(lesson, spanish)).toEqual([]);
    expect(markupProblems(lesson, { ...spanish, "content.options.0": "Ay. Aquí estoy." })).toEqual([
      "content.options.0: bold marks (**) differ from the English",
    ]);
  });
});
