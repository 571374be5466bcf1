import { PORTAL_SECTION_OFF } from "@foyer/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portals } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { DEMO_TASKS } from "../db/seed-portal-tasks.js";
import { callAs, demoToken } from "./support/portal-kit.js";
import { createTestApp, type TestApp } from "./support/test-app.js";

/*
 * Issue 6 "config sets … widgets": the sections a portal's configuration turns off leave the
 * participant's nav, and the server answers their calls as if they were not there (404), so a
 * participant cannot use what the organizers switched off by typing its address.
 */

let t: TestApp;
let speaker = "";
const me = `/api/portal/${DEMO.portal.slug}/${DEMO.portal.id}/me`;

beforeAll(async () => {
  t = await createTestApp();
  speaker = await demoToken(t, DEMO.speaker.email);
  await t.database.db
    .update(portals)
    .set({ settings: { sections: ["sessions"] } })
    .where(eq(portals.id, DEMO.portal.id));
});
afterAll(async () => t?.close());

describe("a section turned off in the portal's configuration", () => {
  it("answers 404 'This part of the portal is turned off.' on each of its calls", async () => {
    const off: [string, string, unknown?][] = [
      ["GET", `${me}/tasks`],
      ["PUT", `${me}/tasks/${DEMO_TASKS.profile.id}/done`],
      ["GET", `${me}/threads`],
      ["POST", `${me}/threads`, { subject: "Hello", body: "Anyone there?" }],
      ["GET", `${me}/resources`],
      ["GET", `${me}/calendar`],
      ["GET", `${me}/calendar.ics`],
      ["GET", `${me}/profile`],
      ["PUT", `${me}/profile`, { title: "Changed" }],
      ["GET", `${me}/history`],
    ];
    for (const [method, url, body] of off) {
      const response = await callAs(t, method as "GET", url, speaker, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message, `${method} ${url}`).toBe(PORTAL_SECTION_OFF);
    }
  });

  it("changes nothing behind it", async () => {
    const tasks = await t.database.db.query.portalTaskAssignments.findMany();
    expect(tasks.every((assignment) => assignment.doneAt === null)).toBe(true);
  });

  it("leaves the sections still on, the pages, the documents and the landing page's overview working", async () => {
    for (const url of [`${me}/sessions`, `${me}/pages`, `${me}/file-requests`, `${me}/overview`]) {
      expect((await callAs(t, "GET", url, speaker)).statusCode, url).toBe(200);
    }
  });

  it("says the same for the public portal's sections", async () => {
    const response = await callAs(t, "GET", `/api/portal/${DEMO.portal.slug}/${DEMO.portal.id}/public`);
    expect(response.json().payload.sections).toEqual(["sessions"]);
  });
});
