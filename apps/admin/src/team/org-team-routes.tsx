import type { Requirement } from "@foyer/domain";
import { useOrg } from "../orglight/org-context.js";
import { OrgRolesPage, OrgTeamPage } from "./OrgTeamPages.js";

/*
 * The organization area's team pages (spec 1 §2 "settings with team, team/permissions"), for
 * orglight/org-routes.tsx. Spec 1 §6: the team needs manage_users on settings, its permissions
 * manage_permissions; the server lets only the organization's admins (who pass both) change them.
 */

export const ORG_TEAM_REQUIREMENT: Requirement = [{ module: "settings", action: "manage_users" }];
export const ORG_TEAM_PERMISSIONS_REQUIREMENT: Requirement = [
  { module: "settings", action: "manage_permissions" },
];

/** /org-light/{orgId}/settings/team */
export function OrgTeamRoute() {
  const { orgId, denyAccess } = useOrg();
  return <OrgTeamPage orgId={orgId} onForbidden={denyAccess} />;
}

/** /org-light/{orgId}/settings/team/permissions */
export function OrgRolesRoute() {
  const { orgId, denyAccess } = useOrg();
  return <OrgRolesPage orgId={orgId} onForbidden={denyAccess} />;
}
