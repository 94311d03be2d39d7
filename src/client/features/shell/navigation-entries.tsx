import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { cn } from "../../lib/cn";
import { GET_HELP_PATH } from "../../components/get-help-line";

/**
 * One entry of the navigation, the same on the phone's menu and the laptop's side navigation: a page to go to, or
 * a dialog to open. `section` says whether it stands with the destinations or at the foot, beside Settings.
 */
export type NavigationEntry =
  | { label: MessageDescriptor; href: string; section: "destinations" | "foot" }
  | { label: MessageDescriptor; opens: Dialog; section: "foot" };

type Dialog = "settings" | "help";

/** The side menu of docs/screens.md#side-menu, with Practice Stories, which no other menu reaches. */
export const NAVIGATION_ENTRIES: readonly NavigationEntry[] = [
  { label: msg({ message: "Home", comment: "Menu entry: the home screen" }), href: "/", section: "destinations" },
  { label: msg({ message: "Lessons", comment: "Menu entry: all lessons" }), href: "/lessons-overview", section: "destinations" },
  { label: msg({ message: "Practice Stories", comment: "Menu entry: the stories to practise with" }), href: "/stories", section: "destinations" },
  { label: msg({ message: "Journal", comment: "Menu entry: the parent's journal of reflections" }), href: "/journal", section: "destinations" },
  { label: msg({ message: "Your progress", comment: "Menu entry: the progress charts" }), href: "/progress", section: "destinations" },
  { label: msg({ message: "Profile", comment: "Menu entry: the parent's profile" }), href: "/profile", section: "destinations" },
  { label: msg({ message: "Settings", comment: "Menu entry: opens the settings dialog" }), opens: "settings", section: "foot" },
  { label: msg({ message: "Help and Support", comment: "Menu entry: opens the help dialog" }), opens: "help", section: "foot" },
  { label: msg({ message: "Get help now", comment: "Menu entry: urgent help and helplines" }), href: GET_HELP_PATH, section: "foot" },
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

const entryKey = (entry: NavigationEntry) => ("opens" in entry ? entry.opens : entry.href);

/** One section's entries: the destinations as a list, the foot's entries at the bottom, under a rule. */
export function NavigationSection({ section, ...item }: { section: NavigationEntry["section"] } & NavigationItemProps) {
  const entries = NAVIGATION_ENTRIES.filter((entry) => entry.section === section);
  if (section === "foot") {
    return (
      <div className="mt-auto flex flex-col gap-1 border-t border-line pt-4">
        {entries.map((entry) => (
          <NavigationItem key={entryKey(entry)} entry={entry} {...item} />
        ))}
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-1">
      {entries.map((entry) => (
        <li key={entryKey(entry)}>
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
  const { i18n } = useLingui();
  if ("opens" in entry) {
    return (
      <button type="button" className={cn(className, "text-start")} onClick={open[entry.opens]}>
        {i18n._(entry.label)}
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
      {i18n._(entry.label)}
    </Link>
  );
}
