import type { SessionPage } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import { createSessionsApi } from "../api/sessions.js";
import { isHttpError } from "../errors.js";
import { createTestSdk, jsonResponse, type Route } from "./helpers.js";

function setup(routes: Record<string, Route>, eventId = "e 1") {
  const { sdk, server, tokens } = createTestSdk(routes);
  return { sessions: createSessionsApi(sdk.http, eventId), server, tokens };
}

const page: SessionPage = { sessions: [], total: 0, page: 1, pageSize: 50, timezone: "UTC" };
const base = "/api/events/e%201/sessions";

describe("sessions.list: GET /events/{eventId}/sessions?page&pageSize&sort&q", () => {
  it("sends the chosen paging, sort and search with the bearer token", async () => {
    const { sessions, server, tokens } = setup({
      [`GET ${base}`]: () => jsonResponse(200, { payload: page }),
    });
    await expect(sessions.list({ page: 2, pageSize: 25, sort: "-title", q: " key " })).resolves.toEqual(page);
    const call = server.calls[0];
    expect(call?.headers.get("Authorization")).toBe(`Bearer ${tokens.id_token}`);
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      page: "2",
      pageSize: "25",
      sort: "-title",
      q: "key",
      userId: "user-1",
    });
  });

  it("a refused call rejects with the server's sentence", async () => {
    const { sessions } = setup({
      [`GET ${base}`]: () => jsonResponse(403, { statusCode: 403, code: "FORBIDDEN", message: "No" }),
    });
    const error = await sessions.list().catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(403);
  });
});

describe("one session's calls", () => {
  it("create, update, remove and audit use the session's path and JSON bodies", async () => {
    const bodies: unknown[] = [];
    const record: Route = async (call) => {
      bodies.push(call.body ?? null);
      return jsonResponse(200, { payload: { ok: call.method } });
    };
    const { sessions, server } = setup({
      [`POST ${base}`]: record,
      [`PUT ${base}/s%2F1`]: record,
      [`DELETE ${base}/s%2F1`]: record,
      [`GET ${base}/s%2F1/audit`]: record,
    });
    await sessions.create({ title: "Keynote", parentId: "p-1" });
    await sessions.update("s/1", { title: "New" });
    await sessions.remove("s/1");
    await sessions.audit("s/1");
    expect(server.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      `POST ${base}`,
      `PUT ${base}/s%2F1`,
      `DELETE ${base}/s%2F1`,
      `GET ${base}/s%2F1/audit`,
    ]);
    expect(bodies.slice(0, 2)).toEqual([{ title: "Keynote", parentId: "p-1" }, { title: "New" }]);
  });

  it("participants and files", async () => {
    const bodies: unknown[] = [];
    const record: Route = async (call) => {
      bodies.push(call.body ?? null);
      return jsonResponse(200, { payload: [] });
    };
    const { sessions, server } = setup({
      [`POST ${base}/s-1/participants`]: record,
      [`DELETE ${base}/s-1/participants/speaker/c%201`]: record,
      [`PUT ${base}/s-1/participants/moderator/order`]: record,
      [`POST ${base}/s-1/files`]: record,
      [`DELETE ${base}/s-1/files/u-1`]: record,
    });
    await sessions.addParticipants("s-1", "speaker", ["c 1", "c-2"]);
    await sessions.removeParticipant("s-1", "speaker", "c 1");
    await sessions.reorderParticipants("s-1", "moderator", ["c-2"]);
    await sessions.attachFile("s-1", "u-1", { kindId: "k-1" });
    await sessions.detachFile("s-1", "u-1");
    expect(server.calls).toHaveLength(5);
    expect(bodies).toEqual([
      { role: "speaker", contactIds: ["c 1", "c-2"] },
      null,
      { contactIds: ["c-2"] },
      { uploadId: "u-1", kindId: "k-1" },
      null,
    ]);
  });
});

describe("session settings", () => {
  it("list, add, rename, reorder and delete items of a kind", async () => {
    const settings = "/api/events/e%201/session-settings";
    const ok: Route = () => jsonResponse(200, { payload: {} });
    const { sessions, server } = setup({
      [`GET ${settings}`]: ok,
      [`POST ${settings}/rooms`]: ok,
      [`PUT ${settings}/rooms/r%201`]: ok,
      [`PUT ${settings}/rooms/order`]: ok,
      [`DELETE ${settings}/rooms/r%201`]: ok,
    });
    await sessions.settings();
    await sessions.addSetting("rooms", { name: "Hall" });
    await sessions.updateSetting("rooms", "r 1", { name: "Hall B" });
    await sessions.reorderSettings("rooms", ["r 1"]);
    await sessions.removeSetting("rooms", "r 1");
    expect(server.calls.map((call) => call.method)).toEqual(["GET", "POST", "PUT", "PUT", "DELETE"]);
  });
});
