import { PRODUCT_NAME } from "../../../shared/product";
import { Dialog } from "../../components/ui/dialog";

const SUPPORT_EMAIL = "support@growly.app";

/** Spec §2 Help and Support: every entry opens real help, not a dead button. */
const HELP_TOPICS: Array<{ title: string; body: string }> = [
  {
    title: "FAQ",
    body: "Lessons take about five minutes. Finish one a day to grow your streak. You can replay any lesson you have finished; XP is earned the first time.",
  },
  { title: "Contact Support", body: `Write to ${SUPPORT_EMAIL}. A real person reads every message and answers within two working days.` },
  {
    title: "User Guide",
    body: "Start on Home, pick the next lesson on your path, and choose what you would say. Kind feedback explains each choice. Your reflections are saved in your Journal.",
  },
  {
    title: "Privacy Policy",
    body: "Your reflections and progress are private to you. We never sell your data, and deleting your account erases everything you wrote.",
  },
  { title: "App Version and Info", body: `${PRODUCT_NAME} version 0.1.0.` },
  { title: "Terms of Service", body: `${PRODUCT_NAME} offers general parenting education. It is not medical or psychological advice; when you are worried about your child, talk to a health professional.` },
  { title: "Credits", body: `Pip, Zo, Growler and friends were drawn for ${PRODUCT_NAME}. Lessons are written with care, grounded in emotion coaching, validation and calm limits.` },
  {
    title: "Troubleshooting Tips",
    body: "If a screen looks stuck, pull down to refresh or reload the page. If you cannot log in, check the email address and wait a few minutes after several tries.",
  },
];

export function HelpDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Help and Support" description="Answers, contacts and the small print.">
      <div className="flex flex-col gap-2">
        {HELP_TOPICS.map((topic) => (
          <details key={topic.title} className="rounded-xl border border-line px-4 py-3 open:bg-brand-soft/60">
            <summary className="cursor-pointer font-semibold">{topic.title}</summary>
            <p className="mt-2 text-ink-soft">{topic.body}</p>
          </details>
        ))}
      </div>
    </Dialog>
  );
}
