import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { type ComponentType, Suspense, useEffect, useRef } from "react";
import { useParentLanguage } from "./parent-language";
import { SIGNED_IN_SCREENS, type ScreenName } from "@shared/screens";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { loadAdminDashboardPage, loadControlPanelPage } from "../features/admin";
import { useCurrentUser } from "../data/current-user";
import { loadGetHelpPage } from "../features/get-help";
import { GET_HELP_PATH } from "../components/get-help-line";
import { loadHelpPage } from "../features/help";
import { HomePage } from "../features/home";
import { loadJournalPage } from "../features/journal";
import { loadProgressPage } from "../features/progress";
import { LessonIntroPage, LessonsOverviewPage, loadLessonHostPage, prefetchLessonPlay } from "../features/lessons";
import { loadOnboardingPage } from "../features/onboarding";
import { loadEditProfilePage, loadProfilePage } from "../features/profile";
import { loadSettingsPage } from "../features/settings";
import { AppShell } from "../features/shell";
import { loadStoriesPage, loadStoryPlayerPage } from "../features/stories";
import { loadSubscriptionPage } from "../features/subscription";
import { NotFoundPage } from "../components/not-found-page";
import { SpinnerStatus } from "../components/ui/spinner-status";
import { showPendingToast } from "../components/ui/pending-toast";
import { GUEST_LESSON_INTRO_PATH, GUEST_LESSON_PATH } from "@shared/guest-lesson";
import { adminPath, adminRoute } from "./admin-path";
import { lazyPage } from "./lazy-page";
import { registerServiceWorkerWhenIdle } from "./register-service-worker";

// The screens of every day (home, the lessons overview, a lesson's intro) come with this chunk; the others, with their
// forms and validation libraries, load when first opened, so a parent's daily screens do not download them.
const OnboardingPage = lazyPage(loadOnboardingPage);
const ProfilePage = lazyPage(loadProfilePage);
const EditProfilePage = lazyPage(loadEditProfilePage);
const SettingsPage = lazyPage(loadSettingsPage);
const JournalPage = lazyPage(loadJournalPage);
const ProgressPage = lazyPage(loadProgressPage);
const SubscriptionPage = lazyPage(loadSubscriptionPage);
const StoriesPage = lazyPage(loadStoriesPage);
const HelpPage = lazyPage(loadHelpPage);
const AdminDashboardPage = lazyPage(loadAdminDashboardPage);
const ControlPanelPage = lazyPage(loadControlPanelPage);

// The players are heavy: the lesson host page and its players load only when a lesson is played.
const LessonHostPage = lazyPage(loadLessonHostPage);
const StoryPlayerPage = lazyPage(loadStoryPlayerPage);
const GetHelpPage = lazyPage(loadGetHelpPage);

/** Each screen of the route table (src/shared/screens.ts), which declares its address and what it reads. */
const SCREENS: Record<ScreenName, ComponentType> = {
  home: HomePage,
  onboarding: OnboardingPage,
  profile: ProfilePage,
  editProfile: EditProfilePage,
  settings: SettingsPage,
  journal: JournalPage,
  progress: ProgressPage,
  subscription: SubscriptionPage,
  stories: StoriesPage,
  help: HelpPage,
  getHelp: GetHelpPage,
  storyPlayer: StoryPlayerPage,
  lessonsOverview: LessonsOverviewPage,
  lessonIntro: LessonIntroPage,
  lessonPlay: LessonHostPage,
};
/** Screens that play something full-screen: while their code loads, the spinner says so. */
const PLAYED_SCREENS: ReadonlySet<ScreenName> = new Set(["getHelp", "storyPlayer", "lessonPlay"]);

/**
 * Screens a parent may reach before finishing onboarding: the form itself, Get help now (help never waits for a
 * form: docs/product-rules.md#navigation) and the operator's screens.
 */
function skipsOnboarding(pathname: string): boolean {
  const admin = adminPath();
  return (
    pathname === "/onboarding" ||
    pathname === GET_HELP_PATH ||
    pathname === "/control-panel" ||
    (admin !== undefined && pathname === `/${admin}`)
  );
}

export default function SignedInApp() {
  // The current user, read without throwing: for a moment after logout or deletion this screen still renders.
  const { data: user } = useCurrentUser();
  const [location] = useLocation();
  const queryClient = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    if (userId !== undefined) prefetchLessonPlay(queryClient, location, userId);
  }, [queryClient, location, userId]);
  useParentLanguage(userId);
  // Signed in from the landing page without a page load: the service worker comes with the app.
  useEffect(registerServiceWorkerWhenIdle, []);
  useEffect(() => {
    // After the register reload the welcome toast waits in session storage.
    const timer = setTimeout(showPendingToast, 0);
    return () => clearTimeout(timer);
  }, []);

  useScrollToTopOnNewScreen(location);

  // docs/product-rules.md#navigation: until onboarding is done, every signed-in screen leads to it; once it is done,
  // onboarding leads home (answered again it would add the children twice).
  if (!user) return null;
  if (!user.onboardingCompleted && !skipsOnboarding(location)) return <Redirect to="/onboarding" replace />;
  if (user.onboardingCompleted && location === "/onboarding") return <Redirect to="/" replace />;

  return (
    <AppShell>
      <Suspense fallback={<ScreenLoading />}>
        <Switch>
          {(Object.keys(SIGNED_IN_SCREENS) as ScreenName[]).map((name) => {
            const Screen = SCREENS[name];
            return (
              <Route key={name} path={SIGNED_IN_SCREENS[name].path}>
                {PLAYED_SCREENS.has(name) ? (
                  <Suspense fallback={<LessonHostLoading />}>
                    <Screen />
                  </Suspense>
                ) : (
                  <Screen />
                )}
              </Route>
            );
          })}
          <Route path="/home">
            <Redirect to="/" replace />
          </Route>
          <Route path="/lessons">
            <Redirect to="/lessons-overview" replace />
          </Route>
          <Route path="/login">
            <Redirect to="/" replace />
          </Route>
          <Route path="/register">
            <Redirect to="/" replace />
          </Route>
          {/* "Try a 5-minute lesson" followed when already signed in: the same lesson, as a parent plays it. */}
          <Route path={GUEST_LESSON_PATH}>
            <Redirect to={GUEST_LESSON_INTRO_PATH} replace />
          </Route>
          {adminRoute(AdminDashboardPage)}
          <Route path="/control-panel" component={ControlPanelPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </AppShell>
  );
}

function ScreenLoading() {
  const { t } = useLingui();
  return <SpinnerStatus label={t({ message: "Loading", comment: "Said to screen readers while a screen loads" })} />;
}

function LessonHostLoading() {
  const { t } = useLingui();
  return <SpinnerStatus label={t`Loading lesson`} />;
}

/**
 * A new screen opens at its top, as a page load would: a tap on a link or the bottom bar never lands midway down the
 * next screen. Back and Forward keep the browser's own scroll position; a change of the query or hash alone (a
 * lesson's step, an anchor) does not move the page.
 */
function useScrollToTopOnNewScreen(pathname: string): void {
  const fromHistory = useRef(false);
  const previous = useRef(pathname);
  useEffect(() => {
    const onPopState = () => {
      fromHistory.current = true;
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (fromHistory.current) {
      fromHistory.current = false;
      return;
    }
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
}
