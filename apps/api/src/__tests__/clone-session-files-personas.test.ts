import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventSessions, sessionFileKinds, sessionPersonas, sessionSettingItems } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { DEMO_SESSIONS } from "../db/seed-sessions.js";
import { admin, clone, db, setUpCloneSuite, summitRequest, t } from "./support/clone.js";
import { bearer } from "./support/test-app.js";

/*
 * Issue 25 item 7: the event clone copies the session file kinds and the personas, and each copied
 * session keeps its personas, pointing at the copy's items.
 */

setUpCloneSuite();

describe("cloning session file kinds and personas", () => {
  it("copies the file kinds and the sessions' personas, remapped to the copy", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: `/api/events/${DEMO.summit.id}/session-file-kinds`,
      headers: bearer(admin),
      payload: { name: "Slides", extensions: ["pdf", "key"], maxSizeMb: 80, required: true },
    });
    expect(created.statusCode, created.body).toBe(201);

    const { job } = await clone(admin, summitRequest({ newEventName: "Summit, personas copy" }));
    expect(job.status, job.payload.error).toBe("completed");
    const copyId = job.payload.newEventId as string;

    const kinds = await db.select().from(sessionFileKinds).where(eq(sessionFileKinds.eventId, copyId));
    expect(
      kinds.map(({ name, extensions, maxSizeMb, required }) => ({ name, extensions, maxSizeMb, required })),
    ).toEqual([{ name: "Slides", extensions: ["pdf", "key"], maxSizeMb: 80, required: true }]);
    expect(kinds[0]?.id).not.toBe(created.json().payload.id);

    const personas = await db
      .select()
      .from(sessionSettingItems)
      .where(eq(sessionSettingItems.eventId, copyId));
    const copiedPersonas = personas.filter((item) => item.kind === "personas");
    expect(copiedPersonas.map((item) => item.name).sort()).toEqual(["Developer", "Organizer"]);
    const [keynote] = await db
      .select()
      .from(eventSessions)
      .where(eq(eventSessions.eventId, copyId))
      .then((rows) => rows.filter((row) => row.title === DEMO_SESSIONS.keynote.title));
    if (!keynote) throw new Error("the keynote was not copied");
    const links = await db
      .select()
      .from(sessionPersonas)
      .where(inArray(sessionPersonas.sessionId, [keynote.id]));
    expect(links.map((link) => link.personaId).sort()).toEqual(copiedPersonas.map((item) => item.id).sort());
  });
});
