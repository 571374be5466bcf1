import { and, eq } from "drizzle-orm";
import type { Db } from "./client.js";
import { contacts, portalMessages, portalThreads } from "./schema/index.js";

/** The demo thread's fixed ids, for tests and links. */
export const DEMO_MESSAGES = {
  thread: { id: "5e55a0e1-0000-4a00-8000-0000000c0001", subject: "Welcome to the Summit" },
  welcome: "5e55a0e1-0000-4a00-8000-0000000c0002",
  answer: "5e55a0e1-0000-4a00-8000-0000000c0003",
} as const;

/**
 * The speaker portal's demo conversation (issue 6 `/messages`): the organizers welcome the demo
 * speaker and the speaker answers; both sides have read it, so nothing shows as unread.
 * @example await seedPortalMessages(tx, { portalId: DEMO.portal.id, eventId: DEMO.summit.id, speakerUserId: DEMO.speaker.id, organizerUserId: DEMO.admin.id });
 */
export async function seedPortalMessages(
  tx: Db,
  demo: { portalId: string; eventId: string; speakerUserId: string; organizerUserId: string },
): Promise<void> {
  const [speaker] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.eventId, demo.eventId), eq(contacts.userId, demo.speakerUserId)));
  if (!speaker) throw new Error("seedPortalMessages: the demo speaker has no contact in the event");
  // A few days before the seeding, so what the speaker writes next comes after it.
  const welcomeAt = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
  const answerAt = new Date(welcomeAt.getTime() + 150 * 60 * 1000);
  await tx.insert(portalThreads).values({
    id: DEMO_MESSAGES.thread.id,
    portalId: demo.portalId,
    contactId: speaker.id,
    subject: DEMO_MESSAGES.thread.subject,
    createdAt: welcomeAt,
    lastMessageAt: answerAt,
    participantReadAt: answerAt,
    organizerReadAt: answerAt,
  });
  await tx.insert(portalMessages).values([
    {
      id: DEMO_MESSAGES.welcome,
      threadId: DEMO_MESSAGES.thread.id,
      fromOrganizer: true,
      authorUserId: demo.organizerUserId,
      body: "Hi Sam,\n\nWelcome to the Foyer Summit 2027! Your sessions are on the Sessions page, and you can write to us here any time.\n\nThe organizer team",
      createdAt: welcomeAt,
    },
    {
      id: DEMO_MESSAGES.answer,
      threadId: DEMO_MESSAGES.thread.id,
      fromOrganizer: false,
      authorUserId: demo.speakerUserId,
      body: "Thank you! Looking forward to it.",
      createdAt: answerAt,
    },
  ]);
}
