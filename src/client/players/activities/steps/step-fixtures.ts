import type { StepLessonContent } from "@shared/content/content-schemas";
import { stepLessonContentSchema } from "@shared/content/step-schemas";

/**
 * Test lessons shaped like the four authored steps lessons (docs/lesson-players.md#steps-lessons). Parsed by the real
 * schema, so the defaults apply and a fixture that breaks a content rule fails loudly.
 */
const parse = (content: unknown): StepLessonContent => stepLessonContentSchema.parse(content);

const SIX_TIPS = [
  { title: "Say the rule once", content: "Short and calm: \"Crackers are for after dinner.\"" },
  { title: "Name the feeling", content: "\"You're really hungry. That's hard.\"" },
  "Offer two choices you can live with.",
  "Follow through without a lecture.",
  "Keep your voice low and slow.",
  "Notice and praise the cooperation you see.",
];

/**
 * Snack Attack (docs/lesson-players.md#snack-attack): intro, 7 steps; step 2 B right, step 3 B and D right; 5-question
 * micro quiz.
 */
export const snackAttack = parse({
  title: "Snack Attack",
  intro: {
    heading: "Snack Attack!",
    description: "Pip wants a snack ten minutes before dinner. Let's practise a kind, clear limit.",
    character: "pip",
  },
  steps: [
    { type: "story", title: "Snack Attack", paragraphs: ["Pip tugs at the cupboard: \"I want crackers NOW!\""] },
    {
      type: "story",
      title: "Pip's Perspective",
      paragraphs: ["Pip's tummy rumbles and dinner feels far away."],
      emotions: [{ label: "Hungry", emoji: "😋" }, { label: "Impatient" }],
    },
    {
      type: "choice",
      title: "Quiz 1",
      question: "What could you say first?",
      choices: [
        { id: "A", text: "No snacks, end of story.", color: "red", feedback: "A flat no skips Pip's hunger." },
        { id: "B", text: "You're hungry! Dinner is soon. Want a carrot while you wait?", color: "green", correct: true },
        { id: "C", text: "Fine, take the crackers.", color: "yellow" },
        { id: "D", text: "Stop whining.", color: "blue" },
      ],
      feedback: { correct: "You named the feeling and held the limit." },
    },
    {
      type: "scenario",
      title: "Follow-up Scenario",
      paragraphs: ["Pip flops on the floor: \"Carrots are YUCKY!\""],
      question: "What now?",
      choices: [
        { id: "A", text: "Okay, crackers then.", correct: false },
        { id: "B", text: "Stay close and calm: \"You wish it was crackers.\"", correct: true },
        { id: "C", text: "Go to your room.", correct: false },
        { id: "D", text: "Offer a choice: carrot or apple slices.", correct: true },
      ],
    },
    { type: "tips", title: "Monster Tips", tips: SIX_TIPS },
    {
      type: "quiz",
      title: "Micro Quiz",
      evaluation: "immediate",
      onWrong: "continue",
      lockOnAnswer: true,
      questions: [1, 2, 3, 4, 5].map((n) => ({
        question: `Micro question ${n}?`,
        choices: [
          { id: "A", text: `Right answer ${n}` },
          { id: "B", text: `Wrong answer ${n}` },
        ],
        correctChoice: 0,
      })),
    },
    {
      type: "reflection",
      title: "Reflection Activity",
      prompts: ["What helped Pip most today?", "What will you try at the next snack attack?"],
      emotions: [
        { label: "Hopeful", emoji: "🙂" },
        { label: "Unsure", emoji: "😕" },
        { label: "Tired", emoji: "😴" },
      ],
      saveToJournal: true,
      canProceed: true,
    },
  ],
});

/**
 * Setting Limits (docs/lesson-players.md#setting-limits): 11 steps 0–10; dinner C right, bedtime B right; +10 each
 * choice and quiz.
 */
export const settingLimits = parse({
  title: "Setting Limits",
  steps: [
    { type: "story", title: "Dinner Time", paragraphs: ["Pip pushes the plate away: \"I want pudding first!\""] },
    { type: "story", title: "Inside Pip's Mind", paragraphs: ["Pip is tired and wants to be in charge of something."] },
    {
      type: "choice",
      title: "The Dinner Choice",
      question: "What do you say?",
      points: 10,
      choices: [
        { id: "A", text: "Fine, pudding first.", color: "red", feedback: "Giving in teaches that pushing works." },
        { id: "B", text: "No pudding ever again!", color: "yellow" },
        { id: "C", text: "Pudding comes after dinner. Peas or carrots first?", color: "green" },
      ],
      correctChoice: 2,
    },
    { type: "result", title: "How Dinner Went", paragraphs: ["Pip picks carrots and eats a few bites."], skipOnWrong: true },
    {
      type: "choice",
      title: "The Bedtime Choice",
      question: "Pip asks to stay up late. What do you offer?",
      points: 10,
      choices: [
        { id: "A", text: "Stay up as long as you like." },
        { id: "B", text: "Bedtime is 7. Do you want lights out at 6:30 or 6:45 after stories?" },
        { id: "C", text: "Bed right now!" },
      ],
      correctChoice: 1,
    },
    { type: "result", title: "How Bedtime Went", paragraphs: ["Pip picks 6:45 and climbs into bed."], skipOnWrong: true },
    { type: "tips", title: "Monster Tips", tips: SIX_TIPS },
    {
      type: "quiz",
      title: "Micro Quiz 1",
      points: 10,
      questions: [
        {
          question: "A good limit is…",
          choices: [
            { id: "A", text: "Kind and clear", correct: true },
            { id: "B", text: "Loud" },
          ],
        },
      ],
    },
    {
      type: "quiz",
      title: "Micro Quiz 2",
      points: 10,
      questions: [
        {
          question: "After the limit, you…",
          choices: [
            { id: "A", text: "Give in if they cry" },
            { id: "B", text: "Follow through calmly", correct: true },
          ],
        },
      ],
    },
    {
      type: "reflection",
      title: "Reflection",
      prompts: ["Which limit is hardest for you to hold?", "What words will you use next time?"],
    },
    { type: "completion", title: "Lesson Complete!", paragraphs: ["You practised kind, firm limits."] },
  ],
});

/**
 * Pajama Puzzle (docs/lesson-players.md#pajama-puzzle): 13 steps, Previous, inline evaluation, +10 a choice, +5 a quiz
 * question.
 */
export const pajamaPuzzle = parse({
  title: "Pajama Puzzle",
  allowBack: true,
  steps: [
    { type: "story", title: "Pajama Time", paragraphs: ["Zo refuses the dinosaur pajamas."] },
    { type: "story", title: "Zo's Side", paragraphs: ["Zo wants to choose."] },
    {
      type: "choice",
      title: "First Move",
      question: "What do you say?",
      points: 10,
      evaluation: "immediate",
      onWrong: "continue",
      lockOnAnswer: true,
      choices: [
        { id: "A", text: "Put them on now.", feedback: "Orders invite a power struggle." },
        { id: "B", text: "Stars or stripes tonight?", correct: true },
      ],
      feedback: { correct: "A small real choice gives Zo some power." },
    },
    { type: "result", title: "What Happened", paragraphs: ["Zo picks stripes."] },
    {
      type: "scenario",
      title: "Teeth Next",
      paragraphs: ["Zo runs off giggling."],
      question: "What now?",
      points: 10,
      evaluation: "immediate",
      onWrong: "continue",
      choices: [
        { id: "A", text: "Race you to the sink!", correct: true },
        { id: "B", text: "Chase and shout." },
      ],
    },
    { type: "result", title: "Brushing", paragraphs: ["Zo brushes, laughing."] },
    {
      type: "choice",
      title: "Story Time",
      question: "How many stories?",
      points: 10,
      evaluation: "immediate",
      onWrong: "continue",
      lockOnAnswer: true,
      choices: [
        { id: "A", text: "Two stories, then lights out.", correct: true },
        { id: "B", text: "As many as you want." },
      ],
    },
    { type: "tips", title: "Monster Tips", tips: SIX_TIPS },
    {
      type: "quiz",
      title: "Quick Quiz",
      points: 5,
      evaluation: "immediate",
      onWrong: "continue",
      lockOnAnswer: true,
      questions: [
        {
          question: "Choices work best when…",
          choices: [
            { id: "A", text: "Both are fine with you", correct: true },
            { id: "B", text: "One is a threat" },
          ],
        },
        {
          question: "A routine helps because…",
          choices: [
            { id: "A", text: "It is predictable", correct: true },
            { id: "B", text: "It is strict" },
          ],
        },
      ],
    },
    { type: "story", title: "Lights Out", paragraphs: ["Zo yawns."] },
    { type: "story", title: "Morning After", paragraphs: ["Zo asks for stripes again."] },
    {
      type: "reflection",
      title: "Reflection",
      prompts: ["What choice could you offer tonight?", "What will you say if it goes wrong?"],
    },
    { type: "completion", title: "Puzzle Solved!", paragraphs: ["Well done."] },
  ],
});

/** Homework Challenge (docs/lesson-players.md#homework-challenge): one question, C right (+25). */
export const homeworkChallenge = parse({
  title: "Homework Challenge",
  steps: [
    {
      type: "quiz",
      title: "Homework Challenge",
      points: 25,
      questions: [
        {
          question: "Pip won't start homework. What helps?",
          choices: [
            { id: "A", text: "Do it for Pip." },
            { id: "B", text: "No screens for a week!" },
            { id: "C", text: "Sit nearby: \"Maths or reading first?\"" },
            { id: "D", text: "Skip it tonight." },
          ],
          correctChoice: 2,
        },
      ],
    },
  ],
});
