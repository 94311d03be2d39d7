import { Trans, useLingui } from "@lingui/react/macro";
import { AfterSheetAction, FeedbackSheet } from "../../feedback-sheet";

/** How to sort, in a touch screen's words or in a mouse's and keyboard's. */
export function SortInstructions({ coarse }: { coarse: boolean }) {
  return (
    <p className="text-sm text-ink-soft">
      {coarse ? (
        <Trans>
          Tap a reply, then tap the category it fits. Or press and hold it, and drag it to the categories that
          appear at the foot of the screen.
        </Trans>
      ) : (
        <Trans>
          Select a reply, then the category it fits. Or drag it onto its category, or press Space to pick it up
          and the arrow keys to move it.
        </Trans>
      )}
    </p>
  );
}

/**
 * The sorting checked: the feedback sheet with how many fit and the explanation; closing it lets the parent look at
 * the marks, with Continue below them. Continue finishes.
 */
export function SortFeedback({
  correct: correctCount,
  total,
  explanation,
  sheetOpen,
  completed,
  onContinue,
  onCloseSheet,
}: {
  correct: number;
  total: number;
  explanation: string;
  sheetOpen: boolean;
  completed: boolean;
  onContinue: () => void;
  onCloseSheet: () => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <FeedbackSheet
        open={sheetOpen && !completed}
        heading={correctCount === total ? t`Every one in the right place!` : t`Here's how they sort`}
        tone={correctCount === total ? "right" : "gentle"}
        actionLabel={t({ message: "Continue", comment: "Button that moves to the next step" })}
        onAction={onContinue}
        onDismiss={onCloseSheet}
      >
        <p className="font-bold">
          <Trans>
            You placed {correctCount} of {total} where they fit best.
          </Trans>
        </p>
        <p>{explanation}</p>
      </FeedbackSheet>
      {!sheetOpen && !completed ? <AfterSheetAction label={t({ message: "Continue", comment: "Button that moves to the next step" })} onAction={onContinue} /> : null}
    </>
  );
}
