import { z } from "zod";
import { auditActions, auditEntityTypes } from "../audit/audit.js";
import { formKinds } from "../forms/definition.js";
import { type OrgEventStatus, orgEvent, orgEventStatuses } from "./org-events.js";

/*
 * Key figures of the organization's and the event's dashboards (spec 1 §2: /org-light/{orgId}/
 * dashboard and /event-light/{eventId}/dashboard). A figure is null when the user's profile
 * cannot read the module it counts (the server never counts what it would not list).
 */

/** A figure the user's profile may not see is null. */
const figure = z.number().int().nullable();

/** Weeks shown by the dashboards' charts, the current one last. */
export const DASHBOARD_WEEKS = 8;
/** Entries of the organization's recent activity. */
export const DASHBOARD_ACTIVITY = 8;
/** Deadlines and portal activity lines on the event dashboard. */
export const DASHBOARD_DEADLINES = 6;

/**
 * Counts per week over the last DASHBOARD_WEEKS weeks (Monday to Sunday, UTC), oldest first:
 * `weeks` holds each week's Monday (`YYYY-MM-DD`); a series the profile may not read is null.
 */
export const weeklySeries = z.object({
  weeks: z.array(z.string()),
  /** Submitted answers to the forms the profile reads, by the day they were submitted. */
  submissions: z.array(z.number().int()).nullable(),
  /** Contacts added (registrations, imports, forms), by the day they were created. */
  registrations: z.array(z.number().int()).nullable(),
});
export type WeeklySeries = z.infer<typeof weeklySeries>;

/** One change of the audit log (a contact, account, record or session), for the activity list. */
export const dashboardActivity = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(auditActions),
  entity_type: z.enum(auditEntityTypes),
  entity_id: z.string(),
  /** The entity's name now; empty once it is deleted. */
  entity_name: z.string(),
  event_id: z.string().nullable(),
  event_name: z.string().nullable(),
  /** Who made the change; null for a user since removed or a system change. */
  user_name: z.string().nullable(),
});
export type DashboardActivity = z.infer<typeof dashboardActivity>;

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
  /** Submissions and registrations per week across the organization's events. */
  weekly: weeklySeries,
  /**
   * The latest changes in the organization's events, of the kinds the profile reads (contacts,
   * sessions; accounts and records for the organization's admins); newest first.
   */
  activity: z.array(dashboardActivity),
});
export type OrgDashboard = z.infer<typeof orgDashboard>;

export const deadlineKinds = ["form", "task", "file_request"] as const;

/** A form (open or closed) or a portal task or file request with its due day. */
export const eventDeadline = z.object({
  kind: z.enum(deadlineKinds),
  id: z.string(),
  title: z.string(),
  /** The form's kind; null for tasks and file requests. */
  form_kind: z.enum(formKinds).nullable(),
  /** Whether the form takes answers; tasks and file requests listed are still due (true). */
  open: z.boolean(),
  /** `YYYY-MM-DD`; null for forms, which close by hand. */
  due_date: z.string().nullable(),
  /** The portal of a task or file request. */
  portal_id: z.string().nullable(),
});
export type EventDeadline = z.infer<typeof eventDeadline>;

/** An evaluation plan's progress: evaluations given out of sessions × evaluators. */
export const reviewProgress = z.object({
  plan_id: z.string(),
  name: z.string(),
  sessions: z.number().int(),
  evaluators: z.number().int(),
  done: z.number().int(),
  expected: z.number().int(),
});
export type ReviewProgress = z.infer<typeof reviewProgress>;

export const portalActivitySummary = z.object({
  portals: z.number().int(),
  /** Actions of participants in the last 7 and 30 days. */
  last_7_days: z.number().int(),
  last_30_days: z.number().int(),
  recent: z.array(
    z.object({
      at: z.string(),
      kind: z.string(),
      summary: z.string(),
      contact_id: z.string(),
      contact_name: z.string(),
      portal_name: z.string(),
    }),
  ),
});
export type PortalActivitySummary = z.infer<typeof portalActivitySummary>;

/** A new event's next steps (the dashboard's checklist). */
export const checklistSteps = ["team", "contacts", "form", "sessions", "portal", "evaluation"] as const;
export type ChecklistStep = (typeof checklistSteps)[number];

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
  /** Submissions and registrations per week in this event. */
  weekly: weeklySeries,
  /**
   * What closes or falls due: the forms the profile reads (open or closed; the call for papers is
   * the submission form), then portal tasks and file requests due from today on (the event's
   * time zone), soonest first.
   */
  deadlines: z.array(eventDeadline),
  /** Each evaluation plan's progress; null without evaluationPlans read. */
  reviews: z.array(reviewProgress).nullable(),
  /** What participants did in the event's portals; null without portal read. */
  portal: portalActivitySummary.nullable(),
  /** Next steps of a new event, each done or not from the event's data, of the modules the profile reads. */
  checklist: z.array(z.object({ step: z.enum(checklistSteps), done: z.boolean() })),
});
export type EventDashboard = z.infer<typeof eventDashboard>;

export const DASHBOARD_NEXT_EVENTS = 5;
