/**
 * The rules of the import wizard's mapping page (spec 2 §4.2, §5 "Import mapping"): pure
 * functions from field groups to field groups, so the wizard, its tests and the server's checks
 * agree. Nothing here mutates its input.
 */
import {
  DEFAULT_VALUE_COLUMN,
  FIRST_NAME,
  FULL_NAME,
  type ImportField,
  type ImportFieldGroup,
  type ImportMap,
  LAST_NAME,
  PREVIEW_FIELD_COUNT,
  SAMPLE_ROWS,
} from "./contract.js";
import {
  type CellResult,
  readBoolean,
  readCurrency,
  readDate,
  readDateTime,
  readDropdown,
  readEmail,
  readFileUrl,
  readNumber,
  readPercent,
  readPhone,
  readTime,
} from "./value-formats.js";

/** The mapping page's sentences (spec 2 §5), word for word. */
export const mappingText = {
  unmapped: (group: string, field: string) => `Map the "${group} - ${field}" field to a CSV column`,
  unsupported: (name: string) => `"${name}" fields are not currently supported`,
  required: "*required",
  recommended: "*recommended",
} as const;

/** One reason the Import button is disabled: an enabled field with neither a column nor a default. */
export interface MappingMessage {
  groupId: string;
  fieldId: string;
  message: string;
}

const NAME_PARTS: readonly string[] = [FIRST_NAME, LAST_NAME];

/** Whether the group's fields are imported: the locked group always, the others when toggled on. */
export function isGroupActive(group: ImportFieldGroup): boolean {
  return group.options.locked || group.options.enabled;
}

function updateGroup(
  groups: readonly ImportFieldGroup[],
  groupId: string,
  change: (group: ImportFieldGroup) => ImportFieldGroup,
): ImportFieldGroup[] {
  return groups.map((group) => (group.id === groupId ? change(group) : group));
}

function updateField(
  groups: readonly ImportFieldGroup[],
  groupId: string,
  fieldId: string,
  change: (field: ImportField) => ImportField,
): ImportFieldGroup[] {
  return updateGroup(groups, groupId, (group) => ({
    ...group,
    fields: group.fields.map((field) => (field.id === fieldId ? change(field) : field)),
  }));
}

/** Sets `enabled` by `enabled(field)`; a required field that is on stays on whatever the rule says. */
const withEnabled = (fields: readonly ImportField[], enabled: (field: ImportField) => boolean) =>
  fields.map((field) => {
    const next = (field.required && field.enabled) || enabled(field);
    return next === field.enabled ? field : { ...field, enabled: next };
  });

/**
 * The group's fields after toggling one (spec 2 §4.2): Full Name is mutually exclusive with First
 * and Last Name, choosing one of First/Last adds the other (and turning one off brings Full Name
 * back, since a contact needs a name); required fields cannot be removed; unsupported fields
 * cannot be toggled at all.
 */
export function toggleFieldIn(group: ImportFieldGroup, fieldId: string): ImportFieldGroup {
  const field = group.fields.find((candidate) => candidate.id === fieldId);
  if (!field?.supported) return group;
  if (field.required && field.enabled) return group;
  const has = (id: string) => group.fields.some((candidate) => candidate.id === id && candidate.supported);
  const on = !field.enabled;
  let fields: ImportField[];
  if (fieldId === FULL_NAME && has(FIRST_NAME) && has(LAST_NAME)) {
    fields = withEnabled(group.fields, (candidate) =>
      candidate.id === FULL_NAME ? on : NAME_PARTS.includes(candidate.id) ? !on : candidate.enabled,
    );
  } else if (NAME_PARTS.includes(fieldId)) {
    fields = withEnabled(group.fields, (candidate) => {
      if (NAME_PARTS.includes(candidate.id)) return on;
      if (candidate.id === FULL_NAME) return !on;
      return candidate.enabled;
    });
  } else {
    fields = withEnabled(group.fields, (candidate) => (candidate.id === fieldId ? on : candidate.enabled));
  }
  return { ...group, fields };
}

/** `toggleFieldIn` on one group of the list. */
export function toggleField(
  groups: readonly ImportFieldGroup[],
  groupId: string,
  fieldId: string,
): ImportFieldGroup[] {
  return updateGroup(groups, groupId, (group) => toggleFieldIn(group, fieldId));
}

/**
 * The 'More {group} fields...' modal's All: every supported field, keeping the name the way it
 * is entered now (Full Name, or First and Last Name).
 */
export function selectAllFields(group: ImportFieldGroup): ImportFieldGroup {
  const fullName = group.fields.find((field) => field.id === FULL_NAME);
  const parts = group.fields.filter((field) => NAME_PARTS.includes(field.id));
  const useFullName =
    fullName?.enabled === true || parts.length < 2 || parts.every((part) => !part.supported);
  return {
    ...group,
    fields: withEnabled(group.fields, (field) => {
      if (!field.supported) return field.enabled;
      if (parts.length === 2 && fullName) {
        if (field.id === FULL_NAME) return useFullName;
        if (NAME_PARTS.includes(field.id)) return !useFullName;
      }
      return true;
    }),
  };
}

/** The modal's None: only what cannot be removed (required fields and the name stay). */
export function selectNoFields(group: ImportFieldGroup): ImportFieldGroup {
  const nameIds = [FULL_NAME, FIRST_NAME, LAST_NAME];
  return {
    ...group,
    fields: withEnabled(group.fields, (field) => {
      if (!field.supported) return field.enabled;
      if (field.required) return field.enabled;
      return nameIds.includes(field.id) ? field.enabled : false;
    }),
  };
}

/**
 * Toggles a whole group (spec 2 §4.2): only groups that are not locked; disabling clears its
 * fields (nothing chosen, no columns, no defaults); enabling brings back the server's automatic
 * matches from `original` (the mapping answer), with its required fields and its name chosen.
 */
export function toggleGroup(
  groups: readonly ImportFieldGroup[],
  groupId: string,
  original?: readonly ImportFieldGroup[],
): ImportFieldGroup[] {
  return updateGroup(groups, groupId, (group) => {
    if (group.options.locked) return group;
    if (group.options.enabled) {
      return {
        ...group,
        options: { ...group.options, enabled: false },
        fields: group.fields.map((field) => ({ ...field, enabled: false, column: "", default_value: "" })),
      };
    }
    const base = original?.find((candidate) => candidate.id === groupId) ?? group;
    const supported = (id: string) => base.fields.some((field) => field.id === id && field.supported);
    const named = base.fields.some(
      (field) => field.enabled && field.supported && [FULL_NAME, ...NAME_PARTS].includes(field.id),
    );
    // Without a name chosen, the name comes as Full Name, or First and Last Name.
    const nameIds = named ? [] : supported(FULL_NAME) ? [FULL_NAME] : NAME_PARTS;
    return {
      ...base,
      options: { ...base.options, enabled: true },
      fields: withEnabled(
        base.fields,
        (field) => field.supported && (field.enabled || field.required || nameIds.includes(field.id)),
      ),
    };
  });
}

/** Chooses the CSV column a field reads ('' for none, DEFAULT_VALUE_COLUMN for its default value). */
export function setFieldColumn(
  groups: readonly ImportFieldGroup[],
  groupId: string,
  fieldId: string,
  column: string,
): ImportFieldGroup[] {
  return updateField(groups, groupId, fieldId, (field) => ({ ...field, column }));
}

/** Sets the value a field takes for every row (used when its column is DEFAULT_VALUE_COLUMN). */
export function setFieldDefault(
  groups: readonly ImportFieldGroup[],
  groupId: string,
  fieldId: string,
  defaultValue: string,
): ImportFieldGroup[] {
  return updateField(groups, groupId, fieldId, (field) => ({ ...field, default_value: defaultValue }));
}

/** Spec 2 §5: unmapped = no column, or the default-value marker with an empty default value. */
export function isUnmapped(field: ImportField): boolean {
  if (field.column === "") return true;
  return field.column === DEFAULT_VALUE_COLUMN && field.default_value.trim() === "";
}

/** The fields the import will read: enabled and supported, in groups that are on. */
export function chosenFields(group: ImportFieldGroup): ImportField[] {
  return isGroupActive(group) ? group.fields.filter((field) => field.enabled && field.supported) : [];
}

/**
 * Spec 2 §5: every chosen field without a column or default value gives
 * 'Map the "{group} - {field}" field to a CSV column'.
 */
export function mappingMessages(groups: readonly ImportFieldGroup[]): MappingMessage[] {
  const found: MappingMessage[] = [];
  for (const group of groups) {
    for (const field of chosenFields(group)) {
      if (!isUnmapped(field)) continue;
      found.push({
        groupId: group.id,
        fieldId: field.id,
        message: mappingText.unmapped(group.name, field.name),
      });
    }
  }
  return found;
}

/** Spec 2 §4.2: Import is disabled while mapping messages exist or no fields are chosen. */
export function canImport(groups: readonly ImportFieldGroup[]): boolean {
  return groups.some((group) => chosenFields(group).length > 0) && mappingMessages(groups).length === 0;
}

/**
 * What `POST …/import` gets (spec 2 §7 "only groups with fields"): the groups that are on, each
 * with only its chosen fields, and no group left without one.
 */
export function groupsToSend(groups: readonly ImportFieldGroup[]): ImportFieldGroup[] {
  const sent: ImportFieldGroup[] = [];
  for (const group of groups) {
    const fields = chosenFields(group);
    if (fields.length > 0) sent.push({ ...group, options: { ...group.options, enabled: true }, fields });
  }
  return sent;
}

/**
 * After re-uploading a fixed file: the new mapping answer with the user's choices carried over
 * where they still apply (groups on or off, fields chosen, defaults, and columns the new file
 * still has; elsewhere the server's fresh match stands).
 */
export function carryOverChoices(
  previous: readonly ImportFieldGroup[],
  next: readonly ImportFieldGroup[],
  columns: readonly string[],
): ImportFieldGroup[] {
  const present = new Set(columns);
  return next.map((group) => {
    const before = previous.find((candidate) => candidate.id === group.id);
    if (!before) return group;
    const enabled = group.options.locked || before.options.enabled;
    return {
      ...group,
      options: { ...group.options, enabled },
      fields: group.fields.map((field) => {
        const old = before.fields.find((candidate) => candidate.id === field.id);
        if (!old || !field.supported) return field;
        const keepColumn = old.column === DEFAULT_VALUE_COLUMN || present.has(old.column);
        return {
          ...field,
          enabled: field.required || old.enabled,
          column: keepColumn ? old.column : field.column,
          default_value: old.default_value,
        };
      }),
    };
  });
}

/** One value of a preview record; `problem` says why the import would refuse it. */
export interface PreviewValue {
  label: string;
  value: string;
  /** '"bob@" is not a valid email address' — present only when the value is invalid. */
  problem?: string;
}

/** One sample record of the record preview. */
export interface PreviewRecord {
  name: string;
  meta: PreviewValue[];
}

/** The record preview of one group (spec 2 §2.2 "mapCsvReview"). */
export interface GroupPreview {
  groupId: string;
  groupName: string;
  /** The fields shown (at most PREVIEW_FIELD_COUNT of the group's kind). */
  fields: string[];
  records: PreviewRecord[];
}

const NAME_IDS = new Set(["NAME", "ACCOUNT_NAME", "COMPANY_NAME"]);
const isNameField = (field: ImportField) =>
  field.id === FULL_NAME ||
  NAME_PARTS.includes(field.id) ||
  field.type === "full-name" ||
  NAME_IDS.has(field.id.toUpperCase()) ||
  field.name.trim().toLowerCase() === "name";

function cellOf(map: ImportMap, line: readonly string[], field: ImportField): string {
  if (field.column === DEFAULT_VALUE_COLUMN) return field.default_value.trim();
  const index = map.imported_columns.indexOf(field.column);
  return index < 0 ? "" : (line[index] ?? "").trim();
}

/**
 * The import's readers the preview applies (issue 22: it flags invalid values). Countries and
 * event days are left to the server's check: their tables would weigh on the wizard's first load.
 */
const PREVIEW_READERS: Partial<
  Record<ImportField["type"], (cell: string, field: ImportField) => CellResult<unknown>>
> = {
  email: readEmail,
  phone: readPhone,
  date: readDate,
  number: readNumber,
  currency: readCurrency,
  boolean: readBoolean,
  file: readFileUrl,
  datetime: readDateTime,
  time: readTime,
  percent: readPercent,
  dropdown: (cell, field) => readDropdown(cell, field.options ?? [], field.multiple ?? false),
};

/** Why the import would refuse `value` for `field`, in the import's own words; null when it reads. */
function previewProblem(field: ImportField, value: string): string | null {
  const result = PREVIEW_READERS[field.type]?.(value, field);
  return result && !result.ok ? result.error : null;
}

function previewValue(map: ImportMap, line: readonly string[], field: ImportField): PreviewValue {
  const value = cellOf(map, line, field);
  const problem = value === "" ? null : previewProblem(field, value);
  return problem ? { label: field.name, value, problem } : { label: field.name, value };
}

/**
 * The record preview (spec 2 §5): per group that is on, its first PREVIEW_FIELD_COUNT chosen
 * fields (5 for accounts, 6 for contacts, 4 otherwise) read from the sample rows (the first 10).
 * A record's name comes from Full Name, First and Last Name, or a name field; the other fields are
 * its meta values. "Sample records are kept only if they have a name or meta values."
 */
export function previewRecords(map: ImportMap, groups: readonly ImportFieldGroup[]): GroupPreview[] {
  const lines = map.first_lines.slice(0, SAMPLE_ROWS);
  const previews: GroupPreview[] = [];
  for (const group of groups) {
    const chosen = chosenFields(group).filter((field) => !isUnmapped(field));
    const shown = chosen.slice(0, PREVIEW_FIELD_COUNT[group.options.kind]);
    if (shown.length === 0) continue;
    const named = chosen.filter(isNameField);
    const records: PreviewRecord[] = [];
    for (const line of lines) {
      const name = named
        .map((field) => cellOf(map, line, field))
        .filter(Boolean)
        .join(" ");
      const meta = shown
        .filter((field) => !isNameField(field))
        .map((field) => previewValue(map, line, field))
        .filter((item) => item.value !== "");
      if (name || meta.length > 0) records.push({ name, meta });
    }
    previews.push({
      groupId: group.id,
      groupName: group.name,
      fields: shown.map((field) => field.name),
      records,
    });
  }
  return previews;
}
