import { mailboxMessages } from "@foyer/domain";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { App } from "../App.js";
import { signInAfterReset } from "../auth/ResetPasswordPage.js";
import { adminUser, fakeApi } from "./fake-api.js";
import { ok, openSignedIn } from "./signed-in-app.js";

/*
 * Issue 19 item 1: the platform admins' outbox (/mailbox): list, search, paging, one message with
 * its links clickable and its HTML part in a sandboxed frame, never in the page.
 */

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

const row = (n: number, overrides: object = {}) => ({
  id: `m-${n}`,
  toAddress: `person${n}@example.org`,
  toName: `Person ${n}`,
  subject: `Reset your Foyer password ${n}`,
  template: "password-reset",
  templateLabel: "Password reset",
  status: "held",
  attempts: 0,
  createdAt: "2027-03-01T10:00:00.000Z",
  sentAt: null,
  ...overrides,
});

const held = { mode: "held", from: "Foyer <no-reply@foyer.localhost>" };

function page(messages: object[], total = messages.length, pageNumber = 1) {
  return { messages, total, page: pageNumber, pageSize: 50, delivery: held };
}

const EVIL_HTML =
  '<!doctype html><p id="from-the-mail">Hello <b>Ada</b></p><script>parent.document.body.innerHTML="owned"</script>';

const message = {
  ...row(1),
  from: "Foyer <no-reply@foyer.localhost>",
  orgId: null,
  eventId: null,
  text: "Hello Ada,\n\nOpen http://localhost:3000/reset/abc123 within the hour.\n\njavascript:alert(1) is not a link.",
  html: EVIL_HTML,
  serverResponse: null,
  failureReason: null,
  lastAttemptAt: null,
};

describe("/mailbox lists the outbox for a platform admin", () => {
  it("shows each message with its recipient and status, says mail is held, and finds by address", async () => {
    const asked: string[] = [];
    openSignedIn("/mailbox", {
      "GET /platform/mail": (request) => {
        const q = new URL(request.url).searchParams.get("q") ?? "";
        asked.push(q);
        return ok(q ? page([row(2)]) : page([row(1), row(2)]))();
      },
    });
    const table = await screen.findByRole("table", { name: "Messages" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(
      within(table).getByRole("link", { name: "Reset your Foyer password 1" }).getAttribute("href"),
    ).toBe("/mailbox/m-1");
    expect(table.textContent).toContain("Person 1 <person1@example.org>");
    expect(table.textContent).toContain("Held (not sent)");
    expect(screen.getByText(/Nothing is sent: SMTP_URL is not set/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Search by address or name"), { target: { value: "person2" } });
    expect(await screen.findByText("1 message found")).toBeTruthy();
    expect(asked.at(-1)).toBe("person2");
  });

  it("pages through a long outbox", async () => {
    const asked: string[] = [];
    openSignedIn("/mailbox", {
      "GET /platform/mail": (request) => {
        const n = Number(new URL(request.url).searchParams.get("page") ?? "1");
        asked.push(String(n));
        return ok(page([row(n)], 120, n))();
      },
    });
    const pager = await screen.findByRole("navigation", { name: "Pages of messages" });
    fireEvent.click(within(pager).getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("link", { name: "Reset your Foyer password 2" })).toBeTruthy();
    expect(asked).toContain("2");
  });

  it("shows the Outbox link in the navigation to platform admins", async () => {
    openSignedIn("/mailbox", { "GET /platform/mail": ok(page([])) });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Outbox" }).getAttribute("href")).toBe("/mailbox");
    expect(await screen.findByRole("heading", { name: "No messages yet" })).toBeTruthy();
  });

  it("tells anyone else it is for platform admins, without asking the server", async () => {
    const api = openSignedIn("/mailbox", {
      "GET /user/me": ok({ ...adminUser, isFoyerAdmin: false }),
      "GET /platform/mail": ok(page([row(1)])),
    });
    expect(await screen.findByRole("heading", { name: mailboxMessages.platformAdminsOnly })).toBeTruthy();
    expect(api.calls).not.toContain("GET /platform/mail");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).queryByRole("link", { name: "Outbox" })).toBeNull();
  });
});

describe("/mailbox/{messageId} opens one message", () => {
  it("marks a sent message bounced with what the provider reported", async () => {
    let stored: object = { ...message, status: "sent", attempts: 1, serverResponse: "250 OK" };
    const bodies: unknown[] = [];
    const api = openSignedIn("/mailbox/m-1", {
      "GET /platform/mail/m-1": () => ok(stored)(),
      "POST /platform/mail/m-1/bounce": async (request) => {
        bodies.push(await request.json());
        stored = { ...stored, status: "bounced", failureReason: "Reported bounced: Mailbox full" };
        return ok(stored)();
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Mark bounced" }, { timeout: 8000 }));
    fireEvent.change(screen.getByLabelText("What the provider reported"), {
      target: { value: "Mailbox full" },
    });
    fireEvent.submit(screen.getByRole("form", { name: "Mark bounced" }));
    await expect.poll(() => api.calls).toContain("POST /platform/mail/m-1/bounce");
    expect(await screen.findByText("Why it bounced")).toBeTruthy();
    expect(screen.getByText("Reported bounced: Mailbox full")).toBeTruthy();
    expect(bodies).toEqual([{ reason: "Mailbox full" }]);
    expect(screen.queryByRole("button", { name: "Mark bounced" })).toBeNull();
  });

  it("makes the text part's links clickable and shows the HTML part only in a sandboxed frame", async () => {
    openSignedIn("/mailbox/m-1", { "GET /platform/mail/m-1": ok(message) });
    expect(
      await screen.findByRole("heading", { name: "Reset your Foyer password 1", level: 1 }),
    ).toBeTruthy();
    const link = screen.getByRole("link", { name: "http://localhost:3000/reset/abc123" });
    expect(link.getAttribute("href")).toBe("http://localhost:3000/reset/abc123");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(screen.queryByRole("link", { name: /javascript:/ })).toBeNull();

    const frame = screen.getByTitle("The message's HTML part") as HTMLIFrameElement;
    expect(frame.tagName).toBe("IFRAME");
    const sandbox = frame.getAttribute("sandbox") ?? "";
    expect(sandbox.split(/\s+/)).not.toContain("allow-scripts");
    expect(sandbox.split(/\s+/)).not.toContain("allow-same-origin");
    expect(frame.getAttribute("srcdoc")).toContain('<p id="from-the-mail">');
    // The message's markup is never part of this page.
    expect(document.getElementById("from-the-mail")).toBeNull();
    expect(document.querySelector("script:not([src])")).toBeNull();
  });

  it("says what became of a failed delivery", async () => {
    openSignedIn("/mailbox/m-1", {
      "GET /platform/mail/m-1": ok({
        ...message,
        status: "failed",
        attempts: 5,
        failureReason: "Can't send mail - all recipients were rejected: 550 No such user here",
      }),
    });
    expect(await screen.findByText("Why it failed")).toBeTruthy();
    expect(screen.getByText(/550 No such user here/)).toBeTruthy();
    expect(screen.getByText(/after 5 attempts/)).toBeTruthy();
  });

  it("says so when the message does not exist", async () => {
    openSignedIn("/mailbox/gone", {
      "GET /platform/mail/gone": () => ({
        status: 404,
        body: { statusCode: 404, code: "NOT_FOUND", message: mailboxMessages.notFound },
      }),
    });
    expect(await screen.findByRole("heading", { name: mailboxMessages.notFound })).toBeTruthy();
  });
});

describe("a password link from an email leads on after the password is set (?next=)", () => {
  it("goes to a portal's sign-in page, or signs in to the invited team, or to /login", () => {
    expect(signInAfterReset("?next=%2Fportal-login%2Fspeakers%2Fp-1")).toBe("/portal-login/speakers/p-1");
    expect(signInAfterReset("?next=%2Fevent-light%2Fev-1%2Fdashboard")).toBe(
      `/login?returnTo=${encodeURIComponent("/event-light/ev-1/dashboard")}`,
    );
    expect(signInAfterReset("?next=https%3A%2F%2Fevil.example")).toBe("/login");
    expect(signInAfterReset("?next=%2F%2Fevil.example")).toBe("/login");
    expect(signInAfterReset("")).toBe("/login");
  });

  it("shows the portal's sign-in as a page link once the password is changed", async () => {
    history.replaceState(null, "", "/reset/a-long-enough-reset-hash-1?next=%2Fportal-login%2Fspeakers%2Fp-1");
    const api = fakeApi({ "POST /user/auth/reset": ok({ message: "Your password has been changed." }) });
    render(<App services={api.services} />);
    fireEvent.change(await screen.findByLabelText("New password"), { target: { value: "long-enough-1" } });
    fireEvent.change(screen.getByLabelText("Confirm new password"), { target: { value: "long-enough-1" } });
    fireEvent.click(screen.getByRole("button", { name: "Set new password" }));
    const signIn = await screen.findByRole("link", { name: "Sign in" });
    expect(signIn.getAttribute("href")).toBe("/portal-login/speakers/p-1");
  });
});
