import { Link } from "wouter";
import { Dialog } from "../../components/ui/dialog";
import { HELP_MENU, helpPath } from "../help/help-content";

/** Spec §2 Help and Support: the index of the help pages; each entry opens its page and closes the dialog. */
export function HelpDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Help and Support" description="Answers, contacts and the small print.">
      <nav aria-label="Help topics">
        <ul className="flex flex-col gap-2">
          {HELP_MENU.map((topic) => (
            <li key={topic.slug}>
              <Link
                href={helpPath(topic)}
                onClick={() => onOpenChange(false)}
                className="flex min-h-12 items-center rounded-xl border border-line px-4 py-2 font-semibold hover:border-brand hover:bg-brand-soft/60"
              >
                {topic.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Dialog>
  );
}
