import { z } from "zod";

/**
 * Filters of a record list (issue 7 "filters") and of an organization's saved segments
 * (spec 1 §2 `people/segments/{segmentId}`): every filter must hold (AND).
 *
 * `field` is a built-in key of the list (`name`, `email`, `company`, … as its columns name them),
 * a custom field's id, or `tag` (then `value` is a tag id and the operators are `is`/`is_not`).
 */
export const recordFilterOperators = [
  "contains",
  "not_contains",
  "is",
  "is_not",
  "empty",
  "not_empty",
] as const;
export type RecordFilterOperator = (typeof recordFilterOperators)[number];

/** The operators that compare with a value (the others ignore it). */
export const valueOperators: readonly RecordFilterOperator[] = ["contains", "not_contains", "is", "is_not"];

export const filterOperatorLabels: Record<RecordFilterOperator, string> = {
  contains: "contains",
  not_contains: "does not contain",
  is: "is",
  is_not: "is not",
  empty: "is empty",
  not_empty: "is not empty",
};

export interface RecordFilter {
  field: string;
  op: RecordFilterOperator;
  value?: string;
}

/** The filters a list or a segment may hold at most. */
export const MAX_RECORD_FILTERS = 20;
export const MAX_FILTER_VALUE_LENGTH = 200;
/** The longest `filters` query parameter a list reads (20 filters of long fields and values fit). */
export const MAX_FILTERS_PARAM_LENGTH = 12_000;

/** The field key that filters by the records' tags (`value` is a tag id). */
export const TAG_FILTER_FIELD = "tag";
/** What a tag filter may ask: has the tag, has it not, has no tag at all, has any. */
export const tagFilterOperators: readonly RecordFilterOperator[] = ["is", "is_not", "empty", "not_empty"];

export const filterMessages = {
  tooMany: `A list can have at most ${MAX_RECORD_FILTERS} filters`,
  valueNeeded: "Enter a value to filter by",
  valueTooLong: `A filter value must be at most ${MAX_FILTER_VALUE_LENGTH} characters`,
  badOperator: `A filter's operator must be one of ${recordFilterOperators.join(", ")}`,
  badField: "Filter by one of the list's fields",
  badJson: "Filters must be a JSON list of filters",
  tooLong: `Filters must be at most ${MAX_FILTERS_PARAM_LENGTH} characters`,
  tagOperator: "Filter tags with is, is not, is empty or is not empty",
} as const;

export const recordFilter = z
  .object({
    field: z
      .string({ error: filterMessages.badField })
      .trim()
      .min(1, filterMessages.badField)
      .max(200, filterMessages.badField),
    op: z.enum(recordFilterOperators, { error: filterMessages.badOperator }),
    value: z
      .string({ error: filterMessages.valueNeeded })
      .max(MAX_FILTER_VALUE_LENGTH, filterMessages.valueTooLong)
      .optional(),
  })
  .refine((filter) => !valueOperators.includes(filter.op) || (filter.value ?? "").trim() !== "", {
    message: filterMessages.valueNeeded,
    path: ["value"],
  });

export const recordFilters = z.array(recordFilter).max(MAX_RECORD_FILTERS, filterMessages.tooMany);

/**
 * The `filters` query parameter of a list (`GET …/records?filters=[…]`): JSON text holding
 * `recordFilters`. Bad JSON, a list too long and each bad filter answer their own message.
 */
export const recordFiltersParam = z
  .string({ error: filterMessages.badJson })
  .max(MAX_FILTERS_PARAM_LENGTH, filterMessages.tooLong)
  .transform((text, ctx): unknown => {
    if (text.trim() === "") return [];
    try {
      return JSON.parse(text);
    } catch {
      ctx.addIssue({ code: "custom", message: filterMessages.badJson });
      return z.NEVER;
    }
  })
  .pipe(z.array(z.unknown(), { error: filterMessages.badJson }).pipe(recordFilters));

/** The filters as the `filters` query parameter; undefined for none (leave it out). */
export function encodeRecordFilters(filters: readonly RecordFilter[]): string | undefined {
  if (filters.length === 0) return undefined;
  return JSON.stringify(
    filters.map(({ field, op, value }) =>
      valueOperators.includes(op) ? { field, op, value: value ?? "" } : { field, op },
    ),
  );
}

/**
 * The filters of a `filters` query parameter in an address; none when it is missing or not
 * valid (a hand-edited address shows the whole list rather than an error).
 */
export function decodeRecordFilters(text: string | null | undefined): RecordFilter[] {
  if (!text) return [];
  const parsed = recordFiltersParam.safeParse(text);
  return parsed.success ? parsed.data.map(({ field, op, value }) => withValue(field, op, value)) : [];
}

const withValue = (field: string, op: RecordFilterOperator, value: string | undefined): RecordFilter =>
  valueOperators.includes(op) && value !== undefined ? { field, op, value } : { field, op };

/** A field a list can be filtered by: a built-in column, a custom field, or the tags. */
export interface RecordFilterField {
  id: string;
  name: string;
  /** `tag`: the value is one of the event's tags, and only `tagFilterOperators` apply. */
  kind: "text" | "tag";
}

/** The operators a field takes. */
export function filterOperatorsFor(field: Pick<RecordFilterField, "kind">): readonly RecordFilterOperator[] {
  return field.kind === "tag" ? tagFilterOperators : recordFilterOperators;
}

/**
 * A filter as words, for its chip: `Company contains "Acme"`, `Email is empty`.
 * @example describeFilter({ field: "company", op: "is", value: "Acme" }, "Company") // 'Company is "Acme"'
 */
export function describeFilter(filter: RecordFilter, fieldName: string, valueName?: string): string {
  const head = `${fieldName} ${filterOperatorLabels[filter.op]}`;
  if (!valueOperators.includes(filter.op)) return head;
  return `${head} "${valueName ?? filter.value ?? ""}"`;
}

/** Saved segments of the organization's lists. */
export const segmentKinds = ["people", "speakers"] as const;
export type SegmentKind = (typeof segmentKinds)[number];
