import { type ParticipantRole, participantRoleLabels, sessionTimeLabel } from "@foyer/domain";

/** When, in the event's zone, with the zone named: "Mon, Mar 15, 2027 · 10:30 AM – 11:15 AM (America/New_York)". */
export function whenLabel(session: {
  startsAt: string | null;
  endsAt: string | null;
  timezone: string;
}): string {
  const label = sessionTimeLabel(session.startsAt, session.endsAt, session.timezone);
  return session.startsAt ? `${label} (${session.timezone})` : label;
}

export const rolesLabel = (roles: readonly ParticipantRole[]) =>
  roles.map((role) => participantRoleLabels[role].one).join(", ");

/** A calendar day (`YYYY-MM-DD`, already in the event's zone) as a heading: "Monday, March 15, 2027". */
export function dayHeading(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(Date.UTC(year, month - 1, day, 12));
}

export function sizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
