import { describe, expect, it } from "vitest";
import { createEmailHistoryApi } from "../api/email-history.js";
import { createMailboxApi } from "../api/mailbox.js";
import { createTestSdk, jsonResponse } from "./helpers.js";

const page = { messages: [], total: 0, page: 1, pageSize: 50, templates: [] };

describe("createEmailHistoryApi: an event's or organization's history/emails", () => {
  it("lists an event's emails with the query, escaping the event id", async () => {
    const { sdk, server } = createTestSdk({
      "GET /api/event/e%201/history/emails": () => jsonResponse(200, { payload: page }),
    });
    const api = createEmailHistoryApi(sdk.http, { eventId: "e 1" });
    await expect(api.list({ q: "  ada ", status: "bounced", template: "portal-access" })).resolves.toEqual(
      page,
    );
    const params = server.calls[0]?.url.searchParams;
    expect(params?.get("q")).toBe("ada");
    expect(params?.get("status")).toBe("bounced");
    expect(params?.get("template")).toBe("portal-access");
  });

  it("reads one message of an organization's history", async () => {
    const { sdk } = createTestSdk({
      "GET /api/organizations/o-1/history/emails/m%2F1": () => jsonResponse(200, { payload: { id: "m/1" } }),
    });
    await expect(createEmailHistoryApi(sdk.http, { orgId: "o-1" }).get("m/1")).resolves.toEqual({
      id: "m/1",
    });
  });

  it("the mailbox marks a sent message bounced with the reason", async () => {
    const { sdk, server } = createTestSdk({
      "POST /api/platform/mail/m-1/bounce": () =>
        jsonResponse(200, { payload: { id: "m-1", status: "bounced" } }),
    });
    await expect(createMailboxApi(sdk.http).markBounced("m-1", "Mailbox full")).resolves.toMatchObject({
      status: "bounced",
    });
    expect(server.calls[0]?.body).toEqual({ reason: "Mailbox full" });
  });
});
