import { z } from "zod";
import { pageQuery } from "../contract/common.js";

/*
 * The event's and organization's other histories (issue 20 item 6; spec 1 §2
 * `history/{historyType}`): imports (every import run of its modules), exports (every CSV someone
 * downloaded: a module's records, a report) and integrations (the syncs that brought events in).
 * Emails have their own history (mail/history-contract.ts). Spec 1 §6: read on history or on
 * emails. API: `GET /api/event/{eventId}/history/{type}` and `GET /api/organizations/{orgId}/history/{type}`.
 */

export const activityHistoryTypes = ["imports", "exports", "integrations"] as const;
export type ActivityHistoryType = (typeof activityHistoryTypes)[number];

export const activityHistoryLabels: Record<ActivityHistoryType, string> = {
  imports: "Imports",
  exports: "Exports",
  integrations: "Integrations",
};

export const activityHistoryMessages = {
  loadFailed: "An error occurred getting the history",
  unknownType: `History type must be one of emails, ${activityHistoryTypes.join(", ")}`,
} as const;

/** What an export was of: a module's records, a report's figures, an organization's list. */
export const exportKinds = ["module", "report", "org-list"] as const;
export type ExportKind = (typeof exportKinds)[number];

export const activityHistoryParams = z.object({
  type: z.enum(activityHistoryTypes, { error: activityHistoryMessages.unknownType }),
});

export const activityHistoryQuery = pageQuery;

/** One line of a history: when, who, what, and how it went. */
export const activityHistoryEntry = z
  .object({
    id: z.string(),
    at: z.string(),
    user: z.object({ id: z.string(), name: z.string() }).nullable(),
    event: z.object({ id: z.string(), name: z.string() }).nullable().describe("The event it belongs to"),
    title: z.string().describe("What it was: 'Contacts import: speakers.csv'"),
    status: z.string().describe("finished, failed, reverted, running, …; 'downloaded' for exports"),
    detail: z.string().describe("Its figures in words: '12 created, 3 updated, 1 skipped'"),
    link: z
      .discriminatedUnion("kind", [
        z.object({ kind: z.literal("module"), moduleId: z.string() }),
        z.object({ kind: z.literal("report"), reportId: z.string() }),
        z.object({ kind: z.literal("integrations") }),
      ])
      .nullable()
      .describe("Where its details are"),
  })
  .meta({ id: "ActivityHistoryEntry" });
export type ActivityHistoryEntry = z.infer<typeof activityHistoryEntry>;

export const activityHistoryPage = z.object({
  entries: z.array(activityHistoryEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ActivityHistoryPage = z.infer<typeof activityHistoryPage>;
