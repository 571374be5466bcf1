/** The "back home" link of the generic error page (spec 1 §2 "Other screens"). */
export interface HomeLink {
  href: string;
  label: "Event Home" | "Organization Home" | "Portal Home" | "Home";
}

/**
 * Picks the home of the area the user is in: an event's dashboard, an organization's dashboard,
 * a portal's landing page, or the events home.
 * @example homeLinkFor("/event-light/42/sessions") // { href: "/event-light/42/dashboard", label: "Event Home" }
 */
export function homeLinkFor(pathname: string): HomeLink {
  // `pathname` comes from `location.pathname`, already percent-encoded: segments are reused as they are.
  const [area, first, second] = pathname.split("/").filter((segment) => segment.length > 0);
  if (area === "event-light" && first) {
    return { href: `/event-light/${first}/dashboard`, label: "Event Home" };
  }
  if (area === "org-light" && first) {
    return { href: `/org-light/${first}/dashboard`, label: "Organization Home" };
  }
  if (area === "portals" && first && second) {
    return { href: `/portals/${first}/${second}`, label: "Portal Home" };
  }
  return { href: "/home", label: "Home" };
}
