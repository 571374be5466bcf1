import { and, asc, eq } from "drizzle-orm";
import type { Db } from "./client.js";
import { contacts, events, portals, portalTaskAssignments, portalTasks } from "./schema/index.js";

/** The demo speaker's portal tasks, by fixed id (tests and the e2e walk open them). */
export const DEMO_TASKS = {
  slides: { id: "7a5c0d3e-0000-4b00-8000-00000000b001", title: "Upload your slides" },
  profile: { id: "7a5c0d3e-0000-4b00-8000-00000000b002", title: "Complete your speaker profile" },
} as const;

/** `YYYY-MM-DD` `days` before `date`. */
function daysBefore(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

/**
 * The demo speaker's two tasks in the speaker portal (issue 6 `/tasks`): upload the slides (linked
 * to the seeded file request) and complete the profile, due three and four weeks before the
 * event starts. Called inside seedDemo's transaction, after the portal and the file request.
 * @example await seedPortalTasks(tx, { portalId: DEMO.portal.id, speakerUserId: DEMO.speaker.id, fileRequestId });
 */
export async function seedPortalTasks(
  tx: Db,
  options: { portalId: string; speakerUserId: string; fileRequestId: string },
): Promise<void> {
  const [portal] = await tx
    .select({ eventId: portals.eventId, startsOn: events.dateFrom })
    .from(portals)
    .innerJoin(events, eq(events.id, portals.eventId))
    .where(eq(portals.id, options.portalId));
  if (!portal) throw new Error(`seedPortalTasks: no portal ${options.portalId}`);
  const [speaker] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.eventId, portal.eventId), eq(contacts.userId, options.speakerUserId)))
    .orderBy(asc(contacts.createdAt), asc(contacts.id));
  if (!speaker) throw new Error("seedPortalTasks: the speaker has no contact in the portal's event");
  await tx.insert(portalTasks).values([
    {
      ...DEMO_TASKS.slides,
      portalId: options.portalId,
      description: "Hand in your slides as a PDF so the AV team can load them before your session.",
      dueDate: daysBefore(portal.startsOn, 21),
      link: `documents/request/${options.fileRequestId}`,
    },
    {
      ...DEMO_TASKS.profile,
      portalId: options.portalId,
      description: "Check your name, title and company, and add a photo for the event website.",
      dueDate: daysBefore(portal.startsOn, 28),
      link: "profile",
    },
  ]);
  await tx.insert(portalTaskAssignments).values([
    { taskId: DEMO_TASKS.slides.id, contactId: speaker.id },
    { taskId: DEMO_TASKS.profile.id, contactId: speaker.id },
  ]);
}
