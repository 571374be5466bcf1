import { type MailTemplateEntry, mailTemplateMessages, messages } from "@foyer/domain";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { draftProblems, insertAt, oneLine } from "../mail-templates/draft-checks.js";
import { LEAVE_UNSAVED } from "../mail-templates/MailTemplatesPage.js";
import { adminUser, type Routes } from "./fake-api.js";
import { openOrg } from "./org-fixtures.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

configure({ asyncUtilTimeout: 5000 });

/*
 * Issue 19 item 4: the organization's settings/templates and the event's settings/email-templates.
 * Spec 1 §6 "Email templates: manage_email_templates on emails".
 */

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
});

const placeholders = ["first_name", "portal_name", "event_name", "link"];
const foyerDefault = { subject: "Your access to {portal_name}", body: "Hello {first_name},\n\n{link}" };
const portalAccess: MailTemplateEntry = {
  kind: "portal-access",
  label: "Portal access (has a password)",
  scope: "event",
  placeholders,
  template: foyerDefault,
  source: "default",
  inherited: { ...foyerDefault, source: "default" },
  updatedAt: null,
  updatedBy: null,
};
const fromOrg = { subject: "Welcome to {portal_name}", body: "Hi {first_name}: {link}" };
const newPassword: MailTemplateEntry = {
  ...portalAccess,
  kind: "portal-access-new-password",
  label: "Portal access (sets a password)",
  template: fromOrg,
  source: "organization",
  inherited: { ...fromOrg, source: "organization" },
};

const eventPage = "/event-light/ev-1/settings/email-templates";
const list = "GET /events/ev-1/mail-templates";

function openEvent(routes: Routes = {}) {
  return openSignedIn(eventPage, {
    "GET /user/me/events": ok([summitEvent]),
    [list]: ok([portalAccess, newPassword]),
    ...routes,
  });
}

const subjectBox = () => screen.getByRole("textbox", { name: "Subject" }) as HTMLInputElement;
const bodyBox = () => screen.getByRole("textbox", { name: "Body" }) as HTMLTextAreaElement;

describe("the event's settings/email-templates", () => {
  it("is in the event's Settings navigation and lists each email with where its template comes from", async () => {
    openEvent();
    const nav = await screen.findByRole("navigation", { name: "Event" });
    expect(within(nav).getByRole("link", { name: "Email templates" }).getAttribute("aria-current")).toBe(
      "page",
    );
    const kinds = await screen.findByRole("navigation", { name: "Emails" });
    const buttons = within(kinds).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual([
      "Portal access (has a password)Default",
      "Portal access (sets a password)From the organization",
    ]);
    expect(subjectBox().value).toBe(foyerDefault.subject);
  });

  it("inserts a placeholder at the cursor and refuses an unknown one as you type", async () => {
    openEvent();
    const body = await screen.findByRole("textbox", { name: "Body" });
    fireEvent.change(body, { target: { value: "Hello !" } });
    (body as HTMLTextAreaElement).setSelectionRange(6, 6);
    fireEvent.focus(body);
    fireEvent.click(screen.getByRole("button", { name: "{first_name}" }));
    expect(bodyBox().value).toBe("Hello {first_name}!");

    fireEvent.change(bodyBox(), { target: { value: "Hello {nickname}" } });
    expect(screen.getByRole("alert").textContent).toBe(
      "Unknown placeholder {nickname}. Use: {first_name}, {portal_name}, {event_name}, {link}",
    );
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Preview" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("previews the unsaved draft: subject, text and the HTML in a sandboxed frame", async () => {
    let sent: unknown;
    openEvent({
      "POST /events/ev-1/mail-templates/portal-access/preview": async (request) => {
        sent = await request.json();
        return {
          status: 200,
          body: {
            payload: { subject: "Hi Ada", text: "Hi Ada, https://foyer.test/", html: "<p>Hi Ada</p>" },
          },
        };
      },
    });
    await screen.findByRole("textbox", { name: "Subject" });
    fireEvent.change(subjectBox(), { target: { value: "Hi {first_name}" } });
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    const preview = await screen.findByRole("region", { name: "Preview" });
    expect(sent).toEqual({ subject: "Hi {first_name}", body: foyerDefault.body });
    expect(within(preview).getByText("Hi Ada")).toBeTruthy();
    expect(within(preview).getByRole("link", { name: "https://foyer.test/" })).toBeTruthy();
    const frame = preview.querySelector("iframe");
    expect(frame?.getAttribute("sandbox")).toBe("allow-popups allow-popups-to-escape-sandbox");
    expect(frame?.getAttribute("srcdoc")).toContain("<p>Hi Ada</p>");
  });

  it("saves, then resets to the organization's template after asking, with an undo", async () => {
    const saved = {
      ...newPassword,
      template: { subject: "Ours {portal_name}", body: "{link}" },
      source: "event" as const,
      updatedAt: "2026-11-27T10:00:00.000Z",
      updatedBy: "Ada Organizer",
    };
    const bodies: unknown[] = [];
    const api = openEvent({
      "PUT /events/ev-1/mail-templates/portal-access-new-password": async (request) => {
        bodies.push(await request.json());
        return { status: 200, body: { payload: saved } };
      },
      "DELETE /events/ev-1/mail-templates/portal-access-new-password": ok(newPassword),
    });
    fireEvent.click(await screen.findByRole("button", { name: /Portal access \(sets a password\)/ }));
    expect(subjectBox().value).toBe(fromOrg.subject);
    expect(screen.queryByRole("button", { name: "Reset to default" })).toBeNull();
    fireEvent.change(subjectBox(), { target: { value: "Ours {portal_name}" } });
    fireEvent.change(bodyBox(), { target: { value: "{link}" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(api.services.toasts.get().toasts.map((toast) => toast.message)).toContain(
        mailTemplateMessages.saved,
      ),
    );
    expect(bodies).toEqual([{ subject: "Ours {portal_name}", body: "{link}" }]);
    expect(await screen.findByText(/Customized by Ada Organizer/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Reset to default" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Reset this email to its default?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Reset to default" }));
    await waitFor(() => expect(subjectBox().value).toBe(fromOrg.subject));
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ subject: "Ours {portal_name}", body: "{link}" });
  });

  it("asks before leaving unsaved changes for another email", async () => {
    openEvent();
    await screen.findByRole("textbox", { name: "Subject" });
    fireEvent.change(subjectBox(), { target: { value: "Changed" } });
    const ask = vi.fn<() => boolean>(() => false);
    vi.stubGlobal("confirm", ask);
    fireEvent.click(screen.getByRole("button", { name: /Portal access \(sets a password\)/ }));
    expect(ask).toHaveBeenCalledWith(LEAVE_UNSAVED);
    expect(subjectBox().value).toBe("Changed");
  });

  it("shows the server's refusal when saving fails", async () => {
    openEvent({
      "PUT /events/ev-1/mail-templates/portal-access": () => ({
        status: 400,
        body: { statusCode: 400, code: "validation", message: "The subject is required" },
      }),
    });
    await screen.findByRole("textbox", { name: "Subject" });
    fireEvent.change(subjectBox(), { target: { value: "Other" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The subject is required");
  });

  it("says when the templates cannot be loaded, and tries again", async () => {
    let fail = true;
    openEvent({
      [list]: () =>
        fail
          ? { status: 500, body: { statusCode: 500, code: "internal", message: "Down" } }
          : { status: 200, body: { payload: [portalAccess] } },
    });
    expect(await screen.findByText(mailTemplateMessages.loadFailed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("textbox", { name: "Subject" })).toBeTruthy();
  });

  it("needs manage_email_templates on emails (spec 1 §6)", async () => {
    openEvent({
      [`GET /permissions/event/${summitEvent.id}/user/${adminUser.id}`]: ok({
        permissions: ["settings_update"],
        read_permissions: [],
        isFoyerAdmin: false,
        isAdmin: false,
        isMember: true,
      }),
    });
    expect(await screen.findByText(messages.noPermission)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Email templates" })).toBeNull();
  });
});

describe("the organization's settings/templates", () => {
  it("is in the organization's menu and edits its defaults", async () => {
    openOrg("/org-light/org-1/settings/templates", {
      "GET /organizations/org-1/mail-templates": ok([{ ...portalAccess, scope: "event" }]),
    });
    const menu = await screen.findByRole("navigation", { name: "Organization" });
    expect(within(menu).getByRole("link", { name: "Email templates" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(await screen.findByRole("heading", { name: "Email templates", level: 1 })).toBeTruthy();
    expect(screen.getByText(/Saving makes it this organization's own/)).toBeTruthy();
  });
});

describe("the draft checks the editor shares with the server's rules", () => {
  it("names empty, too long and unknown parts", () => {
    expect(draftProblems({ subject: " ", body: "{x}" }, ["link"])).toEqual({
      subject: "The subject is required",
      body: "Unknown placeholder {x}. Use: {link}",
    });
    expect(draftProblems({ subject: "ok", body: "y".repeat(20_001) }, []).body).toBe(
      "The body must be at most 20,000 characters",
    );
  });

  it("inserts in place of the selection; a subject stays one line", () => {
    expect(insertAt("Hi !", 3, 3, "{first_name}")).toEqual({ value: "Hi {first_name}!", caret: 15 });
    expect(oneLine("a\r\nb\nc")).toBe("a b c");
  });
});
