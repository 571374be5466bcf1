import { AuthLayout, readRedirectMessage, SignInForm, useApp } from "@foyer/widgets/react";
import { Link, useLocation, useSearch } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { destinationAfterSignIn } from "./after-sign-in.js";

/** Sign-in at /, /auth/login and /login (spec 1 §2). */
export function LoginPage() {
  const { services, navigate } = useApp();
  const { sdk } = services;
  const [pathname] = useLocation();
  const search = useSearch();
  const notice = readRedirectMessage(useHistoryState());

  const goOn = async () => {
    // The same check as at start-up decides where a signed-in user on this page goes.
    const result = await sdk.session.check({ pathname, search });
    navigate(destinationAfterSignIn(result), { replace: true });
  };

  return (
    <AuthLayout>
      <SignInForm
        title="Sign in to Foyer"
        subtitle="Run your organization's events in one place."
        notice={notice}
        signIn={(email, password) => sdk.auth.login(email, password)}
        onSignedIn={goOn}
        footer={<Link href="/forgot">Forgot your password?</Link>}
      />
    </AuthLayout>
  );
}
