import type { CreatedWebhook, WebhookSummary } from "@foyer/domain";
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NO_ZAPS } from "../integrations/ZapierPage.js";
import { NO_ORG_WEBHOOKS } from "../orglight/settings/OrgWebhooksPage.js";
import { openOrg } from "./org-fixtures.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";
import { chooseAndAdd, expectSecretShown, openAddWebhook } from "./webhook-dialog.js";

configure({ asyncUtilTimeout: 5000 });

/*
 * Issue 21 items 2 and 3: the event's settings/integrations/zapier page (how to connect, the
 * endpoints, a link to the organization's API tokens, the Zaps listening now) and the
 * organization's own webhooks page, which is the event's webhooks page for the organization.
 */

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

const hook = (id: string, source: WebhookSummary["source"], url: string): WebhookSummary => ({
  id,
  eventId: "ev-1",
  url,
  source,
  events: ["contact.created"],
  status: "active",
  pausedReason: null,
  failureStreak: 0,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
});

describe("the event's Zapier page", () => {
  const open = (hooks: WebhookSummary[]) =>
    openSignedIn("/event-light/ev-1/settings/integrations/zapier", {
      "GET /user/me/events": ok([summitEvent]),
      "GET /events/ev-1/webhooks": ok(hooks),
    });

  it("shows the steps, the endpoints and the Zaps listening, and not the other webhooks", async () => {
    open([
      hook("w-1", "manual", "https://crm.example.com/hooks"),
      hook("w-2", "zapier", "https://hooks.zapier.com/hooks/standard/1/abc"),
    ]);
    const nav = await screen.findByRole("navigation", { name: "Event" });
    expect(within(nav).getByRole("link", { name: "Zapier" }).getAttribute("aria-current")).toBe("page");
    const zaps = await screen.findByRole("table", { name: "Zaps listening to this event" });
    expect(within(zaps).getByText("https://hooks.zapier.com/hooks/standard/1/abc")).toBeTruthy();
    expect(within(zaps).queryByText("https://crm.example.com/hooks")).toBeNull();
    const endpoints = screen.getByRole("table", { name: "The endpoints Zapier calls" });
    expect(within(endpoints).getByText(/GET .*\/api\/zapier\/me$/)).toBeTruthy();
    expect(within(endpoints).getByText(/POST .*\/api\/zapier\/events\/ev-1\/hooks/)).toBeTruthy();
    const tokens = await screen.findByRole("link", { name: "API tokens" });
    expect(tokens.getAttribute("href")).toBe("/org-light/org-1/settings/api-tokens");
  });

  it("says when no Zap listens", async () => {
    open([hook("w-1", "manual", "https://crm.example.com/hooks")]);
    expect(await screen.findByText(NO_ZAPS)).toBeTruthy();
  });
});

describe("the organization's webhooks page", () => {
  it("lists the organization's own webhooks and adds one, its secret shown once", async () => {
    let body: unknown;
    const orgHook = { ...hook("w-9", "manual", "https://warehouse.example.com/foyer"), eventId: null };
    const created: CreatedWebhook = { id: "w-10", secret: "whsec_b3Jn", webhook: { ...orgHook, id: "w-10" } };
    openOrg("/org-light/org-1/settings/webhooks", {
      "GET /organizations/org-1/webhooks": ok([]),
      "POST /organizations/org-1/webhooks": async (request) => {
        body = await request.json();
        return { status: 201, body: { payload: created } };
      },
    });
    expect(await screen.findByText(NO_ORG_WEBHOOKS)).toBeTruthy();
    chooseAndAdd(await openAddWebhook("https://warehouse.example.com/foyer"), "integration.synced");
    await waitFor(() =>
      expect(body).toEqual({ url: "https://warehouse.example.com/foyer", events: ["integration.synced"] }),
    );
    await expectSecretShown(created.secret);
  });
});
