import {
  checklistSteps,
  type EventDashboard,
  type OrgDashboard,
  type OrgEvent,
  type UserOrganization,
} from "@foyer/domain";
import { adminUser, type Routes } from "./fake-api.js";
import { adminProfile, ok, openSignedIn } from "./signed-in-app.js";

/** The demo organization as GET /organizations/{orgId} answers it. */
export const demoOrg = { id: "org-1", name: "Foyer Demo Organization", logoImageUrl: null, is_light: true };

export const myOrgs: UserOrganization[] = [{ ...demoOrg, is_admin: true, can_create_events: true }];

export const orgEvents: OrgEvent[] = [
  {
    id: "ev-1",
    name: "Foyer Summit 2027",
    slug: "foyer-summit-2027",
    date_from: "2027-03-15",
    date_to: "2027-03-17",
    timezone: "America/New_York",
    is_draft: false,
    status: "upcoming",
    starred: false,
    can_open: true,
  },
  {
    id: "ev-2",
    name: "Foyer Community Meetup",
    slug: "foyer-community-meetup",
    date_from: "2026-12-08",
    date_to: "2026-12-08",
    timezone: "Europe/Berlin",
    is_draft: false,
    status: "upcoming",
    starred: false,
    can_open: false,
  },
];

export const orgDashboard: OrgDashboard = {
  events: { total: 2, upcoming: 2, ongoing: 0, past: 0, draft: 0 },
  next_events: [orgEvents[1] as OrgEvent, orgEvents[0] as OrgEvent],
  contacts: 6,
  accounts: 3,
  forms: 4,
  submissions: 12,
  members: 2,
  weekly: {
    weeks: [
      "2026-04-13",
      "2026-04-20",
      "2026-04-27",
      "2026-05-04",
      "2026-05-11",
      "2026-05-18",
      "2026-05-25",
      "2026-06-01",
    ],
    submissions: [0, 1, 0, 2, 0, 0, 3, 1],
    registrations: [2, 0, 0, 1, 4, 0, 0, 0],
  },
  activity: [
    {
      id: "audit-1",
      at: "2026-05-30T14:00:00.000Z",
      action: "update",
      entity_type: "contact",
      entity_id: "contact-1",
      entity_name: "Grace Hopper",
      event_id: "ev-1",
      event_name: "Foyer Summit 2027",
      user_name: "Ada Organizer",
    },
    {
      id: "audit-2",
      at: "2026-05-29T14:00:00.000Z",
      action: "delete",
      entity_type: "session",
      entity_id: "session-1",
      entity_name: "",
      event_id: "ev-1",
      event_name: "Foyer Summit 2027",
      user_name: null,
    },
  ],
};

export const orgProfileRoute = `GET /permissions/organization/org-1/user/${adminUser.id}`;

/**
 * GET /organizations/org-1/events answering `events`, narrowed by the query the page sends
 * (`starred=true` is the menu's call).
 */
export function eventsRoute(events: () => OrgEvent[]): Routes[string] {
  return (request) => {
    const query = new URL(request.url).searchParams;
    const q = (query.get("q") ?? "").toLowerCase();
    const list = events().filter(
      (event) =>
        (query.get("starred") !== "true" || event.starred) &&
        (!query.get("status") || event.status === query.get("status")) &&
        event.name.toLowerCase().includes(q),
    );
    return { status: 200, body: { payload: list } };
  };
}

/** Opens the admin app in the organization area as `adminUser` (organization and platform admin). */
export function openOrg(path: string, routes: Routes = {}) {
  return openSignedIn(path, {
    [orgProfileRoute]: ok(adminProfile),
    "GET /organizations/org-1": ok(demoOrg),
    "GET /user/me/organizations": ok(myOrgs),
    "GET /organizations/org-1/events": eventsRoute(() => orgEvents),
    "GET /organizations/org-1/dashboard": ok(orgDashboard),
    ...routes,
  });
}

/** What a new event's dashboard answers besides its event and figures: nothing yet, every step to do. */
export const newEventDashboardParts: Omit<EventDashboard, "event" | "figures"> = {
  weekly: { weeks: [], submissions: [], registrations: [] },
  deadlines: [],
  reviews: [],
  portal: { portals: 0, last_7_days: 0, last_30_days: 0, recent: [] },
  checklist: checklistSteps.map((step) => ({ step, done: step === "team" })),
};
