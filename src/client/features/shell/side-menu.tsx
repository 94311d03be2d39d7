import { Link, useLocation } from "wouter";
import { Dialog } from "../../components/ui/dialog";
import { cn } from "../../lib/cn";
import { GET_HELP_PATH } from "../get-help";

/** Spec §2 side menu entries, and Practice Stories, which the spec's menus never reach. */
export const MENU_ENTRIES = [
  { label: "Home", href: "/" },
  { label: "Lessons", href: "/lessons-overview" },
  { label: "Practice Stories", href: "/stories" },
  { label: "Journal", href: "/journal" },
  { label: "Profile", href: "/profile" },
] as const;

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
  const [location] = useLocation();
  const itemClass = "flex min-h-12 items-center rounded-xl px-4 text-lg font-semibold hover:bg-brand-soft";
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Menu" placement="left">
      <nav aria-label="Main">
        <ul className="flex flex-col gap-1">
          {MENU_ENTRIES.map((entry) => (
            <li key={entry.href}>
              <Link
                href={entry.href}
                onClick={() => onOpenChange(false)}
                aria-current={location === entry.href ? "page" : undefined}
                className={cn(itemClass, location === entry.href && "bg-brand-soft text-brand")}
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto flex flex-col gap-1 border-t border-line pt-4">
        <button type="button" className={cn(itemClass, "text-left")} onClick={onOpenSettings}>
          Settings
        </button>
        <button type="button" className={cn(itemClass, "text-left")} onClick={onOpenHelp}>
          Help and Support
        </button>
        <Link
          href={GET_HELP_PATH}
          onClick={() => onOpenChange(false)}
          aria-current={location === GET_HELP_PATH ? "page" : undefined}
          className={cn(itemClass, location === GET_HELP_PATH && "bg-brand-soft text-brand")}
        >
          Get help now
        </Link>
      </div>
    </Dialog>
  );
}
