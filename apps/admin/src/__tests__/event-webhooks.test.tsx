import type { CreatedWebhook, WebhookDelivery, WebhookSummary } from "@foyer/domain";
import { webhookMessages } from "@foyer/domain";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CREATE_WEBHOOK, REPLAY } from "../integrations/WebhooksPage.js";
import type { Routes } from "./fake-api.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";
import { chooseAndAdd, expectSecretShown, openAddWebhook } from "./webhook-dialog.js";

configure({ asyncUtilTimeout: 5000 });

/*
 * Issue 21 item 2: the event's settings/integrations/webhooks page: its webhooks, adding one (the
 * secret shown once), pausing, and the delivery log with its replay; the receiver's answer is text.
 */

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

const page = "/event-light/ev-1/settings/integrations/webhooks";
const hook: WebhookSummary = {
  id: "w-1",
  eventId: "ev-1",
  url: "https://crm.example.com/hooks",
  source: "manual",
  events: ["contact.created"],
  status: "active",
  pausedReason: null,
  failureStreak: 0,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
};
const delivery: WebhookDelivery = {
  id: "msg_1",
  eventType: "contact.created",
  status: "failed",
  attempts: 8,
  nextAttemptAt: null,
  lastAttemptAt: "2026-11-20T11:00:00.000Z",
  lastStatusCode: 500,
  lastResponse: "<b>Receiver broke</b>",
  lastDurationMs: 12,
  deliveredAt: null,
  createdAt: "2026-11-20T10:30:00.000Z",
  payload: { type: "contact.created" },
};
const deliveries = "/events/ev-1/webhooks/w-1/deliveries";

function open(routes: Routes = {}) {
  return openSignedIn(page, {
    "GET /user/me/events": ok([summitEvent]),
    "GET /events/ev-1/webhooks": ok([hook]),
    [`GET ${deliveries}`]: ok({ items: [delivery], total: 1, page: 1, pageSize: 20 }),
    ...routes,
  });
}

describe("the event's webhooks page", () => {
  it("is in the Settings navigation and lists the webhooks with their deliveries, answers as text", async () => {
    open();
    const nav = await screen.findByRole("navigation", { name: "Event" });
    expect(within(nav).getByRole("link", { name: "Webhooks" }).getAttribute("aria-current")).toBe("page");
    const card = await screen.findByRole("region", { name: hook.url });
    expect(within(card).getByText(/Active\. Sends: contact\.created\./)).toBeTruthy();
    const row = await within(card).findByRole("row", { name: /contact\.created/ });
    expect(within(row).getByText("Failed")).toBeTruthy();
    expect(within(row).getByText(/HTTP 500/)).toBeTruthy();
    // The receiver's HTML is shown as its text, never rendered.
    expect(within(row).getByText("<b>Receiver broke</b>")).toBeTruthy();
    expect(card.querySelector("pre b")).toBeNull();
  });

  it("replays a delivery", async () => {
    let replayed = false;
    open({
      [`POST ${deliveries}/msg_1/replay`]: () => {
        replayed = true;
        return { status: 200, body: { payload: { ...delivery, status: "pending", attempts: 0 } } };
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: `${REPLAY} msg_1` }));
    await waitFor(() => expect(replayed).toBe(true));
  });

  it("adds a webhook and shows its secret once", async () => {
    let body: unknown;
    const created: CreatedWebhook = { id: "w-2", secret: "whsec_c2VjcmV0", webhook: { ...hook, id: "w-2" } };
    open({
      "POST /events/ev-1/webhooks": async (request) => {
        body = await request.json();
        return { status: 201, body: { payload: created } };
      },
    });
    const dialog = await openAddWebhook("https://crm.example.com/new");
    fireEvent.click(within(dialog).getByRole("button", { name: CREATE_WEBHOOK }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(webhookMessages.eventsRequired);
    chooseAndAdd(dialog, "session.created");
    await waitFor(() =>
      expect(body).toEqual({ url: "https://crm.example.com/new", events: ["session.created"] }),
    );
    await expectSecretShown(created.secret);
  });
});
