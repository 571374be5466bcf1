import { LoadingScreen, redirectState, useApp } from "@foyer/widgets/react";
import { useEffect } from "react";
import { useSearch } from "wouter";
import { callbackTarget } from "./callback-target.js";

/**
 * /portal-login-callback: the session is checked (checkSession=true, spec 1 §2) and the user
 * routed on. Without a session the start-up check has already sent them to sign in.
 */
export function LoginCallbackPage() {
  const { services, navigate } = useApp();
  const search = useSearch();

  useEffect(() => {
    let live = true;
    const { sdk } = services;
    sdk.session.check({ pathname: location.pathname, search: location.search }).then((result) => {
      if (!live) return;
      const { decision } = result;
      if (decision.kind === "redirect") {
        navigate(decision.to, { replace: true, state: redirectState(decision.message) });
        return;
      }
      if (result.status !== "authenticated") return;
      const redirectUrl = sdk.tokens.getRedirectUrl();
      if (redirectUrl) sdk.tokens.clearRedirectUrl();
      navigate(callbackTarget({ search, redirectUrl }), { replace: true });
    });
    return () => {
      live = false;
    };
  }, [services, navigate, search]);

  return <LoadingScreen text="Signing you in..." />;
}
