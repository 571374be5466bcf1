import {
  builtinImportFields,
  createRowReader,
  DEFAULT_VALUE_COLUMN,
  FIRST_NAME,
  FULL_NAME,
  type ImportField,
  type ImportFieldGroup,
  importFieldTypes,
  LAST_NAME,
  type ModuleKind,
  matchColumn,
  type RowGroup,
} from "@foyer/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { moduleFields, modules } from "../../db/schema/index.js";
import type { ModuleRow } from "../records/modules.js";
import { invalid } from "../refusal.js";

/**
 * The field groups of a module's import (spec 2 §3 "Import field", issue 4): the module's own
 * records (locked), and for accounts and custom modules the related contacts and accounts,
 * each with its built-in fields and the fields its module defines.
 */

/** A group of the import and the module its records (and its custom fields) belong to. */
export interface GroupSource {
  id: string;
  name: string;
  description: string;
  kind: ModuleKind;
  locked: boolean;
  /** Where accounts and custom records go; the contacts module for contacts (null if the event has none). */
  module: ModuleRow | null;
}

const supportedTypes = new Set<string>(importFieldTypes);

/** The groups a module imports, its own first. */
export async function groupSources(db: Db, module: ModuleRow): Promise<GroupSource[]> {
  const related = await db
    .select()
    .from(modules)
    .where(and(eq(modules.eventId, module.eventId), inArray(modules.kind, ["contacts", "accounts"])))
    .orderBy(asc(modules.createdAt), asc(modules.id));
  const contactsModule = related.find((row) => row.kind === "contacts") ?? null;
  // A custom module's accounts go to the event's first accounts module (the sponsors).
  const accountsModule =
    related.find((row) => row.kind === "accounts" && row.slug === "sponsors") ??
    related.find((row) => row.kind === "accounts") ??
    null;
  const contactsGroup = (locked: boolean, description: string): GroupSource => ({
    id: "contacts",
    name: "Contacts",
    description,
    kind: "contacts",
    locked,
    module: locked ? module : contactsModule,
  });
  if (module.kind === "contacts") return [contactsGroup(true, "The event's contacts")];
  const own: GroupSource = {
    id: module.kind === "accounts" ? "accounts" : module.id,
    name: module.kind === "accounts" ? "Accounts" : module.name,
    description:
      module.kind === "accounts"
        ? `The ${module.name.toLowerCase()} of the event`
        : `The module's ${module.recordName} records`,
    kind: module.kind,
    locked: true,
    module,
  };
  if (module.kind === "accounts") {
    return [own, contactsGroup(false, `The people of each ${module.recordName}, linked to it`)];
  }
  const groups = [own, contactsGroup(false, `A contact linked to each ${module.recordName}`)];
  if (accountsModule) {
    groups.push({
      id: "accounts",
      name: "Accounts",
      description: `An account (${accountsModule.name}) linked to each ${module.recordName}`,
      kind: "accounts",
      locked: false,
      module: accountsModule,
    });
  }
  return groups;
}

/** The fields of a group: built-in ones, then its module's own, every column empty. */
export async function groupFields(db: Db, source: GroupSource): Promise<ImportField[]> {
  const builtins = builtinImportFields[source.kind].map(
    (field): ImportField => ({
      ...field,
      column: "",
      enabled: false,
      supported: true,
      default_value: "",
    }),
  );
  if (!source.module) return builtins;
  const custom = await db
    .select()
    .from(moduleFields)
    .where(eq(moduleFields.moduleId, source.module.id))
    .orderBy(asc(moduleFields.position), asc(moduleFields.createdAt), asc(moduleFields.id));
  return [
    ...builtins,
    ...custom.map(
      (field): ImportField => ({
        id: field.id,
        name: field.name,
        column: "",
        type: field.type,
        required: field.required,
        recommended: field.recommended,
        enabled: false,
        supported: supportedTypes.has(field.type),
        default_value: "",
        ...(field.type === "dropdown" ? { options: field.options ?? [], multiple: field.multiple } : {}),
      }),
    ),
  ];
}

export interface ResolvedGroup {
  source: GroupSource;
  fields: ImportField[];
}

/** Every group with its fields, as the module defines them (no columns chosen). */
export async function moduleGroups(db: Db, module: ModuleRow): Promise<ResolvedGroup[]> {
  const sources = await groupSources(db, module);
  return Promise.all(sources.map(async (source) => ({ source, fields: await groupFields(db, source) })));
}

/**
 * The mapping page's groups: each field matched to a column automatically; enabled when required
 * or matched. A contact's name is either Full Name or First and Last Name: Full Name when the
 * file has a full-name column and no first or last name, First and Last otherwise. Groups other
 * than the module's own start switched off.
 */
export function autoMatch(groups: readonly ResolvedGroup[], columns: readonly string[]): ImportFieldGroup[] {
  return groups.map(({ source, fields }) => {
    // The name fields match last, so "Company Name" goes to Company before a name could take it.
    const order = [...fields].sort((a, b) => nameRank(a.id) - nameRank(b.id));
    const taken = new Set<string>();
    const columnOf = new Map<string, string>();
    for (const field of order) {
      if (!field.supported) continue;
      const column = matchColumn(field.name, field.id, columns, { kind: source.kind, taken });
      if (column) {
        taken.add(column);
        columnOf.set(field.id, column);
      }
    }
    const result = fields.map((field) => {
      const column = columnOf.get(field.id) ?? "";
      return { ...field, column, enabled: field.supported && (field.required || column !== "") };
    });
    const full = result.find((field) => field.id === FULL_NAME);
    const first = result.find((field) => field.id === FIRST_NAME);
    const last = result.find((field) => field.id === LAST_NAME);
    if (source.kind === "contacts" && full && first && last) {
      // First and Last go together (spec 2 §4.2); Full Name only when the file has no first or last name.
      const split = first.column !== "" || last.column !== "";
      first.enabled = split;
      last.enabled = split;
      full.enabled = !split && full.column !== "";
    }
    return {
      id: source.id,
      name: source.name,
      description: source.description,
      fields: result,
      options: { locked: source.locked, enabled: source.locked, kind: source.kind },
    };
  });
}

/** Name fields are matched after the others (see autoMatch). */
function nameRank(id: string): number {
  return id === FULL_NAME || id === "NAME" ? 2 : id === FIRST_NAME || id === LAST_NAME ? 1 : 0;
}

/** The request's view of a group: the server keeps its own field definitions and takes only the choices. */
export const requestGroups = z
  .array(
    z.object({
      id: z.string().min(1).max(200),
      fields: z
        .array(
          z.object({
            id: z.string().min(1).max(200),
            column: z.string().max(10_000).default(""),
            enabled: z.boolean().default(false),
            default_value: z.string().max(10_000).default(""),
          }),
        )
        .max(2000),
      options: z.object({ enabled: z.boolean().optional() }).partial().optional(),
    }),
  )
  .max(20);

const mapMessage = (group: string, field: string) => `Map the "${group} - ${field}" field to a CSV column`;

/**
 * Checks the chosen groups against the module and the file and answers them as the import will
 * run them (spec 2 §5 "Import mapping"): the groups must be the module's, its own included; unknown
 * fields are ignored, unsupported ones left off; every enabled field needs a column of the file or
 * a valid default value, and every required field of a chosen group must be enabled.
 */
export function resolveRequestGroups(
  groups: readonly ResolvedGroup[],
  chosen: z.infer<typeof requestGroups>,
  columns: readonly string[],
  event: { dateFrom: string; dateTo: string },
): ImportFieldGroup[] {
  const fileColumns = new Set(columns);
  const seen = new Set<string>();
  const result: ImportFieldGroup[] = [];
  for (const group of chosen) {
    const known = groups.find((item) => item.source.id === group.id);
    if (!known) throw invalid(`"${group.id}" is not a field group of this module`);
    if (seen.has(group.id)) throw invalid(`The field group "${group.id}" is listed twice`);
    seen.add(group.id);
    if (!known.source.locked && group.options?.enabled === false) continue;
    const choices = new Map(group.fields.map((field) => [field.id, field]));
    const label = known.source.name;
    const fields = known.fields.map((field): ImportField => {
      const choice = choices.get(field.id);
      const enabled = Boolean(choice?.enabled) && field.supported;
      const column = enabled ? (choice?.column ?? "") : "";
      const defaultValue = enabled && column === DEFAULT_VALUE_COLUMN ? (choice?.default_value ?? "") : "";
      if (enabled) {
        if (column === "" || (column === DEFAULT_VALUE_COLUMN && defaultValue.trim() === "")) {
          throw invalid(mapMessage(label, field.name));
        }
        if (column !== DEFAULT_VALUE_COLUMN && !fileColumns.has(column)) {
          throw invalid(`The column "${column}" chosen for "${label} - ${field.name}" is not in the file`);
        }
      } else if (field.required) {
        throw invalid(mapMessage(label, field.name));
      }
      return { ...field, column, enabled, default_value: defaultValue };
    });
    checkDefaults(known.source, fields, event);
    if (!fields.some((field) => field.enabled)) {
      if (known.source.locked) throw invalid(`Choose at least one ${label} field to import`);
      continue;
    }
    result.push({
      id: known.source.id,
      name: label,
      description: known.source.description,
      fields,
      options: { locked: known.source.locked, enabled: true, kind: known.source.kind },
    });
  }
  const own = groups.find((group) => group.source.locked);
  if (own && !result.some((group) => group.id === own.source.id)) {
    throw invalid(`The ${own.source.name} fields are required: choose at least one to import`);
  }
  return result;
}

/** A default value is read like a cell: a bad one is refused before any row is. */
function checkDefaults(
  source: GroupSource,
  fields: ImportField[],
  event: { dateFrom: string; dateTo: string },
) {
  for (const field of fields) {
    if (!field.enabled || field.column !== DEFAULT_VALUE_COLUMN) continue;
    const group: RowGroup = {
      id: source.id,
      name: source.name,
      kind: "custom",
      locked: true,
      fields: [{ ...field, required: false }],
    };
    const outcome = createRowReader([group], [], { event })([]);
    if (!outcome.ok) throw invalid(`Default value of ${outcome.problems[0]?.description ?? field.name}`);
  }
}

/** The stored groups as the row reader takes them: enabled, supported fields only. */
export function rowGroups(groups: readonly ImportFieldGroup[]): RowGroup[] {
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    kind: group.options.kind,
    locked: group.options.locked,
    fields: group.fields.filter((field) => field.enabled && field.supported),
  }));
}
