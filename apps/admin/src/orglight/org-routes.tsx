import {
  type ActivityHistoryType,
  activityHistoryTypes,
  EMAIL_TEMPLATES_REQUIREMENT,
  HISTORY_REQUIREMENT,
  ORG_PEOPLE_READ,
  ORG_SEGMENTS_READ,
  ORG_SETTINGS_READ,
  ORG_SETTINGS_UPDATE,
  ORG_SPEAKERS_READ,
  type Requirement,
} from "@foyer/domain";
import type { ReactNode } from "react";
import { ActivityHistoryList } from "../activity-history/ActivityHistoryList.js";
import { HistoryTabs } from "../activity-history/HistoryTabs.js";
import { OrgContactRedirect, OrgDedupePage } from "../eventlight/records/detail/OrgContactPages.js";
import { OrgIntegrationsPage } from "../integrations/OrgIntegrationsPage.js";
import { EmailHistoryList } from "../mail-history/EmailHistoryList.js";
import { EmailHistoryMessage } from "../mail-history/EmailHistoryMessage.js";
import { OrgMailTemplatesRoute } from "../mail-templates/mail-template-routes.js";
import { OrgSearchRoute } from "../search/GlobalSearchPage.js";
import {
  ORG_TEAM_PERMISSIONS_REQUIREMENT,
  ORG_TEAM_REQUIREMENT,
  OrgRolesRoute,
  OrgTeamRoute,
} from "../team/org-team-routes.js";
import { OrgDashboardPage } from "./dashboard/OrgDashboardPage.js";
import { OrgEventsPage } from "./events/OrgEventsPage.js";
import { useOrg } from "./org-context.js";
import { orgPath } from "./org-paths.js";
import { PeoplePage } from "./people/PeoplePage.js";
import { SegmentsPage } from "./people/SegmentsPage.js";
import { ApiTokensPage } from "./settings/ApiTokensPage.js";
import { OrgSettingsPage } from "./settings/OrgSettingsPage.js";
import { OrgWebhooksPage } from "./settings/OrgWebhooksPage.js";
import { SsoSettingsPage } from "./settings/SsoSettingsPage.js";

/** Admins pass every requirement; the server refuses anyone else (manage_users alone is not enough). */
const API_TOKENS_REQUIREMENT: Requirement = [{ module: "settings", action: "manage_users" }];

/**
 * One page of the organization area, below /org-light/{orgId}/ (spec 1 §2 "Organization area").
 * OrgArea routes to it, OrgLayout guards it with `requirement` against the user's profile on the
 * organization, and lists it in the navigation menu when it has a `menu` entry.
 */
export interface OrgRoute {
  /**
   * The pattern below /org-light/{orgId}/, segments by "/", `:name` for a parameter.
   * @example "settings/team/permissions", "contacts/dedupe/:contactId"
   */
  path: string;
  /**
   * Who may open it (spec 1 §6, spec 2 §6 module menu gating); null: any member.
   * @example [{ module: "settings", action: "manage_users" }]
   */
  requirement: Requirement | null;
  /** In the navigation menu, ordered by `order` (dashboard 10, events 20, settings 90). */
  menu?: { label: string; order: number };
  /** The page; `params` holds the pattern's parameters, decoded. */
  render(params: Record<string, string>): ReactNode;
}

/**
 * The area's pages. Other features add theirs here (team settings `settings/team` and
 * `settings/team/permissions`, contact dedupe `contacts/dedupe/:contactId`, …): a page is
 * routed, guarded and, with `menu`, linked from the navigation menu by being in this list.
 */
export const orgRoutes: OrgRoute[] = [
  {
    path: "dashboard",
    requirement: null,
    menu: { label: "Dashboard", order: 10 },
    render: () => <OrgDashboardPage />,
  },
  {
    // Results are filtered per event by the server (read on contacts, sessions, content).
    path: "search",
    requirement: null,
    menu: { label: "Search", order: 15 },
    render: () => <OrgSearchRoute />,
  },
  {
    path: "events",
    // Spec 2 §6: "requests, request portal and events show no permission".
    requirement: null,
    menu: { label: "Events", order: 20 },
    render: () => <OrgEventsPage />,
  },
  // The organization's people and speakers with their segments (spec 1 §2): orglight/people/.
  {
    path: "people",
    requirement: ORG_PEOPLE_READ,
    menu: { label: "People", order: 30 },
    render: () => <PeoplePage kind="people" />,
  },
  {
    path: "people/segments/:segmentId",
    requirement: ORG_PEOPLE_READ,
    render: (params) => <PeoplePage kind="people" segmentId={params.segmentId ?? ""} />,
  },
  {
    path: "speakers",
    requirement: ORG_SPEAKERS_READ,
    menu: { label: "Speakers", order: 32 },
    render: () => <PeoplePage kind="speakers" />,
  },
  {
    path: "speakers/segments/:segmentId",
    requirement: ORG_SPEAKERS_READ,
    render: (params) => <PeoplePage kind="speakers" segmentId={params.segmentId ?? ""} />,
  },
  {
    path: "segments",
    requirement: ORG_SEGMENTS_READ,
    menu: { label: "Segments", order: 34 },
    render: () => <SegmentsPage />,
  },
  // What each person was sent (issue 19 item 5; spec 1 §2 history/{historyType}): emails.
  {
    path: "history/emails",
    requirement: HISTORY_REQUIREMENT,
    menu: { label: "History", order: 40 },
    render: () => <OrgEmailHistory />,
  },
  {
    path: "history/emails/:messageId",
    requirement: HISTORY_REQUIREMENT,
    render: (params) => <OrgEmailHistory messageId={params.messageId ?? ""} />,
  },
  // Imports, exports and integration syncs across the organization's events (issue 20 item 6).
  ...activityHistoryTypes.map(
    (type): OrgRoute => ({
      path: `history/${type}`,
      requirement: HISTORY_REQUIREMENT,
      render: () => <OrgActivityHistory type={type} />,
    }),
  ),
  {
    path: "settings",
    requirement: ORG_SETTINGS_READ,
    menu: { label: "Settings", order: 90 },
    render: () => <OrgSettingsPage />,
  },
  {
    path: "settings/team",
    requirement: ORG_TEAM_REQUIREMENT,
    menu: { label: "Team", order: 95 },
    render: () => <OrgTeamRoute />,
  },
  {
    path: "settings/team/permissions",
    requirement: ORG_TEAM_PERMISSIONS_REQUIREMENT,
    render: () => <OrgRolesRoute />,
  },
  // The integration importer's connections and settings (spec 1 §2; issue 24): apps/admin/src/integrations/.
  {
    path: "settings/integrations",
    requirement: ORG_SETTINGS_UPDATE,
    menu: { label: "Integrations", order: 96 },
    render: () => <OrgIntegrationsPage />,
  },
  // Organization API tokens (issue 21 item 1): the server lets only the organization's admins in.
  {
    path: "settings/api-tokens",
    requirement: API_TOKENS_REQUIREMENT,
    menu: { label: "API tokens", order: 98 },
    render: () => <ApiTokensPage />,
  },
  // The organization's own webhooks (issue 21 item 2): the server lets only its admins in.
  {
    path: "settings/webhooks",
    requirement: API_TOKENS_REQUIREMENT,
    menu: { label: "Webhooks", order: 98.5 },
    render: () => <OrgWebhooksPage />,
  },
  // Single sign-on (issue 21 item 5): the server lets only the organization's admins in.
  {
    path: "settings/sso",
    requirement: API_TOKENS_REQUIREMENT,
    menu: { label: "Single sign-on", order: 99 },
    render: () => <SsoSettingsPage />,
  },
  // Spec 1 §2's organization `single-sign-on`: the same page, where the organization's admins set it up.
  {
    path: "single-sign-on",
    requirement: API_TOKENS_REQUIREMENT,
    render: () => <SsoSettingsPage />,
  },
  // The organization's email templates, defaults of all its events (issue 19 item 4): mail-templates/.
  {
    path: "settings/templates",
    requirement: EMAIL_TEMPLATES_REQUIREMENT,
    menu: { label: "Email templates", order: 97 },
    render: () => <OrgMailTemplatesRoute />,
  },
  // A contact's dedupe page, and its pages (which live in its event's area): records/detail/.
  {
    path: "contacts/dedupe/:contactId",
    requirement: [{ module: "contacts", action: "read" }],
    render: (params) => <OrgDedupePage contactId={params.contactId ?? ""} />,
  },
  {
    path: "contact/:recordId",
    requirement: [{ module: "contacts", action: "read" }],
    render: (params) => <OrgContactRedirect contactId={params.recordId ?? ""} />,
  },
];

/** The route whose pattern matches `subpath` (below /org-light/{orgId}/), with its parameters. */
export function matchOrgRoute(
  subpath: string,
  routes: readonly OrgRoute[] = orgRoutes,
): { route: OrgRoute; params: Record<string, string> } | null {
  const parts = subpath.split("/").filter(Boolean);
  for (const route of routes) {
    const pattern = route.path.split("/").filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, index) => {
      const part = parts[index] ?? "";
      if (!segment.startsWith(":")) return segment === part;
      try {
        params[segment.slice(1)] = decodeURIComponent(part);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { route, params };
  }
  return null;
}

/** The menu's entries in order: every route with a `menu` entry. */
export function menuRoutes(routes: readonly OrgRoute[] = orgRoutes): OrgRoute[] {
  return routes.filter((route) => route.menu).sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
}

/** /org-light/{orgId}/history/emails and one message below it. */
function OrgEmailHistory({ messageId }: { messageId?: string }) {
  const { orgId } = useOrg();
  const list = orgPath(orgId, "history/emails");
  return messageId ? (
    <EmailHistoryMessage scope={{ orgId }} messageId={messageId} backHref={list} />
  ) : (
    <>
      <HistoryTabs current="emails" hrefOf={(type) => orgPath(orgId, `history/${type}`)} />
      <EmailHistoryList
        scope={{ orgId }}
        lead="Every email the organization and its events sent, newest first: when, to whom, and what became of it."
        messageHref={(id) => `${list}/${encodeURIComponent(id)}`}
        backHref={orgPath(orgId, "dashboard")}
      />
    </>
  );
}

/** /org-light/{orgId}/history/{imports,exports,integrations}: the organization's and its events'. */
function OrgActivityHistory({ type }: { type: ActivityHistoryType }) {
  const { orgId } = useOrg();
  return (
    <>
      <HistoryTabs current={type} hrefOf={(other) => orgPath(orgId, `history/${other}`)} />
      <ActivityHistoryList scope={{ orgId }} type={type} backHref={orgPath(orgId, "dashboard")} />
    </>
  );
}
