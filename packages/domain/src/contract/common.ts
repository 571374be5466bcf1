import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../paging/page-windows.js";
import { MAX_RECORD_QUERY_LENGTH } from "../records/record-list.js";

/**
 * The pieces every route contract is made of (issue 18 "Route contracts"): ids in paths, list
 * queries, the `payload` envelope and the error body. The API declares them on its routes; the
 * OpenAPI document at /api/openapi.json is generated from them.
 */

/** An id in a path or a body: ids are opaque text (UUIDs for our rows, other systems' ids too). */
export const entityId = z.string().min(1).max(200);

/** Path parameters that are all ids, e.g. `idParams("eventId", "tagId")`. */
export function idParams<K extends string>(...names: K[]): z.ZodObject<{ [P in K]: typeof entityId }> {
  const shape = Object.fromEntries(names.map((name) => [name, entityId])) as { [P in K]: typeof entityId };
  return z.object(shape);
}

export const eventIdParams = idParams("eventId");
export const orgIdParams = idParams("orgId");

const pageMessage = "Page must be a whole number from 1";
const pageSizeMessage = `Page size must be a whole number between 1 and ${MAX_PAGE_SIZE}`;

/** `?page=&pageSize=` of every paged list (spec 2 §2.3 "Paginator": 50 a page by default). */
export const pageQuery = z.object({
  page: z.coerce.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).default(1),
  pageSize: z.coerce
    .number({ error: pageSizeMessage })
    .int(pageSizeMessage)
    .min(1, pageSizeMessage)
    .max(MAX_PAGE_SIZE, pageSizeMessage)
    .default(DEFAULT_PAGE_SIZE),
});

/** `?q=`: a list's search text, trimmed; empty when not sent. */
export const searchText = z
  .string({ error: "Search must be text" })
  .max(MAX_RECORD_QUERY_LENGTH, `Search must be at most ${MAX_RECORD_QUERY_LENGTH} characters`)
  .transform((value) => value.trim())
  .default("");

/** `?sort=`: one of a list's keys, `-key` for descending. */
export function sortParam<K extends string>(keys: readonly K[], fallback: NoInfer<K | `-${K}`>) {
  const sorts = keys.flatMap((key): (K | `-${K}`)[] => [key, `-${key}`]);
  return z
    .enum(sorts as [K | `-${K}`, ...(K | `-${K}`)[]], { error: `Sort must be one of ${sorts.join(", ")}` })
    .default(fallback as never);
}

/** The body of every error answer: `{ statusCode, code, message, details? }`. */
export const apiErrorSchema = z
  .object({
    statusCode: z.number().int(),
    code: z.string(),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: "ApiError", description: "Every error answer: `message` is for people, `code` for programs." });

/** `{ payload: … }`, the envelope of every successful JSON answer (ARCHITECTURE "Public surface"). */
export function envelope<T extends z.ZodType>(payload: T) {
  return z.object({ payload });
}

/** What a DELETE that names what it removed answers. */
export const deletedId = z.object({ id: z.string() });
