import { z } from "zod";
import { bulkDeleteResult } from "../records/bulk-contract.js";
import { MAX_LAYOUTS, savedLayout } from "../records/layout-contract.js";
import { segmentKinds } from "../records/record-filters.js";

/*
 * The organization's people and speakers lists get the event lists' tools (issue 7 item 1
 * "starred fields and layouts; bulk select; the row actions"): saved layouts at
 * `/api/organizations/{orgId}/{people|speakers}/layouts…`, with the module layouts' bodies
 * (layoutCreateBody, layoutUpdateBody), and bulk calls `…/bulk-delete` and `…/export` with the
 * event lists' selection body (recordSelectionBody: `{ ids }` or `{ all: true, q, filters }`).
 */

/** A saved column layout of the people or speakers list; its keys are the list's own columns. */
export const orgListLayout = savedLayout.extend({ kind: z.enum(segmentKinds) }).meta({ id: "OrgListLayout" });
export type OrgListLayout = z.infer<typeof orgListLayout>;

/** `POST …/{people|speakers}/bulk-delete`: how many contacts were deleted, and which. */
export const peopleBulkDeleteResult = bulkDeleteResult;

export const orgListMessages = {
  tooManyLayouts: `A list can have at most ${MAX_LAYOUTS} layouts`,
  /**
   * A selected contact is in an event where the caller may not delete contacts (a contact's
   * event decides, spec 1 §6): nothing was deleted.
   */
  noDeleteIn: (event: string) =>
    `You don't have permission to delete contacts of ${event}. Nothing was deleted; leave its contacts out and try again.`,
} as const;
