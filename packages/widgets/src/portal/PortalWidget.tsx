import { messages } from "@foyer/domain";
import { createUserApi, endSession, type WidgetSdk } from "@foyer/sdk";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { Route, Router, Switch, useLocation } from "wouter";
import { useWidget } from "../runtime/widget-context.js";
import { PortalLoginPage } from "./PortalLoginPage.js";
import { PortalRoutes } from "./PortalRoutes.js";
import type { PortalHost, PortalUser } from "./portal-host.js";
import { PortalHostContext } from "./portal-host.js";
import { type PortalLocationMode, widgetLocation } from "./widget-location.js";

export interface PortalWidgetProps {
  portalSlug: string;
  portalId: string;
  /**
   * Where the portal keeps its path: `"memory"` leaves the host page's URL alone; `"hash"` keeps
   * it in the page's hash (`#/portals/…`), so reloads, bookmarks and the back button work.
   * @default "memory"
   */
  location?: PortalLocationMode | undefined;
}

/** A notice line above the portal: a failure a page does not show itself, or a success. */
interface Notice {
  message: string;
  severity: "error" | "success";
}

const NOTICE_MS = 6000;

/** The portal's paths in the widget's own router (the same as the portal app's). */
function portalPaths(portalSlug: string, portalId: string) {
  const tail = `${encodeURIComponent(portalSlug)}/${encodeURIComponent(portalId)}`;
  const home = `/portals/${tail}`;
  return {
    home,
    signIn: `/portal-login/${tail}`,
    enter: `/portal-switch/${tail}`,
    isOwn: (path: string) =>
      path === home ||
      path.startsWith(`${home}/`) ||
      path === `/portal-login/${tail}` ||
      path === `/portal-switch/${tail}`,
  };
}

type PortalPaths = ReturnType<typeof portalPaths>;

/** A page of the Foyer site (`/forgot`, the portal app's): relative on its own origin, absolute elsewhere. */
function foyerPage(sdk: WidgetSdk, path: string): string {
  try {
    const api = new URL(sdk.config.baseUrl, location.href);
    return api.origin === location.origin ? path : `${api.origin}${path}`;
  } catch {
    return path;
  }
}

/** Whether this page holds Foyer tokens, kept current (a sign-in here, in another widget or tab). */
function useSignedIn(sdk: WidgetSdk): boolean {
  return useSyncExternalStore(
    (listener) => sdk.tokens.subscribe(() => listener()),
    () => sdk.tokens.get() !== null,
  );
}

/** The signed-in person (GET /user/me), while signed in. */
function useSignedInUser(sdk: WidgetSdk): PortalUser | null {
  const signedIn = useSignedIn(sdk);
  const [user, setUser] = useState<PortalUser | null>(null);
  useEffect(() => {
    if (!signedIn) {
      setUser(null);
      return;
    }
    let live = true;
    createUserApi(sdk.http)
      .me()
      .then(
        (me) => live && setUser({ email: me.email, displayName: me.displayName, timezone: me.timezone }),
        // The pages still work without the name; the access check reports a real problem.
        () => live && setUser(null),
      );
    return () => {
      live = false;
    };
  }, [sdk, signedIn]);
  return user;
}

/** The signed-in or signing-in portal inside the widget's router: the host the pages use, and the notice line. */
function WidgetPortal({
  paths,
  portalSlug,
  portalId,
}: {
  paths: PortalPaths;
  portalSlug: string;
  portalId: string;
}) {
  const { sdk, emit } = useWidget();
  const [pathname, navigate] = useLocation();
  const user = useSignedInUser(sdk);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [signInNotice, setSignInNotice] = useState<string | null>(null);
  const own = paths.isOwn(pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the portal first shows
  useEffect(() => emit("foyer:ready", { portalSlug, portalId }), []);

  // Only this portal's pages: another path (a hand-edited hash, say) goes back to the start.
  useEffect(() => {
    if (!own) navigate(sdk.tokens.get() ? paths.home : paths.signIn, { replace: true });
  }, [own, navigate, sdk, paths]);

  // A notice belongs to the page it was shown on, and a success fades.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared on every change of page
  useEffect(() => setNotice(null), [pathname]);
  useEffect(() => {
    if (notice?.severity !== "success") return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const host = useMemo<PortalHost>(
    () => ({
      sdk,
      user,
      signOut() {
        // Ends the session on the server without leaving the host page (the app navigates there).
        void endSession(sdk);
        setSignInNotice(null);
        navigate(paths.signIn, { replace: true });
      },
      afterSignIn: async () => paths.enter,
      sessionEnded() {
        sdk.tokens.clear();
        setSignInNotice(messages.sessionRevoked);
        navigate(paths.signIn, { replace: true });
      },
      notify(message, severity) {
        setNotice({ message, severity });
        if (severity === "error") emit("foyer:error", { message });
      },
      forgotHref: foyerPage(sdk, "/forgot"),
    }),
    [sdk, user, emit, navigate, paths],
  );

  return (
    <PortalHostContext.Provider value={host}>
      <div className="foyer-app foyer-portal" part="portal-box">
        {notice ? (
          <div
            className={`foyer-alert foyer-alert--${notice.severity} foyer-portal__notice`}
            role={notice.severity === "error" ? "alert" : "status"}
            part="notice"
          >
            <span>{notice.message}</span>
            <button
              type="button"
              className="foyer-button foyer-button--ghost"
              onClick={() => setNotice(null)}
            >
              Dismiss
            </button>
          </div>
        ) : null}
        {own ? (
          <Switch>
            <Route path="/portal-login/:portalSlug/:portalId">
              <PortalLoginPage notice={signInNotice} />
            </Route>
            <Route>
              <PortalRoutes />
            </Route>
          </Switch>
        ) : null}
      </div>
    </PortalHostContext.Provider>
  );
}

function PortalWidgetRouter({ portalSlug, portalId, location = "memory" }: PortalWidgetProps) {
  const { sdk } = useWidget();
  const paths = useMemo(() => portalPaths(portalSlug, portalId), [portalSlug, portalId]);
  // Signed in already (the portal app, another widget): straight in; else the portal's sign-in.
  // In memory, a link's address is the same page in the portal app on the Foyer site.
  const [place] = useState(() =>
    widgetLocation(location, sdk.tokens.get() ? paths.home : paths.signIn, paths.isOwn, (path) =>
      foyerPage(sdk, path),
    ),
  );
  return (
    <Router hook={place.hook} searchHook={place.searchHook} {...(place.hrefs ? { hrefs: place.hrefs } : {})}>
      <WidgetPortal paths={paths} portalSlug={portalSlug} portalId={portalId} />
    </Router>
  );
}

/**
 * The participant portal as a widget (`<foyer-portal portal-slug portal-id>`): the portal app's
 * pages with the sign-in inside, routed in memory or in the page's hash so that it never fights
 * the host page's own history.
 */
export function PortalWidget(props: PortalWidgetProps) {
  // Another portal or location mode is another widget: start over.
  return <PortalWidgetRouter key={`${props.portalSlug}/${props.portalId}/${props.location}`} {...props} />;
}
