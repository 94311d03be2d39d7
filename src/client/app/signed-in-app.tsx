import { lazy, Suspense, useEffect } from "react";
import { Redirect, Route, Switch } from "wouter";
import { AppShell } from "../features/shell/app-shell";
import { HomePage } from "../features/home/home-page";
import { LessonIntroPage } from "../features/lessons/lesson-intro-page";
import { LessonsOverviewPage } from "../features/lessons/lessons-overview-page";
import { NotFoundPage } from "../features/shell/not-found-page";
import { PageTitle } from "../features/shell/page-title";
import { showPendingToast } from "../features/shell/pending-toast";
import { adminPath } from "./admin-path";
import { AdminDashboardPage } from "../features/admin/admin-dashboard-page";
import { ControlPanelPage } from "../features/admin/control-panel-page";

// The players are heavy: the lesson host page and its players load only when a lesson is played.
const LessonHostPage = lazy(() => import("../features/lessons/lesson-host-page"));

/**
 * Signed-in screens whose issue has not landed yet show the shell with their title only
 * (the one gap the foundation allows).
 */
const SCREENS_TO_COME: Array<{ path: string; title: string }> = [
  { path: "/stories", title: "Practice Stories" },
  { path: "/journal", title: "Journal" },
  { path: "/profile", title: "Profile" },
  { path: "/profile/edit", title: "Edit Profile" },
  { path: "/settings", title: "Settings" },
  { path: "/subscription", title: "Subscription" },
  { path: "/onboarding", title: "Onboarding" },
];

export default function SignedInApp() {
  useEffect(() => {
    // After the register reload the welcome toast waits in session storage.
    const timer = setTimeout(showPendingToast, 0);
    return () => clearTimeout(timer);
  }, []);

  return (
    <AppShell>
      <Switch>
        <Route path="/" component={HomePage} />
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
        {SCREENS_TO_COME.map((screen) => (
          <Route key={screen.path} path={screen.path}>
            <PageTitle>{screen.title}</PageTitle>
          </Route>
        ))}
        <Route path={`/${adminPath()}`} component={AdminDashboardPage} />
        <Route path="/control-panel" component={ControlPanelPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </AppShell>
  );
}

function LessonHostLoading() {
  return (
    <div role="status" aria-label="Loading lesson" className="flex justify-center py-16">
      <span aria-hidden="true" className="size-12 rounded-pill border-4 border-brand-soft border-t-brand motion-safe:animate-spin" />
    </div>
  );
}
