import { useId, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { LeadCard } from "@shared/content/curriculum-schema";
import { Button } from "../../components/ui/button";
import { ActionRow, ChoiceGroup, FeedbackCard, Mark, QuestionHeading } from "../../players/activities/activity-parts";

type Check = NonNullable<LeadCard["check"]>;

/**
 * A teaching card's check (docs/lesson-players.md#a-check-on-a-teaching-card): the parent picks, submits once, and
 * reads the picked option's own feedback below, with the answer that helps most when theirs was another. The answer is
 * the frame's (saved with the place), so a reload shows it answered.
 */
export function LeadCheck({ check, answered, onAnswer }: { check: Check; answered: number | undefined; onAnswer: (choice: number) => void }) {
  const { t } = useLingui();
  const questionId = useId();
  const [selected, setSelected] = useState<number | null>(answered ?? null);
  const locked = answered !== undefined;
  const chosen = answered ?? selected;
  const right = answered === check.correctAnswer;
  return (
    <div className="flex flex-col gap-4">
      <QuestionHeading id={questionId}>{check.question}</QuestionHeading>
      <ChoiceGroup
        labelledBy={questionId}
        options={check.options}
        selected={chosen}
        onSelect={setSelected}
        locked={locked}
        markFor={(index) =>
          index === check.correctAnswer ? (
            <Mark kind="right">
              <Trans comment="Mark beside the best option, after answering">✓ Best answer</Trans>
            </Mark>
          ) : index === answered ? (
            <Mark kind="neutral">
              <Trans comment="Mark beside the option the parent picked">Your answer</Trans>
            </Mark>
          ) : null
        }
      />
      {answered === undefined ? (
        <ActionRow>
          <Button size="lg" variant="secondary" disabled={selected === null} onClick={() => selected !== null && onAnswer(selected)}>
            <Trans>Submit Answer</Trans>
          </Button>
        </ActionRow>
      ) : (
        <div aria-live="polite">
          <FeedbackCard heading={right ? t`Lovely, that helps.` : t`Here's another way to see it.`} tone={right ? "right" : "gentle"}>
            <p>{check.optionFeedback[answered]}</p>
            {!right ? (
              <p>
                <span className="font-bold">
                  <Trans comment="Label before the answer that helps most">What tends to help most:</Trans>{" "}
                </span>
                {check.options[check.correctAnswer]}
              </p>
            ) : null}
          </FeedbackCard>
        </div>
      )}
    </div>
  );
}
