import type { PermissionProfile } from "@foyer/domain";
import { EventNavGroup } from "../EventNavGroup.js";

const historyLinks = [
  { subpath: "reports", label: "Reports" },
  { subpath: "audit", label: "Audit" },
  { subpath: "history/emails", label: "Emails" },
  { subpath: "history/imports", label: "Imports" },
  { subpath: "history/exports", label: "Exports" },
  { subpath: "history/integrations", label: "Integration syncs" },
];

/**
 * The "Reports and history" group of the event's side navigation (spec 1 §2 reports, audit,
 * history/{historyType}). Each link shows when the profile opens its page (spec 1 §6: read on
 * reports; read on history or on emails); a message stays under its history.
 */
export function HistoryNav(props: { eventId: string; pathname: string; profile: PermissionProfile }) {
  return (
    <EventNavGroup
      id="event-nav-history"
      title="Reports and history"
      links={historyLinks}
      nested
      {...props}
    />
  );
}
