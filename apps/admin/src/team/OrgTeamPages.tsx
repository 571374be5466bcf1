import { useCallback, useMemo } from "react";
import { RolesPage } from "./RolesPage.js";
import { TeamMembersPage } from "./TeamMembersPage.js";
import { teamKey, useTeamApi } from "./team-data.js";

/*
 * The organization's team pages, for the organization area (spec 1 §2 "Organization area":
 * /org-light/{orgId}/settings/team and /settings/team/permissions). The server lets only the
 * organization's admins (and platform admins) use them; anyone else's 403 goes to `onForbidden`.
 */

export interface OrgTeamPageProps {
  orgId: string;
  /** A 403 for the whole page: the area shows its 'uh Oh!' screen. */
  onForbidden(error: unknown): void;
  /** Where the roles page is. @default `/org-light/{orgId}/settings/team/permissions` */
  permissionsHref?: string;
}

const orgPath = (orgId: string, rest: string) => `/org-light/${encodeURIComponent(orgId)}/${rest}`;

/** /org-light/{orgId}/settings/team: the organization's members and invitations. */
export function OrgTeamPage({ orgId, onForbidden, permissionsHref }: OrgTeamPageProps) {
  const team = useTeamApi();
  const scope = useMemo(() => team.organization(orgId), [team, orgId]);
  return (
    <TeamMembersPage
      key={orgId}
      scope={scope}
      teamKey={teamKey("orgs", orgId)}
      kind="organization"
      // Only the organization's admins reach this page.
      canGrantAdmin
      permissionsHref={permissionsHref ?? orgPath(orgId, "settings/team/permissions")}
      onForbidden={onForbidden}
    />
  );
}

export interface OrgRolesPageProps {
  orgId: string;
  onForbidden(error: unknown): void;
  onDirtyChange?: (dirty: boolean) => void;
  /** @default `/org-light/{orgId}/settings/team` */
  teamHref?: string;
}

/** /org-light/{orgId}/settings/team/permissions: the organization's roles. */
export function OrgRolesPage({ orgId, onForbidden, onDirtyChange, teamHref }: OrgRolesPageProps) {
  const team = useTeamApi();
  const load = useCallback(() => team.roles.list(orgId), [team, orgId]);
  return (
    <RolesPage
      key={orgId}
      load={load}
      teamKey={teamKey("orgs", orgId)}
      rolesApi={team.roles}
      onForbidden={onForbidden}
      onDirtyChange={onDirtyChange}
      teamHref={teamHref ?? orgPath(orgId, "settings/team")}
    />
  );
}
