import { randomBytes, randomUUID } from "node:crypto";
import { integrationMessages, MASKED_SECRET, messages } from "@foyer/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events, integrationConnections, organizations, orgUsers } from "../db/schema/index.js";
import { UNREADABLE_KEYS } from "../services/integrations/connections.js";
import { secretBox } from "../services/integrations/secrets.js";
import { platformEvent, useIntegrationKit } from "./support/integrations.js";
import { signUp } from "./support/test-app.js";

/*
 * Issue 24, spec 1 §3–§5, §7: connections, the platform's events and the event mappings, against
 * the stand-ins on loopback. The sync itself: integration-sync.test.ts.
 */

const kit = useIntegrationKit();

async function connectionRows() {
  return kit.t.database.db.select().from(integrationConnections);
}

describe("connecting a source (spec 1 §4 'A failed connect marks the new connection as invalid')", () => {
  it("good keys: 201, connected, secrets masked in every answer", async () => {
    const keys = kit.sandbox.platform("on24").credentials;
    const response = await kit.call("POST", `${kit.base("on24")}/auth?multiple=true`, { ...keys });
    expect(response.statusCode).toBe(201);
    const connection = response.json().payload;
    expect(connection).toMatchObject({ source: "on24", is_connected: true, last_error: null });
    expect(connection.connection_settings).toEqual({
      accessTokenKey: keys.accessTokenKey,
      accessTokenSecret: MASKED_SECRET,
      clientId: keys.clientId,
    });
    const listed = await kit.call("GET", `${kit.base("on24")}/auth?multiple=true`);
    expect(listed.body).not.toContain(keys.accessTokenSecret);
    expect(listed.json().payload.map((item: { id: string }) => item.id)).toContain(connection.id);
    // Encrypted at rest: not even the stored row holds the secret in clear.
    const [row] = (await connectionRows()).filter((item) => item.id === connection.id);
    expect(row?.credentials).not.toContain(keys.accessTokenSecret);
    expect(row?.credentials).not.toContain(keys.accessTokenKey);
  });

  it("wrong keys: the connection is kept, marked invalid, and the call answers 422 with the platform's reason", async () => {
    const keys = { ...kit.sandbox.platform("swoogo-crm").credentials, consumerSecret: "not-the-secret" };
    const response = await kit.call("POST", `${kit.base("swoogo-crm")}/auth`, keys);
    expect(response.statusCode).toBe(422);
    const message = response.json().message as string;
    expect(message).toMatch(/Swoogo/);
    const listed = (await kit.call("GET", `${kit.base("swoogo-crm")}/auth`)).json().payload;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ is_connected: false, last_error: message });
    // PUT with the right secret (the mask elsewhere keeps the stored values) repairs it.
    const fixed = await kit.call("PUT", `${kit.base("swoogo-crm")}/auth`, {
      id: listed[0].id,
      consumerKey: kit.sandbox.platform("swoogo-crm").credentials.consumerKey,
      consumerSecret: kit.sandbox.platform("swoogo-crm").credentials.consumerSecret,
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().payload).toMatchObject({ id: listed[0].id, is_connected: true, last_error: null });
  });

  it("without ?multiple a second connect gives the organization's one connection new keys", async () => {
    const before = (await kit.call("GET", `${kit.base("swoogo-crm")}/auth`)).json().payload;
    const again = await kit.call("POST", `${kit.base("swoogo-crm")}/auth`, {
      ...kit.sandbox.platform("swoogo-crm").credentials,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().payload.id).toBe(before[0].id);
    expect((await kit.call("GET", `${kit.base("swoogo-crm")}/auth`)).json().payload).toHaveLength(1);
  });

  it("required fields: 400 'Please fill out the required fields' naming each, and nothing saved (spec 1 §5)", async () => {
    const count = (await connectionRows()).length;
    const response = await kit.call("POST", `${kit.base("on24")}/auth?multiple=true`, {
      accessTokenKey: "key",
      clientId: "  ",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(integrationMessages.requiredFields);
    expect(response.json().details.map((item: { path: string }) => item.path)).toEqual([
      "accessTokenSecret",
      "clientId",
    ]);
    const masked = await kit.call("POST", `${kit.base("on24")}/auth?multiple=true`, {
      accessTokenKey: "key",
      accessTokenSecret: MASKED_SECRET,
      clientId: "1",
    });
    expect(masked.statusCode).toBe(400);
    const foreign = await kit.call("POST", `${kit.base("on24")}/auth?multiple=true`, { consumerKey: "x" });
    expect(foreign.statusCode).toBe(400);
    expect((await connectionRows()).length).toBe(count);
  });

  it("a Cvent endpoint must be one of Cvent's regions or the configured stand-in: 400 otherwise, nothing saved", async () => {
    const count = (await connectionRows()).length;
    const keys = kit.sandbox.platform("cvent-crm").credentials;
    for (const endpoint of ["http://169.254.169.254/latest", "https://evil.example/ea", "not a url"]) {
      const response = await kit.call("POST", `${kit.base("cvent-crm")}/auth`, { ...keys, endpoint });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json().details).toEqual([
        { path: "endpoint", message: expect.stringMatching(/^Endpoint must be/) },
      ]);
    }
    expect((await connectionRows()).length).toBe(count);
    const good = await kit.call("POST", `${kit.base("cvent-crm")}/auth`, { ...keys });
    expect(good.statusCode).toBe(201);
    expect(good.json().payload.connection_settings).toMatchObject({
      endpoint: keys.endpoint,
      clientSecret: MASKED_SECRET,
    });
  });

  it("a PUT that leaves the secret out, or sends it masked, keeps the stored one", async () => {
    const id = await kit.connect("on24");
    const keys = kit.sandbox.platform("on24").credentials;
    for (const body of [
      { id, clientId: keys.clientId },
      { id, accessTokenSecret: MASKED_SECRET },
    ]) {
      const response = await kit.call("PUT", `${kit.base("on24")}/auth`, body);
      expect(response.statusCode).toBe(200);
      expect(response.json().payload).toMatchObject({ is_connected: true });
      expect(response.body).not.toContain(keys.accessTokenSecret);
    }
    const wrong = await kit.call("PUT", `${kit.base("on24")}/auth`, { id, accessTokenSecret: "changed" });
    expect(wrong.statusCode).toBe(422);
  });

  it("removes a connection: 204, then it is gone (404 on a second removal)", async () => {
    const id = await kit.connect("on24");
    expect((await kit.call("DELETE", `${kit.base("on24")}/auth/${id}`)).statusCode).toBe(204);
    const again = await kit.call("DELETE", `${kit.base("on24")}/auth/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(integrationMessages.connectionNotFound);
  });
});

describe("keys sealed with another secrets key (FOYER_SECRETS_KEY changed, the key file lost)", () => {
  it("answer the connection as invalid, saying so, until its keys are entered again", async () => {
    const other = secretBox(randomBytes(32));
    const id = randomUUID();
    await kit.t.database.db.insert(integrationConnections).values({
      id,
      orgId: kit.orgId,
      source: "on24",
      multiple: true,
      isConnected: true,
      credentials: other.seal(JSON.stringify(kit.sandbox.platform("on24").credentials)),
    });
    const listed = (await kit.call("GET", `${kit.base("on24")}/auth`)).json().payload;
    expect(listed.find((item: { id: string }) => item.id === id)).toMatchObject({
      is_connected: false,
      last_error: UNREADABLE_KEYS,
      connection_settings: { accessTokenKey: "", accessTokenSecret: "", clientId: "" },
    });
    const events = await kit.call("GET", `${kit.base("on24")}/events?configId=${id}`);
    expect(events.statusCode).toBe(422);
    expect(events.json().message).toBe(UNREADABLE_KEYS);
    const partial = await kit.call("PUT", `${kit.base("on24")}/auth`, { id, clientId: "10001" });
    expect(partial.statusCode).toBe(400);
    const full = await kit.call("PUT", `${kit.base("on24")}/auth`, {
      id,
      ...kit.sandbox.platform("on24").credentials,
    });
    expect(full.json().payload).toMatchObject({ id, is_connected: true, last_error: null });
  });
});

describe("who may see and change connections", () => {
  it("a member without permission to change the organization's settings gets 403 everywhere", async () => {
    const member = await signUp(kit.t.app, "plain.member@example.com");
    await kit.t.database.db.insert(orgUsers).values({ orgId: kit.orgId, userId: member.id });
    const id = await kit.connect("on24");
    const calls: [method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: object][] = [
      ["GET", `${kit.base("on24")}/auth`],
      ["POST", `${kit.base("on24")}/auth`, { ...kit.sandbox.platform("on24").credentials }],
      ["DELETE", `${kit.base("on24")}/auth/${id}`],
      ["GET", `${kit.base("on24")}/events`],
      ["GET", `${kit.base("on24")}/config/${id}/event-mappings`],
      ["POST", `${kit.base("on24")}/config/${id}/sync`],
      ["GET", `/api/integrations/org/${kit.orgId}/settings`],
    ];
    for (const [method, url, body] of calls) {
      const response = await kit.call(method, url, body, member.token);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(messages.noPermission);
    }
  });

  it("another organization's connection is 404 under this organization's path", async () => {
    const db = kit.t.database.db;
    await db.insert(organizations).values({ id: "org-other", name: "Other" });
    // The demo admin is a platform admin, so it may connect the other organization too.
    const theirs = await kit.call("POST", `${kit.base("on24", "org-other")}/auth?multiple=true`, {
      ...kit.sandbox.platform("on24").credentials,
    });
    expect(theirs.statusCode).toBe(201);
    const id = theirs.json().payload.id;
    for (const url of [`${kit.base("on24")}/auth/${id}`, `${kit.base("on24")}/config/${id}/event-mappings`]) {
      const method = url.includes("/auth/") ? "DELETE" : "GET";
      const response = await kit.call(method, url);
      expect(response.statusCode, url).toBe(404);
    }
    // Under another source's path too.
    expect((await kit.call("DELETE", `${kit.base("swoogo-crm", "org-other")}/auth/${id}`)).statusCode).toBe(
      404,
    );
  });
});

describe("the platform's events (GET …/events), by default 12 months back to 18 ahead", () => {
  it("lists the events in the default range and says which range it used", async () => {
    kit.sandbox.platform("cvent-crm").events = [
      platformEvent("past", "Last spring's summit", { inDays: -300 }),
      platformEvent("soon", "Next month's webinar", { inDays: 30 }),
      platformEvent("later", "Next year's forum", { inDays: 500 }),
      platformEvent("too-old", "Ancient history", { inDays: -420 }),
      platformEvent("too-far", "Far future", { inDays: 600 }),
    ];
    const response = await kit.call("GET", `${kit.base("cvent-crm")}/events`);
    expect(response.statusCode).toBe(200);
    const { events: listed, from, to } = response.json().payload;
    expect(listed.map((event: { id: string }) => event.id).sort()).toEqual(["later", "past", "soon"]);
    expect(listed.find((event: { id: string }) => event.id === "soon")).toMatchObject({
      name: "Next month's webinar",
      time_zone: "Europe/Berlin",
      starts_at: expect.any(String),
    });
    expect(from < to).toBe(true);
  });

  it("several connections of a source: configId chooses one, none is 400", async () => {
    const first = await kit.connect("on24");
    await kit.connect("on24");
    const unchosen = await kit.call("GET", `${kit.base("on24")}/events`);
    expect(unchosen.statusCode).toBe(400);
    expect(unchosen.json().details[0].path).toBe("configId");
    const chosen = await kit.call("GET", `${kit.base("on24")}/events?configId=${first}`);
    expect(chosen.statusCode).toBe(200);
  });

  it("a platform that is down answers 502 with what happened", async () => {
    kit.sandbox.platform("cvent-crm").fault("down");
    const response = await kit.call("GET", `${kit.base("cvent-crm")}/events`);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(/Cvent/);
  });
});

describe("event mappings (spec 1 §3 'Mapping payload', §7)", () => {
  it("saves, reads and deletes the choice; the payload holds both sides", async () => {
    const platform = kit.sandbox.platform("swoogo-crm");
    platform.events = [
      platformEvent("s1", "Swoogo one"),
      platformEvent("s2", "Swoogo two"),
      platformEvent("s3", "Swoogo three"),
    ];
    const id = (await kit.call("GET", `${kit.base("swoogo-crm")}/auth`)).json().payload[0].id;
    const [orgEvent] = await kit.t.database.db
      .select()
      .from(events)
      .where(eq(events.orgId, kit.orgId))
      .limit(1);
    const url = `${kit.base("swoogo-crm")}/config/${id}/event-mappings`;
    const saved = await kit.call("PUT", url, {
      selectedExternalEventIds: ["s1", "s2"],
      externalEventMappings: [
        { external_event_id: "s1", foyer_event_id: null },
        { external_event_id: "s2", foyer_event_id: orgEvent?.id },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const payload = saved.json().payload;
    expect(payload.integration_events.map((event: { id: string }) => event.id).sort()).toEqual([
      "s1",
      "s2",
      "s3",
    ]);
    expect(payload.foyer_events).toContainEqual({ id: orgEvent?.id, name: orgEvent?.name });
    expect(
      payload.mappings.map(
        (mapping: { external_event_id: string; foyer_event_id: string | null; selected: boolean }) => [
          mapping.external_event_id,
          mapping.foyer_event_id,
          mapping.selected,
        ],
      ),
    ).toEqual([
      ["s1", null, true],
      ["s2", orgEvent?.id, true],
    ]);
    const all = (await kit.call("GET", `${kit.base("swoogo-crm")}/event-mappings`)).json().payload;
    expect(all).toHaveLength(2);
    const mapping = all.find((item: { external_event_id: string }) => item.external_event_id === "s1");
    expect((await kit.call("DELETE", `${url}/${mapping.id}`)).statusCode).toBe(204);
    expect((await kit.call("DELETE", `${url}/${mapping.id}`)).statusCode).toBe(404);
    expect((await kit.call("GET", url)).json().payload.mappings).toHaveLength(1);
  });

  it("refuses another organization's event and two outside events on one Foyer event", async () => {
    const id = (await kit.call("GET", `${kit.base("swoogo-crm")}/auth`)).json().payload[0].id;
    const url = `${kit.base("swoogo-crm")}/config/${id}/event-mappings`;
    const [theirs] = await kit.t.database.db
      .insert(events)
      .values({
        id: "other-event",
        orgId: "org-other",
        name: "Not yours",
        slug: "not-yours",
        dateFrom: "2027-01-01",
        dateTo: "2027-01-01",
      })
      .returning();
    const foreign = await kit.call("PUT", url, {
      selectedExternalEventIds: ["s1"],
      externalEventMappings: [{ external_event_id: "s1", foyer_event_id: theirs?.id }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details[0].path).toBe("externalEventMappings.0.foyer_event_id");
    const [mine] = await kit.t.database.db.select().from(events).where(eq(events.orgId, kit.orgId)).limit(1);
    const twice = await kit.call("PUT", url, {
      selectedExternalEventIds: ["s1", "s3"],
      externalEventMappings: [
        { external_event_id: "s1", foyer_event_id: mine?.id },
        { external_event_id: "s3", foyer_event_id: mine?.id },
      ],
    });
    expect(twice.statusCode).toBe(400);
  });
});

describe("organization settings (spec 1 §9: On24 only unless the organization lists all sources)", () => {
  it("round-trips listAllSources and says the sources are the sandbox only when they are", async () => {
    const url = `/api/integrations/org/${kit.orgId}/settings`;
    expect((await kit.call("GET", url)).json().payload).toEqual({ listAllSources: false, sandbox: false });
    const saved = await kit.call("PUT", url, { listAllSources: true });
    expect(saved.json().payload).toEqual({ listAllSources: true, sandbox: false });
    expect((await kit.call("GET", url)).json().payload.listAllSources).toBe(true);
  });
});
