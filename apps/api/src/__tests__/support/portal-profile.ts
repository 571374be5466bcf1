import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { contacts, portalUsers } from "../../db/schema/index.js";
import { DEMO } from "../../db/seed.js";
import { callAs, demoToken, insertOtherOrg, type Method, uploadAs } from "./portal-kit.js";
import { createTestApp, signIn, signUp, type TestApp } from "./test-app.js";

/*
 * The cast of the portal profile, history and overview suites (issue 6 `/profile`, `/history`,
 * the landing page): the demo speaker, a second participant with a contact of their own, a member
 * without a contact, a signed-in non-member (the organizer), and a portal of another organization.
 */

export let t: TestApp;
export const tokens = { admin: "", speaker: "", second: "", noContact: "" };
export const ids = {
  speakerContact: "",
  secondContact: randomUUID(),
  second: "",
  otherOrgPortal: randomUUID(),
};
export const me = `/api/portal/${DEMO.portal.slug}/${DEMO.portal.id}/me`;
export const otherOrgMe = () => `/api/portal/speakers/${ids.otherOrgPortal}/me`;

export const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  callAs(t, method, url, token, payload);

/** Uploads a file as `token`'s user (or anonymously) and answers its upload id. */
export const upload = (token: string | null, name: string, type: string, content: Buffer | string) =>
  uploadAs(t, token, name, type, content);

/** The first bytes of a PNG, then filler: what the server's check reads. */
export const png = (size = 64) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size - 8, 7)]);

export async function contactRow(id: string) {
  const [row] = await t.database.db.select().from(contacts).where(eq(contacts.id, id));
  if (!row) throw new Error(`no contact ${id}`);
  return row;
}

export function setUpCast() {
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    tokens.admin = (await signIn(t.app)).tokens.id_token;
    tokens.speaker = await demoToken(t, DEMO.speaker.email);
    const second = await signUp(t.app, "second.speaker@example.com");
    const noContact = await signUp(t.app, "no.contact@example.com");
    tokens.second = second.token;
    tokens.noContact = noContact.token;
    ids.second = second.id;
    await db.insert(portalUsers).values([
      { portalId: DEMO.portal.id, userId: second.id },
      { portalId: DEMO.portal.id, userId: noContact.id },
    ]);
    await db.insert(contacts).values({
      id: ids.secondContact,
      orgId: DEMO.org.id,
      eventId: DEMO.summit.id,
      userId: second.id,
      fname: "Second",
      lname: "Speaker",
      email: "second.speaker@example.com",
      title: "Researcher",
    });
    const [speaker] = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.eventId, DEMO.summit.id), eq(contacts.userId, DEMO.speaker.id)));
    ids.speakerContact = speaker?.id ?? "";
    await insertOtherOrg(db, { orgId: "org-other", eventId: "event-other", portalId: ids.otherOrgPortal });
  });
  afterAll(async () => t?.close());
}
