/**
 * `@foyer/widgets/portal`: the participant portal's pages (spec 1 §2 "Portal") for a React app
 * that shows them itself, as the portal app does, with its own history and session; styles:
 * `import "@foyer/widgets/portal.css"`. Other pages embed the `<foyer-portal>` widget instead.
 * @example <PortalHostContext.Provider value={host}><PortalRoutes /></PortalHostContext.Provider>
 */

export { THREAD_REFRESH_MS } from "./portal/messages/ThreadView.js";
export { THREADS_REFRESH_MS } from "./portal/messages/unread-signal.js";
export type { PortalLoginPageProps } from "./portal/PortalLoginPage.js";
export { PortalLoginPage } from "./portal/PortalLoginPage.js";
export { PortalRoutes } from "./portal/PortalRoutes.js";
export type { PortalAccess, PublicPortal } from "./portal/portal-calls.js";
export { PORTAL_NOT_FOUND } from "./portal/portal-calls.js";
export type { PortalHost, PortalUser } from "./portal/portal-host.js";
export { PortalHostContext } from "./portal/portal-host.js";
