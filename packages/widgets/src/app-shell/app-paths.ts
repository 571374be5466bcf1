import { isPortalPath } from "@foyer/domain";

/** Moves the app to `to`; wouter's `navigate` fits. */
export type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

/** The two browser apps served from one origin. */
export type AppName = "admin" | "portal";

/** Which app serves `path` (a path, optionally with query and hash). */
export function appOfPath(path: string): AppName {
  return isPortalPath(path) ? "portal" : "admin";
}

/**
 * Wraps the router's `navigate` so that a path of the other app loads that app (a full page load)
 * instead of rendering "not found" here.
 * @example const go = crossAppNavigate("portal", navigate); go("/login", { replace: true });
 */
export function crossAppNavigate(app: AppName, navigate: Navigate): Navigate {
  return (to, options) => {
    if (appOfPath(to) === app) {
      navigate(to, options);
    } else if (options?.replace) {
      location.replace(to);
    } else {
      location.assign(to);
    }
  };
}
