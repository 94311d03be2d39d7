import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "wouter";
import { PRODUCT_NAME } from "@shared/product";
import { Skeleton } from "../../components/ui/skeleton";
import { useCurrentUser } from "../../data/current-user";
import { isLessonPlayPath } from "@shared/lesson-paths";
import { NavigationSection } from "./navigation-entries";

/** From 1024 px wide the navigation sits at the side instead of the phone's top menu and bottom bar. */
export const SIDE_NAVIGATION_WIDTH = "lg:ps-60";

/** Whether the side navigation shows on this screen: everywhere but inside a lesson, which has the whole screen. */
export function useShowsSideNavigation(): boolean {
  const [location] = useLocation();
  return !isLessonPlayPath(location);
}

/**
 * The laptop's navigation: the phone menu's entries (`NAVIGATION_ENTRIES`), the parent's streak, level and XP (the
 * phone shows them in the bottom bar), and Settings and Help. Hidden below 1024 px, where the top menu and the bottom bar serve instead.
 */
export function SideNavigation({ onOpenSettings, onOpenHelp }: { onOpenSettings: () => void; onOpenHelp: () => void }) {
  const { t } = useLingui();
  const [location] = useLocation();
  const { data: user } = useCurrentUser();
  const streak = user?.streak ?? 0;
  const shown = useShowsSideNavigation();
  if (!shown) return null;
  const itemClass =
    "flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-base font-semibold text-ink hover:bg-brand-soft";
  const item = {
    location,
    className: itemClass,
    open: { settings: onOpenSettings, help: onOpenHelp },
  };
  return (
    <nav
      aria-label={t({ message: "Side navigation", comment: "The navigation at the side of a wide screen (read by screen readers)" })}
      className="fixed inset-y-0 start-0 z-30 hidden w-60 flex-col gap-6 overflow-y-auto border-e border-line bg-surface px-4 py-5 lg:flex"
    >
      <Link href="/" className="px-3 text-2xl font-extrabold text-brand">
        {PRODUCT_NAME}
      </Link>
      <NavigationSection section="destinations" {...item} />
      <dl className="grid grid-cols-3 gap-1 rounded-card border border-line bg-paper px-2 py-3 text-center text-xs text-ink-soft">
        <SideStat
          label={t({ message: "Streak", comment: "Label over the count of days in a row the parent has learned" })}
          value={user ? t({ message: plural(streak, { one: "# day", other: "# days" }), comment: "The streak's length" }) : undefined}
        />
        <SideStat label={t({ message: "Level", comment: "Label over the parent's level number" })} value={user ? String(user.level) : undefined} />
        <SideStat label={t({ message: "XP", comment: "Experience points; usually kept as XP" })} value={user ? String(user.xp) : undefined} />
      </dl>
      <NavigationSection section="foot" {...item} />
    </nav>
  );
}

function SideStat({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className="flex flex-col">
      <dt>{label}</dt>
      <dd className="text-sm font-extrabold text-ink">{value ?? <Skeleton className="h-4 w-8" />}</dd>
    </div>
  );
}
