import type { FileRequest } from "@foyer/domain";
import { eventPath } from "../../event-paths.js";
import { portalAdminPath } from "../portal-admin-paths.js";

export const FILE_REQUESTS_SUBPATH = "portals/file-requests";
export const PORTAL_FILES_SUBPATH = "portals/files";

/** `portals/file-requests/{fileRequestId}/results`, keeping the portal in `?portal=`. */
export function resultsPath(eventId: string, portalId: string, requestId: string): string {
  return portalAdminPath(
    eventId,
    `${FILE_REQUESTS_SUBPATH}/${encodeURIComponent(requestId)}/results`,
    portalId,
  );
}

export function fileRequestsPath(eventId: string, portalId?: string | null): string {
  return portalId
    ? portalAdminPath(eventId, FILE_REQUESTS_SUBPATH, portalId)
    : eventPath(eventId, FILE_REQUESTS_SUBPATH);
}

/** A calendar day `YYYY-MM-DD` as "Feb 22, 2027" (the day itself, in no time zone). */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "medium" }).format(
    Date.UTC(year, month - 1, day, 12),
  );
}

export const dueText = (request: Pick<FileRequest, "dueDate">) =>
  request.dueDate ? `Due ${dayLabel(request.dueDate)}` : "No due date";

/** "1 of 3 handed in", or "No recipients yet". */
export const handedInText = (request: Pick<FileRequest, "recipientCount" | "handedInCount">) =>
  request.recipientCount === 0
    ? "No recipients yet"
    : `${request.handedInCount} of ${request.recipientCount} handed in`;

export const typesText = (types: readonly string[]) => (types.length > 0 ? types.join(", ") : "Any file");

export const peopleCount = (n: number) => (n === 1 ? "1 person" : `${n} people`);
