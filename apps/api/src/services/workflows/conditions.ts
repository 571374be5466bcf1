import type { WorkflowCondition } from "@foyer/domain";

/*
 * A workflow's conditions (issue 21 item 4) on the record its trigger is about: the webhook
 * event's data, flattened: its top-level values (`name`, `title`, `formName`, …) and those of
 * `values` by field key (`EMAIL`, a custom field's id, a form question's id). All must hold.
 */

/** The record's fields as the conditions see them (names ignore case): text, or null when absent. */
export function recordFields(data: Record<string, unknown>): Map<string, string | null> {
  const fields = new Map<string, string | null>();
  const put = (key: string, value: unknown) => {
    const name = key.toLowerCase();
    if (!fields.has(name)) fields.set(name, asText(value));
  };
  for (const [key, value] of Object.entries(data)) {
    if (key === "values" || key === "changed") continue;
    if (key === "account" && value && typeof value === "object" && "name" in value) {
      put("account", (value as { name: unknown }).name);
      continue;
    }
    put(key, value);
  }
  const values = data.values;
  if (values && typeof values === "object" && !Array.isArray(values))
    for (const [key, value] of Object.entries(values)) put(key, value);
  return fields;
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map((item) => asText(item) ?? "").join(", ");
  return JSON.stringify(value);
}

/** Numbers compare as numbers, dates (ISO 8601) as dates, anything else as text. */
function compare(actual: string, expected: string): number {
  const a = Number(actual);
  const b = Number(expected);
  if (actual.trim() !== "" && expected.trim() !== "" && Number.isFinite(a) && Number.isFinite(b))
    return a - b;
  const da = Date.parse(actual);
  const db = Date.parse(expected);
  if (/^\d{4}-\d{2}-\d{2}/.test(actual) && /^\d{4}-\d{2}-\d{2}/.test(expected) && !Number.isNaN(da + db))
    return da - db;
  return actual.localeCompare(expected);
}

/** Whether one condition holds; text comparisons ignore case and surrounding spaces. */
export function conditionHolds(condition: WorkflowCondition, actual: string | null): boolean {
  const value = (actual ?? "").trim();
  const expected = condition.value.trim();
  switch (condition.operator) {
    case "is_empty":
      return value === "";
    case "is_not_empty":
      return value !== "";
    case "equals":
      return value.toLowerCase() === expected.toLowerCase();
    case "not_equals":
      return value.toLowerCase() !== expected.toLowerCase();
    case "contains":
      return value.toLowerCase().includes(expected.toLowerCase());
    case "greater_than":
      return value !== "" && compare(value, expected) > 0;
    case "less_than":
      return value !== "" && compare(value, expected) < 0;
  }
}

export interface ConditionResult extends WorkflowCondition {
  actual: string | null;
  holds: boolean;
}

export function checkConditions(
  conditions: readonly WorkflowCondition[],
  data: Record<string, unknown>,
): { matched: boolean; results: ConditionResult[] } {
  const fields = recordFields(data);
  const results = conditions.map((condition) => {
    const actual = fields.get(condition.field.trim().toLowerCase()) ?? null;
    return { ...condition, actual, holds: conditionHolds(condition, actual) };
  });
  return { matched: results.every((result) => result.holds), results };
}
