import { Dialog } from "../../../components/ui/dialog";
import { Button } from "../../../components/ui/button";
import { FeedbackText } from "./feedback-text";

interface FeedbackPopupProps {
  open: boolean;
  correct: boolean;
  text: string;
  onGreatWork: () => void;
  onTryAgain: () => void;
  /** The close icon and Escape (spec §4.2: moves on after a right answer, Try Again after a wrong one). */
  onClose: () => void;
}

/** Spec §2.2 "Feedback popup": a modal at most 95% of the viewport tall that scrolls inside. */
export function FeedbackPopup({ open, correct, text, onGreatWork, onTryAgain, onClose }: FeedbackPopupProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={correct ? "Correct" : "Incorrect"}
      closeOnOutsideTap={false}
      className="max-h-[95vh]! sm:w-[min(92vw,34rem)]!"
    >
      <FeedbackText text={text} className="text-base sm:text-lg" />
      {correct ? (
        <Button size="lg" onClick={onGreatWork}>
          Great Work
        </Button>
      ) : (
        <Button size="lg" onClick={onTryAgain}>
          Try Again
        </Button>
      )}
    </Dialog>
  );
}
