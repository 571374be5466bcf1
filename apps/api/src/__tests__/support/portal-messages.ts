import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import {
  contacts,
  events,
  eventUsers,
  organizations,
  portals,
  portalUsers,
  roles,
} from "../../db/schema/index.js";
import { DEMO } from "../../db/seed.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./test-app.js";

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

export function call(method: "GET" | "POST", url: string, token?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

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
    tokens.speaker = (
      await signIn(t.app, { username: DEMO.speaker.email, password: DEMO.password })
    ).tokens.id_token;
    tokens.viewer = (
      await signIn(t.app, { username: DEMO.viewer.email, password: DEMO.password })
    ).tokens.id_token;
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

    await db.insert(roles).values({
      id: "role-portal-reader",
      orgId: DEMO.org.id,
      name: "Portal reader",
      permissions: ["portal_read"],
    });
    const reader = await signUp(t.app, "portal.reader@example.com");
    tokens.portalReader = reader.token;
    await db
      .insert(eventUsers)
      .values({ eventId: DEMO.summit.id, userId: reader.id, roleId: "role-portal-reader" });
    tokens.outsider = (await signUp(t.app, "outsider.messages@example.com")).token;

    await db
      .insert(portals)
      .values({ id: ids.meetupPortal, eventId: DEMO.meetup.id, slug: "meetup", name: "Meetup Portal" });
    await db.insert(organizations).values({ id: "org-messages-b", name: "Organization B" });
    await db.insert(events).values({
      id: "event-messages-b",
      orgId: "org-messages-b",
      name: "B Conference",
      slug: "b-conference",
      dateFrom: "2027-05-01",
      dateTo: "2027-05-02",
    });
    await db
      .insert(portals)
      .values({ id: ids.otherOrgPortal, eventId: "event-messages-b", slug: "speakers", name: "B Portal" });
  });
  afterAll(async () => t?.close());
}
