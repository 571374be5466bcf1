import {
  accessOutcome,
  messages,
  type Organization,
  orgMessages,
  type UserOrganization,
} from "@foyer/domain";
import { createOrganizationsApi, createPermissionsApi, isHttpError } from "@foyer/sdk";
import { AppHeader, NotFoundPage, redirectState, useApp, useStore } from "@foyer/widgets/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "wouter";
import { AreaFrame, AreaSkeleton } from "../area-frame/AreaFrame.js";
import { type GateOutcome, NoAccessScreen } from "../eventlight/NoAccessScreen.js";
import { CommandSearch } from "../search/CommandSearch.js";
import { meKey, orgKey } from "../server-data/query-keys.js";
import { useAccessGate } from "../server-data/ServerDataProvider.js";
import { AddEventFlow } from "./add-event/AddEventFlow.js";
import { OrgLogo } from "./OrgLogo.js";
import { OrgMenu } from "./OrgMenu.js";
import { OrgSwitcher } from "./OrgSwitcher.js";
import { allows, OrgContext, type OrgContextValue } from "./org-context.js";
import { orgPath, orgSubpath } from "./org-paths.js";
import { matchOrgRoute, menuRoutes } from "./org-routes.js";

const noOrganizations: UserOrganization[] = [];

/**
 * The frame of /org-light/{orgId}/…: header with the organization's logo and name and the
 * switcher, the navigation menu, and the area's route guard (spec 2 §6 "Permission-gated view"):
 * the user's profile on the organization is loaded once, and a page it cannot open shows
 * 'uh Oh!' instead.
 */
export function OrgLayout({ orgId, children }: { orgId: string; children: ReactNode }) {
  const { services, navigate } = useApp();
  const { sdk } = services;
  const session = useStore(sdk.session);
  const [pathname] = useLocation();
  const queryClient = useQueryClient();
  const [denied, setDenied] = useState<GateOutcome | null>(null);
  const [addingEvent, setAddingEvent] = useState(false);
  const userId = session.status === "authenticated" ? session.user.id : null;
  const api = useMemo(() => createOrganizationsApi(sdk.http), [sdk]);
  const permissions = useMemo(() => createPermissionsApi(sdk.http), [sdk]);
  // Once per organization and user; a 403 arrives as dontHavePermission (spec 2 §6).
  const profile = useQuery({
    queryKey: orgKey(orgId, "profile", userId),
    queryFn: () => (userId ? permissions.orgProfile(orgId, userId) : null),
    enabled: userId !== null,
    // Its failure is the area's own screen below (not found, or the error screen), not the gate.
    meta: { gate: false },
  });
  // A 403 ("stored with an error marker", spec 1 §4) gives way to the gate like any other.
  const organization = useQuery({
    queryKey: orgKey(orgId, "organization"),
    queryFn: () => api.get(orgId),
    meta: { errorMessage: orgMessages.organizationLoadFailed },
  });
  // The switcher and the modal's choice of organization only: a failure here is not worth a notice.
  const mine = useQuery({
    queryKey: meKey("organizations"),
    queryFn: () => api.mine(),
    enabled: userId !== null,
  });

  useEffect(() => {
    if (session.status !== "anonymous") return;
    const returnTo = encodeURIComponent(location.pathname + location.search);
    navigate(`/login?returnTo=${returnTo}`, { replace: true, state: redirectState(messages.mustBeLoggedIn) });
  }, [session.status, navigate]);

  const denyAccess = useCallback(
    (error?: unknown) =>
      setDenied(isHttpError(error) && error.message === messages.noPermission ? "noPermission" : "noAccess"),
    [],
  );
  // Every 403 of the area's queries and mutations (server-data/query-client.ts) gives way to the gate.
  useAccessGate(denyAccess);
  const loadedProfile = profile.data ?? null;
  const loadedOrg = organization.data ?? null;
  const myOrganizations = mine.data ?? noOrganizations;
  const context = useMemo<OrgContextValue | null>(
    () =>
      loadedProfile && loadedOrg
        ? {
            orgId,
            organization: loadedOrg,
            profile: loadedProfile,
            myOrganizations,
            api,
            // A saved change's answer is the organization: into the cache; the switcher's names follow.
            setOrganization: (saved: Organization) => {
              queryClient.setQueryData(orgKey(orgId, "organization"), saved);
              void queryClient.invalidateQueries({ queryKey: meKey("organizations") });
            },
            refreshMenu: () => void queryClient.invalidateQueries({ queryKey: orgKey(orgId, "events") }),
            denyAccess,
            openAddEvent: () => setAddingEvent(true),
          }
        : null,
    [orgId, loadedOrg, loadedProfile, myOrganizations, api, denyAccess, queryClient],
  );

  // The pages ⌘K offers: the area's menu, as far as the profile opens it (spec 1 §6).
  const commandPages = useMemo(
    () =>
      loadedProfile
        ? menuRoutes()
            .filter((route) => allows(loadedProfile, route.requirement))
            .map((route) => ({ label: route.menu?.label ?? route.path, href: orgPath(orgId, route.path) }))
        : [],
    [loadedProfile, orgId],
  );

  // Loading, refused or failed, the page keeps the app's top bar (issue 22).
  if (session.status !== "authenticated") return <AreaSkeleton />;
  const user = session.user;
  const header = (
    <AppHeader
      onNavigate={navigate}
      area={
        loadedOrg ? (
          <span className="org-header-area">
            <OrgLogo organization={loadedOrg} />
            <span>{loadedOrg.name}</span>
          </span>
        ) : undefined
      }
      nav={
        <nav className="admin-nav" aria-label="Main">
          <Link className="admin-nav__link" href="/home">
            Your events
          </Link>
        </nav>
      }
      userName={user.displayName || user.email}
      onSignOut={() => navigate("/logout")}
    >
      {loadedProfile ? <CommandSearch orgId={orgId} pages={commandPages} /> : null}
      <OrgSwitcher orgId={orgId} organizations={myOrganizations} />
    </AppHeader>
  );
  const framed = (screen: ReactNode) => <AreaFrame header={header}>{screen}</AreaFrame>;
  if (profile.status === "error") {
    const { error } = profile;
    if (isHttpError(error) && error.status === 404) return framed(<NotFoundPage inline />);
    return framed(<NoAccessScreen outcome="error" />);
  }
  if (!loadedProfile) return <AreaSkeleton header={header} />;
  const match = matchOrgRoute(orgSubpath(pathname));
  const outcome = denied ?? accessOutcome(loadedProfile, match?.route.requirement ?? null);
  if (outcome !== "ok") {
    // A platform admin outside the organization may join it as an admin (spec 2 §7).
    const bring =
      user.isFoyerAdmin && outcome === "noAccess"
        ? async () => {
            await permissions.bringOrgAdmin(orgId);
            location.reload();
          }
        : undefined;
    return framed(<NoAccessScreen outcome={outcome} onBringAdminAccess={bring} />);
  }
  if (organization.status === "error") {
    const { error } = organization;
    if (isHttpError(error) && error.status === 404) return framed(<NotFoundPage inline />);
    return framed(
      <div className="foyer-status-page__card">
        <p className="foyer-alert foyer-alert--error">{orgMessages.organizationLoadFailed}.</p>
        <button
          type="button"
          className="foyer-button foyer-button--secondary"
          onClick={() => void organization.refetch()}
        >
          Try again
        </button>
      </div>,
    );
  }
  if (!context) return <AreaSkeleton header={header} />;
  const creatable = myOrganizations.filter((org) => org.can_create_events);

  return (
    <OrgContext.Provider value={context}>
      <div className="admin-platform event-shell">
        {header}
        <div className="event-layout">
          <aside className="event-sidebar">
            <div className="event-sidebar__inner">
              <p className="event-sidebar__eyebrow">Organization</p>
              <div className="org-sidebar__identity">
                <OrgLogo organization={context.organization} size="large" />
                <p className="event-sidebar__name">{context.organization.name}</p>
              </div>
              <OrgMenu pathname={pathname} />
            </div>
          </aside>
          <main className="event-main">{children}</main>
        </div>
      </div>
      {addingEvent ? (
        <AddEventFlow
          api={api}
          // The organization in view first; others the user may add events to as choices.
          organizations={[context.organization, ...creatable.filter((org) => org.id !== orgId)]}
          orgId={orgId}
          isFoyerAdmin={user.isFoyerAdmin}
          onClose={() => setAddingEvent(false)}
        />
      ) : null}
    </OrgContext.Provider>
  );
}
