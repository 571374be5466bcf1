import {
  type AppServices,
  AppShell,
  crossAppNavigate,
  LoadingScreen,
  NotFoundPage,
} from "@foyer/widgets/react";
import { Suspense, useMemo } from "react";
import { Redirect, useLocation } from "wouter";
import { AreaFrame, AreaSkeleton } from "./area-frame/AreaFrame.js";
import { AuthArea, areaFor, EventArea, OrgArea, PlatformArea } from "./areas.js";
import { orgEventsRedirect } from "./orglight/org-paths.js";
import { ServerDataProvider } from "./server-data/ServerDataProvider.js";

export interface AppProps {
  services: AppServices;
}

/** The admin app: the shell and its cache of server data, then the area the path belongs to, loaded on demand. */
export function App({ services }: AppProps) {
  const [pathname, navigate] = useLocation();
  const area = areaFor(pathname);
  // Spec 2 §2.1's /organization/{orgId}/events, where an events import ends: the area's events list.
  const redirect = orgEventsRedirect(pathname);
  // A stored redirect may point into the portal app: that path needs a page load, not a route.
  const appNavigate = useMemo(() => crossAppNavigate("admin", navigate), [navigate]);
  return (
    <AppShell services={services} navigate={appNavigate}>
      <ServerDataProvider>
        {/* A signed-in area's code on its way: the chrome with a skeleton, not a bare "Loading..." (issue 22). */}
        <Suspense fallback={area === "auth" ? <LoadingScreen /> : <AreaSkeleton />}>
          {redirect ? (
            <Redirect to={redirect} replace />
          ) : area === "auth" ? (
            <AuthArea />
          ) : area === "platform" ? (
            <PlatformArea />
          ) : area === "event" ? (
            <EventArea />
          ) : area === "org" ? (
            <OrgArea />
          ) : (
            <AreaFrame>
              <NotFoundPage inline />
            </AreaFrame>
          )}
        </Suspense>
      </ServerDataProvider>
    </AppShell>
  );
}
