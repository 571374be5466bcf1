import type { WidgetSdk } from "@foyer/sdk";
import { createContext, useContext } from "react";

/** What the portal shows of the signed-in person. */
export interface PortalUser {
  email: string;
  displayName: string;
  /** Their account's time zone, if they chose one. */
  timezone: string | null;
}

/**
 * What the portal's pages need from whoever shows them: the portal app (light DOM, the browser's
 * history, the app's session) or the `<foyer-portal>` widget (a shadow root, memory or hash
 * location, its own sign-in). Routing comes from the surrounding wouter `Router`; the rest from here.
 */
export interface PortalHost {
  sdk: WidgetSdk;
  /** The signed-in user, once known. */
  user: PortalUser | null;
  /** Ends the session and leaves the portal (the app: the signed-out page; the widget: its sign-in). */
  signOut(portalSlug: string, portalId: string): void;
  /** After a successful sign-in on the portal's sign-in page: the path to go to. */
  afterSignIn(portalSlug: string, portalId: string): Promise<string>;
  /** A page's data could not be loaded because the session ended: ask for a sign-in again. */
  sessionEnded(): void;
  /**
   * Tells the person something that happened beside the page: a failure the page does not show
   * itself, or a success worth a word (the app's snackbar and toasts; the widget's notice line).
   */
  notify(message: string, severity: "error" | "success"): void;
  /** Where "Forgot your password?" leads. */
  forgotHref: string;
}

export const PortalHostContext = createContext<PortalHost | null>(null);

/** The host of the portal being shown; throws outside `PortalHostContext`. */
export function usePortalHost(): PortalHost {
  const host = useContext(PortalHostContext);
  if (!host) throw new Error("Foyer portal pages must be rendered inside a PortalHostContext provider");
  return host;
}
