import { z } from "zod";

/** What an audit entry is about (spec 1 §2: records and sessions have an audit view; workflows are audited too). */
export const auditEntityTypes = ["contact", "account", "record", "session", "workflow", "user"] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

export const auditActions = ["create", "update", "delete", "merge", "restore"] as const;
export type AuditAction = (typeof auditActions)[number];

/** One field that changed: its label and the values before and after (null when absent). */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** An audit entry as the API answers it: who did what, when, with the values before and after. */
export interface AuditEntry {
  id: string;
  entityType: AuditEntityType;
  entityId: string;
  action: AuditAction;
  changes: AuditChange[];
  /** Free words for actions that are not field edits ('Merged with Ada Lovelace'). */
  note: string | null;
  user: { id: string; name: string } | null;
  at: string;
}

/** AuditEntry as an answer schema (a record's and a session's audit view). */
/** One field's change in an audit entry. */
export const auditChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

export const auditEntry = z
  .object({
    id: z.string(),
    entityType: z.enum(auditEntityTypes),
    entityId: z.string(),
    action: z.enum(auditActions),
    changes: z.array(auditChange),
    note: z.string().nullable().describe("Free words for actions that are not field edits."),
    user: z.object({ id: z.string(), name: z.string() }).nullable(),
    at: z.string(),
  })
  .meta({ id: "AuditEntry" }) satisfies z.ZodType<AuditEntry>;

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

function present(value: unknown): unknown {
  return value === undefined || value === "" ? null : value;
}

/**
 * The fields whose values differ between two flat snapshots of a record, in the order of `after`
 * then the ones only `before` had. Empty strings and missing keys count as null, so clearing a
 * field is a change but re-saving an empty one is not.
 */
export function changedFields(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): AuditChange[] {
  const changes: AuditChange[] = [];
  const keys = [...Object.keys(after), ...Object.keys(before).filter((key) => !(key in after))];
  for (const field of keys) {
    const was = present(before[field]);
    const now = present(after[field]);
    if (!sameValue(was, now)) changes.push({ field, before: was, after: now });
  }
  return changes;
}
