import { z } from "zod";
import { pageQuery, searchText, sortParam } from "../contract/common.js";
import type { ModuleSummary } from "../import/contract.js";
import { contactRoles } from "../sessions/session-contract.js";
import { recordSelectionWith } from "./bulk-contract.js";
import { recordFiltersParam } from "./record-filters.js";
import { DEFAULT_RECORD_SORT, recordSortKeys } from "./record-list.js";

/**
 * The record pages' contracts (issue 18 "Route contracts"): the module a record list belongs to
 * and the query every record list reads (`GET /api/modules/{moduleId}/records`, the bulk calls'
 * `all` selection, the organization's people lists).
 */

/** A module of an event as the API answers it (`ModuleSummary`). */
export const moduleSummarySchema = z
  .object({
    id: z.string(),
    eventId: z.string(),
    orgId: z.string(),
    kind: z.enum(["contacts", "accounts", "custom"]),
    name: z.string().describe("'Contacts', 'Sponsors', 'Exhibitors' or the custom module's name"),
    slug: z.string().describe("'contacts', 'sponsors', 'exhibitors', or the custom module's slug"),
    recordName: z.string().describe("What one record is called: 'contact', 'sponsor', …"),
  })
  .meta({ id: "ModuleSummary" }) satisfies z.ZodType<ModuleSummary>;

/**
 * `?page&pageSize&sort&q&role&filters` of a record list (spec 2 §2.3 "Paginator": 50 a page by
 * default; spec 2 §4.4 sorts); the organization's people lists take the same without `role`.
 */
export const recordListQuery = pageQuery.extend({
  sort: sortParam(recordSortKeys, DEFAULT_RECORD_SORT),
  q: searchText,
  // The contacts page's role views (spec 1 §2 contacts/speakers, …).
  role: z.enum(contactRoles, { error: `Role must be one of ${contactRoles.join(", ")}` }).optional(),
  // JSON text of record filters (issue 7 "filters").
  filters: recordFiltersParam.optional(),
});
export type RecordListQueryParams = z.infer<typeof recordListQuery>;

/**
 * Body of `POST /api/modules/{moduleId}/records/bulk-delete` and `…/export`: `{ ids }`, or
 * `{ all: true, …the list's query }` read by the list's own rules.
 */
export const moduleRecordSelection = recordSelectionWith(recordListQuery);
