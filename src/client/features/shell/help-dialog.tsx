import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { Dialog } from "../../components/ui/dialog";
import { HELP_MENU, helpPath } from "../../lib/help-content";
import { GET_HELP_PATH } from "../../components/get-help-line";

/** docs/screens.md#help-and-support: the index of the help pages; each entry opens its page and closes the dialog. */
export function HelpDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t`Help and Support`} description={t`Answers, contacts and the small print.`}>
      <p className="mb-3 rounded-xl border-2 border-danger bg-danger-soft px-4 py-3">
        <Trans>
          Finding things hard right now?{" "}
          <Link href={GET_HELP_PATH} onClick={() => onOpenChange(false)} className="font-bold text-ink underline underline-offset-4">
            Get help now
          </Link>
        </Trans>
      </p>
      <nav aria-label={t`Help topics`}>
        <ul className="flex flex-col gap-2">
          {HELP_MENU.map((topic) => (
            <li key={topic.slug}>
              <Link
                href={helpPath(topic)}
                onClick={() => onOpenChange(false)}
                className="flex min-h-12 items-center rounded-xl border border-line px-4 py-2 font-semibold hover:border-brand hover:bg-brand-soft/60"
              >
                {i18n._(topic.title)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Dialog>
  );
}
