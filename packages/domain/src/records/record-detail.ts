/**
 * One record's pages (spec 1 §2 "contact/{recordId} and account/{recordId}, each with edit, audit,
 * files, history/{historyType}"): a contact, an account (sponsor, exhibitor) or a custom record,
 * with its fields, values, files and history, as `GET /api/event/{eventId}/{type}/{recordId}`
 * answers it. Edits are read with the import's own value rules (spec 2 §5 "Value formats for
 * import"), so a value the import would refuse is refused here too, with the same sentence.
 */
import { z } from "zod";
import { auditChange, auditEntry } from "../audit/audit.js";
import { countryName } from "../forms/countries.js";
import { type BuiltinImportField, builtinImportFields } from "../import/builtin-fields.js";
import { FULL_NAME, IMPORT_LIMITS, importFieldTypes, type ModuleKind } from "../import/contract.js";
import { type RowContext, readFieldValue } from "../import/validate-row.js";
import { emailHistoryEntry } from "../mail/history-contract.js";
import { moduleSummarySchema } from "./records-contract.js";

/** The three kinds of record, named as the audit log names them. */
export const recordTypes = ["contact", "account", "record"] as const;
export type RecordType = (typeof recordTypes)[number];

/** contacts → contact, accounts → account, custom → record. */
export function recordTypeOf(kind: ModuleKind): RecordType {
  return kind === "contacts" ? "contact" : kind === "accounts" ? "account" : "record";
}

/** A value as a record stores it: text, a number, yes/no, a list (multi-select, event days), or none. */
export const recordValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);
export type RecordValue = z.infer<typeof recordValue>;

/** One field of a record: a built-in column (FIRST_NAME, EMAIL, …) or one of its module's fields. */
export const recordFieldDefinition = z.object({
  id: z
    .string()
    .describe("FIRST_NAME, LAST_NAME, EMAIL, NAME, … for built-in fields; the module field's id otherwise"),
  name: z.string(),
  type: z.string().describe("An import field type when it can be edited; any other type name otherwise"),
  builtin: z.boolean(),
  required: z.boolean(),
  options: z.array(z.string()).nullable().describe("Dropdown options"),
  multiple: z.boolean().describe("Dropdown: several options may be chosen"),
  editable: z.boolean().describe("false: a type the import cannot read either"),
});
export type RecordFieldDefinition = z.infer<typeof recordFieldDefinition>;

/**
 * The history/{historyType} pages: imports that created the record, form submissions of the
 * contact (by its user or email), the emails the event sent the contact (issue 19 item 5),
 * contacts merged into it, an account's contacts, and the sessions a contact takes part in.
 */
export const recordHistoryTypes = ["imports", "forms", "emails", "merges", "contacts", "sessions"] as const;
export type RecordHistoryType = (typeof recordHistoryTypes)[number];

/** A contact, account or custom record with every value and its fields' definitions. */
export const recordDetail = z
  .object({
    type: z.enum(recordTypes),
    id: z.string(),
    eventId: z.string(),
    orgId: z.string(),
    module: moduleSummarySchema,
    name: z.string().describe('"First Last" for a contact, the name otherwise'),
    fields: z.array(recordFieldDefinition),
    values: z.record(z.string(), recordValue).describe("By field id; a field without a value is null"),
    account: z
      .object({ id: z.string(), name: z.string() })
      .nullable()
      .describe("A contact's account (sponsor, exhibitor), if it has one"),
    userId: z.string().nullable().describe("The sign-in a contact is linked to, if any"),
    createdAt: z.string(),
    updatedAt: z.string(),
    createdByImport: z
      .object({ id: z.string(), fileName: z.string() })
      .nullable()
      .describe('The import that created it (its audit then starts with "Created by import {file name}")'),
    historyTypes: z
      .array(z.enum(recordHistoryTypes))
      .describe("The history/{historyType} pages this record has"),
  })
  .meta({ id: "RecordDetail" });
export type RecordDetail = z.infer<typeof recordDetail>;

/**
 * What the client sends for one field: the text as typed (read like an import cell), a list of
 * options for a multi-select, yes/no, a number; null or '' clears the field.
 */
export type RecordInput = string | number | boolean | string[] | null;

const recordValueMessage =
  "Each value must be text, a number, true/false, a list of options, or null to clear it";

/** One field's new value as a body holds it, read on the server with the import's rule for the field's type. */
export const recordInput = z.union(
  [
    z
      .string()
      .max(IMPORT_LIMITS.maxCellLength, `A value can be at most ${IMPORT_LIMITS.maxCellLength} characters`),
    z.number().finite(),
    z.boolean(),
    z
      .array(z.string().max(1000, "An option can be at most 1000 characters"))
      .max(500, "Choose at most 500 options"),
    z.null(),
  ],
  { error: recordValueMessage },
);

/** Body of `PUT /api/event/{eventId}/{type}/{recordId}`: only the fields that change. */
export interface RecordUpdate {
  values: Record<string, RecordInput>;
}

/** One field that changed, as the audit records it (`AuditChange`). */
export const recordAuditChange = auditChange;

/** Answer of an update: the record as it now is, and what changed (empty when nothing did). */
export const recordUpdateResult = z.object({ record: recordDetail, changes: z.array(recordAuditChange) });
export type RecordUpdateResult = z.infer<typeof recordUpdateResult>;

/** One entry of a record's audit (`GET /api/event/{eventId}/{type}/{recordId}/audit`), newest first. */
export const recordAuditEntry = auditEntry;

export const recordMessages = {
  notFound: "This record does not exist.",
  required: "A value is required",
  nameOrEmail: "A contact needs a name or an email",
  tooLong: `A value can be at most ${IMPORT_LIMITS.maxCellLength.toLocaleString("en-US")} characters`,
  singleValue: "Choose one value, not a list",
  unsupported: (name: string) => `"${name}" fields are not currently supported`,
  unknownField: (id: string) => `There is no field "${id}" on this record`,
  emailTaken: (email: string) => `Another contact of this event already has the email "${email}"`,
  nameTaken: (recordName: string, name: string) => `Another ${recordName} is already named "${name}"`,
} as const;

const EDITABLE = new Set<string>(importFieldTypes);

/** Built-in fields a record page edits: a contact's first and last name, never the split Full Name. */
function builtinFields(kind: ModuleKind): readonly BuiltinImportField[] {
  return builtinImportFields[kind].filter((field) => field.id !== FULL_NAME);
}

/** A module's own field as the API lists it (module_fields). */
export interface ModuleFieldLike {
  id: string;
  name: string;
  type: string;
  required: boolean;
  options: string[] | null;
  multiple: boolean;
}

/** The fields of a record of `kind`: the built-in ones, then the module's own. */
export function recordFieldsOf(kind: ModuleKind, own: readonly ModuleFieldLike[]): RecordFieldDefinition[] {
  const builtins = builtinFields(kind).map(
    (field): RecordFieldDefinition => ({
      id: field.id,
      name: field.name,
      type: field.type,
      builtin: true,
      required: field.required,
      options: null,
      multiple: false,
      editable: true,
    }),
  );
  const fields = own.map(
    (field): RecordFieldDefinition => ({
      id: field.id,
      name: field.name,
      type: field.type,
      builtin: false,
      required: field.required,
      options: field.options,
      multiple: field.multiple,
      // A full-name field is edited as one text ("Ada Lovelace"); an import's split name reads the same.
      editable: EDITABLE.has(field.type),
    }),
  );
  return [...builtins, ...fields];
}

export type ReadResult = { ok: true; value: RecordValue } | { ok: false; error: string };

const isEmpty = (input: RecordInput | undefined): boolean =>
  input === null ||
  input === undefined ||
  (typeof input === "string" && input.trim() === "") ||
  (Array.isArray(input) && input.every((item) => item.trim() === ""));

/**
 * Reads one edited value with the import's rules for the field's type (spec 2 §5): the value to
 * store, or the sentence the import would say ('"bob@" is not a valid email address').
 * @example readRecordInput(field, "Yes", context) // { ok: true, value: true } for a boolean
 */
export function readRecordInput(
  field: RecordFieldDefinition,
  input: RecordInput,
  context: RowContext,
): ReadResult {
  if (!field.editable) return { ok: false, error: recordMessages.unsupported(field.name) };
  if (isEmpty(input)) return field.required ? { ok: false, error: recordMessages.required } : ok(null);
  if (Array.isArray(input)) {
    if (field.type !== "dropdown" || !field.multiple) return { ok: false, error: recordMessages.singleValue };
    // Each option on its own, so an option holding a comma is still one option.
    const chosen: string[] = [];
    for (const item of input.filter((value) => value.trim() !== "")) {
      const result = readFieldValue(
        { type: "dropdown", options: field.options ?? [], multiple: false },
        item,
        context,
      );
      if (!result?.ok)
        return { ok: false, error: result ? result.error : recordMessages.unsupported(field.name) };
      const value = String(Array.isArray(result.value) ? result.value[0] : result.value);
      if (!chosen.includes(value)) chosen.push(value);
    }
    return ok(chosen);
  }
  const cell = String(input);
  if (cell.length > IMPORT_LIMITS.maxCellLength) return { ok: false, error: recordMessages.tooLong };
  const result = readFieldValue(
    { type: field.type, options: field.options ?? [], multiple: field.multiple },
    cell,
    context,
  );
  if (!result) return { ok: false, error: recordMessages.unsupported(field.name) };
  if (!result.ok) return result;
  const value = result.value;
  if (typeof value === "object" && !Array.isArray(value)) {
    return ok(`${value.first_name} ${value.last_name}`.trim());
  }
  return ok(value);
}

const ok = (value: RecordValue): ReadResult => ({ ok: true, value });

/** A stored value as people read it: Yes/No, lists joined, a country's name. */
export function recordValueText(field: Partial<Pick<RecordFieldDefinition, "type">>, value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  if (Array.isArray(value))
    return value
      .map((item) => recordValueText(field, item))
      .filter(Boolean)
      .join(", ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (field.type === "countries" && typeof value === "string") {
    const name = countryName(value);
    return name && name !== value ? name : value;
  }
  if (typeof value === "object") {
    const object = value as Record<string, unknown>;
    // An import's split name (a full-name field): "Ada Lovelace".
    if ("first_name" in object || "last_name" in object) {
      return [object.first_name, object.last_name]
        .filter((part) => typeof part === "string" && part)
        .join(" ");
    }
    // Dates with a label ({iso, formatted}) and records with a name read as that text.
    const text = object.formatted ?? object.name ?? object.label ?? object.value;
    return text === undefined ? JSON.stringify(value) : recordValueText(field, text);
  }
  return String(value);
}

/** The flat snapshot the audit compares: every field's value under its name. */
export function auditSnapshot(
  fields: readonly Pick<RecordFieldDefinition, "id" | "name">[],
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const snapshot: Record<string, unknown> = {};
  const used = new Map<string, number>();
  for (const field of fields) {
    // Two fields of one name would hide each other's changes: the second gets a number.
    const seen = (used.get(field.name) ?? 0) + 1;
    used.set(field.name, seen);
    snapshot[seen === 1 ? field.name : `${field.name} (${seen})`] = values[field.id] ?? null;
  }
  return snapshot;
}

// ---------------------------------------------------------------------------------------------
// Files

/** A file attached to a record (`GET /api/event/{eventId}/{type}/{recordId}/files`). */
export const recordFile = z
  .object({
    id: z.string().describe("The attachment's id (DELETE …/files/{id} detaches it)"),
    uploadId: z.string(),
    name: z.string(),
    type: z.string(),
    size: z.number(),
    url: z.string().describe("`/api/uploads/{uploadId}`: the download"),
    attachedAt: z.string(),
    attachedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: "RecordFile" });
export type RecordFile = z.infer<typeof recordFile>;

// ---------------------------------------------------------------------------------------------
// History

export const historyTypeLabels: Record<RecordHistoryType, string> = {
  imports: "Imports",
  forms: "Form submissions",
  emails: "Emails",
  merges: "Merged contacts",
  contacts: "Contacts",
  sessions: "Sessions",
};

/** The history types each kind of record has. */
export function historyTypesOf(type: RecordType): RecordHistoryType[] {
  if (type === "contact") return ["forms", "emails", "sessions", "imports", "merges"];
  if (type === "account") return ["contacts", "imports"];
  return ["imports"];
}

export const importHistoryEntry = z.object({
  id: z.string(),
  fileName: z.string(),
  moduleName: z.string(),
  status: z.string(),
  userName: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  relation: z
    .enum(["created", "created-merged"])
    .describe("Whether it created this record, or a contact later merged into it"),
});
export type ImportHistoryEntry = z.infer<typeof importHistoryEntry>;

export const formHistoryEntry = z.object({
  submissionId: z.string(),
  formId: z.string(),
  formName: z.string(),
  formKind: z.string(),
  status: z.string(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  matchedBy: z
    .enum(["user", "email"])
    .describe("How the submission was found: by the contact's sign-in, or an email in the answers"),
});
export type FormHistoryEntry = z.infer<typeof formHistoryEntry>;

export const mergeHistoryEntry = z.object({
  id: z.string(),
  mergedId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  userName: z.string().nullable(),
  at: z.string(),
});
export type MergeHistoryEntry = z.infer<typeof mergeHistoryEntry>;

export const contactHistoryEntry = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  title: z.string().nullable(),
});
export type ContactHistoryEntry = z.infer<typeof contactHistoryEntry>;

export const sessionHistoryEntry = z.object({
  sessionId: z.string(),
  title: z.string(),
  role: z.string().nullable(),
  startsAt: z.string().nullable(),
});
export type SessionHistoryEntry = z.infer<typeof sessionHistoryEntry>;

/** Answer of `GET /api/event/{eventId}/{type}/{recordId}/history/{historyType}`. */
export const recordHistory = z.discriminatedUnion("type", [
  z.object({ type: z.literal("imports"), items: z.array(importHistoryEntry) }),
  z.object({ type: z.literal("forms"), items: z.array(formHistoryEntry) }),
  z.object({
    type: z.literal("emails"),
    items: z
      .array(emailHistoryEntry)
      .describe("The event's emails to the contact's addresses or sign-ins, newest first"),
  }),
  z.object({ type: z.literal("merges"), items: z.array(mergeHistoryEntry) }),
  z.object({ type: z.literal("contacts"), items: z.array(contactHistoryEntry) }),
  z.object({ type: z.literal("sessions"), items: z.array(sessionHistoryEntry) }),
]);
export type RecordHistory = z.infer<typeof recordHistory>;

// ---------------------------------------------------------------------------------------------
// Duplicates and merging

/** Why two contacts of one event look like one person. */
const DUPLICATE_REASONS = ["name", "phone", "email"] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

export const duplicateReasonLabels: Record<DuplicateReason, string> = {
  name: "Same name",
  phone: "Same phone number",
  email: "Similar email",
};

export interface DedupeKeys {
  fname: string;
  lname: string;
  email: string | null;
  phone: string | null;
}

/** "  Ada   LOVELACE " → "ada lovelace"; null without a name. Mirrored in SQL by the server. */
export function nameKey(fname: string, lname: string): string | null {
  const key = `${fname} ${lname}`.replace(/\s+/g, " ").trim().toLowerCase();
  return key === "" ? null : key;
}

/**
 * The last 10 digits of a phone number with at least 7 ("+1 (555) 123-4567" and "555.123.4567"
 * match); null otherwise. Mirrored in SQL by the server.
 */
export function phoneKey(phone: string | null): string | null {
  const digits = (phone ?? "").replace(/[^0-9]/g, "");
  return digits.length >= 7 ? digits.slice(-10) : null;
}

/**
 * An email's local part without a +tag, dots, dashes or other signs ("Ada.Lovelace+cfp@x.io" →
 * "adalovelace"); null when under 3 characters remain. Mirrored in SQL by the server.
 */
export function emailLocalKey(email: string | null): string | null {
  const local = (email ?? "").toLowerCase().split("@")[0] ?? "";
  const key = local.replace(/\+.*$/, "").replace(/[^a-z0-9]/g, "");
  return key.length >= 3 ? key : null;
}

/** The reasons two contacts look like duplicates; empty when they do not. */
export function duplicateReasons(a: DedupeKeys, b: DedupeKeys): DuplicateReason[] {
  const reasons: DuplicateReason[] = [];
  const name = nameKey(a.fname, a.lname);
  if (name && name === nameKey(b.fname, b.lname)) reasons.push("name");
  const phone = phoneKey(a.phone);
  if (phone && phone === phoneKey(b.phone)) reasons.push("phone");
  const local = emailLocalKey(a.email);
  if (local && local === emailLocalKey(b.email)) reasons.push("email");
  return reasons;
}

/** A likely duplicate of a contact (`GET …/contact/{recordId}/duplicates`). */
export const duplicateCandidate = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  createdAt: z.string(),
  reasons: z.array(z.enum(DUPLICATE_REASONS)),
});
export type DuplicateCandidate = z.infer<typeof duplicateCandidate>;

/** Which contact's value a merged field keeps. */
export type MergeChoice = "survivor" | "other";

/** Body of `POST …/contact/{recordId}/merge`: the contact merged into this one, and per-field choices. */
export interface MergeRequest {
  otherId: string;
  /** By field id; a field left out keeps the survivor's value, or the other's where the survivor has none. */
  choices?: Record<string, MergeChoice>;
}

/** Answer of `POST …/contact/{recordId}/merge`: the survivor as it now is, and the merged contact's id. */
export const mergeResult = z.object({ survivor: recordDetail, mergedId: z.string() });
export type MergeResult = z.infer<typeof mergeResult>;

const hasValue = (value: unknown) =>
  value !== null && value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0);

/**
 * The survivor's values after a merge: its own, empty ones filled from the other, and the other's
 * wherever `choices` says so. Keys only one of them has (a removed field's value) are kept too.
 */
export function mergedValues(
  survivor: Readonly<Record<string, RecordValue>>,
  other: Readonly<Record<string, RecordValue>>,
  choices: Readonly<Record<string, MergeChoice>> = {},
): Record<string, RecordValue> {
  const merged: Record<string, RecordValue> = {};
  for (const key of new Set([...Object.keys(survivor), ...Object.keys(other)])) {
    const own = survivor[key] ?? null;
    const theirs = other[key] ?? null;
    const choice = choices[key];
    merged[key] =
      choice === "other"
        ? theirs
        : choice === "survivor"
          ? own
          : hasValue(own)
            ? own
            : hasValue(theirs)
              ? theirs
              : own;
  }
  return merged;
}

/** The fields on which both contacts have a value and the values differ: where the user chooses. */
export function conflictingFields(
  fields: readonly Pick<RecordFieldDefinition, "id">[],
  survivor: Readonly<Record<string, RecordValue>>,
  other: Readonly<Record<string, RecordValue>>,
): string[] {
  return fields
    .filter((field) => {
      const a = survivor[field.id];
      const b = other[field.id];
      return hasValue(a) && hasValue(b) && JSON.stringify(a) !== JSON.stringify(b);
    })
    .map((field) => field.id);
}
