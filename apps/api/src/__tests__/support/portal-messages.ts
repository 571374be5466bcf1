import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { contacts, portals, portalUsers } from "../../db/schema/index.js";
import { DEMO } from "../../db/seed.js";
import { callAs, demoToken, insertOtherOrg, signUpWithPermissions } from "./portal-kit.js";
import { createTestApp, signIn, signUp, type TestApp } from "./test-app.js";

/*
 * The cast of the portal messages suites (issue 6 `/messages`): the demo speaker, a second
 * participant with a contact of their own, a member without a contact, organizers with and without
 * the `portal` permission, and a portal of another event and of another organization.
 */

export let t: TestApp;
export const tokens = {
  admin: "",
  speaker: "",
  second: "",
  noContact: "",
  /** Read on portal only. */
  portalReader: "",
  /** The demo contacts viewer: no portal permission at all. */
  viewer: "",
  outsider: "",
};
export const ids = {
  secondContact: randomUUID(),
  meetupContact: randomUUID(),
  meetupPortal: randomUUID(),
  otherOrgPortal: randomUUID(),
  speakerContact: "",
};
export const me = `/api/portal/${DEMO.portal.slug}/${DEMO.portal.id}/me/threads`;
export const inbox = (portalId: string = DEMO.portal.id, eventId: string = DEMO.summit.id) =>
  `/api/events/${eventId}/portals/${portalId}/threads`;

export const call = (method: "GET" | "POST", url: string, token?: string, payload?: unknown) =>
  callAs(t, method, url, token, payload);

/** Starts a thread as a participant and answers its id. */
export async function startAs(token: string, subject: string, body = "Hello organizers"): Promise<string> {
  const response = await call("POST", me, token, { subject, body });
  if (response.statusCode !== 201) throw new Error(`start failed: ${response.body}`);
  return response.json().payload.id;
}

/** Registers the suite's setup and teardown in the calling test file. */
export function setUpMessagesSuite(): void {
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    tokens.admin = (await signIn(t.app)).tokens.id_token;
    tokens.speaker = await demoToken(t, DEMO.speaker.email);
    tokens.viewer = await demoToken(t, DEMO.viewer.email);
    const [speakerContact] = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.userId, DEMO.speaker.id), eq(contacts.eventId, DEMO.summit.id)));
    ids.speakerContact = speakerContact?.id ?? "";

    const second = await signUp(t.app, "second.messages@example.com");
    tokens.second = second.token;
    const noContact = await signUp(t.app, "nocontact.messages@example.com");
    tokens.noContact = noContact.token;
    await db.insert(portalUsers).values([
      { portalId: DEMO.portal.id, userId: second.id },
      { portalId: DEMO.portal.id, userId: noContact.id },
    ]);
    await db.insert(contacts).values([
      {
        id: ids.secondContact,
        orgId: DEMO.org.id,
        eventId: DEMO.summit.id,
        userId: second.id,
        fname: "Second",
        lname: "Participant",
        email: "second.messages@example.com",
      },
      // The same organization's other event: not a contact of the Summit's portal.
      {
        id: ids.meetupContact,
        orgId: DEMO.org.id,
        eventId: DEMO.meetup.id,
        fname: "Meetup",
        lname: "Person",
        email: "meetup.person@example.com",
      },
    ]);

    tokens.portalReader = await signUpWithPermissions(
      t,
      "portal.reader@example.com",
      ["portal_read"],
      "role-portal-reader",
    );
    tokens.outsider = (await signUp(t.app, "outsider.messages@example.com")).token;

    await db
      .insert(portals)
      .values({ id: ids.meetupPortal, eventId: DEMO.meetup.id, slug: "meetup", name: "Meetup Portal" });
    await insertOtherOrg(
      db,
      { orgId: "org-messages-b", eventId: "event-messages-b", portalId: ids.otherOrgPortal },
      { org: "Organization B", event: "B Conference", slug: "b-conference", portal: "B Portal" },
    );
  });
  afterAll(async () => t?.close());
}
