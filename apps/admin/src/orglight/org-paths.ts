/** Where the organization area's pages live (spec 1 §2 "Organization area, prefix /org-light/{orgId}/"). */

const seg = encodeURIComponent;

/** `/org-light/{orgId}` and below, e.g. orgPath(id, "events"). */
export function orgPath(orgId: string, rest = ""): string {
  return `/org-light/${seg(orgId)}${rest ? `/${rest}` : ""}`;
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
