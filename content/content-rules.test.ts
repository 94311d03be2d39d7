import { describe, expect, it } from "vitest";
import { countWords, lessonPath, minutesOf, storyPath } from "../src/shared/rules/lesson-minutes";
import { CastError, castFacts, familyBreaks } from "./cast";
import {
  childAtHob, familyFormsNamed, growlerAsParent, guesserScore, helpTopics, keyMiddle, keyPositions, keyShares,
  lessonScoredItems, missingHelpLinks, oneFamilyBreaks, pickersRightFirst, sharedExplanations, storyScoredItems,
  wordGuesser, type LessonLike, type ScoredItem, type StoryLike,
} from "./content-rules";

// The rules judged on the project's own lessons and stories: tests/content/content-rules.test.ts (it loads them with
// the server's loader, which content/ does not import).

const mcq = (options: string[], correctAnswer: number, extra: Partial<LessonLike> = {}): LessonLike => ({
  id: 1,
  title: "Test lesson",
  description: "A lesson",
  activityType: "multiple-choice",
  content: {
    scenario: "Pip cries.",
    question: "What could you say?",
    options,
    correctAnswer,
    explanation: "Naming helps.",
    optionFeedback: ["a", "b", "c", "d"].map((letter) => `Feedback ${letter}.`),
  },
  ...extra,
});

describe("answer length", () => {
  it("counts an item when the right option is the longest or the shortest of its set", () => {
    const longest = lessonScoredItems(mcq(["Short.", "A much longer right answer.", "Mid answer.", "Hm."], 1));
    const shortest = lessonScoredItems(mcq(["No.", "A much longer wrong answer.", "Mid answer.", "Medium one."], 0));
    const neither = lessonScoredItems(mcq(["No.", "A much longer wrong answer.", "Mid answer.", "Medium one."], 2));
    expect(keyShares(longest)).toMatchObject({ items: 1, longest: 1, shortest: 0 });
    expect(keyShares(shortest)).toMatchObject({ items: 1, longest: 0, shortest: 1 });
    const all = keyShares([...longest, ...shortest, ...neither]);
    expect(all).toMatchObject({ items: 3, longest: 1, shortest: 1 });
    expect(all.longestShare).toBeCloseTo(1 / 3);
  });

  it("takes a story scene's best choice as its key", () => {
    const items = storyScoredItems(story);
    expect(items.map((item) => item.keys)).toEqual([[1], [0], [0]]);
    expect(keyShares(items)).toMatchObject({ items: 3, longest: 1, shortest: 2 });
  });
});

const story: StoryLike = {
  id: 1,
  title: "Story",
  description: "A story",
  content: {
    scenes: [
      {
        id: "one",
        title: "First",
        narration: "one two three",
        illustration: { character: "pip", mood: "sad", alt: "Pip" },
        choices: [
          { id: "a", text: "x", quality: "poor", feedback: "not read", next: "skipped" },
          { id: "b", text: "the best longest choice", quality: "best", feedback: "read this", next: "two" },
        ],
      },
      {
        id: "skipped",
        title: "Off the path",
        narration: "never read on the best path",
        illustration: { character: "pip", mood: "sad", alt: "Pip" },
        choices: [
          { id: "a", text: "y", quality: "best", feedback: "f" },
          { id: "b", text: "yy", quality: "okay", feedback: "f" },
        ],
      },
      {
        id: "two",
        title: "Second",
        narration: "four",
        illustration: { character: "pip", mood: "sad", alt: "Pip" },
        choices: [
          { id: "a", text: "ok", quality: "best", feedback: "fine" },
          { id: "b", text: "okay then", quality: "poor", feedback: "hidden" },
        ],
      },
    ],
    takeaway: { title: "Keep", text: "this", tips: ["tip one", "tip two"] },
  },
};

describe("minutes on one path", () => {
  it("reads 200 words a minute and adds 10 seconds a choice", () => {
    expect(countWords("**Bold** words | second part, and 12")).toBe(6);
    expect(minutesOf({ texts: [Array.from({ length: 400 }, () => "word").join(" ")], inputs: 6 })).toBeCloseTo(3);
  });

  it("follows a story through its best choices and reads only the best feedback", () => {
    const path = storyPath(story);
    expect(path.inputs).toBe(2);
    expect(path.texts).toContain("read this");
    expect(path.texts).toContain("fine");
    expect(path.texts).not.toContain("never read on the best path");
    expect(path.texts).not.toContain("not read");
    expect(path.texts).not.toContain("hidden");
  });

  it("reads a lesson's lead cards, every option, the right feedback only and the practice", () => {
    const lesson = mcq(["A a", "B b", "C c", "D d"], 2, {
      lead: [{ heading: "Lead", body: "Lead body" }],
      practice: { title: "Try", when: "Tonight", say: "Say this", expect: "Expect that" },
    });
    const path = lessonPath(lesson);
    expect(path.texts).toEqual(expect.arrayContaining(["Lead body", "A a", "D d", "Feedback c.", "Say this", "Expect that"]));
    expect(path.texts).not.toContain("Feedback a.");
    expect(path.inputs).toBe(1);
  });
});

describe("keyword checks", () => {
  it("finds each family form by the words that name it", () => {
    const found = familyFormsNamed([
      { title: "A", texts: ["Pip's two mums are at the school gate."] },
      { title: "B", texts: ["Nana Moss is raising Zo, and has been since Zo was a baby."] },
      { title: "C", texts: ["It's handover day: Pip goes to Dad's house after school."] },
      { title: "D", texts: ["Zo's foster carer waits by the door."] },
      { title: "E", texts: ["As a single parent, you do bedtime alone."] },
      { title: "F", texts: ["Papa and Dad take turns at bath time."] },
      { title: "G", texts: ["Nana Moss visits on Sundays."] },
    ]);
    expect(found).toEqual({
      "single parent": ["E"],
      "two mums": ["A"],
      "two dads": ["F"],
      "grandparent carer": ["B"],
      "co-parents in two homes": ["C"],
      "foster carer": ["D"],
    });
  });

  it("flags Growler named as someone's parent", () => {
    expect(growlerAsParent(["Pip runs to Daddy Growler."])).toHaveLength(1);
    expect(growlerAsParent(["Growler, Zo's dad, sighs."])).toHaveLength(1);
    expect(growlerAsParent(["Growler winks. Little bodies borrow big bodies' calm."])).toEqual([]);
  });

  it("flags a child stirring or cracking into a pan by a hob, not a parent cooking", () => {
    expect(childAtHob(["A pan is on the hob.", "You can be a kitchen dragon and stir with me."])).toHaveLength(1);
    expect(childAtHob(["The pan is hot.", "The next egg is yours: into the bowl or into the pan?"])).toHaveLength(1);
    expect(childAtHob(["You're at the hob stirring a pan of sauce. You can still stir the pasta and talk."])).toEqual([]);
    expect(childAtHob(["Pip stirs the cake mix at the table."])).toEqual([]);
  });
});

const item = (options: string[], key: number, feedback?: (string | undefined)[]): ScoredItem => ({ where: options.join("/"), options, keys: [key], ...(feedback ? { feedback } : {}) });

describe("the word guesser", () => {
  it("scores a feeling word +1 and an absolute word −1, as whole words in any case", () => {
    expect(guesserScore("You're SAD the tower fell.")).toBe(1);
    expect(guesserScore("We never throw blocks.")).toBe(-1);
    expect(guesserScore("You always feel cross when it ends, every time.")).toBe(0);
    // Parts of words are not words: "saddle", "feline", "mustard", "missile".
    expect(guesserScore("The saddle, the feline, the mustard and the missile.")).toBe(0);
    expect(guesserScore("No one said so.")).toBe(-1);
  });

  it("hits when the key is the only option naming a feeling, and shares a tie evenly", () => {
    const tell = item(["Stop that now.", "You're so frustrated!", "Let's go.", "Never mind."], 1);
    const tie = item(["You're sad.", "You're cross.", "Stop.", "Go."], 0);
    const hidden = item(["You feel sad, but we must go.", "Coat on, please.", "You're upset!", "Oh dear."], 1);
    expect(wordGuesser([tell])).toEqual({ items: 1, hitRate: 1, chance: 0.25 });
    expect(wordGuesser([tie]).hitRate).toBeCloseTo(0.5);
    expect(wordGuesser([hidden]).hitRate).toBe(0);
    expect(wordGuesser([tell, tie, hidden]).hitRate).toBeCloseTo(0.5);
  });
});

describe("key position and length", () => {
  it("shares out where the one key sits, by the number of options", () => {
    const four = [item(["a", "b", "c", "d"], 0), item(["a", "b", "c", "d"], 1), item(["a", "b", "c", "d"], 1), item(["a", "b", "c", "d"], 3)];
    expect(keyPositions(four, 4)).toEqual({ items: 4, shares: [0.25, 0.5, 0, 0.25] });
    expect(keyPositions([...four, item(["a", "b", "c"], 2)], 3)).toEqual({ items: 1, shares: [0, 0, 1] });
  });

  it("counts a three-choice best answer of middle length, not a tie", () => {
    const middle = item(["short", "a middle one", "the longest choice of all"], 1);
    const longest = item(["short", "a middle one", "the longest choice of all"], 2);
    const tied = item(["same", "same", "longer one"], 0);
    expect(keyMiddle([middle, longest, tied])).toEqual({ items: 3, middle: 1, share: 1 / 3 });
  });
});

const picker = (ids: string[], right: string[]): LessonLike => ({
  id: 2,
  title: `Picker ${ids.join(",")}`,
  description: "Feelings",
  activityType: "emotional-selector",
  content: {
    scenario: "Pip's den is flattened.",
    question: "What might Pip be feeling?",
    emotions: ids.map((id) => ({ id, label: id, intensity: "medium" })),
    correctEmotions: right,
    explanation: "Feelings come in bunches.",
  },
});

describe("feelings pickers", () => {
  it("flags a picker whose right feelings all come first", () => {
    expect(pickersRightFirst([picker(["sad", "angry", "bored", "relieved"], ["sad", "angry"])])).toEqual(["Picker sad,angry,bored,relieved"]);
    expect(pickersRightFirst([picker(["sad", "bored", "angry", "relieved"], ["sad", "angry"])])).toEqual([]);
  });
});

describe("own explanations", () => {
  it("accepts a different explanation for each wrong option", () => {
    expect(sharedExplanations([item(["a", "b", "c"], 0, ["Right, because it helps.", "B helps a bit but skips the feeling.", "C stops the noise but not the hurt."])])).toEqual([]);
  });

  it("flags wrong options that share one text, lack one, or get a generic line", () => {
    expect(sharedExplanations([item(["a", "b", "c"], 0)])).toEqual(["a/b/c: 2 wrong options share one explanation"]);
    expect(sharedExplanations([item(["a", "b", "c"], 0, ["Yes.", "Same words for both of these.", "Same words for both  of these."])])[0]).toContain("share one explanation");
    expect(sharedExplanations([item(["a", "b", "c"], 0, ["Yes.", "Not quite!", "C stops the noise but not the hurt."])])[0]).toContain('generic feedback "Not quite!"');
    expect(sharedExplanations([item(["a", "b", "c"], 0, ["Yes.", undefined, "C stops the noise but not the hurt."])])[0]).toContain("no explanation of its own");
  });

  it("reads a branching follow-up's own feedback, or counts it shared without one", () => {
    const branching = (optionFeedback?: string[]): LessonLike => ({
      id: 9,
      title: "Branching",
      description: "Choices",
      activityType: "branching-scenario",
      content: {
        scenario: "Rain.",
        question: "What now?",
        options: ["One", "Two"],
        correctAnswer: 0,
        branches: [0, 1].map((branch) => ({
          result: `What follows from choice ${branch + 1}, in a few words.`,
          followUp: { scenario: "Later.", question: "And now?", options: ["A", "B", "C"], correctAnswer: 0, explanation: "Why A works.", ...(optionFeedback ? { optionFeedback } : {}) },
        })),
        finalInsight: "Insight.",
        skillLearned: "Skill.",
      },
    });
    expect(sharedExplanations(lessonScoredItems(branching()))).toHaveLength(2);
    expect(sharedExplanations(lessonScoredItems(branching(["A works because it names it.", "B rushes past the feeling.", "C hands over the whole afternoon."])))).toEqual([]);
  });
});

describe("help links", () => {
  it("finds each topic by its words", () => {
    expect(helpTopics(["Bedtime"], ["If the baby won't stop crying, put her down safely and step away."])).toEqual(["crying baby"]);
    expect(helpTopics(["Bedtime"], ["Call your health visitor if you are worried."])).toEqual(["call someone"]);
    expect(helpTopics(["Bedtime"], ["Doctors and midwives can help.", "Your GP knows."])).toEqual(["call someone"]);
    expect(helpTopics(["Bedtime"], ["Mind the gp in the text."])).toEqual([]);
    expect(helpTopics(["Bedtime"], ["Let the gap grow."])).toEqual([]);
    expect(helpTopics(["After the birth"], ["Feeling low for more than two weeks is worth talking about."])).toEqual(["low mood"]);
    expect(helpTopics(["I Won't Let You Hit"], [])).toEqual(["hitting or hurting"]);
  });

  it("finds the older children's topics: self-harm, bullying, online harm and a crisis at home", () => {
    expect(helpTopics(["Low"], ["If she is hurting herself, ask her gently."])).toEqual(["self-harm"]);
    expect(helpTopics(["Low"], ["Thoughts of suicide need help today."])).toEqual(["self-harm"]);
    expect(helpTopics(["Low"], ["If he may have taken an overdose, call at once."])).toEqual(["self-harm"]);
    expect(helpTopics(["The playground"], ["A fall-out is not the same as bullying."])).toEqual(["bullying"]);
    expect(helpTopics(["The group chat"], ["Someone asked her for nudes."])).toEqual(["online harm"]);
    expect(helpTopics(["Home"], ["If anyone is not safe at home, get help."])).toEqual(["crisis at home"]);
    expect(helpTopics(["The bull"], ["Ash cut his toast.", "She hurt her knee.", "A bulldozer on the site."])).toEqual([]);
  });

  it("needs anger and hitting to be the topic, not a feeling named in passing", () => {
    expect(helpTopics(["The tower"], ["Pip is angry for a moment."])).toEqual([]);
    expect(helpTopics(["The tower"], ["The book hits the floor.", "A bite of toast."])).toEqual([]);
    expect(helpTopics(["The tower"], Array.from({ length: 6 }, () => "Pip is angry."))).toEqual(["anger"]);
    expect(helpTopics(["Gentle hands"], ["Bean bites Pip.", "Bean hits Pip again.", "Bean kicks you."])).toEqual(["hitting or hurting"]);
  });

  it("lists units about a topic without a link", () => {
    expect(
      missingHelpLinks([
        { title: "Crying", kind: "story", helpLink: false, topics: ["crying baby"] },
        { title: "Linked", kind: "lesson", helpLink: true, topics: ["anger"] },
        { title: "Calm", kind: "lesson", helpLink: false, topics: [] },
      ]),
    ).toEqual(['story "Crying" (crying baby)']);
  });
});

const CAST_SHEET = `# Cast
## Pip (most lessons)
- **Age:** about four.
- **Facts:** age 4 · family: mum, dad, sibling, nana · homes: 1
## Kit (starting school)
- **Facts:** age 5 · family: papa, dad · homes: 1 · form: two dads
## Rumi (nine to twelve)
- **Facts:** age 10 · family: mum, dad, sibling · homes: 2 · form: co-parents in two homes
## Growler (the tips)
- **Age:** a grown-up.
`;

describe("one family per character", () => {
  const cast = castFacts(CAST_SHEET);

  it("reads each child's Facts line from the cast sheet", () => {
    expect(cast.map((member) => member.name)).toEqual(["Pip", "Kit", "Rumi"]);
    expect(cast[1]).toMatchObject({ age: { min: 5, max: 5 }, homes: 1, form: "two dads" });
    expect(cast[1]!.family.get("dad")).toBe(2);
  });

  it("refuses a Facts line it cannot read", () => {
    expect(() => castFacts("## Pip\n- **Facts:** age four")).toThrow(CastError);
    expect(() => castFacts("## Pip\n- **Facts:** age 4 · family: uncle-ish")).toThrow(/unknown family word/);
  });

  it("flags another parent, a foster carer, a second home or another age", () => {
    const breaks = familyBreaks(
      ["Saturday: off to meet Pip's other dad.", "Pip's foster carer waves.", "Pip's two homes.", "Pip is six now.", "A 7-year-old Pip."],
      cast,
    );
    expect(breaks).toHaveLength(5);
  });

  it("accepts what the sheet says", () => {
    expect(familyBreaks(["Pip's dad and Pip's nana.", "Kit's other dad picks up.", "Rumi's other home is Dad's house.", "Pip is four.", "Rumi, 10, packs."], cast)).toEqual([]);
    // Words that only look like an age or a family word.
    expect(familyBreaks(["Pip is two steps away.", "Pip's drawing of Dad."], cast)).toEqual([]);
  });

  it("flags a family form no child in the unit lives", () => {
    expect(oneFamilyBreaks([{ title: "Handover", texts: ["Pip moves between two homes."] }], cast)).toEqual([
      'Handover: names "co-parents in two homes", which no child in it lives (Pip)',
    ]);
    expect(oneFamilyBreaks([{ title: "Weekends", texts: ["Rumi moves between two homes."] }], cast)).toEqual([]);
  });
});
