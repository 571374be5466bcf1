import { AuthLayout, signInPageOr, useApp } from "@foyer/widgets/react";
import { useEffect, useState } from "react";

/** /logout/callback: where the server sends the browser once the session has ended. */
export function SignedOutPage() {
  const { services } = useApp();
  const [signInHref] = useState(() => signInPageOr("/login"));

  useEffect(() => {
    // Whatever another tab or an interrupted sign-out left behind goes too.
    services.sdk.tokens.clear();
    services.sdk.tokens.clearRedirectUrl();
  }, [services]);

  return (
    <AuthLayout>
      <section className="foyer-card foyer-auth-card" aria-labelledby="signed-out-title">
        <h1 className="foyer-auth-card__title" id="signed-out-title">
          You have signed out
        </h1>
        <p className="foyer-auth-card__text">Your session has ended on this device. See you soon.</p>
        <a className="foyer-button foyer-button--primary foyer-button--block" href={signInHref}>
          Sign in again
        </a>
      </section>
    </AuthLayout>
  );
}
