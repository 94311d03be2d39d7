import { Link } from "wouter";
import { cn } from "../../lib/cn";
import { GET_HELP_PATH } from "../../components/get-help-line";

/**
 * One entry of the navigation, the same on the phone's menu and the laptop's side navigation: a page to go to, or
 * a dialog to open. `section` says whether it stands with the destinations or at the foot, beside Settings.
 */
export type NavigationEntry =
  { label: string; href: string; section: "destinations" | "foot" } | { label: string; opens: Dialog; section: "foot" };

type Dialog = "settings" | "help";

/** The side menu of docs/screens.md#side-menu, with Practice Stories, which no other menu reaches. */
export const NAVIGATION_ENTRIES: readonly NavigationEntry[] = [
  { label: "Home", href: "/", section: "destinations" },
  { label: "Lessons", href: "/lessons-overview", section: "destinations" },
  { label: "Practice Stories", href: "/stories", section: "destinations" },
  { label: "Journal", href: "/journal", section: "destinations" },
  { label: "Your progress", href: "/progress", section: "destinations" },
  { label: "Profile", href: "/profile", section: "destinations" },
  { label: "Settings", opens: "settings", section: "foot" },
  { label: "Help and Support", opens: "help", section: "foot" },
  { label: "Get help now", href: GET_HELP_PATH, section: "foot" },
];

interface NavigationItemProps {
  /** The current path, to mark the entry of the page the parent is on. */
  location: string;
  className: string;
  /** What opens each dialog. */
  open: Record<Dialog, () => void>;
  /** Called when a link is followed (the phone's menu closes). */
  onNavigate?: () => void;
}

/** One section's entries: the destinations as a list, the foot's entries at the bottom, under a rule. */
export function NavigationSection({ section, ...item }: { section: NavigationEntry["section"] } & NavigationItemProps) {
  const entries = NAVIGATION_ENTRIES.filter((entry) => entry.section === section);
  if (section === "foot") {
    return (
      <div className="mt-auto flex flex-col gap-1 border-t border-line pt-4">
        {entries.map((entry) => (
          <NavigationItem key={entry.label} entry={entry} {...item} />
        ))}
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-1">
      {entries.map((entry) => (
        <li key={entry.label}>
          <NavigationItem entry={entry} {...item} />
        </li>
      ))}
    </ul>
  );
}

/** An entry as a link (marked as the current page when it is) or as the button that opens its dialog. */
function NavigationItem({
  entry,
  location,
  className,
  open,
  onNavigate,
}: { entry: NavigationEntry } & NavigationItemProps) {
  if ("opens" in entry) {
    return (
      <button type="button" className={cn(className, "text-left")} onClick={open[entry.opens]}>
        {entry.label}
      </button>
    );
  }
  const active = location === entry.href;
  return (
    <Link
      href={entry.href}
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      className={cn(className, active && "bg-brand-soft text-brand")}
    >
      {entry.label}
    </Link>
  );
}
