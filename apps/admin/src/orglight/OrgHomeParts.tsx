import "./org.css";
import type { UserOrganization } from "@foyer/domain";
import { createOrganizationsApi } from "@foyer/sdk";
import { useApp, useStore } from "@foyer/widgets/react";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link } from "wouter";
import { meKey } from "../server-data/query-keys.js";
import { AddEventFlow } from "./add-event/AddEventFlow.js";
import { OrgLogo } from "./OrgLogo.js";
import { orgPath } from "./org-paths.js";

/**
 * The signed-in user's organizations for /home (GET /user/me/organizations). They only add
 * links and the "Add event" button there: a failure is not worth an error notice.
 */
export function useMyOrganizations(): UseQueryResult<UserOrganization[]> {
  const { services } = useApp();
  const api = useMemo(() => createOrganizationsApi(services.sdk.http), [services.sdk]);
  return useQuery({ queryKey: meKey("organizations"), queryFn: () => api.mine() });
}

/** "Add event" on /home: the event-creation modal over the organizations the user may add to. */
export function HomeAddEvent({ organizations }: { organizations: readonly UserOrganization[] }) {
  const { services } = useApp();
  const session = useStore(services.sdk.session);
  const api = useMemo(() => createOrganizationsApi(services.sdk.http), [services.sdk]);
  const [open, setOpen] = useState(false);
  const creatable = organizations.filter((org) => org.can_create_events);
  const first = creatable[0];
  if (!first) return null;
  return (
    <>
      <button type="button" className="foyer-button foyer-button--primary" onClick={() => setOpen(true)}>
        Add event
      </button>
      {open ? (
        <AddEventFlow
          api={api}
          organizations={creatable}
          orgId={first.id}
          isFoyerAdmin={session.status === "authenticated" && session.user.isFoyerAdmin}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

/** Links into each organization's area (spec 1 §2 "Organization area"). */
export function OrganizationLinks({ organizations }: { organizations: readonly UserOrganization[] }) {
  if (organizations.length === 0) return null;
  return (
    <nav className="admin-panel org-home-links" aria-labelledby="home-orgs-title">
      <h2 className="org-home-links__title" id="home-orgs-title">
        Your organizations
      </h2>
      <ul className="org-home-links__list">
        {organizations.map((org) => (
          <li key={org.id}>
            <Link className="org-home-links__link" href={orgPath(org.id, "dashboard")}>
              <OrgLogo organization={org} />
              <span>{org.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
