import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { PRODUCT_NAME } from "@shared/product";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import { useCurrentUser } from "../../data/current-user";
import { useLogout } from "../../data/logout";
import { useAppearanceFromSettings } from "../../data/settings";
import { isLessonPlayPath } from "@shared/lesson-paths";
import { whenIdle } from "../../lib/when-idle";
import { DIALOG_RETRY_MS, loadDialogLibrary } from "../../components/ui/dialog-library";
import { focusAfterDialog } from "../../components/ui/dialog";
import { SIDE_NAVIGATION_WIDTH, SideNavigation, useShowsSideNavigation } from "./side-navigation";
import { OfflineBanner } from "../../components/offline-banner";
import { GetHelpButton } from "../../components/get-help-line";
import { useOfflineSync } from "../../data/offline-sync";

const loadShellDialogs = () => import("./shell-dialogs");
/** How long after the shell appears its dialogs are fetched ahead, when the browser is idle. */
const SHELL_DIALOGS_AFTER_MS = 2_000;
type ShellDialogs = Awaited<ReturnType<typeof loadShellDialogs>>;
/** The shell's dialogs and the dialog library together, asked for at once; a failed fetch is asked again. */
function loadUntilFetched(): Promise<ShellDialogs> {
  return Promise.all([loadShellDialogs(), loadDialogLibrary()]).then(
    ([module]) => module,
    () => new Promise<void>((resolve) => setTimeout(resolve, DIALOG_RETRY_MS)).then(loadUntilFetched),
  );
}
// Opened offline before its code arrived, a dialog shows once the connection is back, instead of failing the page.
const shellDialog = <Name extends keyof ShellDialogs>(name: Name) =>
  lazy(() => loadUntilFetched().then((module) => ({ default: module[name] })));
const SideMenu = shellDialog("SideMenu");
const SettingsDialog = shellDialog("SettingsDialog");
const HelpDialog = shellDialog("HelpDialog");

/** True from the first time `open` is true: a dialog stays mounted after that, so it closes with its animation. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** The signed-in frame: top bar with the menu, the page, and the bottom navigation. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const logout = useLogout();
  const { data: user } = useCurrentUser();
  const sideNavigation = useShowsSideNavigation();
  const [location] = useLocation();
  // A lesson is full-screen: its own frame has the exit, the progress and the XP.
  const inLesson = isLessonPlayPath(location);
  useAppearanceFromSettings(user?.id);
  useOfflineSync(user?.id);
  // The dialogs' code (the library, the shell's own, the help topics) is not needed to draw a screen: fetched once the
  // screen has settled, so the first dialog (a lesson's answer sheet, the menu) opens at once.
  // The parent's first touch or key press asks for them at once, since a dialog is opened by one.
  useEffect(() => {
    const events = ["pointerdown", "keydown"] as const;
    const stop = () => {
      clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, fetchAhead, true);
    };
    function fetchAhead() {
      stop();
      void loadDialogLibrary().catch(() => {});
      void loadShellDialogs().catch(() => {});
    }
    for (const name of events) window.addEventListener(name, fetchAhead, { capture: true, passive: true });
    const timer = setTimeout(() => whenIdle(fetchAhead), SHELL_DIALOGS_AFTER_MS);
    return stop;
  }, []);
  const menuMounted = useOpenedOnce(menuOpen);
  const settingsMounted = useOpenedOnce(settingsOpen);
  const helpMounted = useOpenedOnce(helpOpen);

  const signOut = async () => {
    // docs/screens.md#signing-in-and-out: close the dialog first, then the logout sequence.
    setSettingsOpen(false);
    await logout();
  };

  return (
    <div
      className={cn("flex min-h-dvh flex-col", sideNavigation && !inLesson && SIDE_NAVIGATION_WIDTH)}
      // Whose screen this is, for measuring tools that must not mistake a signed-out page for it (scripts/lib/audit-screens.mjs).
      data-signed-in={user?.id}
    >
      {/* Keyboard order: the skip link, then (on a laptop) the side navigation, then the page. */}
      <a
        href="#main"
        className="sr-only z-50 rounded-pill bg-brand px-4 py-2 font-bold text-white focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
      >
        <Trans>Skip to main content</Trans>
      </a>
      {/* Outside the header, so it shows on a laptop and inside a lesson too. */}
      <OfflineBanner />
      <header
        className={cn(
          "@container sticky top-0 z-30 border-b border-line bg-paper/95 backdrop-blur lg:hidden",
          inLesson && "hidden",
        )}
      >
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-3 px-4">
          <button
            type="button"
            aria-label={t`Open menu`}
            aria-haspopup="dialog"
            {...focusAfterDialog}
            onClick={() => setMenuOpen(true)}
            className="grid size-11 place-items-center rounded-xl hover:bg-brand-soft"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            >
              <path d="M4 7h16M4 12h16M4 17h16" />
            </svg>
          </button>
          <Link href="/" className="text-xl font-extrabold text-brand">
            {PRODUCT_NAME}
          </Link>
          {/* One tap from every screen on a phone, onboarding included (docs/product-rules.md#navigation). */}
          <GetHelpButton className="ms-auto" shortWhenNarrow />
        </div>
      </header>
      <SideNavigation onOpenSettings={() => setSettingsOpen(true)} onOpenHelp={() => setHelpOpen(true)} />
      <main
        id="main"
        tabIndex={-1}
        className={cn(
          "mx-auto w-full max-w-5xl flex-1 px-4",
          "outline-none",
          inLesson ? "pt-0 pb-8" : "pt-6 pb-28 lg:max-w-6xl lg:px-8 lg:pt-8 lg:pb-12",
        )}
      >
        {children}
      </main>
      {inLesson ? null : <BottomNavigation />}
      <Suspense fallback={null}>
        {menuMounted ? (
          <SideMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            onOpenSettings={() => {
              setMenuOpen(false);
              setSettingsOpen(true);
            }}
            onOpenHelp={() => {
              setMenuOpen(false);
              setHelpOpen(true);
            }}
          />
        ) : null}
        {settingsMounted ? (
          <SettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} onSignOut={signOut} />
        ) : null}
        {helpMounted ? <HelpDialog open={helpOpen} onOpenChange={setHelpOpen} /> : null}
      </Suspense>
    </div>
  );
}

/** docs/screens.md#home; docs/product-rules.md#navigation: a skeleton, never invented numbers, until data arrives. */
function BottomNavigation() {
  const { t } = useLingui();
  const [location] = useLocation();
  const { data: user } = useCurrentUser();
  const streak = user?.streak ?? 0;
  const tabClass = (active: boolean) =>
    cn(
      "flex min-h-12 flex-1 flex-col items-center justify-center rounded-xl text-sm font-bold",
      active ? "bg-brand-soft text-brand" : "text-ink-soft",
    );
  return (
    <nav
      aria-label={t({ message: "Bottom navigation", comment: "The phone's bottom bar (read by screen readers)" })}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-5xl items-center gap-2 px-3 py-2">
        <Link href="/" className={tabClass(location === "/")} aria-current={location === "/" ? "page" : undefined}>
          <Trans comment="Bottom bar tab that leads to the home screen with the lessons">Learning</Trans>
        </Link>
        <dl className="flex flex-[2] justify-around text-center text-xs text-ink-soft">
          <Stat
            label={t({ message: "Streak", comment: "Label over the count of days in a row the parent has learned" })}
            value={user ? t({ message: plural(streak, { one: "# day", other: "# days" }), comment: "The streak's length" }) : undefined}
          />
          <Stat label={t({ message: "Level", comment: "Label over the parent's level number" })} value={user ? String(user.level) : undefined} />
          <Stat label={t({ message: "XP", comment: "Experience points; usually kept as XP" })} value={user ? String(user.xp) : undefined} />
        </dl>
        <Link
          href="/profile"
          className={tabClass(location === "/profile")}
          aria-current={location === "/profile" ? "page" : undefined}
        >
          <Trans comment="Bottom bar tab to the parent's profile">Profile</Trans>
        </Link>
      </div>
    </nav>
  );
}

function Stat({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className="flex flex-col">
      <dt>{label}</dt>
      <dd className="text-sm font-extrabold text-ink">{value ?? <Skeleton className="h-4 w-8" />}</dd>
    </div>
  );
}
