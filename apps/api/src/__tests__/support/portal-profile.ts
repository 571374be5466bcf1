import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { contacts, events, organizations, portals, portalUsers } from "../../db/schema/index.js";
import { DEMO } from "../../db/seed.js";
import { multipart } from "./imports.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./test-app.js";

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

type Method = "GET" | "PUT" | "DELETE" | "POST";

export function call(method: Method, url: string, token?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Uploads a file as `token`'s user (or anonymously) and answers its upload id. */
export async function upload(token: string | null, name: string, type: string, content: Buffer | string) {
  const { payload, headers } = multipart(name, type, content);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/uploads",
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().payload.uploadId as string;
}

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
    tokens.speaker = (
      await signIn(t.app, { username: DEMO.speaker.email, password: DEMO.password })
    ).tokens.id_token;
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
    await db.insert(organizations).values({ id: "org-other", name: "Other Org" });
    await db.insert(events).values({
      id: "event-other",
      orgId: "org-other",
      name: "Other Conference",
      slug: "other-conference",
      dateFrom: "2027-05-01",
      dateTo: "2027-05-02",
    });
    await db
      .insert(portals)
      .values({ id: ids.otherOrgPortal, eventId: "event-other", slug: "speakers", name: "Other" });
  });
  afterAll(async () => t?.close());
}
