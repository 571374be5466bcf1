import { LoadingScreen, useApp } from "@foyer/widgets/react";
import { useEffect, useRef } from "react";

/**
 * /logout: forgets the session in this browser (other tabs follow through the storage event) and
 * hands over to /sso/saml/logout, which ends it on the server (spec 1 §4 "Logout").
 */
export function LogoutPage() {
  const { services } = useApp();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    location.assign(services.sdk.auth.signOut());
  }, [services]);

  return <LoadingScreen text="Signing you out..." />;
}
