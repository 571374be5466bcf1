import type { DecisionMailDetail, DecisionMailSummary } from "@foyer/domain";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Routes } from "./fake-api.js";
import { bodyOf, page, summary } from "./sessions-kit.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * Issue 19 item 3: decision emails written from the sessions list, reviewed, edited and sent in
 * bulk from /event-light/{eventId}/sessions/decisions; nothing is sent without a confirmation.
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const mail = (n: number, extra: Partial<DecisionMailSummary> = {}): DecisionMailSummary => ({
  id: `m-${n}`,
  sessionId: `s-${n}`,
  sessionTitle: `Session ${n}`,
  contactId: `c-${n}`,
  toName: `Person ${n}`,
  toAddress: `person${n}@example.org`,
  decision: "accepted",
  subject: "Your session {session_title} is accepted",
  status: "draft",
  edited: false,
  messageId: null,
  delivery: null,
  failureReason: null,
  createdAt: "2027-01-02T10:00:00.000Z",
  sentAt: null,
  ...extra,
});

const listOf = (mails: DecisionMailSummary[]) => ({ mails, total: mails.length, page: 1, pageSize: 50 });

function open(path: string, routes: Routes) {
  return openSignedIn(path, {
    "GET /user/me/events": ok([summitEvent]),
    "GET /event/ev-1/modules": ok([]),
    ...routes,
  });
}

describe("the decision emails page", () => {
  it("lists drafts and sends the chosen ones after a confirmation", { timeout: 20_000 }, async () => {
    const sent: unknown[] = [];
    let mails = [mail(1), mail(2, { decision: "rejected" })];
    const api = open("/event-light/ev-1/sessions/decisions", {
      "GET /events/ev-1/decision-mails": (request) => {
        const status = new URL(request.url).searchParams.get("status");
        const shown = status ? mails.filter((one) => one.status === status) : mails;
        return { status: 200, body: { payload: listOf(shown) } };
      },
      "POST /events/ev-1/decision-mails/send": async (request) => {
        sent.push(await bodyOf(request));
        mails = mails.map((one) => (one.id === "m-1" ? { ...one, status: "sent" as const } : one));
        return { status: 200, body: { payload: { queued: 1, refused: 0, skipped: 0 } } };
      },
    });
    expect(
      await screen.findByRole("heading", { name: "Decision emails", level: 1 }, { timeout: 15_000 }),
    ).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Decision emails" });
    expect(within(table).getByRole("row", { name: /Person 2/ }).textContent).toContain("Rejected");
    const nav = screen.getByRole("navigation", { name: "Event" });
    expect(within(nav).getByRole("link", { name: "Decision emails" }).getAttribute("aria-current")).toBe(
      "page",
    );

    fireEvent.click(screen.getByRole("checkbox", { name: "Select the email to Person 1" }));
    fireEvent.click(screen.getByRole("button", { name: "Send 1 email" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Send 1 email?" });
    expect(api.calls).not.toContain("POST /events/ev-1/decision-mails/send");
    fireEvent.click(within(dialog).getByRole("button", { name: "Send 1 email" }));
    expect(await screen.findByText("1 email sent.", { selector: ".admin-notice" })).toBeTruthy();
    expect(sent).toEqual([{ ids: ["m-1"] }]);
    await waitFor(() => expect(screen.queryByText("Person 1")).toBeNull());
  });

  it("sends every draft matching the filters", async () => {
    const sent: unknown[] = [];
    open("/event-light/ev-1/sessions/decisions", {
      "GET /events/ev-1/decision-mails": ok(listOf([mail(1), mail(2)])),
      "POST /events/ev-1/decision-mails/send": async (request) => {
        sent.push(await bodyOf(request));
        return { status: 200, body: { payload: { queued: 2, refused: 0, skipped: 0 } } };
      },
    });
    fireEvent.click(
      await screen.findByRole("button", { name: "Send all 2 emails matching" }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole("alertdialog", { name: "Send 2 emails?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send 2 emails" }));
    await waitFor(() => expect(sent).toEqual([{ filter: { q: "" } }]));
  });

  it("opens a draft to edit it with a preview, and refuses unknown placeholders before saving", async () => {
    const saved: unknown[] = [];
    const detail: DecisionMailDetail = {
      ...mail(1),
      body: "Hello {first_name},\n\nGood news.",
      values: { first_name: "Ada", session_title: "Session 1", event_name: "Summit" },
    };
    open("/event-light/ev-1/sessions/decisions", {
      "GET /events/ev-1/decision-mails": ok(listOf([mail(1)])),
      "GET /events/ev-1/decision-mails/m-1": ok(detail),
      "PUT /events/ev-1/decision-mails/m-1": async (request) => {
        saved.push(await bodyOf(request));
        return { status: 200, body: { payload: { ...detail, edited: true } } };
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Person 1" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "Accepted: Person 1" });
    const preview = within(dialog).getByRole("region", { name: "Preview" });
    expect(preview.textContent).toContain("Your session Session 1 is accepted");
    expect(preview.textContent).toContain("Hello Ada,");
    const message = within(dialog).getByLabelText("Message");
    fireEvent.change(message, { target: { value: "Hi {first_name}, see {link}" } });
    expect(
      within(dialog).getByText(
        "Unknown placeholder {link}. Use: {first_name}, {session_title}, {event_name}",
      ),
    ).toBeTruthy();
    expect((within(dialog).getByRole("button", { name: "Save draft" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(message, { target: { value: "Hi {first_name}, welcome!" } });
    expect(preview.textContent).toContain("Hi Ada, welcome!");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save draft" }));
    await waitFor(() =>
      expect(saved).toEqual([
        { subject: "Your session {session_title} is accepted", body: "Hi {first_name}, welcome!" },
      ]),
    );
  });

  it("says how to write drafts when there are none, and says so when loading fails", {
    timeout: 15_000,
  }, async () => {
    open("/event-light/ev-1/sessions/decisions", { "GET /events/ev-1/decision-mails": ok(listOf([])) });
    expect(await screen.findByText("No decision emails here", {}, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByRole("button", { name: "No drafts to send" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    cleanup();
    open("/event-light/ev-1/sessions/decisions", {
      "GET /events/ev-1/decision-mails": () => ({ status: 500, body: { message: "boom" } }),
    });
    expect(
      await screen.findByText(/An error occurred getting the decision emails/, {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});

describe("writing decision emails from the sessions list", () => {
  it("writes accepted drafts for the chosen sessions and says how many", async () => {
    const written: unknown[] = [];
    open("/event-light/ev-1/sessions", {
      "GET /events/ev-1/sessions": ok(page([summary(1), summary(2)])),
      "POST /events/ev-1/decision-mails": async (request) => {
        written.push(await bodyOf(request));
        return {
          status: 200,
          body: { payload: { written: 1, kept: 0, alreadySent: 1, noAddress: 0, noSpeakers: 0 } },
        };
      },
    });
    const write = await screen.findByRole("button", { name: "Write decision emails…" }, { timeout: 5000 });
    expect((write as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(await screen.findByRole("checkbox", { name: "Select Session 2" }));
    fireEvent.click(write);
    const dialog = await screen.findByRole("dialog", { name: "Write decision emails" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Write drafts" }));
    expect(await within(dialog).findByText("1 draft written.")).toBeTruthy();
    expect(within(dialog).getByText("1 person was already sent theirs.")).toBeTruthy();
    expect(written).toEqual([{ decision: "accepted", sessionIds: ["s-2"] }]);
    expect(within(dialog).getByRole("link", { name: "Review decision emails" }).getAttribute("href")).toBe(
      "/event-light/ev-1/sessions/decisions",
    );
  });
});
