import { type PortalHost, PortalHostContext } from "@foyer/widgets/portal";
import { leaveWithoutSession, rememberSignInPage, useApp, useStore } from "@foyer/widgets/react";
import { type ReactNode, useMemo } from "react";

/**
 * The portal app as the host of the portal's pages: the app's session and its user, the app's
 * sign-out page, the route rules after a sign-in, and its error notices and toasts.
 */
export function AppPortalHost({ children }: { children: ReactNode }) {
  const { services, navigate } = useApp();
  const { sdk } = services;
  const session = useStore(sdk.session);
  const user = session.status === "authenticated" ? session.user : null;

  const host = useMemo<PortalHost>(
    () => ({
      sdk,
      user: user
        ? { email: user.email, displayName: user.displayName, timezone: user.timezone ?? null }
        : null,
      signOut(portalSlug, portalId) {
        // "Sign in again" on the signed-out page leads back to this portal's sign-in (spec 1 §4 "Logout").
        rememberSignInPage(`/portal-login/${portalSlug}/${portalId}`);
        location.assign(sdk.auth.signOut());
      },
      async afterSignIn(portalSlug, portalId) {
        // Signing out later brings the user back to this page, not to the organizers' sign-in.
        rememberSignInPage(location.pathname);
        // Spec 1 §2: after a successful check, /portal-login/{a}/{b} goes to /portal-switch/{a}/{b}.
        const result = await sdk.session.check({ pathname: location.pathname, search: location.search });
        return result.decision.kind === "redirect"
          ? result.decision.to
          : `/portal-switch/${portalSlug}/${portalId}`;
      },
      sessionEnded() {
        leaveWithoutSession(navigate);
      },
      notify(message, severity) {
        if (severity === "error") services.errors.register(message);
        else services.toasts.show({ message, severity });
      },
      forgotHref: "/forgot",
    }),
    [sdk, services, navigate, user],
  );
  return <PortalHostContext.Provider value={host}>{children}</PortalHostContext.Provider>;
}
