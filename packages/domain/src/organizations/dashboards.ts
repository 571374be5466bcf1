import { z } from "zod";
import { type OrgEventStatus, orgEvent, orgEventStatuses } from "./org-events.js";

/*
 * Key figures of the organization's and the event's dashboards (spec 1 §2: /org-light/{orgId}/
 * dashboard and /event-light/{eventId}/dashboard). A figure is null when the user's profile
 * cannot read the module it counts (the server never counts what it would not list).
 */

/** A figure the user's profile may not see is null. */
const figure = z.number().int().nullable();

/** GET /organizations/{orgId}/dashboard */
export const orgDashboard = z.object({
  events: z.object({
    total: z.number().int(),
    upcoming: z.number().int(),
    ongoing: z.number().int(),
    past: z.number().int(),
    draft: z.number().int(),
  }) satisfies z.ZodType<Record<OrgEventStatus, number>>,
  /** Up to 5 events to come (ongoing first, then the soonest), starred or not. */
  next_events: z.array(orgEvent),
  /** Contacts across the organization's events; null without contacts read. */
  contacts: figure,
  /** Sponsors and exhibitors across the organization's events; null without read on either. */
  accounts: figure,
  /** Forms across the organization's events; null without read on any form module. */
  forms: figure,
  /** Submitted (not draft) answers to those forms. */
  submissions: figure,
  /** Members of the organization's team. */
  members: z.number().int(),
});
export type OrgDashboard = z.infer<typeof orgDashboard>;

/** GET /event/{eventId}/dashboard */
export const eventDashboard = z.object({
  event: z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    org_id: z.string(),
    org_name: z.string(),
    date_from: z.string(),
    date_to: z.string(),
    timezone: z.string(),
    is_draft: z.boolean(),
    status: z.enum(orgEventStatuses),
  }),
  figures: z.object({
    contacts: figure,
    sponsors: figure,
    exhibitors: figure,
    /** The event's forms of the kinds the user may read. */
    forms: figure,
    /** Submitted answers to those forms. */
    submissions: figure,
    /** The event's sessions; null without sessions read, or where sessions are not kept. */
    sessions: figure,
    /** Members of the event's team. */
    team: z.number().int(),
  }),
});
export type EventDashboard = z.infer<typeof eventDashboard>;

export const DASHBOARD_NEXT_EVENTS = 5;
