import { emailHistoryMessages, type RecordDetail } from "@foyer/domain";
import { cleanup, configure, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { adminUser, type Routes } from "./fake-api.js";
import { openOrg, orgProfileRoute } from "./org-fixtures.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * Issue 19 item 5 "History": the event's and organization's history/emails and a contact's
 * emails tab list what each person was sent (when, template, status, a bounce's reason) and open
 * the message; spec 1 §6 gates them on read on history or on emails.
 */

// The event and organization areas are lazy chunks: the first load in a busy run takes a while.
configure({ asyncUtilTimeout: 8000 });
const SLOW = { timeout: 20_000 };
afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

const entry = (n: number, overrides: object = {}) => ({
  id: `m-${n}`,
  toAddress: `person${n}@example.org`,
  toName: `Person ${n}`,
  subject: `Your access to Speaker Portal ${n}`,
  template: "portal-access",
  templateLabel: "Portal access",
  status: "sent",
  attempts: 1,
  createdAt: "2027-03-01T10:00:00.000Z",
  sentAt: "2027-03-01T10:00:05.000Z",
  failureReason: null,
  ...overrides,
});
const bounced = entry(2, { status: "bounced", sentAt: null, failureReason: "550 5.1.1 Mailbox unavailable" });
const templates = [{ template: "portal-access", label: "Portal access" }];
const page = (messages: object[], total = messages.length) => ({
  messages,
  total,
  page: 1,
  pageSize: 50,
  templates,
});
const message = {
  ...bounced,
  from: "Foyer <events@foyer.test>",
  orgId: "org-1",
  eventId: "ev-1",
  text: "Hello Person,\n\nChoose a password: http://localhost:3000/reset/hidden?next=%2Fportal-login\n",
  html: '<p id="from-the-mail">Hello</p>',
  serverResponse: null,
  lastAttemptAt: "2027-03-01T10:00:05.000Z",
};

const eventRoutes: Routes = { "GET /user/me/events": ok([summitEvent]) };
const profileRoute = `GET /permissions/event/ev-1/user/${adminUser.id}`;
const memberProfile = (slugs: string[]) =>
  ok({ permissions: [], read_permissions: slugs.map((slug) => ({ slug })), isMember: true });

describe("the event's history/emails", SLOW, () => {
  it("lists what each person was sent, with a bounce's reason, and is in the sidebar", async () => {
    openSignedIn("/event-light/ev-1/history/emails", {
      ...eventRoutes,
      "GET /event/ev-1/history/emails": ok(page([entry(1), bounced])),
    });
    const table = await screen.findByRole("table", { name: "Emails" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(
      within(table).getByRole("link", { name: "Your access to Speaker Portal 2" }).getAttribute("href"),
    ).toBe("/event-light/ev-1/history/emails/m-2");
    expect(rows[2]?.textContent).toContain("Bounced");
    expect(rows[2]?.textContent).toContain("550 5.1.1 Mailbox unavailable");
    expect(rows[1]?.textContent).toContain("Portal access");
    const nav = screen.getByRole("navigation", { name: "Event" });
    expect(within(nav).getByRole("link", { name: "Emails" }).getAttribute("aria-current")).toBe("page");
  });

  it("filters by status and template and searches by address", async () => {
    const asked: URLSearchParams[] = [];
    openSignedIn("/event-light/ev-1/history/emails", {
      ...eventRoutes,
      "GET /event/ev-1/history/emails": (request) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        return ok(params.get("status") === "bounced" ? page([bounced]) : page([entry(1), bounced]))();
      },
    });
    await screen.findByRole("table", { name: "Emails" });
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "bounced" } });
    expect(await screen.findByText("1 email found")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Template"), { target: { value: "portal-access" } });
    fireEvent.change(screen.getByLabelText("Search by address or name"), { target: { value: "person2" } });
    await screen.findByText("1 email found");
    await expect.poll(() => asked.at(-1)?.get("q")).toBe("person2");
    expect(asked.at(-1)?.get("template")).toBe("portal-access");
    expect(asked.at(-1)?.get("status")).toBe("bounced");
  });

  it("says when nothing was sent, and offers to try again after an error", async () => {
    let fail = true;
    openSignedIn("/event-light/ev-1/history/emails", {
      ...eventRoutes,
      "GET /event/ev-1/history/emails": () =>
        fail ? { status: 500, body: { statusCode: 500, message: "boom" } } : ok(page([]))(),
    });
    expect(await screen.findByText(`${emailHistoryMessages.loadFailed}.`)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "No emails yet" })).toBeTruthy();
  });

  it("opens one message: its reason, its text with links, its HTML only in a sandboxed frame", async () => {
    openSignedIn("/event-light/ev-1/history/emails/m-2", {
      ...eventRoutes,
      "GET /event/ev-1/history/emails/m-2": ok(message),
    });
    expect(await screen.findByRole("heading", { name: message.subject, level: 1 })).toBeTruthy();
    expect(screen.getByText("Why it bounced")).toBeTruthy();
    expect(screen.getByText("550 5.1.1 Mailbox unavailable")).toBeTruthy();
    expect(screen.getByText(emailHistoryMessages.linksHidden)).toBeTruthy();
    expect(screen.getByRole("link", { name: /reset\/hidden/ }).getAttribute("target")).toBe("_blank");
    const frame = screen.getByTitle("The message's HTML part");
    expect(frame.getAttribute("sandbox")).not.toContain("allow-scripts");
    expect(document.getElementById("from-the-mail")).toBeNull();
    expect(screen.getByRole("link", { name: "← Email history" }).getAttribute("href")).toBe(
      "/event-light/ev-1/history/emails",
    );
  });

  it("a member without read on history or emails is told so, and has no History link", async () => {
    const api = openSignedIn("/event-light/ev-1/history/emails", {
      ...eventRoutes,
      [profileRoute]: memberProfile(["contacts_read"]),
      "GET /event/ev-1/history/emails": ok(page([entry(1)])),
    });
    expect(await screen.findByText("You don't have permission to view this section!")).toBeTruthy();
    expect(api.calls).not.toContain("GET /event/ev-1/history/emails");
  });

  it("read on emails is enough", async () => {
    openSignedIn("/event-light/ev-1/history/emails", {
      ...eventRoutes,
      [profileRoute]: memberProfile(["emails_read"]),
      "GET /event/ev-1/history/emails": ok(page([entry(1)])),
    });
    expect(await screen.findByRole("table", { name: "Emails" })).toBeTruthy();
  });
});

describe("the organization's history/emails", SLOW, () => {
  it("lists the organization's emails, linked in its menu, and opens one", async () => {
    openOrg("/org-light/org-1/history/emails", {
      "GET /organizations/org-1/history/emails": ok(page([bounced])),
      "GET /organizations/org-1/history/emails/m-2": ok(message),
    });
    const table = await screen.findByRole("table", { name: "Emails" });
    expect(screen.getAllByRole("link", { name: "History" }).length).toBeGreaterThan(0);
    fireEvent.click(within(table).getByRole("link", { name: message.subject }));
    expect(await screen.findByRole("heading", { name: message.subject, level: 1 })).toBeTruthy();
    expect(location.pathname).toBe("/org-light/org-1/history/emails/m-2");
  });

  it("refuses a member without read on history or emails", async () => {
    openOrg("/org-light/org-1/history/emails", {
      [orgProfileRoute]: memberProfile([]),
      "GET /organizations/org-1/history/emails": ok(page([])),
    });
    expect(await screen.findByText("You don't have permission to view this section!")).toBeTruthy();
  });
});

describe("a contact's emails history", SLOW, () => {
  const contact: RecordDetail = {
    type: "contact",
    id: "c-1",
    eventId: "ev-1",
    orgId: "org-1",
    module: {
      id: "m-contacts",
      eventId: "ev-1",
      orgId: "org-1",
      kind: "contacts",
      name: "Contacts",
      slug: "contacts",
      recordName: "contact",
    },
    name: "Person Two",
    fields: [],
    values: { EMAIL: "person2@example.org" },
    account: null,
    userId: null,
    createdAt: "2027-01-02T10:00:00.000Z",
    updatedAt: "2027-01-02T10:00:00.000Z",
    createdByImport: null,
    historyTypes: ["forms", "emails", "sessions"],
  };
  const routes: Routes = {
    ...eventRoutes,
    "GET /event/ev-1/modules": ok([contact.module]),
    "GET /event/ev-1/contact/c-1": ok(contact),
    "GET /event/ev-1/contact/c-1/history/emails": ok({ type: "emails", items: [bounced] }),
  };

  it("lists when, template, subject and status with the reason, and opens the message", async () => {
    openSignedIn("/event-light/ev-1/contact/c-1/history/emails", {
      ...routes,
      "GET /event/ev-1/history/emails/m-2": ok(message),
    });
    const table = await screen.findByRole("table", { name: "Emails" });
    expect(table.textContent).toContain("Portal access");
    expect(table.textContent).toContain("Bounced");
    expect(table.textContent).toContain("550 5.1.1 Mailbox unavailable");
    fireEvent.click(within(table).getByRole("link", { name: message.subject }));
    expect(await screen.findByRole("heading", { name: message.subject, level: 1 })).toBeTruthy();
  });

  it("says so when the event sent the contact nothing", async () => {
    openSignedIn("/event-light/ev-1/contact/c-1/history/emails", {
      ...routes,
      "GET /event/ev-1/contact/c-1/history/emails": ok({ type: "emails", items: [] }),
    });
    expect(
      await screen.findByText("This event has sent no email to this contact's address or sign-in."),
    ).toBeTruthy();
  });

  it("has no Emails tab for a member who reads contacts but not history or emails", async () => {
    openSignedIn("/event-light/ev-1/contact/c-1/history/forms", {
      ...routes,
      [profileRoute]: memberProfile(["contacts_read"]),
      "GET /event/ev-1/contact/c-1/history/forms": ok({ type: "forms", items: [] }),
    });
    const sub = await screen.findByRole("navigation", { name: "Histories" });
    expect(within(sub).queryByRole("link", { name: "Emails" })).toBeNull();
    expect(within(sub).getByRole("link", { name: "Form submissions" })).toBeTruthy();
  });
});
