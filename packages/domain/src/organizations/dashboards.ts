import type { OrgEvent, OrgEventStatus } from "./org-events.js";

/*
 * Key figures of the organization's and the event's dashboards (spec 1 §2: /org-light/{orgId}/
 * dashboard and /event-light/{eventId}/dashboard). A figure is null when the user's profile
 * cannot read the module it counts (the server never counts what it would not list).
 */

/** GET /organizations/{orgId}/dashboard */
export interface OrgDashboard {
  events: { total: number } & Record<OrgEventStatus, number>;
  /** Up to 5 events to come (ongoing first, then the soonest), starred or not. */
  next_events: OrgEvent[];
  /** Contacts across the organization's events; null without contacts read. */
  contacts: number | null;
  /** Sponsors and exhibitors across the organization's events; null without read on either. */
  accounts: number | null;
  /** Forms across the organization's events; null without read on any form module. */
  forms: number | null;
  /** Submitted (not draft) answers to those forms. */
  submissions: number | null;
  /** Members of the organization's team. */
  members: number;
}

/** GET /event/{eventId}/dashboard */
export interface EventDashboard {
  event: {
    id: string;
    name: string;
    slug: string;
    org_id: string;
    org_name: string;
    date_from: string;
    date_to: string;
    timezone: string;
    is_draft: boolean;
    status: OrgEventStatus;
  };
  figures: {
    contacts: number | null;
    sponsors: number | null;
    exhibitors: number | null;
    /** The event's forms of the kinds the user may read. */
    forms: number | null;
    /** Submitted answers to those forms. */
    submissions: number | null;
    /** The event's sessions; null without sessions read, or where sessions are not kept. */
    sessions: number | null;
    /** Members of the event's team. */
    team: number;
  };
}

export const DASHBOARD_NEXT_EVENTS = 5;
