import { useLingui } from "@lingui/react/macro";
import { useLocation } from "wouter";
import { Dialog } from "../../components/ui/dialog";
import { NavigationSection } from "./navigation-entries";

/** The phone's menu, opened from the top bar: the same entries as the laptop's side navigation. */
export function SideMenu({
  open,
  onOpenChange,
  onOpenSettings,
  onOpenHelp,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpenSettings: () => void;
  onOpenHelp: () => void;
}) {
  const { t } = useLingui();
  const [location] = useLocation();
  const itemClass = "flex min-h-12 items-center rounded-xl px-4 text-lg font-semibold hover:bg-brand-soft";
  const item = {
    location,
    className: itemClass,
    open: { settings: onOpenSettings, help: onOpenHelp },
    onNavigate: () => onOpenChange(false),
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t({ message: "Menu", comment: "Title of the phone's menu" })} placement="left">
      <nav aria-label={t({ message: "Main", comment: "The main navigation in the phone's menu (read by screen readers)" })}>
        <NavigationSection section="destinations" {...item} />
      </nav>
      <NavigationSection section="foot" {...item} />
    </Dialog>
  );
}
