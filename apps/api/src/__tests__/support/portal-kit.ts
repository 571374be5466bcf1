import type { Db } from "../../db/client.js";
import { events, eventUsers, organizations, portals, roles } from "../../db/schema/index.js";
import { DEMO } from "../../db/seed.js";
import { DEMO_FORMS } from "../../db/seed-forms.js";
import { multipart } from "./imports.js";
import { bearer, signIn, signUp, type TestApp } from "./test-app.js";

/*
 * What the portal API suites share: calls as a given account, the demo accounts' tokens, a team
 * member with a role of only some permissions, uploads, and another organization's portal.
 */

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** `method url` as the holder of `token` (none: signed out), with `payload` as the JSON body when given. */
export function callAs(t: TestApp, method: Method, url: string, token?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A demo account's id token (`DEMO.password`). */
export async function demoToken(t: TestApp, email: string): Promise<string> {
  return (await signIn(t.app, { username: email, password: DEMO.password })).tokens.id_token;
}

/** A new account on the Summit's team whose role (`roleId`, made here) has only `permissions`: its id token. */
export async function signUpWithPermissions(
  t: TestApp,
  email: string,
  permissions: string[],
  roleId = `role-${email.split("@")[0]}`,
): Promise<string> {
  const db = t.database.db;
  await db
    .insert(roles)
    .values({ id: roleId, orgId: DEMO.org.id, name: roleId, description: "", permissions });
  const user = await signUp(t.app, email);
  await db.insert(eventUsers).values({ eventId: DEMO.summit.id, userId: user.id, roleId });
  return user.token;
}

/** A new account on the Summit's team with one of the demo roles (e.g. the editor): its id token. */
export async function signUpWithRole(t: TestApp, email: string, roleId: string): Promise<string> {
  const user = await signUp(t.app, email);
  await t.database.db.insert(eventUsers).values({ eventId: DEMO.summit.id, userId: user.id, roleId });
  return user.token;
}

/**
 * An organizer suite's team: the demo admin, the contacts viewer (no portal permission), the demo
 * speaker, a reader whose role `readerRole` has only `readPermissions`, and an editor.
 */
export async function organizerTeam(t: TestApp, name: string, readPermissions: string[], readerRole: string) {
  return {
    admin: (await signIn(t.app)).tokens.id_token,
    viewer: await demoToken(t, DEMO.viewer.email),
    speaker: await demoToken(t, DEMO.speaker.email),
    reader: await signUpWithPermissions(t, `reader.${name}@example.com`, readPermissions, readerRole),
    editor: await signUpWithRole(t, `editor.${name}@example.com`, DEMO.roles.editor.id),
  };
}

/** Uploads one small file as `token` (none: a visitor filling in the demo intake form) and answers its upload id. */
export async function uploadAs(
  t: TestApp,
  token: string | null | undefined,
  name: string,
  type: string,
  content: string | Buffer,
) {
  const { payload, headers } = multipart(name, type, content);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/uploads",
    payload,
    headers: { ...headers, ...(token ? bearer(token) : await visitorGrant(t)) },
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().payload.uploadId as string;
}

/** A visitor's upload grant from the demo's intake form (visitors upload only within a form). */
async function visitorGrant(t: TestApp): Promise<Record<string, string>> {
  const url = `/api/forms/${DEMO_FORMS.intake.id}/upload-grants`;
  const response = await t.app.inject({ method: "POST", url });
  if (response.statusCode !== 201) throw new Error(`no upload grant: ${response.body}`);
  return { "x-foyer-upload-grant": response.json().payload.grant };
}

/** Another organization with an event of its own and, with `portalId`, a speaker portal of that event. */
export async function insertOtherOrg(
  db: Db,
  ids: { orgId: string; eventId: string; portalId?: string },
  names: { org?: string; event?: string; slug?: string; portalSlug?: string; portal?: string } = {},
) {
  await db.insert(organizations).values({ id: ids.orgId, name: names.org ?? "Other Org" });
  await db.insert(events).values({
    id: ids.eventId,
    orgId: ids.orgId,
    name: names.event ?? "Other Conference",
    slug: names.slug ?? "other-conference",
    dateFrom: "2027-05-01",
    dateTo: "2027-05-02",
  });
  if (ids.portalId)
    await db.insert(portals).values({
      id: ids.portalId,
      eventId: ids.eventId,
      slug: names.portalSlug ?? "speakers",
      name: names.portal ?? "Other",
    });
}
