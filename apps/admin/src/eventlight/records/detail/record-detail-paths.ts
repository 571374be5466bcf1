import type { RecordType } from "@foyer/domain";
import { eventPath } from "../../event-paths.js";

/**
 * Where one record's pages live (spec 1 §2 "contact/{recordId} and account/{recordId}, each with
 * edit, audit, files, history/{historyType}"): /event-light/{eventId}/contact/{recordId},
 * /account/{recordId}, and a custom module's record at /modules/{moduleId}/records/{recordId}.
 * The dedupe page is /event-light/{eventId}/contacts/dedupe/{contactId}.
 */

export type RecordTab = "view" | "edit" | "audit" | "files" | "history";

/** Which record: a custom record also needs its module, to sit under the module's path. */
export interface RecordLocation {
  type: RecordType;
  recordId: string;
  /** Custom records only. */
  moduleId?: string;
}

const seg = encodeURIComponent;

export function recordBase(eventId: string, location: RecordLocation): string {
  const id = seg(location.recordId);
  if (location.type === "contact") return eventPath(eventId, `contact/${id}`);
  if (location.type === "account") return eventPath(eventId, `account/${id}`);
  return eventPath(eventId, `modules/${seg(location.moduleId ?? "")}/records/${id}`);
}

/** A tab of the record's pages; the history tab names its type. */
export function recordPath(
  eventId: string,
  location: RecordLocation,
  tab: Exclude<RecordTab, "history"> | { history: string } = "view",
): string {
  const base = recordBase(eventId, location);
  if (typeof tab === "object") return `${base}/history/${seg(tab.history)}`;
  return tab === "view" ? base : `${base}/${tab}`;
}

export function dedupePath(eventId: string, contactId: string): string {
  return eventPath(eventId, `contacts/dedupe/${seg(contactId)}`);
}
