import { Trans } from "@lingui/react/macro";
import { useOnline } from "../lib/online";

/** Says plainly that there is no connection, and what still works. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="border-b border-line bg-level-orange-soft px-4 py-2 text-center text-sm font-semibold text-ink">
      <Trans>You're offline. Lessons you've opened still work, and what you finish is saved on this device until you're back.</Trans>
    </div>
  );
}
