import { lazy, Suspense } from "react";
import { Route, Switch, useLocation, useRoute } from "wouter";
import { loadSignedOutAdminDashboard, loadSignedOutControlPanel } from "../features/admin";
import { loadForgotPasswordPage, loadLoginPage, loadRegisterPage, loadResetPasswordPage } from "../features/auth";
import { useCurrentUser } from "../data/current-user";
import { loadPublicGetHelpPage } from "../features/get-help";
import { LandingPage } from "../features/landing";
import { loadGuestLessonPage } from "../features/lessons";
import { loadInvitePage } from "../features/invite";
import { loadWaitlistPage } from "../features/waitlist";
import { GUEST_LESSON_PATH } from "@shared/guest-lesson";
import { adminRoute } from "./admin-path";
import { AppErrorBoundary } from "./app-error-boundary";
import { FullPageLoading } from "./full-page-loading";
import { lazyPage, withCatalogs } from "./lazy-page";

// The landing page ships only itself: the signed-in app and the forms (with their validation
// libraries) are separate chunks.
const SignedInApp = lazy(withCatalogs(() => import("./signed-in-app")));
const LoginPage = lazyPage(loadLoginPage);
const RegisterPage = lazyPage(loadRegisterPage);
const AdminDashboardPage = lazyPage(loadSignedOutAdminDashboard);
const ControlPanelPage = lazyPage(loadSignedOutControlPanel);
const PublicGetHelpPage = lazyPage(loadPublicGetHelpPage);
const ForgotPasswordPage = lazyPage(loadForgotPasswordPage);
const ResetPasswordPage = lazyPage(loadResetPasswordPage);
const WaitlistPage = lazyPage(loadWaitlistPage);
const InvitePage = lazyPage(loadInvitePage);
// The guest lesson's code (the frame, the players) arrives only when a visitor taps "Try a 5-minute lesson".
const GuestLessonPage = lazyPage(loadGuestLessonPage);

/** The whole app, inside the boundary that turns any failure into a kind screen (never a blank page). */
export function App() {
  const [location] = useLocation();
  return (
    <AppErrorBoundary location={location}>
      <AppRoutes />
    </AppErrorBoundary>
  );
}

/** docs/screens.md#routes, docs/product-rules.md#access: the route set depends on whether someone is signed in. */
function AppRoutes() {
  const { data: user, isPending } = useCurrentUser();
  // A reset link opens the same page whether or not this browser is signed in (maybe as someone else).
  const [resettingPassword] = useRoute("/reset-password");
  if (isPending) return <FullPageLoading />;
  if (resettingPassword) {
    return (
      <Suspense fallback={<FullPageLoading />}>
        <ResetPasswordPage />
      </Suspense>
    );
  }
  if (user) {
    return (
      <Suspense fallback={<FullPageLoading />}>
        <SignedInApp />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<FullPageLoading />}>
      <SignedOutRoutes />
    </Suspense>
  );
}

function SignedOutRoutes() {
  return (
    <Switch>
      <Route path="/login" component={LoginPage} />
      <Route path="/register" component={RegisterPage} />
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/waitlist" component={WaitlistPage} />
      <Route path="/invite" component={InvitePage} />
      <Route path="/get-help" component={PublicGetHelpPage} />
      <Route path={GUEST_LESSON_PATH} component={GuestLessonPage} />
      {adminRoute(AdminDashboardPage)}
      <Route path="/control-panel" component={ControlPanelPage} />
      {/* Any other path shows the landing page (docs/screens.md#routes). */}
      <Route>
        <LandingPage opened />
      </Route>
    </Switch>
  );
}
