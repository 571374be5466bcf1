import type { OrgEventStatus } from "@foyer/domain";

/** What an event's status reads as (computed in the event's own time zone by the server). */
export const statusLabels: Record<OrgEventStatus, string> = {
  upcoming: "Upcoming",
  ongoing: "Happening now",
  past: "Past",
  draft: "Draft",
};

export function StatusBadge({ status }: { status: OrgEventStatus }) {
  return <span className={`dash-status dash-status--${status}`}>{statusLabels[status]}</span>;
}
