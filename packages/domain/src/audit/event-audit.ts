import { z } from "zod";
import { entityId, searchText } from "../contract/common.js";
import { isIsoDay } from "../dates/days.js";
import { type AuditEntry, auditEntityTypes, auditEntry } from "./audit.js";

/*
 * The event's audit (issue 20 item 6; spec 1 §2 `audit`): every change to the event's records and
 * sessions, newest first, filtered by person, record and dates, paged by a cursor so entries
 * written meanwhile never repeat. Spec 1 §6 puts it beside History: read on history or on emails.
 * API: `GET /api/events/{eventId}/audit`.
 */

export const EVENT_AUDIT_DEFAULT_LIMIT = 50;
export const EVENT_AUDIT_MAX_LIMIT = 100;

export const eventAuditMessages = {
  loadFailed: "An error occurred getting the audit",
  badCursor: "The cursor is not an entry of this audit; start again from the first page.",
  badDay: "Dates must be days such as 2027-05-01",
  rangeReversed: "The start date must be on or before the end date",
  entityIdNeedsType: "Choose the kind of record (entityType) with its id",
} as const;

const isoDay = z
  .string({ error: eventAuditMessages.badDay })
  .refine(isIsoDay, eventAuditMessages.badDay)
  .optional();

const limitMessage = `Limit must be a whole number between 1 and ${EVENT_AUDIT_MAX_LIMIT}`;

/**
 * `?userId=&entityType=&entityId=&q=&from=&to=&cursor=&limit=`: `q` finds records and sessions by
 * name; `from` and `to` are days on the event's clock, both included.
 */
export const eventAuditQuery = z
  .object({
    userId: entityId.optional().describe("Only the changes this person made"),
    entityType: z
      .enum(auditEntityTypes, { error: `Record type must be one of ${auditEntityTypes.join(", ")}` })
      .optional(),
    entityId: entityId.optional().describe("Only this record or session (with entityType)"),
    q: searchText.describe("Records and sessions whose name contains this"),
    from: isoDay.describe("First day, on the event's clock (YYYY-MM-DD)"),
    to: isoDay.describe("Last day, on the event's clock (YYYY-MM-DD)"),
    cursor: z.string().max(200, "The cursor is at most 200 characters").optional(),
    limit: z.coerce
      .number({ error: limitMessage })
      .int(limitMessage)
      .min(1, limitMessage)
      .max(EVENT_AUDIT_MAX_LIMIT, limitMessage)
      .default(EVENT_AUDIT_DEFAULT_LIMIT),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: eventAuditMessages.rangeReversed,
    path: ["to"],
  })
  .refine((query) => !query.entityId || query.entityType, {
    message: eventAuditMessages.entityIdNeedsType,
    path: ["entityType"],
  });

/** The query as a client sends it (every part optional). */
export interface EventAuditQuery {
  userId?: string;
  entityType?: AuditEntry["entityType"];
  entityId?: string;
  q?: string;
  from?: string;
  to?: string;
  cursor?: string;
  limit?: number;
}

/** An entry of the event's audit: the entry, with the name of what it is about. */
export const eventAuditEntry = auditEntry
  .extend({
    entityName: z.string().nullable().describe("The record's or session's name; null once it is deleted"),
    moduleId: z.string().nullable().describe("A custom record's module, for its address"),
  })
  .meta({ id: "EventAuditEntry" });
export type EventAuditEntry = z.infer<typeof eventAuditEntry>;

export const eventAuditPage = z.object({
  entries: z.array(eventAuditEntry),
  nextCursor: z.string().nullable().describe("Null on the last page"),
  people: z
    .array(z.object({ id: z.string(), name: z.string() }))
    .describe("Everyone with an entry in this event's audit, for the person filter"),
});
export type EventAuditPage = z.infer<typeof eventAuditPage>;

export const auditEntityLabels: Record<AuditEntry["entityType"], string> = {
  contact: "contact",
  account: "account",
  record: "record",
  session: "session",
  workflow: "workflow",
  user: "user account",
};

const actionVerbs: Record<AuditEntry["action"], string> = {
  create: "created",
  update: "changed",
  delete: "deleted",
  merge: "merged",
  restore: "restored",
};

/** A value in a sentence: plain text, "(empty)" when there was none. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (Array.isArray(value)) return value.length === 0 ? "(none)" : value.map(String).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * What an entry says, one sentence per changed field for an update, one sentence otherwise;
 * `valueText` writes a value (the admin shows instants on the reader's clock).
 * @example auditSentences(entry) // ["Ada Lovelace changed Status from Proposed to Confirmed on session 'Opening Keynote'"]
 */
export function auditSentences(
  entry: EventAuditEntry,
  valueText: (value: unknown) => string = auditValueText,
): string[] {
  const who = entry.user?.name || "Someone no longer on the team";
  const what = `${auditEntityLabels[entry.entityType]} '${entry.entityName ?? "(deleted)"}'`;
  if (entry.action === "update" && entry.changes.length > 0)
    return entry.changes.map(
      (change) =>
        `${who} changed ${change.field} from ${valueText(change.before)} to ${valueText(change.after)} on ${what}`,
    );
  const sentence = `${who} ${actionVerbs[entry.action]} ${what}`;
  return [entry.note ? `${sentence}: ${entry.note}` : sentence];
}
