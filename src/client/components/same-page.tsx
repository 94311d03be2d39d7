import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { SamePage, SamePageAnswer } from "@shared/schemas/family";
import { cn } from "../lib/cn";
import { cardBase } from "./ui/styles";

/** Whether another adult of the family has played it: only then is there anything to put side by side. */
export function hasAnotherAdult(page: SamePage): boolean {
  return page.questions.length > 0 && page.questions.some((question) => question.answers.some((answer) => !answer.you));
}

/**
 * "The same page" (docs/product-rules.md#the-same-page): for each question of a lesson or story the family's adults
 * played, what each of them chose, and one thing from the content to talk about. Shows nothing until another adult has
 * played it.
 */
export function SamePageSection({ page }: { page: SamePage }) {
  const headingId = useId();
  if (!hasAnotherAdult(page)) return null;
  return (
    <section className={cn(cardBase, "flex w-full flex-col gap-4 text-start")} aria-labelledby={headingId}>
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-extrabold text-ink">
          <Trans comment="Heading: the family's adults see each other's lesson answers side by side">
            The same page
          </Trans>
        </h2>
        <p className="text-ink-soft">
          <Trans>What each of you chose. Only the answers are shown, never what you wrote.</Trans>
        </p>
      </div>
      <ol className="flex flex-col gap-4">
        {page.questions.map((question) => (
          <li key={question.id} className="flex flex-col gap-2">
            <p className="font-bold text-ink">{question.prompt}</p>
            <ul className="flex flex-col gap-2">
              {question.answers.map((answer) => (
                <AnswerLine key={answer.adultId} answer={answer} />
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-1 rounded-card bg-level-green-soft px-4 py-3 dark:text-ink">
        <h3 className="font-extrabold">
          <Trans>Something to talk about together</Trans>
        </h3>
        <p className="font-semibold">{page.talkingPrompt.title}</p>
        <p>{page.talkingPrompt.text}</p>
      </div>
    </section>
  );
}

function AnswerLine({ answer }: { answer: SamePageAnswer }) {
  const { t } = useLingui();
  const { username } = answer;
  if ("notRecorded" in answer) {
    return (
      <li className="rounded-card border-2 border-line px-3 py-2 text-ink-soft">
        {answer.you
          ? t`Your answer was not recorded: you played this before answers were kept.`
          : t({
              message: `${username}'s answer was not recorded: they played this before answers were kept.`,
              comment: "{username} is another adult of the family",
            })}
      </li>
    );
  }
  return (
    <li className="flex flex-col rounded-card border-2 border-line px-3 py-2">
      <span className="text-sm font-bold text-ink-soft">
        {answer.you
          ? t({ message: "You chose", comment: "Before the option the signed-in adult chose" })
          : t({
              message: `${username} chose`,
              comment: "{username} is another adult of the family; the option follows",
            })}
      </span>
      <span className="text-ink">{answer.choices.join(" · ")}</span>
    </li>
  );
}
