import { useEffect, useId, useRef, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { PROGRESS_COUNT } from "@client/lib/readable-parts";
import type { RoleplaySimulationContent } from "@shared/content/content-schemas";
import { CHARACTER_NAMES } from "@shared/content/slide-schemas";
import { JOURNAL_NOTES_MAX } from "@shared/schemas/journal";
import { Growler, Pip } from "@client/components/art/monsters";
import { Badge } from "@client/components/ui/badge";
import { Card } from "@client/components/ui/card";
import { cn } from "@client/lib/cn";
import { AnswerLetter, ChoiceGroup, Mark, SceneMonster, answerClasses } from "../activity-parts";

type Perspective = RoleplaySimulationContent["pipPerspective"];
type ParentResponse = RoleplaySimulationContent["parentResponse"];
type FollowUpScenario = NonNullable<RoleplaySimulationContent["followUpScenarios"]>[number];
type QuizQuestion = NonNullable<RoleplaySimulationContent["microQuiz"]>["questions"][number];
type ReflectionPrompts = NonNullable<RoleplaySimulationContent["reflectionPrompts"]>;

/** How the flow names the child whose side the parent sees. */
export const characterName = (perspective: Perspective): string => CHARACTER_NAMES[perspective.character ?? "pip"];

/** A stage's heading; it takes focus when the stage appears, so keyboard and screen reader users follow along. */
export function StageHeading({ id, children }: { id?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="text-xl leading-snug font-extrabold focus:outline-none sm:text-2xl">
      {children}
    </h2>
  );
}

/** A small caption above a stage heading ("Practice 1 of 2"). */
function Eyebrow({ children }: { children: ReactNode }) {
  return <p className="text-sm font-bold tracking-wide text-ink-soft uppercase">{children}</p>;
}

/** "Why it works" box under feedback. */
function WhyItWorks({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-card bg-brand-soft p-4">
      <h3 className="text-sm font-bold tracking-wide text-ink-soft uppercase">
        <Trans comment="Heading over the explanation of the best answer">Why it works</Trans>
      </h3>
      <p className="mt-1 leading-relaxed">{children}</p>
    </div>
  );
}

export function ScenarioView({ scenario }: { scenario: string }) {
  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <SceneMonster text={scenario} mood="sad" className="size-24 shrink-0 self-center motion-safe:animate-bob sm:size-32 sm:self-start" />
      <div className="flex min-w-0 flex-col gap-2">
        <StageHeading>
          <Trans comment="Heading over the short story that opens a role-play">The Moment</Trans>
        </StageHeading>
        <p className="text-base leading-relaxed sm:text-lg">{scenario}</p>
      </div>
    </Card>
  );
}

export function PerspectiveView({ perspective }: { perspective: Perspective }) {
  const { t } = useLingui();
  const name = characterName(perspective);
  const emotionsId = useId();
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        <SceneMonster text={name} mood="sad" className="size-20 shrink-0 sm:size-24" />
        <StageHeading>{perspective.title}</StageHeading>
      </div>
      <ul aria-label={t({ message: `${name}'s thoughts`, comment: "{name} is a child monster's name, e.g. Pip" })} className="flex flex-col gap-3">
        {perspective.thoughts.map((thought) => (
          <li key={thought} className="rounded-card rounded-ss-none border-2 border-line bg-paper px-4 py-3 text-base leading-relaxed italic">
            <Trans comment="A child monster's thought, in the language's own quotation marks (English “…”)">“{thought}”</Trans>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2">
        <h3 id={emotionsId} className="font-bold">
          <Trans comment="Heading over a list of feelings; {name} is a child monster's name, e.g. Pip">{name} might be feeling</Trans>
        </h3>
        <ul aria-labelledby={emotionsId} className="flex flex-wrap gap-2">
          {perspective.emotions.map((emotion) => (
            <li key={emotion}>
              <Badge tone="blue" className="text-base">
                {emotion}
              </Badge>
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}

interface PickProps {
  selected: number | null;
  onSelect: (index: number) => void;
}

export function ResponseView({ response, selected, onSelect }: { response: ParentResponse } & PickProps) {
  const questionId = useId();
  return (
    <div className="flex flex-col gap-4">
      <Eyebrow>
        <Trans>Your turn</Trans>
      </Eyebrow>
      <StageHeading id={questionId}>{response.question}</StageHeading>
      <ChoiceGroup labelledBy={questionId} options={response.options} selected={selected} onSelect={onSelect} locked={false} />
    </div>
  );
}

export function ResultView({ content, picked }: { content: RoleplaySimulationContent; picked: number }) {
  const { parentResponse, result } = content;
  const { t } = useLingui();
  const correct = picked === parentResponse.correctAnswer;
  const questionId = useId();
  return (
    <div className="flex flex-col gap-4">
      <Card className={cn("flex flex-col gap-3 border-2", correct ? "border-level-green" : "border-brand")}>
        <div className="flex items-center gap-3">
          <SceneMonster text={characterName(content.pipPerspective)} mood={correct ? "happy" : "calm"} className="size-16 shrink-0" />
          <StageHeading>{correct ? t`That response connects` : t`A kind try. Here's what happens`}</StageHeading>
        </div>
        <p className="leading-relaxed">{typeof result === "string" ? result : result[picked]}</p>
        {!correct ? (
          <p className="leading-relaxed">
            <span className="font-bold">
              <Trans comment="Label before the answer that helps most">What tends to help most:</Trans>{" "}
            </span>
            {parentResponse.options[parentResponse.correctAnswer]}
          </p>
        ) : null}
        <WhyItWorks>{parentResponse.explanation}</WhyItWorks>
      </Card>
      <div className="flex flex-col gap-3">
        <h3 id={questionId} className="font-bold">
          {parentResponse.question}
        </h3>
        <ChoiceGroup
          labelledBy={questionId}
          options={parentResponse.options}
          selected={picked}
          onSelect={() => {}}
          locked
          markFor={(index) =>
            index === parentResponse.correctAnswer ? (
              <Mark kind="right">
                <Trans comment="Mark beside the best response, after answering">✓ Best response</Trans>
              </Mark>
            ) : index === picked ? (
              <Mark kind="neutral">
                <Trans comment="Mark beside the response the parent picked">Your response</Trans>
              </Mark>
            ) : null
          }
        />
      </div>
    </div>
  );
}

interface FollowUpProps {
  scenario: FollowUpScenario;
  index: number;
  count: number;
}

export function FollowUpView({ scenario, index, count, selected, onSelect }: FollowUpProps & PickProps) {
  const questionId = useId();
  const practiceNumber = index + 1;
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Eyebrow>
            <Trans comment="Caption: which practice scenario this is, e.g. Practice 1 of 2">
              Practice {practiceNumber} of {count}
            </Trans>
          </Eyebrow>
          <Badge tone="purple">{scenario.theme}</Badge>
        </div>
        <StageHeading>{scenario.title}</StageHeading>
        <p className="text-base leading-relaxed sm:text-lg">{scenario.scenario}</p>
      </Card>
      <h3 id={questionId} className="text-lg leading-snug font-extrabold">
        {scenario.question}
      </h3>
      <ChoiceGroup
        labelledBy={questionId}
        options={scenario.choices.map((choice) => choice.text)}
        selected={selected}
        onSelect={onSelect}
        locked={false}
      />
    </div>
  );
}

export function FollowUpOutcomeView({ scenario, index, count, picked }: FollowUpProps & { picked: number }) {
  const choice = scenario.choices[picked];
  const correct = choice?.isCorrect === true;
  const better = scenario.choices.filter((candidate) => candidate.isCorrect);
  const practiceNumber = index + 1;
  const { t } = useLingui();
  return (
    <Card className={cn("flex flex-col gap-3 border-2", correct ? "border-level-green" : "border-brand")}>
      <Eyebrow>
        <Trans comment="Caption over the outcome of a practice scenario, e.g. Practice 1 of 2: what happens">
          Practice {practiceNumber} of {count}: what happens
        </Trans>
      </Eyebrow>
      <StageHeading>{correct ? t`Well done, that connects` : t`Worth another look`}</StageHeading>
      <p className="leading-relaxed">
        <span className="font-bold">
          <Trans comment="Label before the choice the parent made">You chose:</Trans>{" "}
        </span>
        {choice?.text}
      </p>
      <p className="leading-relaxed">{choice?.outcome}</p>
      {!correct ? (
        <div className="flex flex-col gap-1">
          <p className="font-bold">
            <Trans comment="Label before the answers that help most">What tends to help most:</Trans>
          </p>
          <ul className="flex flex-col gap-1">
            {better.map((candidate) => (
              <li key={candidate.id} className="leading-relaxed">
                {candidate.text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <WhyItWorks>{scenario.explanation}</WhyItWorks>
    </Card>
  );
}

export function TipsView({ tips, index }: { tips: readonly string[]; index: number }) {
  const tipNumber = index + 1;
  const tipCount = tips.length;
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        <Growler mood="happy" className="size-20 shrink-0 sm:size-24" />
        <div className="flex flex-col gap-1">
          <StageHeading>
            <Trans>Growler's Tips</Trans>
          </StageHeading>
          <p {...PROGRESS_COUNT} className="text-sm font-semibold text-ink-soft" aria-live="polite">
            <Trans>
              Tip {tipNumber} of {tipCount}
            </Trans>
          </p>
        </div>
      </div>
      <p aria-live="polite" className="min-h-24 rounded-card border-2 border-line bg-paper px-4 py-4 text-lg leading-relaxed">
        {tips[index]}
      </p>
    </Card>
  );
}

interface QuizViewProps {
  question: QuizQuestion;
  index: number;
  count: number;
  answer: number | null;
  onAnswer: (option: number) => void;
}

/** One quiz question; the first pick locks it and shows the explanation (docs/lesson-players.md#guided-flow). */
export function QuizView({ question, index, count, answer, onAnswer }: QuizViewProps) {
  const { t } = useLingui();
  const questionId = useId();
  const locked = answer !== null;
  const questionNumber = index + 1;
  const correct = answer === question.correctAnswer;
  return (
    <div className="flex flex-col gap-4">
      <Eyebrow>
        <Trans>
          Quick quiz: question {questionNumber} of {count}
        </Trans>
      </Eyebrow>
      <StageHeading id={questionId}>{question.question}</StageHeading>
      <ul aria-labelledby={questionId} className="flex flex-col gap-3">
        {question.options.map((option, optionIndex) => {
          const chosen = answer === optionIndex;
          return (
            <li key={optionIndex}>
              <button
                type="button"
                aria-pressed={chosen}
                aria-disabled={locked || undefined}
                onClick={() => {
                  if (!locked) onAnswer(optionIndex);
                }}
                className={answerClasses({ chosen, locked })}
              >
                <AnswerLetter index={optionIndex} chosen={chosen} />
                <span className="flex min-w-0 flex-1 flex-col gap-2 pt-1 sm:flex-row sm:items-start sm:justify-between">
                  <span>{option}</span>
                  {locked && optionIndex === question.correctAnswer ? (
                    <Mark kind="right">
                      <Trans comment="Mark beside the right option of a quiz question">✓ Right answer</Trans>
                    </Mark>
                  ) : locked && chosen ? (
                    <Mark kind="neutral">
                      <Trans comment="Mark beside the option the parent picked">Your answer</Trans>
                    </Mark>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div aria-live="polite">
        {locked ? (
          <Card className={cn("flex flex-col gap-2 border-2", correct ? "border-level-green" : "border-brand")}>
            <p className="font-extrabold">{correct ? t`That's right!` : t`Not quite, and that's how learning works.`}</p>
            {/* The picked option's own explanation, when the lesson gives one (docs/content-guide.md#own-explanation). */}
            {answer !== null && question.optionFeedback?.[answer] ? <p className="leading-relaxed">{question.optionFeedback[answer]}</p> : null}
            <p className="leading-relaxed">{question.explanation}</p>
          </Card>
        ) : null}
      </div>
    </div>
  );
}

interface ReflectionViewProps {
  prompts: ReflectionPrompts;
  feeling: string | null;
  onFeeling: (feeling: string) => void;
  notes: string;
  onNotes: (notes: string) => void;
  ready: boolean;
}

export function ReflectionView({ prompts, feeling, onFeeling, notes, onNotes, ready }: ReflectionViewProps) {
  const id = useId();
  return (
    <Card className="flex flex-col gap-5">
      <StageHeading>
        <Trans>Your Reflection</Trans>
      </StageHeading>
      <p className="text-ink-soft">
        <Trans>Just for you: a minute to notice how this felt and what you'd like to try.</Trans>
      </p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-bold">{prompts.feelingPrompt.question}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {prompts.feelingPrompt.options.map((option) => (
            <label
              key={option}
              className={cn(
                "flex min-h-14 cursor-pointer items-center gap-3 rounded-card border-2 bg-surface px-3 py-2 font-semibold",
                feeling === option ? "border-brand bg-brand-soft" : "border-line hover:border-brand",
              )}
            >
              <input
                type="radio"
                name={`${id}-feeling`}
                value={option}
                checked={feeling === option}
                onChange={() => onFeeling(option)}
                className="size-5 shrink-0 accent-brand"
              />
              <span>{option}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-notes`} className="font-bold">
          {prompts.improvementPrompt.question}
        </label>
        <textarea
          id={`${id}-notes`}
          rows={4}
          maxLength={JOURNAL_NOTES_MAX}
          value={notes}
          placeholder={prompts.improvementPrompt.placeholder}
          onChange={(event) => onNotes(event.target.value)}
          className="w-full rounded-card border-2 border-line bg-surface px-4 py-3 text-base text-ink placeholder:text-ink-soft focus:border-brand"
        />
      </div>
      {!ready ? (
        <p className="text-sm font-semibold text-ink-soft">
          <Trans>Choose a feeling and write a few words to save this to your journal.</Trans>
        </p>
      ) : null}
    </Card>
  );
}

export function CompleteView({ correct }: { correct: boolean }) {
  const { t } = useLingui();
  return (
    <Card className="flex flex-col items-center gap-3 text-center">
      <Pip mood="proud" className="size-28 motion-safe:animate-bob" />
      <StageHeading>
        <Trans>You practised it all the way through</Trans>
      </StageHeading>
      <p className="leading-relaxed text-ink-soft">
        {correct
          ? t`You chose to see the feeling first. Keep those words handy for the next big moment.`
          : t`You tried, looked again, and found words that see the feeling first. That's exactly how it sticks.`}
      </p>
    </Card>
  );
}
