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

export const filterMessages = {
  tooMany: `A list can have at most ${MAX_RECORD_FILTERS} filters`,
  valueNeeded: "Enter a value to filter by",
  valueTooLong: `A filter value must be at most ${MAX_FILTER_VALUE_LENGTH} characters`,
  badOperator: `A filter's operator must be one of ${recordFilterOperators.join(", ")}`,
  badField: "Filter by one of the list's fields",
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

/** Saved segments of the organization's lists. */
export const segmentKinds = ["people", "speakers"] as const;
export type SegmentKind = (typeof segmentKinds)[number];
