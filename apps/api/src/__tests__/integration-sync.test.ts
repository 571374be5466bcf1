import { randomUUID } from "node:crypto";
import { type IntegrationSource, integrationMessages, messages } from "@foyer/domain";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  contacts,
  events,
  featureFlags,
  integrationSpeakerLinks,
  integrationSyncRuns,
  jobs,
  moduleFields,
  modules,
  organizations,
  orgUsers,
  searchEntries,
} from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import type { SandboxEvent } from "../integrations-sandbox/index.js";
import { InProcessQueue } from "../jobs/in-process-queue.js";
import { createIntegrationRuntime, SYNC_JOB, type SyncJobData } from "../services/integrations/runtime.js";
import { recoverSyncJobs, runSyncJob } from "../services/integrations/sync-job.js";
import { platformEvent, speaker, useIntegrationKit } from "./support/integrations.js";
import { until } from "./support/mail.js";
import { signUp } from "./support/test-app.js";
import { startWebhookReceiver, verifies } from "./support/webhook-receiver.js";

/*
 * Issue 24 "Sync", "Dry run", "Bad input": the sync job against the stand-ins on loopback. Each
 * chosen outside event becomes (or updates) a Foyer event with its speakers as contacts on the
 * event's speakers list; a second sync creates nothing; a failure keeps whole events only.
 */

const kit = useIntegrationKit();
const db = () => kit.t.database.db;

async function choose(source: IntegrationSource, configId: string, choice: Record<string, string | null>) {
  const response = await kit.call("PUT", `${kit.base(source)}/config/${configId}/event-mappings`, {
    selectedExternalEventIds: Object.keys(choice),
    externalEventMappings: Object.entries(choice).map(([external_event_id, foyer_event_id]) => ({
      external_event_id,
      foyer_event_id,
    })),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

async function sync(source: IntegrationSource, configId: string) {
  const started = await kit.call("POST", `${kit.base(source)}/config/${configId}/sync`);
  expect(started.statusCode, started.body).toBe(202);
  const { job_id: jobId } = started.json().payload;
  return { jobId, ...(await kit.finished(jobId)) };
}

const eventCount = async () => (await db().select({ n: count() }).from(events))[0]?.n ?? 0;
const contactCount = async () => (await db().select({ n: count() }).from(contacts))[0]?.n ?? 0;
const mappingOf = async (source: IntegrationSource, externalId: string) =>
  (
    (await kit.call("GET", `${kit.base(source)}/event-mappings`)).json().payload as {
      external_event_id: string;
      foyer_event_id: string | null;
    }[]
  ).find((mapping) => mapping.external_event_id === externalId);

/** The event's speakers list (spec 1 §2 contacts/speakers): names in it. */
async function speakersList(eventId: string): Promise<string[]> {
  const [contactsModule] = await db()
    .select()
    .from(modules)
    .where(and(eq(modules.eventId, eventId), eq(modules.kind, "contacts")));
  const response = await kit.call(
    "GET",
    `/api/modules/${contactsModule?.id}/records?role=speaker&pageSize=100`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json()
    .payload.records.map((record: { name: string }) => record.name)
    .sort();
}

describe("a sync of Cvent events (issue 24 'Sync')", () => {
  let configId = "";
  let existingEventId = "";
  const grace = speaker({ firstName: "Grace", lastName: "Hopper", title: "Rear Admiral" });
  const alan = speaker({ firstName: "Alan", lastName: "Turing", email: null, bio: null });
  const ada = speaker({ firstName: "Ada", lastName: "Lovelace" });
  let fresh: SandboxEvent;
  let mapped: SandboxEvent;

  beforeAll(async () => {
    fresh = platformEvent("cv-new", "Compilers Summit", {
      days: 2,
      zone: "America/New_York",
      speakers: [grace, alan],
    });
    mapped = platformEvent("cv-mapped", "Data Forum (renamed)", {
      inDays: 60,
      zone: "Asia/Tokyo",
      speakers: [ada],
    });
    kit.sandbox.platform("cvent-crm").events = [fresh, mapped];
    configId = await kit.connect("cvent-crm");
    const [existing] = await db()
      .insert(events)
      .values({
        id: randomUUID(),
        orgId: kit.orgId,
        name: "Data Forum",
        slug: `data-forum-${randomUUID().slice(0, 6)}`,
        dateFrom: "2020-01-01",
        dateTo: "2020-01-01",
      })
      .returning();
    existingEventId = existing?.id ?? "";
    await db().insert(modules).values({
      id: randomUUID(),
      orgId: kit.orgId,
      eventId: existingEventId,
      kind: "contacts",
      name: "Contacts",
      slug: "contacts",
      recordName: "contact",
    });
  });

  it("the dry run says what would be created and updated, and writes nothing", async () => {
    const before = { events: await eventCount(), contacts: await contactCount() };
    const response = await kit.call("POST", `${kit.base("cvent-crm")}/config/${configId}/preview`, {
      selectedExternalEventIds: ["cv-new", "cv-mapped"],
      externalEventMappings: [{ external_event_id: "cv-mapped", foyer_event_id: existingEventId }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json().payload.events;
    expect(
      preview.find((entry: { external_event_id: string }) => entry.external_event_id === "cv-new"),
    ).toMatchObject({
      action: "create",
      name: "Compilers Summit",
      foyer_event_id: null,
      speakers: { create: 2, update: 0, unchanged: 0, without_email: 1 },
      problem: null,
    });
    const update = preview.find(
      (entry: { external_event_id: string }) => entry.external_event_id === "cv-mapped",
    );
    expect(update).toMatchObject({
      action: "update",
      foyer_event_id: existingEventId,
      speakers: { create: 1 },
    });
    expect(update.changes).toContainEqual({ field: "name", from: "Data Forum", to: "Data Forum (renamed)" });
    expect(update.changes.map((change: { field: string }) => change.field)).toEqual([
      "name",
      "dateFrom",
      "dateTo",
      "timezone",
    ]);
    expect({ events: await eventCount(), contacts: await contactCount() }).toEqual(before);
    expect((await kit.call("GET", `${kit.base("cvent-crm")}/event-mappings`)).json().payload).toEqual([]);
  });

  it("creates the new event and updates the mapped one, with their speakers as contacts on the speakers list", async () => {
    await choose("cvent-crm", configId, { "cv-new": null, "cv-mapped": existingEventId });
    const done = await sync("cvent-crm", configId);
    expect(done.status).toBe("completed");
    expect(done.payload).toMatchObject({
      progress: 1,
      counts: { eventsCreated: 1, eventsUpdated: 1, speakersCreated: 3, speakersUpdated: 0 },
      problems: [],
    });
    const created = (await mappingOf("cvent-crm", "cv-new"))?.foyer_event_id ?? "";
    expect(done.payload.eventIds).toEqual(expect.arrayContaining([created, existingEventId]));
    const [event] = await db().select().from(events).where(eq(events.id, created));
    // Calendar dates in the event's own zone (9:00–17:00 New York over two days).
    expect(event).toMatchObject({
      name: "Compilers Summit",
      timezone: "America/New_York",
      dateFrom: fresh.startsAt
        ? new Date(fresh.startsAt).toLocaleDateString("sv", { timeZone: "America/New_York" })
        : "",
      dateTo: fresh.endsAt
        ? new Date(fresh.endsAt).toLocaleDateString("sv", { timeZone: "America/New_York" })
        : "",
    });
    expect(await speakersList(created)).toEqual(["Alan Turing", "Grace Hopper"]);
    const [updated] = await db().select().from(events).where(eq(events.id, existingEventId));
    expect(updated).toMatchObject({ name: "Data Forum (renamed)", timezone: "Asia/Tokyo" });
    expect(await speakersList(existingEventId)).toEqual(["Ada Lovelace"]);
    // And on the organization's speakers list.
    const orgSpeakers = await kit.call("GET", `/api/organizations/${kit.orgId}/speakers?q=Turing`);
    expect(orgSpeakers.json().payload.records.map((row: { name: string }) => row.name)).toContain(
      "Alan Turing",
    );
    // A speaker without an email is imported; the bio lands in the contacts' "Bio" field.
    const [turing] = await db()
      .select()
      .from(contacts)
      .where(and(eq(contacts.eventId, created), eq(contacts.lname, "Turing")));
    expect(turing).toMatchObject({ email: null, company: "Northwind", title: "CTO" });
    // In the global search too (written with the triggers quiet, then indexed in one statement).
    const [entry] = await db()
      .select()
      .from(searchEntries)
      .where(eq(searchEntries.entityId, turing?.id ?? ""));
    expect(entry).toMatchObject({ entityType: "contact", name: "Alan Turing" });
    const [hopper] = await db()
      .select()
      .from(contacts)
      .where(and(eq(contacts.eventId, created), eq(contacts.lname, "Hopper")));
    const [bio] = await db()
      .select()
      .from(moduleFields)
      .innerJoin(modules, eq(modules.id, moduleFields.moduleId))
      .where(and(eq(modules.eventId, created), eq(moduleFields.name, "Bio")));
    expect(hopper?.data[bio?.module_fields.id ?? ""]).toBe("Talks about compilers.");
    expect(hopper?.email).toBe(grace.email);
    // The event's settings/integrations page.
    const page = await kit.call("GET", `/api/events/${created}/integrations`);
    expect(page.json().payload).toEqual([
      expect.objectContaining({
        source: "cvent-crm",
        config_id: configId,
        external_event_id: "cv-new",
        external_event_name: "Compilers Summit",
      }),
    ]);
  });

  it("a second sync creates nothing; a changed title updates the contact", async () => {
    const before = { events: await eventCount(), contacts: await contactCount() };
    const again = await sync("cvent-crm", configId);
    expect(again.payload.counts).toEqual({
      eventsCreated: 0,
      eventsUpdated: 0,
      speakersCreated: 0,
      speakersUpdated: 0,
    });
    expect({ events: await eventCount(), contacts: await contactCount() }).toEqual(before);
    grace.title = "Admiral";
    const changed = await sync("cvent-crm", configId);
    expect(changed.payload.counts).toMatchObject({ speakersCreated: 0, speakersUpdated: 1 });
    const created = (await mappingOf("cvent-crm", "cv-new"))?.foyer_event_id ?? "";
    const [hopper] = await db()
      .select()
      .from(contacts)
      .where(and(eq(contacts.eventId, created), eq(contacts.lname, "Hopper")));
    expect(hopper?.title).toBe("Admiral");
    expect(await contactCount()).toBe(before.contacts);
  });

  it("a speaker whose contact already exists by email is matched, not duplicated", async () => {
    const created = (await mappingOf("cvent-crm", "cv-new"))?.foyer_event_id ?? "";
    const email = "known@example.com";
    await db().insert(contacts).values({
      id: randomUUID(),
      orgId: kit.orgId,
      eventId: created,
      fname: "Known",
      lname: "Person",
      email,
    });
    fresh.speakers.push(speaker({ firstName: "Known", lastName: "Person", email: email.toUpperCase() }));
    const before = await contactCount();
    await sync("cvent-crm", configId);
    expect(await contactCount()).toBe(before);
    expect(await speakersList(created)).toContain("Known Person");
  });

  it("sends integration.synced, signed, to the organization's webhooks for each event it wrote", async () => {
    const receiver = await startWebhookReceiver();
    try {
      const hook = await kit.call("POST", `/api/organizations/${kit.orgId}/webhooks`, {
        url: `${receiver.base}/synced`,
        events: ["integration.synced"],
      });
      expect(hook.statusCode, hook.body).toBe(201);
      const { secret } = hook.json().payload as { secret: string };
      await sync("cvent-crm", configId);
      const created = (await mappingOf("cvent-crm", "cv-new"))?.foyer_event_id ?? "";
      const messages = await until(
        () => (receiver.received.length >= 2 ? receiver.received : undefined),
        15_000,
        "the sync's news",
      );
      for (const message of messages) expect(verifies(secret, message)).toBe(true);
      const bodies = messages.map((message) => JSON.parse(message.body));
      expect(bodies.map((body) => body.eventId).sort()).toEqual([created, existingEventId].sort());
      expect(bodies[0]).toMatchObject({
        type: "integration.synced",
        data: { source: "cvent-crm", status: "completed", counts: { eventsCreated: 0 } },
      });
      await kit.call("DELETE", `/api/organizations/${kit.orgId}/webhooks/${hook.json().payload.id}`);
    } finally {
      await receiver.close();
    }
  });

  it("field mappings: a field turned off is left alone by the next sync", async () => {
    const url = `${kit.base("cvent-crm")}/event/${existingEventId}/integration-event/cv-mapped/field-mappings`;
    const read = await kit.call("GET", url);
    expect(read.json().payload.fields).toContainEqual({
      foyer_field: "name",
      source_field: "title",
      enabled: true,
    });
    const saved = await kit.call("PUT", url, { fields: [{ foyer_field: "name", enabled: false }] });
    expect(saved.json().payload.fields).toContainEqual({
      foyer_field: "name",
      source_field: "title",
      enabled: false,
    });
    mapped.name = "Data Forum (renamed again)";
    await sync("cvent-crm", configId);
    const [event] = await db().select().from(events).where(eq(events.id, existingEventId));
    expect(event?.name).toBe("Data Forum (renamed)");
    expect(
      (
        await kit.call(
          "GET",
          `${kit.base("cvent-crm")}/event/${existingEventId}/integration-event/nope/field-mappings`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it("the job's progress is the starter's; the log is for admins and the sbViewIntegrationsLog flag", async () => {
    const { jobId } = await sync("cvent-crm", configId);
    const member = await signUp(kit.t.app, "log.reader@example.com");
    await db().insert(orgUsers).values({ orgId: kit.orgId, userId: member.id });
    expect((await kit.call("GET", `/api/jobs/progress/${jobId}`, undefined, member.token)).statusCode).toBe(
      403,
    );
    const logUrl = `${kit.base("cvent-crm")}/config/${configId}/log`;
    const refused = await kit.call("GET", logUrl, undefined, member.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.noPermission);
    await db()
      .insert(featureFlags)
      .values({ id: randomUUID(), name: "sbViewIntegrationsLog", userId: member.id, orgId: kit.orgId });
    const flagged = await kit.call("GET", logUrl, undefined, member.token);
    expect(flagged.statusCode).toBe(200);
    const admin = await kit.call("GET", logUrl);
    expect(admin.json().payload).toEqual(flagged.json().payload);
    const [latest] = admin.json().payload;
    expect(latest).toMatchObject({
      job_id: jobId,
      status: "completed",
      started_by: expect.any(String),
      finished_at: expect.any(String),
    });
    expect(latest.message).toMatch(/^Imported 2 events/);
    // A flag for another organization opens nothing here.
    const other = await signUp(kit.t.app, "other.flag@example.com");
    await db().insert(orgUsers).values({ orgId: kit.orgId, userId: other.id });
    await db().insert(organizations).values({ id: "org-elsewhere", name: "Elsewhere" });
    await db()
      .insert(featureFlags)
      .values({ id: randomUUID(), name: "sbViewIntegrationsLog", userId: other.id, orgId: "org-elsewhere" });
    expect((await kit.call("GET", logUrl, undefined, other.token)).statusCode).toBe(403);
  });

  it("two syncs started at once: one runs, the other is told (409)", async () => {
    // The first sync's listing waits for the client's timeout once, so both calls meet it running.
    kit.sandbox.platform("cvent-crm").fault("slow", 1);
    const [a, b] = await Promise.all([
      kit.call("POST", `${kit.base("cvent-crm")}/config/${configId}/sync`),
      kit.call("POST", `${kit.base("cvent-crm")}/config/${configId}/sync`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([202, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().message).toBe(integrationMessages.syncRunning);
    // Nor is the connection removed from under a running sync.
    const removal = await kit.call("DELETE", `${kit.base("cvent-crm")}/auth/${configId}`);
    expect(removal.statusCode).toBe(409);
    const started = a.statusCode === 202 ? a : b;
    expect((await kit.finished(started.json().payload.job_id)).status).toBe("completed");
  });
});

describe("bad input (issue 24): no dates, a platform that fails mid-sync", () => {
  it("an event without dates is left out with a message; the others are imported", async () => {
    kit.sandbox.platform("swoogo-crm").events = [
      platformEvent("sw-1", "Dated meetup", { speakers: [speaker()] }),
      platformEvent("sw-2", "Someday webinar", { dated: false, speakers: [speaker()] }),
    ];
    const configId = await kit.connect("swoogo-crm");
    const preview = await kit.call("POST", `${kit.base("swoogo-crm")}/config/${configId}/preview`, {
      selectedExternalEventIds: ["sw-1", "sw-2"],
      externalEventMappings: [],
    });
    const undated = preview
      .json()
      .payload.events.find((entry: { external_event_id: string }) => entry.external_event_id === "sw-2");
    expect(undated.problem).toMatch(/“Someday webinar” has no dates on Swoogo/);
    await choose("swoogo-crm", configId, { "sw-1": null, "sw-2": null });
    const before = await eventCount();
    const done = await sync("swoogo-crm", configId);
    expect(done.status).toBe("completed");
    expect(done.payload.problems).toEqual([
      expect.stringMatching(/^“Someday webinar” has no dates on Swoogo/),
    ]);
    expect(done.payload.eventIds).toHaveLength(1);
    expect(await eventCount()).toBe(before + 1);
    expect((await mappingOf("swoogo-crm", "sw-2"))?.foyer_event_id).toBeNull();
  });

  it("a platform that goes down mid-sync leaves whole events only and says what was kept", async () => {
    const platform = kit.sandbox.platform("cvent-crm");
    const list = Array.from({ length: 6 }, (_, index) =>
      platformEvent(`down-${index}`, `Roadshow ${index + 1}`, { speakers: [speaker(), speaker()] }),
    );
    // Once the third event's speakers are read, the platform stops answering.
    const third = list[2] as SandboxEvent;
    const speakers = third.speakers;
    Object.defineProperty(third, "speakers", {
      get() {
        platform.fault("down");
        return speakers;
      },
    });
    platform.events = list;
    const configId = (await kit.call("GET", `${kit.base("cvent-crm")}/auth`)).json().payload[0].id;
    await choose("cvent-crm", configId, Object.fromEntries(list.map((event) => [event.id, null])));
    const before = await eventCount();
    const done = await sync("cvent-crm", configId);
    expect(done.status).toBe("error");
    const kept = done.payload.eventIds as string[];
    expect(kept.length).toBeGreaterThanOrEqual(3);
    expect(kept.length).toBeLessThan(6);
    expect(done.payload.error).toMatch(
      new RegExp(`^Imported ${kept.length} of 6 events; Cvent stopped answering`),
    );
    expect(await eventCount()).toBe(before + kept.length);
    for (const eventId of kept) {
      const links = await db()
        .select()
        .from(integrationSpeakerLinks)
        .where(eq(integrationSpeakerLinks.eventId, eventId));
      expect(links).toHaveLength(2);
    }
    const log = (await kit.call("GET", `${kit.base("cvent-crm")}/config/${configId}/log`)).json().payload;
    expect(log[0]).toMatchObject({ status: "error", message: done.payload.error });
    platform.clearFaults();
  });
});

describe("ON24 speakers come without ids; a second sync still creates nothing", () => {
  it("matches them again on the next sync", async () => {
    kit.sandbox.platform("on24").events = [
      platformEvent("24001", "ON24 webinar", { speakers: [speaker(), speaker({ email: null }), speaker()] }),
    ];
    const configId = await kit.connect("on24");
    await choose("on24", configId, { "24001": null });
    const first = await sync("on24", configId);
    expect(first.status).toBe("completed");
    expect(first.payload.counts).toMatchObject({ eventsCreated: 1, speakersCreated: 3 });
    const before = await contactCount();
    const second = await sync("on24", configId);
    expect(second.payload.counts).toMatchObject({ eventsCreated: 0, speakersCreated: 0 });
    expect(await contactCount()).toBe(before);
  });
});

describe("a sync its process left unfinished (issue 24, like the clone's recovery)", () => {
  it("is queued again at the next start and completes", async () => {
    kit.sandbox.platform("swoogo-crm").events = [
      platformEvent("rec-1", "Recovered meetup", { speakers: [speaker(), speaker()] }),
    ];
    const configId = await kit.connect("swoogo-crm");
    await choose("swoogo-crm", configId, { "rec-1": null });
    // As if the process running it died: the job "processing" under a lapsed lease, its log entry running.
    const jobId = randomUUID();
    const runId = randomUUID();
    await db()
      .insert(jobs)
      .values({
        id: jobId,
        kind: SYNC_JOB,
        userId: DEMO.admin.id,
        orgId: kit.orgId,
        status: "processing",
        request: { connectionId: configId, runId },
        leaseOwner: "a-process-that-died",
        leaseUntil: new Date(Date.now() - 60_000),
      });
    await db()
      .insert(integrationSyncRuns)
      .values({ id: runId, orgId: kit.orgId, connectionId: configId, jobId, userId: DEMO.admin.id });
    const queue = new InProcessQueue();
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const rt = createIntegrationRuntime(
      { db: db(), databaseKind: kit.t.database.kind, queue, log: quiet },
      kit.options,
    );
    await queue.work<SyncJobData>(SYNC_JOB, (data, job) => runSyncJob(rt, data, job));
    try {
      expect(await recoverSyncJobs(rt)).toEqual([jobId]);
      const done = await kit.finished(jobId);
      expect(done.status).toBe("completed");
      expect(done.payload.counts).toMatchObject({ eventsCreated: 1, speakersCreated: 2 });
      const [run] = await db().select().from(integrationSyncRuns).where(eq(integrationSyncRuns.id, runId));
      expect(run?.status).toBe("completed");
    } finally {
      await queue.stop();
    }
  });
});
