import { z } from "zod";
import type { RecordListQuery } from "./record-list.js";

/*
 * Acting on many records of a list at once (issue 7 item 1 "bulk select"): the records picked one
 * by one (`ids`), or every record the list's current query finds (`all`, with that query's own
 * parameters beside it: `q`, `role`, `filters`, … exactly as `GET …/records` reads them).
 * Used by `POST /api/modules/{moduleId}/records/bulk-delete` and `POST /api/modules/{moduleId}/export`.
 */

/** The most records one bulk call acts on. */
export const MAX_BULK_RECORDS = 10_000;

export const bulkMessages = {
  pickSome: "Select at least one record",
  tooMany: `Select at most ${MAX_BULK_RECORDS.toLocaleString("en-US")} records at a time`,
  /** `all` found more than a bulk call may take. */
  allTooMany: (total: number) =>
    `The list holds ${total.toLocaleString("en-US")} records; act on at most ${MAX_BULK_RECORDS.toLocaleString("en-US")} at a time (narrow it with a search or filters)`,
  badId: "Each id must be a record id",
  idsOrAll: "Send the selected records' ids, or all: true with the list's query",
} as const;

const recordId = z
  .string({ error: bulkMessages.badId })
  .trim()
  .min(1, bulkMessages.badId)
  .max(200, bulkMessages.badId);

/**
 * Body of a bulk call: `{ ids }`, or `{ all: true, …list query }` whose other keys are the list's
 * query (the server reads them with the list's own rules). Exactly one of the two.
 */
export const recordSelectionBody = z
  .object({
    ids: z
      .array(recordId, { error: bulkMessages.idsOrAll })
      .min(1, bulkMessages.pickSome)
      .max(MAX_BULK_RECORDS, bulkMessages.tooMany)
      .optional(),
    all: z.literal(true, { error: bulkMessages.idsOrAll }).optional(),
  })
  .loose()
  .superRefine((body, ctx) => {
    if ((body.ids === undefined) === (body.all === undefined)) {
      ctx.addIssue({ code: "custom", message: bulkMessages.idsOrAll });
      return;
    }
    const extra = body.ids === undefined ? [] : Object.keys(body).filter((key) => key !== "ids");
    if (extra.length > 0) ctx.addIssue({ code: "custom", message: `Unknown field(s): ${extra.join(", ")}` });
  });

/**
 * A bulk call's body read whole: `{ ids }`, or `{ all: true, query }` with the other keys read
 * by `listQuery` (strictly: a misspelt parameter such as "filter" must not widen "all" to every
 * record). Its problems are reported as the list's own, at the body's top level.
 */
export function recordSelectionWith<Q extends z.ZodObject>(listQuery: Q) {
  const strictQuery = listQuery.strict();
  return recordSelectionBody.transform((body, ctx): { ids: string[] } | { all: true; query: z.output<Q> } => {
    if (body.ids) return { ids: body.ids };
    const { all: _all, ids: _ids, ...listed } = body;
    const result = strictQuery.safeParse(listed);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ ...issue });
      return z.NEVER;
    }
    return { all: true, query: result.data as z.output<Q> };
  });
}

/**
 * The records a bulk call acts on, as a client holds them: picked ids, or everything the list's
 * query finds (its paging and sort play no part).
 */
export type RecordSelection =
  | { ids: readonly string[] }
  | { all: true; query: Omit<RecordListQuery, "page" | "pageSize" | "sort"> };

/** Answer of `POST /api/modules/{moduleId}/records/bulk-delete`. */
export const bulkDeleteResult = z.object({
  deleted: z
    .number()
    .int()
    .describe("How many records were deleted (ids of other modules, or already gone, are not counted)"),
  ids: z.array(z.string()),
});
export type BulkDeleteResult = z.infer<typeof bulkDeleteResult>;
