import { z } from "zod";
import { normalizeAcceptedType } from "./file-request-rules.js";
import { fileRequestGroups } from "./portal-documents.js";

/** Moved to file-request-rules.ts (no zod there, so browser bundles can take them alone). */
export { isAcceptedFile, normalizeAcceptedType } from "./file-request-rules.js";

/*
 * The bodies of the file request calls (issue 6). The server parses every body with these; the
 * pages check the same rules first. `isAcceptedFile` is the one rule for "an accepted type",
 * used by the server when a file is handed in and by the page before it uploads.
 */

export const FILE_REQUEST_TITLE_MAX = 200;
export const FILE_REQUEST_INSTRUCTIONS_MAX = 20_000;
/** Spec 2 §9: "Max files 50 if multiple, else 1". */
export const FILE_REQUEST_MAX_FILES = 50;
export const FILE_REQUEST_TYPES_MAX = 30;
export const REVIEW_NOTE_MAX = 2_000;
/** The most contacts one add call takes. */
export const MAX_RECIPIENTS_PER_CALL = 1_000;

const extension = /^\.[a-z0-9][a-z0-9+-]{0,15}$/;
const mediaType = /^[a-z]+\/(\*|[a-z0-9][a-z0-9.+-]{0,100})$/;

/** A calendar day `YYYY-MM-DD` that exists (no February 30th). */
function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const acceptedTypes = z
  .array(z.string({ error: "Each accepted type must be text" }).max(120, "An accepted type is too long"), {
    error: "Accepted types must be a list",
  })
  .max(FILE_REQUEST_TYPES_MAX, `List at most ${FILE_REQUEST_TYPES_MAX} accepted types`)
  .transform((list) => [...new Set(list.map(normalizeAcceptedType).filter(Boolean))])
  .refine((list) => list.every((entry) => extension.test(entry) || mediaType.test(entry)), {
    error: "Accepted types are extensions such as .pdf or media types such as application/pdf",
  });

/** POST and PUT `…/portals/{portalId}/file-requests[/{requestId}]`: the whole request. */
export const fileRequestBody = z.strictObject({
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(FILE_REQUEST_TITLE_MAX, `Title must be at most ${FILE_REQUEST_TITLE_MAX} characters`),
  instructions: z
    .string({ error: "Instructions must be text" })
    .max(
      FILE_REQUEST_INSTRUCTIONS_MAX,
      `Instructions must be at most ${FILE_REQUEST_INSTRUCTIONS_MAX} characters`,
    )
    .transform((value) => value.trim())
    .default(""),
  dueDate: z
    .string()
    .refine(isCalendarDay, { error: "Due date must be a day such as 2027-02-15" })
    .nullable()
    .default(null),
  acceptedTypes: acceptedTypes.default([]),
  maxFiles: z
    .number({ error: "Max files must be a number" })
    .int("Max files must be a whole number")
    .min(1, "Max files must be at least 1")
    .max(FILE_REQUEST_MAX_FILES, `Max files must be at most ${FILE_REQUEST_MAX_FILES}`)
    .default(1),
});
export type FileRequestInput = z.input<typeof fileRequestBody>;

/** POST `…/file-requests/{requestId}/recipients`: contacts by id, or a whole group. */
export const fileRequestRecipientsBody = z.union(
  [
    z.strictObject({
      contactIds: z
        .array(z.string().trim().min(1).max(200), { error: "contactIds must be a list of ids" })
        .min(1, "Pick at least one contact")
        .max(MAX_RECIPIENTS_PER_CALL, `Add at most ${MAX_RECIPIENTS_PER_CALL} contacts at once`),
    }),
    z.strictObject({
      group: z.enum(fileRequestGroups, {
        error: `group must be one of ${fileRequestGroups.join(", ")}`,
      }),
    }),
  ],
  { error: "Send contactIds (a list of contact ids) or group" },
);
export type FileRequestRecipientsInput = z.input<typeof fileRequestRecipientsBody>;

/** POST `…/me/file-requests/{requestId}/files`: an upload of the caller's own (`POST /api/uploads`). */
export const fileSubmissionBody = z.strictObject({
  uploadId: z.uuid({ error: "uploadId must be the id POST /api/uploads answered" }),
});

/** PUT `…/file-requests/{requestId}/results/{submissionId}`: the organizers' review. */
export const fileReviewBody = z.strictObject({
  status: z.enum(["accepted", "rejected"], { error: "status must be accepted or rejected" }),
  note: z
    .string({ error: "The note must be text" })
    .max(REVIEW_NOTE_MAX, `The note must be at most ${REVIEW_NOTE_MAX} characters`)
    .transform((value) => value.trim())
    .default(""),
});
export type FileReviewInput = z.input<typeof fileReviewBody>;
