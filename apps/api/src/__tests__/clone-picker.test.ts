import { type CloneOptions, type CloneSourceEvent, cloneMessages, messages } from "@foyer/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events } from "../db/schema/index.js";
import { DEMO, DEMO_MODULES } from "../db/seed.js";
import { DEMO_FORMS } from "../db/seed-forms.js";
import { DEMO_SESSIONS } from "../db/seed-sessions.js";
import { admin, call, db, OTHER_ORG, people, setUpCloneSuite, t } from "./support/clone.js";

/*
 * Issue 5 item 4: the clone wizard's event picker and options (spec 2 §2.1 "Event picker", §4.1):
 * which events a user may clone, and what each offers to copy.
 */

setUpCloneSuite();

describe("the events a user may clone (spec 2 §2.1 'Event picker')", () => {
  const sources = async (token: string, query = "") => {
    const response = await call("GET", `/api/event/clone-sources${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().payload as CloneSourceEvent[]).map((event) => event.name);
  };

  it("lists only non-draft events, newest first; product admins see events from all organizations", async () => {
    const names = await sources(admin);
    expect(names).toEqual(["Foyer Summit 2027", "Foyer Community Meetup", "Other Expo", "Foyer Summit 2025"]);
    expect(names).not.toContain("Draft Summit Retreat");
  });

  it("a non-admin sees only events of their own organization that they may open", async () => {
    expect(await sources(people.outsider.token)).toEqual(["Other Expo"]);
    expect(await sources(people.member.token)).toEqual(["Foyer Community Meetup"]);
    expect(await sources(people.eventAdminMember.token)).toEqual(["Foyer Summit 2027"]);
  });

  it("the name filter is case-insensitive and takes % and _ literally", async () => {
    expect(await sources(admin, "?q=SUMMIT")).toEqual(["Foyer Summit 2027", "Foyer Summit 2025"]);
    expect(await sources(admin, "?q=%25")).toEqual([]);
    expect(await sources(admin, `?orgId=${OTHER_ORG.id}`)).toEqual(["Other Expo"]);
  });

  it("narrowing to an organization needs its membership", async () => {
    const response = await call("GET", `/api/event/clone-sources?orgId=${OTHER_ORG.id}`, people.member.token);
    expect(response.statusCode).toBe(403);
    expect((await call("GET", "/api/event/clone-sources?surprise=1", admin)).statusCode).toBe(400);
  });
});

describe("GET /event/clone-options/{eventId}", () => {
  it("groups what the user may pick: forms by kind, modules with record counts, sessions with subsessions, portals, team", async () => {
    const response = await call("GET", `/api/event/clone-options/${DEMO.summit.id}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const options = response.json().payload as CloneOptions;
    expect(options.event).toMatchObject({
      id: DEMO.summit.id,
      name: DEMO.summit.name,
      date_from: "2027-03-15",
    });
    expect(options.groups.map((group) => group.title)).toEqual([
      "Modules",
      "Intake Forms",
      "Submission Forms",
      "Application Forms",
      "Follow-up Forms",
      "Sessions",
      "Portals",
      "Content",
      "Team Members",
    ]);
    const group = (key: string) => options.groups.find((candidate) => candidate.key === key);
    const contactsRow = group("modules")?.items.find((item) => item.id === DEMO_MODULES.contacts.id);
    expect(contactsRow).toEqual({
      id: DEMO_MODULES.contacts.id,
      name: "Contacts",
      type: "modules",
      selected: true,
      includeAllRecords: false,
      related: [],
      kind: "contacts",
      isDefault: true,
      recordCount: 6,
    });
    expect(group("modules")?.items.find((item) => item.id === DEMO_MODULES.hotelBookings.id)).toMatchObject({
      recordCount: 1,
      isDefault: false,
    });
    expect(group("forms:submission")?.items).toEqual([
      expect.objectContaining({ id: DEMO_FORMS.submission.id, type: "forms", recordCount: 1 }),
    ]);
    const workshop = group("sessions")?.items.find((item) => item.id === DEMO_SESSIONS.workshop.id);
    expect(workshop?.related.map((item) => item.name)).toEqual([
      "Part 1: Setting up the portal",
      "Part 2: Going live",
    ]);
    // The one cloning is always on the team: the viewer and the others are the choices.
    expect(group("users")?.items.map((item) => item.id)).not.toContain(DEMO.admin.id);
    expect(group("users")?.items.map((item) => item.id)).toContain(DEMO.viewer.id);
  });

  it("leaves out what the user may not read", async () => {
    const response = await call("GET", `/api/event/clone-options/${DEMO.summit.id}`, people.limited.token);
    expect(response.statusCode).toBe(200);
    const options = response.json().payload as CloneOptions;
    expect(options.groups.map((group) => group.key)).toEqual(["modules"]);
    expect(options.groups[0]?.items.map((item) => item.name).sort()).toEqual(["Contacts", "Hotel Bookings"]);
  });

  it("another organization's event is 404, a member outside the event's team 403, a draft 400", async () => {
    const other = await call("GET", `/api/event/clone-options/${DEMO.summit.id}`, people.outsider.token);
    expect(other.statusCode).toBe(404);
    const unknown = await call("GET", "/api/event/clone-options/no-such-event", admin);
    expect(unknown.statusCode).toBe(404);
    const member = await call("GET", `/api/event/clone-options/${DEMO.summit.id}`, people.member.token);
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe(messages.noAccess);
    const [draft] = await db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.name, "Draft Summit Retreat"));
    const drafted = await call("GET", `/api/event/clone-options/${draft?.id}`, admin);
    expect(drafted.statusCode).toBe(400);
    expect(drafted.json().message).toBe(cloneMessages.sourceIsDraft);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/event/clone-options/${DEMO.summit.id}` })).statusCode,
    ).toBe(401);
  });
});
