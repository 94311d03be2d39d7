import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { ACTIVITY_TYPES, kindOf } from "./activity-types";
import { contentSchemas } from "./content-schemas";
import { lessonFileSchema } from "./curriculum-schema";
import { moduleCloserContentSchema, roleplaySimulationContentSchema } from "./guided-schemas";
import { slideLessonContentSchema } from "./slide-schemas";
import { correctChoiceIds, stepLessonContentSchema } from "./step-schemas";

/** The dotted paths of every issue, or [] when the input parses. */
function issuePaths(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
}

/** A deep copy to break one thing in. */
const copy = <T>(value: T): T => structuredClone(value);

const option = (text: string, correct = false) => ({ text, correct });

const slideLesson = {
  lessonInfo: { title: "Ouch! A Little Monster Takes a Tumble", totalXP: 50 },
  mcqQuestions: {
    mcq1: {
      question: "Pip trips on the path and starts to wail. What could you say first?",
      options: [
        option("You're fine, up you get!"),
        option("Ouch, that was a big bump. I'm right here.", true),
        option("I told you not to run."),
        option("Big monsters don't cry."),
      ],
      correctAnswerIndex: 1,
      feedbackResponses: {
        correct: "Yes. **Naming the bump** tells Pip you saw it.\n\nComfort first, questions later.",
        incorrect: {
          "0": "Pip doesn't feel fine yet. Telling them they are can make the tears louder.",
          "2": "",
          default: "This response dismisses Pip's feelings or creates shame. Pip needs validation and understanding first.",
        },
      },
    },
  },
  tips: [
    { text: "Check for hurt first, then breathe." },
    { text: "Say what happened: \"You fell. That hurt.\"" },
    { text: "Skip \"you're fine\". Let Pip decide that." },
    { text: "A hug can do more than words." },
    { text: "Stay close until the tears slow." },
    { text: "Your calm is catching. Slow your own breathing first." },
  ],
  slides: [
    {
      type: "intro",
      heading: "Ouch! Pip Takes a Tumble",
      description: "Pip races to the swings and trips.|Today you'll practise comforting before fixing.",
      illustration: { character: "pip", mood: "sad", alt: "Pip sits on the path holding a scraped knee" },
    },
    {
      type: "twoColumn",
      leftContainer: { heading: "What you'll learn", description: "How to comfort a fright before moving on." },
      rightContainer: { heading: "The moment", description: "A fall at the playground, and big tears." },
    },
    {
      type: "thinking",
      thinkingPrompt: "What did Pip need to hear first?",
      infoBlocks: [
        { text: "Naming the hurt helps Pip feel seen, so the body can settle." },
        { text: "\"You're fine\" asks Pip to hide a feeling that is still there." },
      ],
    },
    {
      type: "info",
      heading: "Inside Pip's Mind",
      infoBlocks: [
        { title: "Fright", text: "The fall was sudden. Pip's heart is racing.", color: "blue" },
        { title: "Sting", text: "The knee hurts, and hurts feel huge at four.", color: "orange" },
      ],
    },
    { type: "mcq", questionId: "mcq1" },
    { type: "tips" },
    { type: "thankyou", heading: "You helped Pip feel safe again!" },
  ],
};

describe("slideLessonContentSchema", () => {
  it("accepts a short authored slide lesson", () => {
    expect(issuePaths(slideLessonContentSchema, slideLesson)).toEqual([]);
  });

  it("lets correctAnswerIndex decide when an option's flag disagrees", () => {
    const lesson = copy(slideLesson);
    lesson.mcqQuestions.mcq1.options[0]!.correct = true;
    expect(issuePaths(slideLessonContentSchema, lesson)).toEqual([]);
  });

  it("refuses an mcq slide that asks a question mcqQuestions doesn't have", () => {
    const lesson = copy(slideLesson);
    lesson.slides.splice(5, 0, { type: "mcq", questionId: "mcq2" });
    expect(issuePaths(slideLessonContentSchema, lesson)).toEqual(["slides.5.questionId"]);
  });

  it("refuses a question with three options and a question no slide asks", () => {
    const lesson = copy(slideLesson);
    lesson.mcqQuestions.mcq1.options.pop();
    expect(issuePaths(slideLessonContentSchema, lesson)).toContain("mcqQuestions.mcq1.options");

    const unused = copy(slideLesson) as { mcqQuestions: Record<string, unknown> };
    unused.mcqQuestions.mcq2 = slideLesson.mcqQuestions.mcq1;
    expect(issuePaths(slideLessonContentSchema, unused)).toEqual(["mcqQuestions.mcq2"]);
  });

  it("refuses an intro description split into three paragraphs", () => {
    const lesson = copy(slideLesson);
    lesson.slides[0]!.description = "One.|Two.|Three.";
    expect(issuePaths(slideLessonContentSchema, lesson)).toEqual(["slides.0.description"]);
  });
});

const choice = (id: string, text: string, extra: Record<string, unknown> = {}) => ({ id, text, ...extra });

const stepLesson = {
  title: "Setting Limits",
  intro: { heading: "Dinner and Bedtime", description: "Two limits, held kindly.", character: "pip" },
  steps: [
    { type: "story", title: "Dinner Time", paragraphs: ["Pip pushes the plate away: \"I want crackers!\""] },
    {
      type: "choice",
      title: "Your Move",
      question: "What could you say?",
      choices: [
        choice("A", "Fine, have the crackers.", { color: "red" }),
        choice("B", "No crackers, or no pudding!", { color: "yellow" }),
        choice("C", "You wish it were crackers. Dinner's what's here; you can eat or just sit with us.", {
          color: "blue",
          correct: true,
        }),
      ],
      points: 10,
    },
    { type: "result", title: "What Happened", paragraphs: ["Pip grumbles, then nibbles a carrot."], skipOnWrong: true },
    { type: "tips", title: "Growler Tips", tips: ["Name the wish.", { title: "Hold the line", content: "Say it once, kindly." }] },
    {
      type: "quiz",
      title: "Micro Quiz",
      questions: [
        {
          question: "Which limit is also kind?",
          choices: [choice("A", "\"Stop that now!\""), choice("B", "\"I won't let you throw food. You can put it on the side.\"")],
          correctChoice: 1,
        },
      ],
      points: 10,
      lockOnAnswer: true,
      onWrong: "continue",
    },
    { type: "reflection", title: "Your Turn", prompts: ["Which limit is hardest for you to hold?"] },
    { type: "completion", title: "Well Done!" },
  ],
};

describe("stepLessonContentSchema", () => {
  it("accepts a short steps lesson and fills in the answer rules' defaults", () => {
    const parsed = stepLessonContentSchema.parse(stepLesson);
    expect(parsed.allowBack).toBe(false);
    expect(parsed.steps[1]).toMatchObject({ evaluation: "modal", onWrong: "retry", lockOnAnswer: false, points: 10 });
  });

  it("refuses a choice step with no correct choice", () => {
    const lesson = copy(stepLesson);
    delete (lesson.steps[1]!.choices![2] as { correct?: boolean }).correct;
    expect(issuePaths(stepLessonContentSchema, lesson)).toEqual(["steps.1.choices"]);
  });

  it("refuses a locked quiz that asks for a retry, and choices out of letter order", () => {
    const lesson = copy(stepLesson);
    lesson.steps[4]!.onWrong = "retry";
    lesson.steps[4]!.questions![0]!.choices[1]!.id = "C";
    expect(issuePaths(stepLessonContentSchema, lesson)).toEqual(["steps.4.questions.0.choices.1.id", "steps.4.onWrong"]);
  });

  it("refuses a completion step that is not the last step", () => {
    const lesson = copy(stepLesson);
    lesson.steps.push({ type: "story", title: "After", paragraphs: ["One more thing."] });
    expect(issuePaths(stepLessonContentSchema, lesson)).toEqual(["steps.6.type"]);
  });

  it("reads the right answers from flags or from correctChoice", () => {
    const parsed = stepLessonContentSchema.parse(stepLesson);
    const [dinner, quiz] = [parsed.steps[1], parsed.steps[4]];
    expect(dinner?.type === "choice" && correctChoiceIds(dinner)).toEqual(["C"]);
    expect(quiz?.type === "quiz" && correctChoiceIds(quiz.questions[0]!)).toEqual(["B"]);
  });
});

const roleplay = {
  scenario: "At the park, Pip's ice cream drops on the grass. Pip stamps and howls.",
  pipPerspective: { title: "Inside Pip's Head", thoughts: ["My ice cream is GONE.", "It's not fair!"], emotions: ["Sad", "Cross"] },
  parentResponse: {
    question: "What could you say first?",
    options: ["It's only ice cream.", "Oh no, it fell. You're so disappointed.", "Stop shouting, people are looking."],
    correctAnswer: 1,
    explanation: "Naming the disappointment helps Pip feel understood, and feelings pass faster when they're seen.",
  },
  result: [
    "Pip howls louder: it isn't \"only\" to Pip.",
    "Pip leans into you and the howl turns into sniffles.",
    "Pip hides their face and the sobs get bigger.",
  ],
  followUpScenarios: [
    {
      theme: "Staying with the feeling",
      title: "A minute later",
      scenario: "Pip sniffs: \"Can I have another one?\"",
      question: "What now?",
      choices: [
        { id: "a", text: "\"Not today. You really wanted that one.\"", isCorrect: true, outcome: "Pip sighs and nods." },
        { id: "b", text: "\"Stop going on about it.\"", isCorrect: false, outcome: "Pip starts crying again." },
      ],
      explanation: "You can hold a limit and still name the wish.",
    },
  ],
  monsterTips: ["Feelings first, fixes later."],
  microQuiz: {
    questions: [
      {
        question: "Why name the feeling?",
        options: ["So Pip stops", "So Pip feels understood"],
        correctAnswer: 1,
        explanation: "Being understood is what helps a big feeling settle.",
      },
    ],
  },
  reflectionPrompts: {
    feelingPrompt: { question: "How did that feel to practise?", options: ["😌 Calm", "🤔 Unsure"] },
    improvementPrompt: { question: "What will you try next time?", placeholder: "Next time I'll…" },
  },
};

describe("roleplaySimulationContentSchema", () => {
  it("accepts a guided roleplay, and one without its optional pages", () => {
    expect(issuePaths(roleplaySimulationContentSchema, roleplay)).toEqual([]);
    const { followUpScenarios: _f, monsterTips: _t, microQuiz: _q, reflectionPrompts: _r, ...core } = roleplay;
    expect(issuePaths(roleplaySimulationContentSchema, { ...core, result: "Pip leans into you." })).toEqual([]);
  });

  it("refuses results that don't match the options one to one", () => {
    expect(issuePaths(roleplaySimulationContentSchema, { ...roleplay, result: roleplay.result.slice(0, 2) })).toEqual([
      "result",
    ]);
  });

  it("refuses a follow-up with no correct choice and a parent response pointing past its options", () => {
    const content = copy(roleplay);
    content.followUpScenarios[0]!.choices[0]!.isCorrect = false;
    content.parentResponse.correctAnswer = 3;
    expect(issuePaths(roleplaySimulationContentSchema, content)).toEqual([
      "parentResponse.correctAnswer",
      "followUpScenarios.0.choices",
    ]);
  });
});

const moduleCloser = {
  heading: "Module 1: Validation",
  scenario: "You've practised noticing and naming big feelings: falls, toppled towers, goodbyes.",
  keyTakeaways: ["Connect before you correct.", "Name the feeling out loud."],
  selfCareActivities: [
    { title: "Three slow breaths", description: "In through the nose, out like blowing on soup.", duration: "1 minute" },
    { title: "A cup of something warm", description: "Drink it while it's still warm." },
  ],
  reminderMessage: "Looking after yourself is part of looking after them.",
  reflectionPrompts: {
    completionPrompt: { question: "What surprised you in this module?", placeholder: "I noticed…" },
    applicationPrompt: { question: "Where will you name a feeling this week?", placeholder: "At bath time…" },
    selfCarePrompt: { question: "What will you do for yourself?", options: ["Breathe", "Rest", "Call a friend"] },
  },
  badgeEarned: { id: "module-1-validation", title: "Feelings Friend", description: "You finished Module 1.", xpBonus: 25 },
  keepGrowingTips: ["Notice one feeling a day and say it aloud."],
  finalInsight: "Feelings that are named get smaller.",
};

describe("moduleCloserContentSchema", () => {
  it("accepts a module closing", () => {
    expect(issuePaths(moduleCloserContentSchema, moduleCloser)).toEqual([]);
  });

  it("refuses a badge without xpBonus", () => {
    const content = copy(moduleCloser) as { badgeEarned: Record<string, unknown> };
    delete content.badgeEarned.xpBonus;
    expect(issuePaths(moduleCloserContentSchema, content)).toEqual(["badgeEarned.xpBonus"]);
  });

  it("refuses a self-care prompt without options and a blank takeaway", () => {
    const content = copy(moduleCloser);
    delete (content.reflectionPrompts.selfCarePrompt as { options?: string[] }).options;
    content.keyTakeaways[1] = "   ";
    expect(issuePaths(moduleCloserContentSchema, content)).toEqual([
      "keyTakeaways.1",
      "reflectionPrompts.selfCarePrompt.options",
    ]);
  });
});

describe("contentSchemas", () => {
  it("has a schema for every activity type", () => {
    for (const type of ACTIVITY_TYPES) expect(contentSchemas[type], type).toBeDefined();
  });

  it("serves every slide lesson with the one slide schema and every steps lesson with the one steps schema", () => {
    expect(contentSchemas.slides).toBe(slideLessonContentSchema);
    expect(contentSchemas.steps).toBe(stepLessonContentSchema);
  });

  it("names kinds, never lessons: a former lesson-name type maps to its kind, an unknown name to nothing", () => {
    expect(ACTIVITY_TYPES).toEqual([
      "slides", "steps", "multiple-choice", "drag-drop", "emotional-selector", "branching-scenario", "roleplay-simulation",
      "module-closer",
    ]);
    expect(kindOf("the_tower_topple")).toBe("slides");
    expect(kindOf("why_didnt_you_pick_me")).toBe("slides");
    expect(kindOf("limits_quiz")).toBe("steps");
    expect(kindOf("drag-drop")).toBe("drag-drop");
    expect(kindOf("toString")).toBeUndefined();
    expect(kindOf("interpretive-dance")).toBeUndefined();
  });
});

describe("a lesson file's play data belongs to its kind", () => {
  const settingLimits = JSON.parse(readFileSync(join(process.cwd(), "content", "lessons", "16-setting-limits.json"), "utf8")) as {
    activityType: string;
    play: { stepRules: unknown; slideLayout?: string };
  };

  it("accepts the Setting Limits file as authored", () => {
    expect(lessonFileSchema.safeParse(settingLimits).success).toBe(true);
  });

  it("refuses a steps lesson without its step rules, and step rules or a slide layout on another kind", () => {
    const issues = (file: unknown) => lessonFileSchema.safeParse(file).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ ...settingLimits, play: {} })).toEqual(["a steps lesson names its step rules"]);
    expect(issues({ ...settingLimits, activityType: "multiple-choice" })).toContain("only a steps lesson has step rules");
    expect(issues({ ...settingLimits, play: { ...settingLimits.play, slideLayout: "card" } })).toEqual([
      "only a slides lesson has a slide layout",
    ]);
  });
});
