import { isSameOriginPath, signupCodes } from "@foyer/domain";
import { AuthLayout, readRedirectMessage, SignInForm, useApp } from "@foyer/widgets/react";
import { useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { destinationAfterSignIn } from "./after-sign-in.js";

/** /sso, keeping the page's `returnTo` (our own paths only). */
function ssoHref(search: string): string {
  const returnTo = new URLSearchParams(search).get("returnTo");
  return isSameOriginPath(returnTo) ? `/sso?returnTo=${encodeURIComponent(returnTo)}` : "/sso";
}

/** Sign-in at /, /auth/login and /login (spec 1 §2). */
export function LoginPage() {
  const { services, navigate } = useApp();
  const { sdk } = services;
  const [pathname] = useLocation();
  const search = useSearch();
  const notice = readRedirectMessage(useHistoryState());
  // The address of a /signup account that tried to sign in before confirming it (issue 19).
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);

  const signIn = async (email: string, password: string) => {
    const outcome = await sdk.auth.login(email, password);
    setUnconfirmed(outcome.status === "error" && outcome.code === signupCodes.unconfirmed ? email : null);
    return outcome;
  };

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
        signIn={signIn}
        onSignedIn={goOn}
        footer={
          <>
            {unconfirmed ? (
              <Link href="/signup/resend" state={{ email: unconfirmed }}>
                Send the confirmation email again
              </Link>
            ) : null}
            <Link href="/forgot">Forgot your password?</Link>
            <Link href={ssoHref(search)}>Sign in with SSO</Link>
            <Link href="/signup">Create an account</Link>
          </>
        }
      />
    </AuthLayout>
  );
}
