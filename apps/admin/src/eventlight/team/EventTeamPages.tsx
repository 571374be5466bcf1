import { type ReactNode, useCallback, useMemo } from "react";
import { RolesPage } from "../../team/RolesPage.js";
import { TeamMembersPage } from "../../team/TeamMembersPage.js";
import { teamKey, useTeamApi } from "../../team/team-data.js";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { canOpen, eventPath } from "../event-paths.js";

const eventLink = (href: string, className: string, children: ReactNode) => (
  <EventLink className={className} href={href}>
    {children}
  </EventLink>
);

/**
 * /event-light/{eventId}/team (spec 1 §6 "Team: manage_users on settings"): the event's team. The
 * area's guard has checked the requirement; the server checks it again on every call.
 */
export function EventTeamPage() {
  const { eventId, profile, denyAccess } = useEvent();
  const team = useTeamApi();
  const scope = useMemo(() => team.event(eventId), [team, eventId]);
  return (
    <TeamMembersPage
      scope={scope}
      teamKey={teamKey("events", eventId)}
      kind="event"
      canGrantAdmin={Boolean(profile.isAdmin || profile.isFoyerAdmin)}
      permissionsHref={
        canOpen(profile, "team/permissions") ? eventPath(eventId, "team/permissions") : undefined
      }
      onForbidden={denyAccess}
      renderLink={eventLink}
    />
  );
}

/** /event-light/{eventId}/team/permissions (spec 1 §6 "Team permissions: manage_permissions"). */
export function EventRolesPage() {
  const { eventId, profile, denyAccess, setUnsaved } = useEvent();
  const team = useTeamApi();
  const load = useCallback(() => team.event(eventId).roles(), [team, eventId]);
  return (
    <RolesPage
      load={load}
      teamKey={teamKey("events", eventId)}
      rolesApi={team.roles}
      onForbidden={denyAccess}
      onDirtyChange={setUnsaved}
      teamHref={canOpen(profile, "team") ? eventPath(eventId, "team") : undefined}
      renderLink={eventLink}
    />
  );
}
