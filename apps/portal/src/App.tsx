import {
  type AppServices,
  AppShell,
  crossAppNavigate,
  homeLinkFor,
  LoadingScreen,
  NotFoundPage,
} from "@foyer/widgets/react";
import { Suspense, useMemo } from "react";
import { useLocation } from "wouter";
import { AuthArea, areaFor, FormsArea, PortalArea } from "./areas.js";

export interface AppProps {
  services: AppServices;
}

/** The portal app: the shell, then the area the path belongs to, loaded on demand. */
export function App({ services }: AppProps) {
  const [pathname, navigate] = useLocation();
  const area = areaFor(pathname);
  // Session decisions may send the browser to the admin app (/login, /home): that is a page load.
  const appNavigate = useMemo(() => crossAppNavigate("portal", navigate), [navigate]);
  const home = homeLinkFor(pathname);
  return (
    <AppShell services={services} navigate={appNavigate}>
      <Suspense fallback={<LoadingScreen />}>
        {area === "auth" ? (
          <AuthArea />
        ) : area === "portal" ? (
          <PortalArea />
        ) : area === "intake" ? (
          <FormsArea />
        ) : (
          <NotFoundPage homeHref={home.href} homeLabel={`Back to ${home.label}`} />
        )}
      </Suspense>
    </AppShell>
  );
}
