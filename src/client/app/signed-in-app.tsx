import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { AppShell } from "../features/shell/app-shell";
import { HomePage } from "../features/home/home-page";
import { LessonIntroPage } from "../features/lessons/lesson-intro-page";
import { LessonsOverviewPage } from "../features/lessons/lessons-overview-page";
import { prefetchLessonPlay } from "../features/lessons/prefetch-lesson";
import { NotFoundPage } from "../features/shell/not-found-page";
import { showPendingToast } from "../features/shell/pending-toast";
import { adminPath } from "./admin-path";
import { registerServiceWorkerWhenIdle } from "./register-service-worker";
import { useCurrentUser } from "../features/auth/api/current-user";

// The screens of every day (home, the lessons overview, a lesson's intro) come with this chunk; the others, with their
// forms and validation libraries, load when first opened, so a parent's daily screens do not download them.
const OnboardingPage = lazy(() => import("../features/onboarding/onboarding-page").then((m) => ({ default: m.OnboardingPage })));
const ProfilePage = lazy(() => import("../features/profile/profile-page").then((m) => ({ default: m.ProfilePage })));
const EditProfilePage = lazy(() => import("../features/profile/edit-profile-page").then((m) => ({ default: m.EditProfilePage })));
const SettingsPage = lazy(() => import("../features/settings/settings-page").then((m) => ({ default: m.SettingsPage })));
const JournalPage = lazy(() => import("../features/journal/journal-page").then((m) => ({ default: m.JournalPage })));
const SubscriptionPage = lazy(() => import("../features/subscription/subscription-page").then((m) => ({ default: m.SubscriptionPage })));
const StoriesPage = lazy(() => import("../features/stories/stories-page").then((m) => ({ default: m.StoriesPage })));
const HelpPage = lazy(() => import("../features/help/help-page").then((m) => ({ default: m.HelpPage })));
const AdminDashboardPage = lazy(() => import("../features/admin/admin-dashboard-page").then((m) => ({ default: m.AdminDashboardPage })));
const ControlPanelPage = lazy(() => import("../features/admin/control-panel-page").then((m) => ({ default: m.ControlPanelPage })));

// The players are heavy: the lesson host page and its players load only when a lesson is played.
const LessonHostPage = lazy(() => import("../features/lessons/lesson-host-page"));
const StoryPlayerPage = lazy(() => import("../features/stories/story-player-page"));
const GetHelpPage = lazy(() => import("../features/get-help/get-help-page").then((m) => ({ default: m.GetHelpPage })));

/** Screens a parent may reach before finishing onboarding: the form itself and the operator's screens. */
function skipsOnboarding(pathname: string): boolean {
  return pathname === "/onboarding" || pathname === `/${adminPath()}` || pathname === "/control-panel";
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
  // Signed in from the landing page without a page load: the service worker comes with the app.
  useEffect(registerServiceWorkerWhenIdle, []);
  useEffect(() => {
    // After the register reload the welcome toast waits in session storage.
    const timer = setTimeout(showPendingToast, 0);
    return () => clearTimeout(timer);
  }, []);

  // DECISIONS.md "Navigation changes": until onboarding is done, every signed-in screen leads to it.
  if (!user) return null;
  if (!user.onboardingCompleted && !skipsOnboarding(location)) return <Redirect to="/onboarding" replace />;

  return (
    <AppShell>
      <Suspense fallback={<ScreenLoading />}>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route path="/onboarding" component={OnboardingPage} />
          <Route path="/profile" component={ProfilePage} />
          <Route path="/profile/edit" component={EditProfilePage} />
          <Route path="/settings" component={SettingsPage} />
          <Route path="/journal" component={JournalPage} />
          <Route path="/subscription" component={SubscriptionPage} />
          <Route path="/stories" component={StoriesPage} />
          <Route path="/help/:slug" component={HelpPage} />
          <Route path="/get-help">
            <Suspense fallback={<LessonHostLoading />}>
              <GetHelpPage />
            </Suspense>
          </Route>
          <Route path="/stories/:id">
            <Suspense fallback={<LessonHostLoading />}>
              <StoryPlayerPage />
            </Suspense>
          </Route>
          <Route path="/home">
            <Redirect to="/" replace />
          </Route>
          <Route path="/lessons">
            <Redirect to="/lessons-overview" replace />
          </Route>
          <Route path="/lessons-overview" component={LessonsOverviewPage} />
          <Route path="/lessons/:levelId/lesson/:id" component={LessonIntroPage} />
          <Route path="/lessons/:levelId/lesson/:id/old">
            <Suspense fallback={<LessonHostLoading />}>
              <LessonHostPage />
            </Suspense>
          </Route>
          <Route path="/login">
            <Redirect to="/" replace />
          </Route>
          <Route path="/register">
            <Redirect to="/" replace />
          </Route>
          <Route path={`/${adminPath()}`} component={AdminDashboardPage} />
          <Route path="/control-panel" component={ControlPanelPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </AppShell>
  );
}

function ScreenLoading() {
  return (
    <div role="status" aria-label="Loading" className="flex justify-center py-16">
      <span aria-hidden="true" className="size-12 rounded-pill border-4 border-brand-soft border-t-brand motion-safe:animate-spin" />
    </div>
  );
}

function LessonHostLoading() {
  return (
    <div role="status" aria-label="Loading lesson" className="flex justify-center py-16">
      <span aria-hidden="true" className="size-12 rounded-pill border-4 border-brand-soft border-t-brand motion-safe:animate-spin" />
    </div>
  );
}
