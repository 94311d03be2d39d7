import { useState } from "react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Switch } from "../../components/ui/switch";
import { cn } from "../../lib/cn";
import { FONT_SIZES, readAppearance, saveAppearance, type Appearance, type FontSize } from "./appearance";

/** Spec §2 side menu settings dialog: quick appearance settings and Sign Out. */
export function SettingsDialog({ open, onOpenChange, onSignOut }: { open: boolean; onOpenChange: (open: boolean) => void; onSignOut: () => void }) {
  const [appearance, setAppearance] = useState<Appearance>(readAppearance);
  const update = (change: Partial<Appearance>) => {
    const next = { ...appearance, ...change };
    setAppearance(next);
    saveAppearance(next);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Settings" description="Make Growly comfortable to read.">
      <div className="flex flex-col gap-5">
        <Switch label="Dark Mode" checked={appearance.darkMode} onCheckedChange={(darkMode) => update({ darkMode })} />
        <fieldset>
          <legend className="mb-2 font-semibold">Font Size</legend>
          <div className="grid grid-cols-3 gap-2" role="radiogroup" aria-label="Font Size">
            {(Object.keys(FONT_SIZES) as FontSize[]).map((size) => (
              <button
                key={size}
                type="button"
                role="radio"
                aria-checked={appearance.fontSize === size}
                onClick={() => update({ fontSize: size })}
                className={cn(
                  "min-h-11 rounded-xl border-2 font-semibold",
                  appearance.fontSize === size ? "border-brand bg-brand-soft" : "border-line",
                )}
              >
                {FONT_SIZES[size].label}
              </button>
            ))}
          </div>
        </fieldset>
        <Switch label="Sound Effects" checked={appearance.soundEffects} onCheckedChange={(soundEffects) => update({ soundEffects })} />
        <div className="flex flex-col gap-2 border-t border-line pt-4">
          <Link href="/settings" onClick={() => onOpenChange(false)} className="rounded-xl px-3 py-2 font-semibold hover:bg-brand-soft">
            Notifications
          </Link>
          <Link href="/settings" onClick={() => onOpenChange(false)} className="rounded-xl px-3 py-2 font-semibold hover:bg-brand-soft">
            Account Settings
          </Link>
        </div>
        <Button variant="danger" onClick={onSignOut}>
          Sign Out
        </Button>
      </div>
    </Dialog>
  );
}
