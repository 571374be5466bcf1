import { events, eventUsers, organizations, orgUsers } from "../../db/schema/index.js";
import { DEMO } from "../../db/seed.js";
import { createDefaultModules } from "../../services/records/modules.js";
import { bearer, signIn, signUp, type TestApp } from "./test-app.js";

/** A 1×1 transparent PNG. */
export const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
/** The first bytes of a JPEG (SOI and a JFIF marker) are what the server looks at. */
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from("JFIF\u0000rest-of-a-jpeg"),
]);
export const SVG_WITH_SCRIPT =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>';

/** One multipart body with a part named `file`. */
export function multipart(filename: string, type: string, content: string | Buffer, field = "file") {
  const boundary = "----foyer-org-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** The people of the organization area's tests, each with an id token. */
export interface OrgPeople {
  /** admin@foyer.demo: organization admin and platform admin. */
  admin: string;
  /** A member of the demo organization without a role: no module permission at all. */
  member: { id: string; token: string };
  /** A member with the demo "Editor" role: reads and edits modules, no settings. */
  editor: { id: string; token: string };
  /** A member with the demo "Administrator" role (settings_update among others), not an admin. */
  settingsManager: { id: string; token: string };
  /** Signed up, in no organization. */
  outsider: { id: string; token: string };
  /** Admin of organization B and of its event. */
  orgBAdmin: { id: string; token: string };
}

export const ORG_B = { id: "org-b", name: "Organization B", eventId: "event-b" } as const;

/**
 * Organization B with one event, and the demo organization's extra members. `prefix` keeps the
 * emails of two test files apart.
 */
export async function setUpOrgPeople(t: TestApp, prefix: string): Promise<OrgPeople> {
  const db = t.database.db;
  const admin = (await signIn(t.app)).tokens.id_token;
  const member = await signUp(t.app, `${prefix}.member@example.com`);
  const editor = await signUp(t.app, `${prefix}.editor@example.com`);
  const settingsManager = await signUp(t.app, `${prefix}.settings@example.com`);
  const outsider = await signUp(t.app, `${prefix}.outsider@example.com`);
  const orgBAdmin = await signUp(t.app, `${prefix}.admin-b@example.com`);
  await db.insert(orgUsers).values([
    { orgId: DEMO.org.id, userId: member.id },
    { orgId: DEMO.org.id, userId: editor.id, roleId: DEMO.roles.editor.id },
    { orgId: DEMO.org.id, userId: settingsManager.id, roleId: DEMO.roles.administrator.id },
  ]);
  await db.insert(organizations).values({ id: ORG_B.id, name: ORG_B.name });
  await db.insert(events).values({
    id: ORG_B.eventId,
    orgId: ORG_B.id,
    name: "B Conference",
    slug: "b-conference",
    dateFrom: "2027-05-01",
    dateTo: "2027-05-02",
  });
  await createDefaultModules(db, { id: ORG_B.eventId, orgId: ORG_B.id });
  await db.insert(orgUsers).values({ orgId: ORG_B.id, userId: orgBAdmin.id, isAdmin: true });
  await db.insert(eventUsers).values({ eventId: ORG_B.eventId, userId: orgBAdmin.id, isAdmin: true });
  return { admin, member, editor, settingsManager, outsider, orgBAdmin };
}

/** An authenticated inject. */
export function caller(t: TestApp) {
  return (method: Method, url: string, token: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
