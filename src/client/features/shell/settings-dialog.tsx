import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Skeleton } from "../../components/ui/skeleton";
import { useCurrentUser } from "../../data/current-user";
import { AppearanceControls } from "../../components/appearance-controls";
import { ListeningSettings } from "../../components/listening-settings";
import { useSettings, useUpdateSettings } from "../../data/settings";

/** docs/screens.md#side-menu: the appearance settings (stored on the server), links to the rest, Sign Out. */
export function SettingsDialog({ open, onOpenChange, onSignOut }: { open: boolean; onOpenChange: (open: boolean) => void; onSignOut: () => void }) {
  const { t } = useLingui();
  const { data: user } = useCurrentUser();
  const settings = useSettings(user?.id);
  const update = useUpdateSettings(user?.id ?? 0);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t({ message: "Settings", comment: "Title of the settings dialog" })} description={t`Make Growly comfortable to read.`}>
      <div className="flex flex-col gap-5">
        {settings.data ? (
          <>
            <AppearanceControls settings={settings.data} onChange={(change) => update.mutate(change)} />
            <section aria-labelledby="settings-dialog-listening" className="flex flex-col gap-4 border-t border-line pt-4">
              <h3 id="settings-dialog-listening" className="font-extrabold">
                <Trans comment="Heading of the settings dialog's part for having lessons read aloud">Listening</Trans>
              </h3>
              <ListeningSettings settings={settings.data} onChange={(change) => update.mutate(change)} />
            </section>
          </>
        ) : (
          <div role="status" aria-label={t`Loading settings`} className="flex flex-col gap-3">
            <Skeleton className="h-8" />
            <Skeleton className="h-11" />
            <Skeleton className="h-8" />
          </div>
        )}
        <div className="flex flex-col gap-2 border-t border-line pt-4">
          <Link href="/settings" onClick={() => onOpenChange(false)} className="rounded-xl px-3 py-2 font-semibold hover:bg-brand-soft">
            <Trans>Notifications</Trans>
          </Link>
          <Link href="/settings" onClick={() => onOpenChange(false)} className="rounded-xl px-3 py-2 font-semibold hover:bg-brand-soft">
            <Trans>Account Settings</Trans>
          </Link>
        </div>
        <Button variant="danger" onClick={onSignOut}>
          <Trans>Sign Out</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
