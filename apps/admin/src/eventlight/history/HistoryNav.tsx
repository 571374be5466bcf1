import type { PermissionProfile } from "@foyer/domain";
import { EventNavGroup } from "../EventNavGroup.js";

const historyLinks = [{ subpath: "history/emails", label: "Emails" }];

/**
 * The "History" group of the event's side navigation (spec 1 §2 history/{historyType}), shown
 * when the profile opens it (spec 1 §6: read on history or on emails). A message stays under it.
 */
export function HistoryNav(props: { eventId: string; pathname: string; profile: PermissionProfile }) {
  return <EventNavGroup id="event-nav-history" title="History" links={historyLinks} nested {...props} />;
}
