import { toWallTime } from "@foyer/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventSessions } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { DEMO_SESSIONS } from "../db/seed-sessions.js";
import { admin, call, clone, db, setUpCloneSuite, summitRequest, t } from "./support/clone.js";
import { bearer } from "./support/test-app.js";

/*
 * Issue 25 item 8: the event clone copies the agenda settings (a break on a given day moves with
 * the dates, an every-day break stays every day; the conflict severities, "off" included) and
 * moves placed sessions with the event's dates, their wall-clock times and rooms kept, their
 * plenum flag and expected audience copied.
 */

setUpCloneSuite();

const put = (url: string, payload: object) =>
  t.app.inject({ method: "PUT", url, headers: bearer(admin), payload });

describe("cloning the agenda", () => {
  it("copies the agenda settings with the breaks' days shifted, and moves placed sessions", async () => {
    const summit = `/api/events/${DEMO.summit.id}`;
    const settings = await put(`${summit}/schedule/settings`, {
      dayStart: "07:30",
      dayEnd: "19:00",
      slotStep: 30,
      breaks: [
        { day: "2027-03-15", start: "12:00", end: "13:00", label: "Lunch" },
        { day: null, start: "15:00", end: "15:15", label: "Coffee" },
      ],
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const severities = await put(`${summit}/schedule/settings/conflicts`, {
      capacity: "off",
      room_unavailable: "error",
    });
    expect(severities.statusCode, severities.body).toBe(200);
    const [keynote] = await db
      .select()
      .from(eventSessions)
      .where(
        and(eq(eventSessions.eventId, DEMO.summit.id), eq(eventSessions.title, DEMO_SESSIONS.keynote.title)),
      );
    if (!keynote?.startsAt || !keynote.endsAt) throw new Error("the demo keynote is not placed");
    const patched = await t.app.inject({
      method: "PATCH",
      url: `${summit}/sessions/${keynote.id}`,
      headers: bearer(admin),
      payload: { plenum: true, expectedAudience: 350 },
    });
    expect(patched.statusCode, patched.body).toBe(200);

    // The Summit starts 2027-03-15; the copy 2026-03-16: 364 days earlier.
    const { job } = await clone(admin, summitRequest({ newEventName: "Summit, agenda copy" }));
    expect(job.status, job.payload.error).toBe("completed");
    const copy = `/api/events/${job.payload.newEventId as string}`;
    expect((await call("GET", `${copy}/schedule/settings`, admin)).json().payload).toEqual({
      dayStart: "07:30",
      dayEnd: "19:00",
      slotStep: 30,
      breaks: [
        { day: "2026-03-16", start: "12:00", end: "13:00", label: "Lunch" },
        { day: null, start: "15:00", end: "15:15", label: "Coffee" },
      ],
      blockers: [],
    });
    expect((await call("GET", `${copy}/schedule/settings/conflicts`, admin)).json().payload).toMatchObject({
      capacity: "off",
      room_unavailable: "error",
    });
    const [copied] = await db
      .select()
      .from(eventSessions)
      .where(
        and(
          eq(eventSessions.eventId, job.payload.newEventId as string),
          eq(eventSessions.title, DEMO_SESSIONS.keynote.title),
        ),
      );
    const zone = "America/New_York";
    expect(toWallTime(copied?.startsAt?.toISOString() ?? "", zone)).toBe(
      `2026-03-16${toWallTime(keynote.startsAt.toISOString(), zone).slice(10)}`,
    );
    expect(toWallTime(copied?.endsAt?.toISOString() ?? "", zone)).toBe(
      `2026-03-16${toWallTime(keynote.endsAt.toISOString(), zone).slice(10)}`,
    );
    expect(copied).toMatchObject({ plenum: true, expectedAudience: 350 });
    expect(copied?.roomId).not.toBeNull();
    expect(copied?.roomId).not.toBe(keynote.roomId);
  });
});
