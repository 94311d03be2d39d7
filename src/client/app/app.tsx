import { lazy, Suspense } from "react";
import { Route, Switch, useRoute } from "wouter";
import { useCurrentUser } from "../features/auth/api/current-user";
import { LandingPage } from "../features/landing/landing-page";
import { FullPageLoading } from "../features/shell/full-page-loading";
import { adminPath } from "./admin-path";

// The landing page ships only itself: the signed-in app and the forms (with their validation
// libraries) are separate chunks.
const SignedInApp = lazy(() => import("./signed-in-app"));
const LoginPage = lazy(() => import("../features/auth/login-page").then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import("../features/auth/register-page").then((m) => ({ default: m.RegisterPage })));
const AdminDashboardPage = lazy(() => import("./admin-screens").then((m) => ({ default: m.SignedOutAdminDashboard })));
const ControlPanelPage = lazy(() => import("./admin-screens").then((m) => ({ default: m.SignedOutControlPanel })));
const PublicGetHelpPage = lazy(() => import("../features/get-help/get-help-page").then((m) => ({ default: m.PublicGetHelpPage })));
const ForgotPasswordPage = lazy(() => import("../features/auth/forgot-password-page").then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import("../features/auth/reset-password-page").then((m) => ({ default: m.ResetPasswordPage })));
const WaitlistPage = lazy(() => import("../features/waitlist/waitlist-page").then((m) => ({ default: m.WaitlistPage })));

/** Spec §2 and §6: the route set depends on whether someone is signed in. */
export function App() {
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
      <Route path="/get-help" component={PublicGetHelpPage} />
      <Route path={`/${adminPath()}`} component={AdminDashboardPage} />
      <Route path="/control-panel" component={ControlPanelPage} />
      {/* Any other path shows the landing page (spec §2 "Routes when not signed in"). */}
      <Route component={LandingPage} />
    </Switch>
  );
}
