import { type ReactNode, useEffect, useMemo, useState } from "react";
import { NoticeHost } from "../notices/NoticeHost.js";
import { ErrorBoundary } from "../status-pages/ErrorBoundary.js";
import { LoadingScreen } from "../status-pages/LoadingScreen.js";
import { AppContext } from "./app-context.js";
import type { Navigate } from "./app-paths.js";
import type { AppServices } from "./app-services.js";
import { leaveWithoutSession, redirectState } from "./redirect-notice.js";

export interface AppShellProps {
  services: AppServices;
  /**
   * Client-side navigation of the app's router.
   * @example const [, navigate] = useLocation(); <AppShell navigate={navigate} … />
   */
  navigate: Navigate;
  children: ReactNode;
}

type Startup = { status: "checking" } | { status: "ready" };

/**
 * The frame of both apps: error boundary, notices, connection watch, the start-up session check
 * (spec 1 §4: the loading screen shows until it completes) and the sign-out of another tab.
 */
export function AppShell({ services, navigate, children }: AppShellProps) {
  const [startup, setStartup] = useState<Startup>({ status: "checking" });
  const context = useMemo(() => ({ services, navigate }), [services, navigate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the session is checked once, at start-up.
  useEffect(() => {
    let live = true;
    services.sdk.session
      .check({ pathname: location.pathname, search: location.search })
      .then(({ decision }) => {
        if (live && decision.kind === "redirect") {
          navigate(decision.to, { replace: true, state: redirectState(decision.message) });
        }
      })
      // check() does not throw by contract; if it ever does, the screens still render and ask again.
      .catch((error: unknown) => console.error("Foyer: the start-up session check failed", error))
      .finally(() => {
        if (live) setStartup({ status: "ready" });
      });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => services.connection.start(), [services]);

  // Another tab signed out: leave pages that need a session, as a reload would (spec 1 §2).
  useEffect(
    () => services.sdk.session.onSignedOutElsewhere(() => leaveWithoutSession(navigate)),
    [services, navigate],
  );

  return (
    <AppContext.Provider value={context}>
      <ErrorBoundary>{startup.status === "checking" ? <LoadingScreen /> : children}</ErrorBoundary>
      <NoticeHost snackbar={services.snackbar} toasts={services.toasts} />
    </AppContext.Provider>
  );
}
