import { useEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import { Plural, useLingui } from "@lingui/react/macro";
import { Card } from "../../components/ui/card";
import { Badge } from "../../components/ui/badge";
import type { Character } from "@shared/content/slide-schemas";
import { Pip, type MonsterMood } from "../../components/art/monsters";
import { CAST_DRAWINGS } from "./slides/slide-illustration";
import { cn } from "../../lib/cn";
import { arrowStep } from "../../lib/arrow-keys";

/** Building blocks the four generic activity players share; no lesson knowledge lives here. */

/** Above a lesson's tips, in the slide and steps players alike: how many to view before moving on. */
export function TipsToView({ count }: { count: number }) {
  return (
    <p className="text-ink-soft">
      <Plural value={count} one="View # tip to continue to the next step" other="View all # tips to continue to the next step" />
    </p>
  );
}

/** Centred column: full width on a phone, a comfortable reading width on a laptop. */
export function ActivityFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="mx-auto flex w-full max-w-2xl flex-col gap-5 text-ink">
      {children}
    </section>
  );
}

/**
 * The first of the cast named in a text, or none. A child's own grown-ups (content/cast.md) stand for that child, so
 * a scene with only Ama and Grandma Ruth in it shows Dot.
 */
/** Who each name in a scene stands for, a child's own grown-ups first. */
const NAMED: readonly [RegExp, Character][] = [
  [/\b(?:Ama|Grandma Ruth)\b/, "dot"],
  [/\bGran Hettie\b/, "ash"],
  [/\bMama Lin\b/, "zo"],
  [/\bPip\b/, "pip"],
  [/\bZo\b/, "zo"],
  [/\bGrowler\b/, "growler"],
  [/\bBean\b/, "bean"],
  [/\bKit\b/, "kit"],
  [/\bTully\b/, "tully"],
  [/\bNana Moss\b/, "nana-moss"],
  [/\bTeacher Bo\b/, "teacher-bo"],
  [/\bDot\b/, "dot"],
  [/\bRumi\b/, "rumi"],
  [/\bAsh\b/, "ash"],
  [/\bJuno\b/, "juno"],
];

function firstNamed(text: string) {
  const first = NAMED.map(([pattern, character]) => ({ at: text.search(pattern), character }))
    .filter((candidate) => candidate.at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  return first && CAST_DRAWINGS[first.character];
}

/**
 * The monster a scene is about: the first of the cast named in its text; when it names no one, the first named in
 * `context` (the moment the scene follows on from); Pip when neither does.
 */
export function SceneMonster({
  text,
  context = "",
  mood,
  className,
}: {
  text: string;
  context?: string;
  mood: MonsterMood;
  className: string;
}) {
  const Monster = firstNamed(text) ?? firstNamed(context) ?? Pip;
  // Decorative: the scene text beside it tells the moment in full.
  return <Monster mood={mood} className={className} />;
}

interface SceneCardProps {
  scenario: string;
  mood: MonsterMood;
  /** The question asked about the scene: a monster it names ("What might Pip be feeling?") is the one drawn. */
  question?: string;
  heading?: string;
  /** The moment this scene follows on from: whose monster to draw when the scene itself names no one. */
  context?: string;
}

/** The story card that opens an activity: a monster drawing beside the moment it describes. */
export function SceneCard({ scenario, mood, question = "", heading, context }: SceneCardProps) {
  const { t } = useLingui();
  const title = heading ?? t({ message: "The moment", comment: "Heading over the short story that opens an activity" });
  return (
    <Card className="flex items-start gap-4">
      <SceneMonster text={`${question} ${scenario}`} context={context} mood={mood} className="size-16 shrink-0 sm:size-24 motion-safe:animate-bob" />
      <div className="min-w-0">
        <h2 className="text-sm font-bold uppercase tracking-wide text-ink-soft">{title}</h2>
        <p className="mt-1 text-base leading-relaxed sm:text-lg">{scenario}</p>
      </div>
    </Card>
  );
}

/** A question heading that other controls point at with aria-labelledby. */
export function QuestionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h3 id={id} className="text-lg font-extrabold leading-snug sm:text-xl">
      {children}
    </h3>
  );
}

/** Sends progress to the host whenever it changes (and once at the start), without re-sending on every render. */
export function useReportProgress(percent: number, onProgress: (percent: number) => void): void {
  const report = useRef(onProgress);
  useEffect(() => {
    report.current = onProgress;
  }, [onProgress]);
  useEffect(() => {
    report.current(percent);
  }, [percent]);
}

/** Moves keyboard focus to a heading that has just appeared, so the news is read out and the page follows. */
export function FocusHeading({ id, children, className }: { id?: string; children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h3 ref={ref} id={id} tabIndex={-1} className={cn("text-lg font-extrabold leading-snug sm:text-xl", className)}>
      {children}
    </h3>
  );
}

/** The reveal panel: a heading that takes focus, then feedback text. */
export function FeedbackCard({ heading, tone, children }: { heading: string; tone: "right" | "gentle"; children: ReactNode }) {
  return (
    <Card className={cn("flex flex-col gap-3 border-2", tone === "right" ? "border-level-green" : "border-brand")}>
      <FocusHeading>{heading}</FocusHeading>
      {children}
    </Card>
  );
}

/** A text mark beside an answer, so right and wrong never rest on colour alone. */
export function Mark({ kind, children }: { kind: "right" | "wrong" | "missed" | "neutral"; children: ReactNode }) {
  const tone = kind === "right" ? "green" : kind === "wrong" ? "danger" : kind === "missed" ? "orange" : "neutral";
  return (
    <Badge tone={tone} className="shrink-0 self-start text-xs sm:text-sm">
      {children}
    </Badge>
  );
}

const LETTERS = ["A", "B", "C", "D"];

/** The look shared by every large answer button. */
export function answerClasses(state: { chosen: boolean; locked: boolean }): string {
  return cn(
    "flex min-h-14 w-full items-start gap-3 rounded-card border-2 bg-surface px-4 py-3 text-start text-base leading-snug text-ink",
    "transition-colors duration-150",
    state.chosen ? "border-brand bg-brand-soft" : "border-line",
    state.locked ? "cursor-default" : "hover:border-brand",
  );
}

export function AnswerLetter({ index, chosen }: { index: number; chosen: boolean }) {
  return (
    <span
      aria-hidden="true"
      // Read aloud before the option's words (src/client/lib/readable-parts.ts).
      data-answer-letter=""
      className={cn(
        "grid size-8 shrink-0 place-items-center rounded-pill border-2 text-sm font-extrabold",
        chosen ? "border-brand bg-brand text-white dark:text-paper" : "border-line text-ink-soft",
      )}
    >
      {LETTERS[index] ?? index + 1}
    </span>
  );
}

interface ChoiceGroupProps {
  /** Id of the question heading that names the group. */
  labelledBy: string;
  options: readonly string[];
  selected: number | null;
  onSelect: (index: number) => void;
  /** After the answer is submitted nothing can change. */
  locked: boolean;
  /** Marks shown beside an option once locked. */
  markFor?: (index: number) => ReactNode;
}

/**
 * Options as large radio buttons in a radiogroup: Tab reaches the group, arrow keys move between options
 * (and pick, as radios do), Space or Enter picks the focused one.
 */
export function ChoiceGroup({ labelledBy, options, selected, onSelect, locked, markFor }: ChoiceGroupProps) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const tabStop = selected ?? 0;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (locked) return;
    const step = arrowStep(event.key, event.currentTarget);
    let next: number | undefined;
    if (step !== undefined) next = (index + step + options.length) % options.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = options.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    buttons.current[next]?.focus();
  }

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-disabled={locked || undefined} className="flex flex-col gap-3">
      {options.map((option, index) => {
        const chosen = selected === index;
        return (
          <button
            key={index}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="radio"
            aria-checked={chosen}
            aria-disabled={locked || undefined}
            tabIndex={index === tabStop ? 0 : -1}
            onClick={() => {
              if (!locked) onSelect(index);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={answerClasses({ chosen, locked })}
          >
            <AnswerLetter index={index} chosen={chosen} />
            <span className="flex min-w-0 flex-1 flex-col gap-2 pt-1 sm:flex-row sm:items-start sm:justify-between">
              <span>{option}</span>
              {locked && markFor ? markFor(index) : null}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** A bottom action row: the main button spans a phone's width, sits right on a wide screen. */
export function ActionRow({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">{children}</div>;
}
