import { useEffect, useId, useRef, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { PROGRESS_COUNT } from "@client/lib/readable-parts";
import type { StepLessonContent } from "@shared/content/content-schemas";
import { CHARACTER_NAMES } from "@shared/content/slide-schemas";
import type { ChoiceId } from "@shared/content/step-schemas";
import { isCorrectChoice, type Step, type StepQuestion } from "@shared/rules/step-scoring";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { cn } from "@client/lib/cn";
import { FeedbackCard, Mark, QuestionHeading, TipsToView } from "../activity-parts";
import { SlideIllustration } from "../slides/slide-illustration";
import { StepChoices } from "./step-choices";
import { answerFeedback, type AnswerFeedback } from "./step-feedback";
import { ruleText, STEP_TEXT, type StepLessonRules } from "./step-rules";
import { promptKey } from "./use-steps-lesson";

type StepOf<Type extends Step["type"]> = Extract<Step, { type: Type }>;

/** A step's heading; it takes focus when the parent arrives on a new step, so the change is read out. */
export function StepHeading({ step, focus }: { step: Step; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div className="flex items-start gap-4">
      {step.illustration ? <SlideIllustration illustration={step.illustration} shape="square" /> : null}
      <h2 ref={ref} tabIndex={-1} className="flex items-start gap-2 text-xl leading-tight font-extrabold focus:outline-none sm:text-2xl">
        {step.icon ? <span aria-hidden="true">{step.icon}</span> : null}
        <span>{step.title}</span>
      </h2>
    </div>
  );
}

function Paragraphs({ paragraphs }: { paragraphs: readonly string[] | undefined }) {
  if (!paragraphs) return null;
  return (
    <div className="flex flex-col gap-3 text-base leading-relaxed sm:text-lg">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

function PointList({ heading, points }: { heading: string; points: readonly string[] }) {
  if (points.length === 0) return null;
  return (
    <div className="rounded-card bg-brand-soft p-4">
      <h3 className="text-sm font-bold tracking-wide text-ink uppercase">{heading}</h3>
      <ul className="mt-2 flex list-disc flex-col gap-1 ps-5 leading-relaxed">
        {points.map((point, index) => (
          <li key={index}>{point}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The opening screen of a lesson that has one (docs/lesson-players.md#snack-attack: an intro with a continue action).
 */
export function IntroView({ intro, onBegin }: { intro: NonNullable<StepLessonContent["intro"]>; onBegin: () => void }) {
  const name = CHARACTER_NAMES[intro.character];
  const { t } = useLingui();
  return (
    <Card className="flex flex-col gap-4">
      <SlideIllustration illustration={{ character: intro.character, mood: "happy", alt: t({ message: `${name} waves hello`, comment: "Description of the drawing of a character ({name}) waving" }) }} shape="wide" />
      <h2 className="text-2xl leading-tight font-extrabold sm:text-3xl">{intro.heading}</h2>
      <p className="text-base leading-relaxed sm:text-lg">{intro.description}</p>
      <div className="flex flex-col sm:items-end">
        <Button size="lg" onClick={onBegin}>
          <Trans comment="Button on the lesson's opening screen">Begin Lesson</Trans>
        </Button>
      </div>
    </Card>
  );
}

export function StoryView({ step }: { step: StepOf<"story"> }) {
  const { t } = useLingui();
  return (
    <>
      <Paragraphs paragraphs={step.paragraphs} />
      {step.emotions ? (
        <ul aria-label={t({ message: "Feelings", comment: "Name of the list of feelings in a story step" })} className="flex flex-wrap gap-2">
          {step.emotions.map((emotion) => (
            <li key={emotion.label} className="rounded-pill border-2 border-line bg-surface px-3 py-1 font-semibold">
              {emotion.emoji ? <span aria-hidden="true">{emotion.emoji} </span> : null}
              {emotion.label}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function ResultView({ step }: { step: StepOf<"result"> }) {
  const { t } = useLingui();
  return (
    <>
      <Paragraphs paragraphs={step.paragraphs} />
      <PointList heading={t({ message: "Why it works", comment: "Heading of the list of reasons a parenting approach works" })} points={step.explanation ?? []} />
    </>
  );
}

/** What a popup or panel says about a pick: the wording of docs/lesson-players.md#player-messages, then the why. */
export function FeedbackBody({ feedback }: { feedback: AnswerFeedback }) {
  const { i18n, t } = useLingui();
  return (
    <div className="flex flex-col gap-3 leading-relaxed">
      {feedback.whyNot !== null ? (
        <p>
          <strong>{i18n._(STEP_TEXT.whyNot)}</strong> {feedback.whyNot}
        </p>
      ) : null}
      {feedback.lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
      <PointList heading={t({ message: "Why it works", comment: "Heading of the list of reasons a parenting approach works" })} points={feedback.explanation} />
    </div>
  );
}

interface QuestionViewProps {
  step: StepOf<"choice" | "scenario" | "quiz">;
  question: StepQuestion;
  questionIndex: number;
  picked: ChoiceId | undefined;
  /** The pick whose inline panel shows (inline evaluation). */
  revealedPick: ChoiceId | undefined;
  dialogOpen: boolean;
  onPick: (choiceId: ChoiceId) => void;
  rules: StepLessonRules;
}

/** A choice, scenario or quiz question with its coloured answers, and the inline panel when the lesson uses one. */
export function QuestionView({ step, question, questionIndex, picked, revealedPick, dialogOpen, onPick, rules }: QuestionViewProps) {
  const headingId = useId();
  const inline = step.evaluation === "immediate";
  const shown = picked !== undefined && !dialogOpen && (!inline || revealedPick === picked);
  const locked = step.lockOnAnswer && picked !== undefined;
  const { i18n } = useLingui();
  const questionNumber = questionIndex + 1;
  const questionCount = step.type === "quiz" ? step.questions.length : 1;

  function markFor(choiceId: ChoiceId): ReactNode {
    if (!shown) return null;
    const right = isCorrectChoice(question, choiceId);
    // A question the parent must retry never gives the right answer away.
    if (right && (step.onWrong === "continue" || choiceId === picked)) return <Mark kind="right">
          ✓ <Trans comment="Marks the right answer among a question's choices">Right answer</Trans>
        </Mark>;
    if (choiceId === picked) return <Mark kind="neutral">
          <Trans comment="Marks the answer the parent picked">Your answer</Trans>
        </Mark>;
    return null;
  }

  const feedback = picked !== undefined && inline && revealedPick === picked ? answerFeedback(question, picked, i18n) : null;
  return (
    <>
      {step.type !== "quiz" ? <Paragraphs paragraphs={step.paragraphs} /> : null}
      <div className="flex flex-col gap-3">
        {step.type === "quiz" && step.questions.length > 1 ? (
          <p {...PROGRESS_COUNT} className="text-sm font-bold text-ink-soft">
            <Trans comment="Which question of the quiz shows, e.g. Question 2 of 3">
              Question {questionNumber} of {questionCount}
            </Trans>
          </p>
        ) : null}
        <QuestionHeading id={headingId}>{question.question}</QuestionHeading>
        {question.instruction ? <p className="text-ink-soft">{question.instruction}</p> : null}
        <StepChoices
          key={questionIndex}
          question={question}
          labelledBy={headingId}
          picked={picked}
          onPick={onPick}
          locked={locked}
          markFor={markFor}
        />
      </div>
      <div aria-live="polite">
        {feedback ? (
          <FeedbackCard key={`${questionIndex}-${picked}`} tone={feedback.correct ? "right" : "gentle"} heading={feedback.correct ? ruleText(i18n, rules.correctHeading) : locked ? i18n._(STEP_TEXT.skipHeading) : ruleText(i18n, rules.wrongHeading)}>
            <FeedbackBody feedback={feedback} />
          </FeedbackCard>
        ) : null}
      </div>
    </>
  );
}

interface TipsViewProps {
  step: StepOf<"tips">;
  tipIndex: number;
  viewed: ReadonlySet<number>;
  onView: (index: number) => void;
}

/**
 * One tip at a time with Previous and Next; every tip must be seen before moving on
 * (docs/lesson-players.md#setting-limits, docs/lesson-players.md#answer-rules).
 */
export function TipsView({ step, tipIndex, viewed, onView }: TipsViewProps) {
  const count = step.tips.length;
  const tip = step.tips[tipIndex] ?? step.tips[0];
  const title = typeof tip === "string" ? null : tip?.title;
  const text = typeof tip === "string" ? tip : tip?.content;
  const allViewed = viewed.size >= count;
  const { i18n, t } = useLingui();
  const tipNumber = tipIndex + 1;
  const viewedCount = viewed.size;
  const tipDotLabel = (number: number, seen: boolean) =>
    seen
      ? t({ message: `Tip ${number}, viewed`, comment: "Name of the dot that shows a tip the parent has already seen" })
      : t({ message: `Tip ${number}`, comment: "Name of the dot that shows one tip" });
  return (
    <>
      <TipsToView count={count} />
      <Card aria-live="polite" className="flex min-h-40 flex-col gap-2 border-2 border-level-green">
        <p {...PROGRESS_COUNT} className="text-sm font-bold text-ink-soft">
          <Trans comment="Which tip shows, e.g. Tip 2 of 6">
            Tip {tipNumber} of {count}
          </Trans>
        </p>
        {title ? <h3 className="text-lg font-extrabold">{title}</h3> : null}
        <p className="text-base leading-relaxed sm:text-lg">{text}</p>
      </Card>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <Button variant="secondary" aria-label={t`Previous tip`} disabled={tipIndex === 0} onClick={() => onView(tipIndex - 1)}>
          <Trans comment="Button: shows the previous tip">Previous</Trans>
        </Button>
        <ol aria-label={t({ message: "Tips", comment: "Name of the row of dots, one per tip" })} className="flex flex-wrap justify-center gap-1">
          {step.tips.map((_, index) => (
            <li key={index}>
              <button
                type="button"
                aria-label={tipDotLabel(index + 1, viewed.has(index))}
                aria-current={index === tipIndex ? "step" : undefined}
                onClick={() => onView(index)}
                className="grid size-7 place-items-center rounded-pill"
              >
                <span
                  aria-hidden="true"
                  className={cn("block size-3 rounded-pill", index === tipIndex ? "bg-brand" : viewed.has(index) ? "bg-level-green" : "bg-line")}
                />
              </button>
            </li>
          ))}
        </ol>
        <Button variant="secondary" aria-label={t`Next tip`} disabled={tipIndex === count - 1} onClick={() => onView(tipIndex + 1)}>
          <Trans comment="Button: shows the next tip">Next</Trans>
        </Button>
      </div>
      {step.canProceed ? null : (
        <p role="status" className={cn("font-semibold", allViewed ? "text-level-green dark:text-ink" : "text-ink-soft")}>
          {allViewed
            ? i18n._(STEP_TEXT.tipsDone)
            : t({ message: `View all tips to continue (${viewedCount}/${count} viewed)`, comment: "How many of the tips the parent has seen, e.g. 2/6" })}
        </p>
      )}
    </>
  );
}

interface ReflectionViewProps {
  step: StepOf<"reflection">;
  answers: Readonly<Record<string, string>>;
  onAnswer: (promptIndex: number, value: string) => void;
  feeling: string | null;
  onFeeling: (label: string) => void;
  filled: boolean;
}

/**
 * Prompts answered in the parent's own words, and the emotion check when the lesson has one
 * (docs/lesson-players.md#steps-lessons).
 */
export function ReflectionView({ step, answers, onAnswer, feeling, onFeeling, filled }: ReflectionViewProps) {
  const id = useId();
  const { i18n } = useLingui();
  return (
    <>
      {step.instruction ? <p className="text-ink-soft">{step.instruction}</p> : null}
      {step.prompts.map((prompt, index) => (
        <div key={index} className="flex flex-col gap-2">
          <label htmlFor={`${id}-${index}`} className="font-bold">
            {prompt}
          </label>
          <textarea
            id={`${id}-${index}`}
            rows={3}
            maxLength={1000}
            value={answers[promptKey(index)] ?? ""}
            onChange={(event) => onAnswer(index, event.target.value)}
            className="w-full rounded-card border-2 border-line bg-surface px-4 py-3 text-base text-ink placeholder:text-ink-soft focus:border-brand"
          />
        </div>
      ))}
      {step.emotions ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-bold">
            <Trans>How are you feeling right now?</Trans>
          </legend>
          <div className="grid grid-cols-3 gap-2">
            {step.emotions.map((emotion) => (
              <label key={emotion.label} className="cursor-pointer">
                <input
                  type="radio"
                  name={`${id}-feeling`}
                  value={emotion.label}
                  checked={feeling === emotion.label}
                  onChange={() => onFeeling(emotion.label)}
                  className="peer sr-only"
                />
                <span
                  className={cn(
                    "flex min-h-20 flex-col items-center justify-center gap-1 rounded-card border-2 bg-surface p-2 text-center font-semibold",
                    "peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand",
                    feeling === emotion.label ? "border-brand bg-brand-soft" : "border-line hover:border-brand",
                  )}
                >
                  {emotion.emoji ? (
                    <span aria-hidden="true" className="text-3xl">
                      {emotion.emoji}
                    </span>
                  ) : null}
                  {emotion.label}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {!step.canProceed && !filled ? <p className="font-semibold text-ink-soft">{i18n._(STEP_TEXT.reflectionsNeeded)}</p> : null}
    </>
  );
}

export function CompletionView({ step, points, maxPoints }: { step: StepOf<"completion">; points: number; maxPoints: number }) {
  return (
    <>
      <Paragraphs paragraphs={step.paragraphs} />
      {maxPoints > 0 ? (
        <p className="flex flex-col items-center rounded-card bg-brand-soft p-4 text-center">
          <span className="text-4xl font-extrabold text-ink tabular-nums">
            {points} / {maxPoints}
          </span>
          <span className="text-sm font-semibold text-ink-soft">
            <Trans comment="Under the parent's score, e.g. 20 / 30">points scored</Trans>
          </span>
        </p>
      ) : null}
    </>
  );
}
