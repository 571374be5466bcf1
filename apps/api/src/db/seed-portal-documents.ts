import { and, eq } from "drizzle-orm";
import type { Db } from "./client.js";
import { contacts, portalFileRequestRecipients, portalFileRequests } from "./schema/index.js";

/** The demo file request that tests and the running demo open by id. */
export const DEMO_DOCUMENTS = {
  slides: { id: "f11e5e0d-0000-4a00-8000-00000000d001", title: "Your presentation slides" },
} as const;

/**
 * The Summit speaker portal's demo file request (issue 6 "the speaker uploads the requested
 * document; the organizer sees the upload in the file-request results"): the slides, asked of the
 * demo speaker's contact three weeks before the Summit. Answers the request's id.
 */
export async function seedPortalDocuments(
  tx: Db,
  portal: { id: string; eventId: string },
  speakerUserId: string,
): Promise<string> {
  const { id, title } = DEMO_DOCUMENTS.slides;
  await tx.insert(portalFileRequests).values({
    id,
    portalId: portal.id,
    title,
    instructions: [
      "Please upload the slides you will present, so the room's laptop has them ready.",
      "",
      "Use 16:9 and embed any videos. A PDF copy helps if your deck uses special fonts.",
    ].join("\n"),
    dueDate: "2027-02-22",
    acceptedTypes: [".pdf", ".pptx", ".key"],
    maxFiles: 2,
  });
  const [speaker] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.eventId, portal.eventId), eq(contacts.userId, speakerUserId)));
  if (speaker) await tx.insert(portalFileRequestRecipients).values({ requestId: id, contactId: speaker.id });
  return id;
}
