import { useLingui } from "@lingui/react/macro";
import { useEffect, useState, type ReactNode } from "react";
import {
  savedOnDeviceText,
  SYNCED_TEXT,
  isPending,
  onOutboxChange,
  showsSyncedAnswer,
  syncedAnswer,
  type SavedOnDevice,
} from "../lib/outbox";
import { catalogText } from "../lib/catalog-text";

/**
 * "Saved on this phone — it will sync" for a write kept offline, which turns to the synced words once the outbox has
 * sent it, so the screen never goes on promising a sync that has already happened. When this page sent it, the
 * server's answer goes to `children`, so the celebration can still show what the write earned.
 */
export function SavedOnDeviceStatus({
  saved,
  className,
  children,
}: {
  saved: SavedOnDevice;
  className?: string;
  children?: (answer: unknown) => ReactNode;
}) {
  const { i18n } = useLingui();
  const [synced, setSynced] = useState(false);
  // A celebration shows what the write earned once it is sent, so the outbox leaves its badges to it.
  const showsAnswer = children !== undefined;
  useEffect(() => {
    const { key } = saved;
    if (key === undefined || !showsAnswer) return;
    return showsSyncedAnswer(key);
  }, [saved, showsAnswer]);
  useEffect(() => {
    const { key } = saved;
    if (key === undefined) return;
    let stopped = false;
    const check = () => {
      void isPending(key).then((pending) => {
        if (!stopped && !pending) setSynced(true);
      });
    };
    const stop = onOutboxChange(check);
    // It may have gone out between the save and this screen.
    check();
    return () => {
      stopped = true;
      stop();
    };
  }, [saved]);
  const answer = synced && saved.key !== undefined ? syncedAnswer(saved.key) : undefined;
  return (
    <>
      <p role="status" className={className}>
        {catalogText(i18n, synced ? SYNCED_TEXT : savedOnDeviceText())}
      </p>
      {answer !== undefined && children ? children(answer) : null}
    </>
  );
}
