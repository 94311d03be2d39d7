import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { useCurrentUser } from "../features/auth/api/current-user";
import { LandingPage } from "../features/landing/landing-page";
import { LoginPage } from "../features/auth/login-page";
import { RegisterPage } from "../features/auth/register-page";
import { WaitlistPage } from "../features/waitlist/waitlist-page";
import { FullPageLoading } from "../features/shell/full-page-loading";

// The signed-in app is a separate chunk: the landing page never downloads it.
const SignedInApp = lazy(() => import("./signed-in-app"));

/** Spec §2 and §6: the route set depends on whether someone is signed in. */
export function App() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullPageLoading />;
  if (user) {
    return (
      <Suspense fallback={<FullPageLoading />}>
        <SignedInApp />
      </Suspense>
    );
  }
  return <SignedOutRoutes />;
}

function SignedOutRoutes() {
  return (
    <Switch>
      <Route path="/login" component={LoginPage} />
      <Route path="/register" component={RegisterPage} />
      <Route path="/waitlist" component={WaitlistPage} />
      {/* Any other path shows the landing page (spec §2 "Routes when not signed in"). */}
      <Route component={LandingPage} />
    </Switch>
  );
}
