/** Where the organization area's pages live (spec 1 §2 "Organization area, prefix /org-light/{orgId}/"). */

const seg = encodeURIComponent;

/** `/org-light/{orgId}` and below, e.g. orgPath(id, "events"). */
export function orgPath(orgId: string, rest = ""): string {
  return `/org-light/${seg(orgId)}${rest ? `/${rest}` : ""}`;
}

/**
 * Spec 2 §2.1: "When the import-events modal closes with success, the user goes to
 * /organization/{orgId}/events"; that path opens the area's events list (`orgEventsRedirect`).
 */
export function specOrgEventsPath(orgId: string): string {
  return `/organization/${seg(orgId)}/events`;
}

/** Where /organization/{orgId}/events leads: /org-light/{orgId}/events; null for any other path. */
export function orgEventsRedirect(pathname: string): string | null {
  const match = /^\/organization\/([^/]+)\/events\/?$/.exec(pathname);
  return match ? `/org-light/${match[1]}/events` : null;
}

/** The path below /org-light/{orgId}/, e.g. "settings/team". */
export function orgSubpath(pathname: string): string {
  return pathname.split("/").slice(3).filter(Boolean).join("/");
}

/** The organization's id in a path of the area ("" when there is none). */
export function orgIdOf(pathname: string): string {
  try {
    return decodeURIComponent(pathname.split("/")[2] ?? "");
  } catch {
    return "";
  }
}

/** An event's landing page in the event area (spec 1 §4: "redirected to /event-light/{id}/dashboard"). */
export function eventDashboardPath(eventId: string): string {
  return `/event-light/${seg(eventId)}/dashboard`;
}
