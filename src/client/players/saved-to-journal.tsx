import { Trans } from "@lingui/react/macro";

/** The on-screen word that what the parent wrote is kept in their journal. */
export function SavedToJournal() {
  return (
    <p role="status" className="flex items-center gap-2 self-center rounded-pill bg-level-green-soft px-4 py-2 font-bold text-ink">
      <span aria-hidden="true">✓</span> <Trans>Saved to your journal</Trans>
    </p>
  );
}
