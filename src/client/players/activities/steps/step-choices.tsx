import type { ReactNode } from "react";
import type { ChoiceId } from "@shared/content/step-schemas";
import type { StepQuestion } from "@shared/rules/step-scoring";
import { cn } from "@client/lib/cn";
import { answerClasses } from "../activity-parts";

type ChoiceColor = "red" | "yellow" | "blue" | "green";

/**
 * docs/lesson-players.md#content-shapes: choices carry a colour; without one they take red, yellow, blue, green by
 * position.
 */
const BY_POSITION: readonly ChoiceColor[] = ["red", "yellow", "blue", "green"];

/** A coloured stripe and letter disc; the letters and text stay ink or white on solid colour (AA contrast). */
const COLORS: Record<ChoiceColor, { stripe: string; disc: string }> = {
  red: { stripe: "border-s-danger", disc: "bg-danger text-white" },
  yellow: { stripe: "border-s-amber-400", disc: "bg-amber-300 text-[#1f2340]" },
  blue: { stripe: "border-s-level-blue", disc: "bg-level-blue text-white" },
  green: { stripe: "border-s-level-green", disc: "bg-level-green text-white" },
};

interface StepChoicesProps {
  question: StepQuestion;
  /** Id of the question heading that names the group. */
  labelledBy: string;
  picked: ChoiceId | undefined;
  onPick: (choiceId: ChoiceId) => void;
  /**
   * A locked question can't be answered again (docs/lesson-players.md#answer-rules "Quiz questions lock after the first
   * answer").
   */
  locked: boolean;
  /** A mark beside a choice once its answer is shown. */
  markFor: (choiceId: ChoiceId) => ReactNode;
}

/**
 * The answers as large buttons: a pick is evaluated at once (docs/lesson-players.md#steps-lessons), so each is a plain
 * button rather than a radio that arrow keys would pick. aria-pressed tells which one was picked.
 */
export function StepChoices({ question, labelledBy, picked, onPick, locked, markFor }: StepChoicesProps) {
  return (
    <div role="group" aria-labelledby={labelledBy} className="flex flex-col gap-3">
      {question.choices.map((choice, index) => {
        const color = COLORS[choice.color ?? BY_POSITION[index] ?? "blue"];
        const chosen = picked === choice.id;
        return (
          <button
            key={choice.id}
            type="button"
            aria-pressed={chosen}
            aria-disabled={locked || undefined}
            onClick={() => {
              if (!locked) onPick(choice.id);
            }}
            className={cn(answerClasses({ chosen, locked }), "border-s-8", color.stripe)}
          >
            <span aria-hidden="true" data-answer-letter="" className={cn("grid size-8 shrink-0 place-items-center rounded-pill text-sm font-extrabold", color.disc)}>
              {choice.id}
            </span>
            <span className="flex min-w-0 flex-1 flex-col gap-2 pt-1 sm:flex-row sm:items-start sm:justify-between">
              <span>{choice.text}</span>
              {markFor(choice.id)}
            </span>
          </button>
        );
      })}
    </div>
  );
}
