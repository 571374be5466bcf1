import { randomUUID } from "node:crypto";
import type { GlobalSearchResult } from "@foyer/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, contentItems, eventSessions, organizations, orgUsers } from "../db/schema/index.js";
import { DEMO, DEMO_MODULES } from "../db/seed.js";
import { indexImportedContacts } from "../services/search/search.js";
import { importCsv } from "./support/imports.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app)).tokens.access_token;
  const db = t.database.db;
  // Sessions and content written row by row (their triggers index them) …
  await db.insert(eventSessions).values([
    {
      id: randomUUID(),
      orgId: DEMO.org.id,
      eventId: DEMO.summit.id,
      title: "Compilers for Everyone",
      description: "From COBOL to today",
    },
    {
      id: randomUUID(),
      orgId: DEMO.org.id,
      eventId: DEMO.meetup.id,
      title: "Community Compilers Night",
      description: "",
    },
  ]);
  await db.insert(contentItems).values({
    id: randomUUID(),
    orgId: DEMO.org.id,
    eventId: DEMO.summit.id,
    title: "Speaker handbook",
    description: "How to prepare your talk",
  });
  // … contacts also by an import, whose batches skip the triggers and index once at the end.
  await importCsv(
    t.app,
    admin,
    DEMO_MODULES.contacts.id,
    "First Name,Last Name,Email,Company\r\nAda,Lovelace,ada@analytical.example,Analytical Engines\r\nCharles,Babbage,charles@analytical.example,Analytical Engines\r\n",
  );
});

afterAll(async () => {
  await t.close();
});

async function search(token: string, query: string, orgId: string = DEMO.org.id) {
  return t.app.inject({
    method: "GET",
    url: `/api/search/organization/${orgId}?${query}`,
    headers: bearer(token),
  });
}

async function found(token: string, term: string, type = "all"): Promise<GlobalSearchResult> {
  const response = await search(token, `term=${encodeURIComponent(term)}&type=${type}`);
  expect(response.statusCode).toBe(200);
  return response.json().payload;
}

const names = (hits: { name: string }[]) => hits.map((hit) => hit.name);

describe("GET /search/organization/{orgId}: contacts, sessions and content with totals", () => {
  it("finds a contact by a misspelled name, imported a moment ago", async () => {
    const result = await found(admin, "Lovlace");
    expect(names(result.contacts)).toContain("Ada Lovelace");
    expect(result.contacts[0]).toMatchObject({
      type: "contact",
      eventId: DEMO.summit.id,
      eventName: "Foyer Summit 2027",
    });
  });

  it("finds a contact by words typed halfway, the last one unfinished, in any order", async () => {
    expect(names((await found(admin, "ada lovel")).contacts)[0]).toBe("Ada Lovelace");
    expect(names((await found(admin, "lovelace ad")).contacts)[0]).toBe("Ada Lovelace");
  });

  it("finds a contact by email and by part of it, and ranks the closest first", async () => {
    expect(names((await found(admin, "grace@example.com")).contacts)[0]).toBe("Grace Hopper");
    const analytical = await found(admin, "analytical");
    expect(names(analytical.contacts).sort()).toEqual(["Ada Lovelace", "Charles Babbage"]);
    expect(analytical.totals.contacts).toBe(2);
  });

  it("finds sessions and content across the organization's events, with a total per kind", async () => {
    const result = await found(admin, "compilers");
    expect(names(result.sessions).sort()).toEqual(["Community Compilers Night", "Compilers for Everyone"]);
    expect(result.totals).toMatchObject({ sessions: 2, contacts: 0, content: 0 });
    expect(names((await found(admin, "handbok")).content)).toEqual(["Speaker handbook"]);
  });

  it("lists every match of the term as typed before near matches, however many near ones come first", async () => {
    const item = (title: string) => ({
      id: randomUUID(),
      orgId: DEMO.org.id,
      eventId: DEMO.summit.id,
      title,
      description: "",
    });
    // More near matches than a kind ever reads, written (and so stored) before the exact ones.
    await t.database.db
      .insert(contentItems)
      .values(Array.from({ length: 120 }, (_, index) => item(`Orbital Mechanics ${index}`)));
    await t.database.db
      .insert(contentItems)
      .values(Array.from({ length: 12 }, (_, index) => item(`Orbital Dynamics ${index}`)));
    const result = await found(admin, "orbital dynamics", "content");
    expect(result.content).toHaveLength(10);
    expect(result.content.every((hit) => hit.name.startsWith("Orbital Dynamics"))).toBe(true);
    expect(result.totals.content).toBe(12);
    // A typo still finds them, near matches included.
    const typo = await found(admin, "orbitl dynamics", "content");
    expect(names(typo.content)).toContain("Orbital Dynamics 0");
  });

  it("a contact moved to another event is found there; one taken out of every event is not found", async () => {
    const { eq } = await import("drizzle-orm");
    const id = randomUUID();
    const db = t.database.db;
    await db.insert(contacts).values({
      id,
      orgId: DEMO.org.id,
      eventId: DEMO.summit.id,
      fname: "Wanda",
      lname: "Wanderer",
    });
    expect((await found(admin, "wanderer")).contacts[0]).toMatchObject({ eventId: DEMO.summit.id });
    await db.update(contacts).set({ eventId: DEMO.meetup.id }).where(eq(contacts.id, id));
    expect((await found(admin, "wanderer")).contacts[0]).toMatchObject({ eventId: DEMO.meetup.id });
    await db.update(contacts).set({ eventId: null }).where(eq(contacts.id, id));
    expect((await found(admin, "wanderer")).contacts).toEqual([]);
    // Written outside any event from the start, too.
    await db
      .insert(contacts)
      .values({ id: randomUUID(), orgId: DEMO.org.id, eventId: null, fname: "Orla", lname: "Nowhere" });
    expect((await found(admin, "nowhere")).contacts).toEqual([]);
  });

  it("type narrows the search to one kind", async () => {
    const result = await found(admin, "compilers", "contacts");
    expect(result.sessions).toEqual([]);
    expect(result.totals.sessions).toBe(0);
  });

  it("follows edits and deletions at once", async () => {
    const db = t.database.db;
    const id = randomUUID();
    await db
      .insert(eventSessions)
      .values({ id, orgId: DEMO.org.id, eventId: DEMO.summit.id, title: "Quantum Tea" });
    expect(names((await found(admin, "quantum")).sessions)).toEqual(["Quantum Tea"]);
    const { eq } = await import("drizzle-orm");
    await db.update(eventSessions).set({ title: "Quantum Coffee" }).where(eq(eventSessions.id, id));
    expect(names((await found(admin, "quantum")).sessions)).toEqual(["Quantum Coffee"]);
    await db.delete(eventSessions).where(eq(eventSessions.id, id));
    expect((await found(admin, "quantum")).sessions).toEqual([]);
  });

  it("counts a broad term's matches up to the cap, and still lists the best ten", async () => {
    await t.database.db.insert(eventSessions).values(
      Array.from({ length: 205 }, (_, index) => ({
        id: randomUUID(),
        orgId: DEMO.org.id,
        eventId: DEMO.summit.id,
        title: `Breakout room ${index + 1}`,
      })),
    );
    const result = await found(admin, "breakout", "sessions");
    expect(result.totals).toMatchObject({ sessions: 101, capped: 100 });
    expect(result.sessions).toHaveLength(10);
  });

  it("answers a clear message for a term too short or too long, and for a wrong type", async () => {
    const short = await search(admin, "term=a");
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain("Type at least 2 characters to search");
    expect((await search(admin, `term=${"x".repeat(101)}`)).statusCode).toBe(400);
    expect((await search(admin, "term=ada&type=people")).body).toContain(
      "type must be all, contacts, sessions or content",
    );
  });

  it("treats LIKE wildcards in the term as plain characters", async () => {
    expect((await found(admin, "%%")).totals.contacts).toBe(0);
    expect((await found(admin, "__")).totals.contacts).toBe(0);
  });
});

describe("results respect permissions", () => {
  it("a member who may only read contacts finds contacts of their event, never sessions or content", async () => {
    const { tokens } = await signIn(t.app, { username: DEMO.viewer.email, password: DEMO.password });
    const viewer = tokens.access_token;
    const result = await found(viewer, "analytical");
    expect(names(result.contacts).sort()).toEqual(["Ada Lovelace", "Charles Babbage"]);
    const sessions = await found(viewer, "compilers");
    expect(sessions.sessions).toEqual([]);
    expect(sessions.totals.sessions).toBe(0);
    expect((await found(viewer, "handbook")).content).toEqual([]);
  });

  it("someone outside the organization gets 403, an unknown organization 404", async () => {
    const stranger = await signUp(t.app, "stranger-search@example.com");
    expect((await search(stranger.token, "term=ada")).statusCode).toBe(403);
    expect((await search(admin, "term=ada", randomUUID())).statusCode).toBe(404);
  });

  it("an admin of another organization finds nothing of this one by changing the id", async () => {
    const other = await signUp(t.app, "other-org-search@example.com");
    const orgId = randomUUID();
    await t.database.db.insert(organizations).values({ id: orgId, name: "Other" });
    await t.database.db.insert(orgUsers).values({ orgId, userId: other.id, isAdmin: true });
    expect((await search(other.token, "term=ada")).statusCode).toBe(403);
    const own = await search(other.token, "term=ada", orgId);
    expect(own.statusCode).toBe(200);
    expect(own.json().payload.totals).toMatchObject({ contacts: 0, sessions: 0, content: 0 });
  });
});

describe("GET /search/organization/{orgId}/recent: the user's recent terms", () => {
  it("lists the latest terms first, each once whatever its letter case, only the user's own", async () => {
    const user = await signUp(t.app, "recent-search@example.com");
    await t.database.db.insert(orgUsers).values({ orgId: DEMO.org.id, userId: user.id, isAdmin: true });
    for (const term of ["grace", "compilers", "Grace"]) await found(user.token, term);
    const response = await t.app.inject({
      method: "GET",
      url: `/api/search/organization/${DEMO.org.id}/recent`,
      headers: bearer(user.token),
    });
    expect(response.json().payload.terms).toEqual(["Grace", "compilers"]);
    const stranger = await signUp(t.app, "recent-stranger@example.com");
    const refused = await t.app.inject({
      method: "GET",
      url: `/api/search/organization/${DEMO.org.id}/recent`,
      headers: bearer(stranger.token),
    });
    expect(refused.statusCode).toBe(403);
  });

  it("keeps the latest ten when one user searches many terms at once", async () => {
    const user = await signUp(t.app, "recent-burst@example.com");
    await t.database.db.insert(orgUsers).values({ orgId: DEMO.org.id, userId: user.id, isAdmin: true });
    const terms = Array.from({ length: 16 }, (_, index) => `burst term ${index}`);
    await Promise.all(terms.map((term) => found(user.token, term)));
    const response = await t.app.inject({
      method: "GET",
      url: `/api/search/organization/${DEMO.org.id}/recent`,
      headers: bearer(user.token),
    });
    const kept = response.json().payload.terms as string[];
    expect(kept).toHaveLength(10);
    expect(kept.every((term) => terms.includes(term))).toBe(true);
  });
});

describe("indexing what an import wrote", () => {
  it("indexes, chunk after chunk, exactly the event's contacts written since the import began", async () => {
    const db = t.database.db;
    const since = new Date(Date.now() - 1000);
    const written = Array.from({ length: 23 }, (_, index) => ({
      id: randomUUID(),
      orgId: DEMO.org.id,
      eventId: DEMO.meetup.id,
      fname: "Chunky",
      lname: `Indexed${index}`,
    }));
    const older = {
      id: randomUUID(),
      orgId: DEMO.org.id,
      eventId: DEMO.meetup.id,
      fname: "Chunky",
      lname: "Untouched",
      updatedAt: new Date(since.getTime() - 60_000),
    };
    await db.transaction(async (tx) => {
      // As an import's batches write: the search triggers stay quiet.
      await tx.execute(sql`select set_config('foyer.bulk_write', 'on', true)`);
      await tx.insert(contacts).values([...written, older]);
    });
    const indexed = async () =>
      (await db.execute(sql`select entity_id from search_entries where name like 'Chunky %'`)) as unknown as
        | { rows: { entity_id: string }[] }
        | { entity_id: string }[];
    const ids = async () => {
      const result = await indexed();
      return ("rows" in result ? result.rows : result).map((row) => row.entity_id).sort();
    };
    expect(await ids()).toEqual([]);
    await indexImportedContacts(db, DEMO.meetup.id, since, 5);
    expect(await ids()).toEqual(written.map((row) => row.id).sort());
  });
});
