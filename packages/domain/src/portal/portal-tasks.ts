import { z } from "zod";
import { isSafePortalLink, portalTaskMessages } from "./portal-task-rules.js";

/** Moved to portal-task-rules.ts (no zod there, so browser bundles can take them alone). */
export {
  dueDateLabel,
  isSafePortalLink,
  isTaskOverdue,
  PORTAL_TASK_LINK_MAX,
  portalTaskMessages,
} from "./portal-task-rules.js";

/*
 * Portal tasks (issue 6: the participant's `/tasks`, "assigned tasks with due dates, done state";
 * the organizer's `portals/tasks`, "tasks (create, assign to people or groups)"). Organizers need
 * `portalTasks` (spec 1 §6); participants see only the tasks assigned to their own contact.
 */

export const PORTAL_TASK_TITLE_MAX = 200;
export const PORTAL_TASK_DESCRIPTION_MAX = 20_000;
/** The most contacts one assign call takes. */
export const MAX_TASK_CONTACTS_PER_CALL = 1000;

/** One of the participant's tasks (`GET /api/portal/{slug}/{id}/me/tasks`). */
export const portalTask = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    /** `YYYY-MM-DD` in the event's time zone, or null. */
    dueDate: z.string().nullable(),
    /** A path below the portal (`profile`, `documents/request/{id}`), or null. */
    link: z.string().nullable(),
    done: z.boolean(),
    /** ISO instant it was marked done, or null. */
    doneAt: z.string().nullable(),
  })
  .meta({ id: "PortalTask" });
export type PortalTask = z.infer<typeof portalTask>;

/** Open tasks first by due date (undated last), then the done ones. */
export const portalTaskList = z.object({
  /** The event's time zone (IANA): "today" and "overdue" are judged in it. */
  timezone: z.string(),
  tasks: z.array(portalTask),
});
export type PortalTaskList = z.infer<typeof portalTaskList>;

/** A task as the organizer's list shows it, with how many of its assignees are done. */
export const organizerPortalTask = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    dueDate: z.string().nullable().describe("`YYYY-MM-DD` in the event's time zone"),
    link: z.string().nullable().describe("A path below the portal (`profile`, `documents/request/{id}`)"),
    assignedCount: z.number().int(),
    doneCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "PortalAdminTask" });
export type OrganizerPortalTask = z.infer<typeof organizerPortalTask>;

/** Someone a task is assigned to: a contact of the portal's event. */
export const portalTaskAssignee = z
  .object({
    contactId: z.string(),
    name: z.string(),
    email: z.string(),
    assignedAt: z.string(),
    doneAt: z.string().nullable().describe("When they marked it done; null while open"),
  })
  .meta({ id: "PortalAdminTaskAssignee" });
export type PortalTaskAssignee = z.infer<typeof portalTaskAssignee>;

/** The answer of an assign call: how many were newly assigned, and everyone assigned now. */
export const portalTaskAssignResult = z.object({
  added: z.number().int(),
  assignees: z.array(portalTaskAssignee),
});
export type PortalTaskAssignResult = z.infer<typeof portalTaskAssignResult>;

/** Groups a task can be assigned to; they expand to contacts when assigned (later joiners are not added). */
export const portalTaskGroups = ["speakers", "moderators", "chairpersons", "portal-users"] as const;
export type PortalTaskGroup = (typeof portalTaskGroups)[number];

export const portalTaskGroupLabels: Record<PortalTaskGroup, string> = {
  speakers: "All speakers of the event",
  moderators: "All moderators of the event",
  chairpersons: "All chairpersons of the event",
  "portal-users": "Everyone who can sign in to this portal",
};

const id = (label: string) =>
  z
    .string({ error: `${label} must be an id` })
    .trim()
    .min(1, `${label} must be an id`)
    .max(200, `${label} must be an id`);

/** POST and PUT `/events/{eventId}/portals/{portalId}/tasks…`: the whole task (PUT replaces it). */
export const portalTaskBody = z
  .object({
    title: z
      .string({ error: "Title is required" })
      .trim()
      .min(1, "Title is required")
      .max(PORTAL_TASK_TITLE_MAX, `Title must be at most ${PORTAL_TASK_TITLE_MAX} characters`),
    description: z
      .string({ error: "Description must be text" })
      .max(
        PORTAL_TASK_DESCRIPTION_MAX,
        `Description must be at most ${PORTAL_TASK_DESCRIPTION_MAX} characters`,
      )
      .transform((value) => value.trim())
      .default(""),
    dueDate: z.iso.date({ error: "Due date must be a date such as 2027-02-15" }).nullable().default(null),
    link: z
      .string({ error: portalTaskMessages.link })
      .trim()
      // One leading "/" is forgiven ("/profile"); "//host" still fails below.
      .transform((value) => value.replace(/^\//, ""))
      .refine((value) => value === "" || isSafePortalLink(value), portalTaskMessages.link)
      .transform((value) => value || null)
      .nullable()
      .default(null),
  })
  .strict();
export type PortalTaskBody = z.input<typeof portalTaskBody>;

/** POST `…/tasks/{taskId}/assignees`: picked contacts, or one group (expanded now). */
export const portalTaskAssignBody = z
  .object({
    contactIds: z
      .array(id("Contact"), { error: "contactIds must be a list of contact ids" })
      .min(1, "Pick at least one contact")
      .max(MAX_TASK_CONTACTS_PER_CALL, `Assign at most ${MAX_TASK_CONTACTS_PER_CALL} contacts at a time`)
      .optional(),
    group: z
      .union([z.enum(portalTaskGroups), z.object({ segmentId: id("Segment") }).strict()], {
        error: "group must be speakers, moderators, chairpersons, portal-users or { segmentId }",
      })
      .optional(),
  })
  .strict()
  .refine((body) => (body.contactIds === undefined) !== (body.group === undefined), {
    message: "Send either contactIds or group",
  });
export type PortalTaskAssignBody = z.infer<typeof portalTaskAssignBody>;
export type PortalTaskAssignInput =
  | { contactIds: string[] }
  | { group: PortalTaskGroup | { segmentId: string } };
