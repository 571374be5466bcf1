import { messages } from "@foyer/domain";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../App.js";
import { LEAVE_UNSAVED } from "../eventlight/EventLayout.js";
import { NO_ACCESS_TEXT, NO_ACCESS_TITLE } from "../eventlight/NoAccessScreen.js";
import { fakeApi, type Routes } from "./fake-api.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  history.replaceState(null, "", "/");
});

const cfp = {
  id: "form-1",
  kind: "submission",
  slug: "foyer-summit-2027",
  name: "Call for Papers",
  description: "Propose a talk.",
  event: {
    id: "ev-1",
    name: summitEvent.name,
    slug: summitEvent.slug,
    timezone: "UTC",
    date_from: "2027-03-15",
    date_to: "2027-03-17",
  },
  requiresLogin: true,
  allowSignup: true,
  singleSubmission: false,
  isOpen: true,
  confirmationMessage: "Thanks!",
  steps: [
    {
      id: "talk",
      title: "Your talk",
      fields: [
        { id: "title", type: "text", label: "Title", required: true },
        { id: "slides", type: "file", label: "Slides", required: false },
      ],
    },
  ],
  submissions: { draft: 1, submitted: 2 },
  created_at: "2027-01-01T10:00:00.000Z",
  updated_at: "2027-01-02T10:00:00.000Z",
  updated_by: { id: "user-1", name: "Ada Organizer" },
};

const summary = {
  id: cfp.id,
  kind: cfp.kind,
  name: cfp.name,
  slug: cfp.slug,
  isOpen: true,
  requiresLogin: true,
  stepCount: 1,
  fieldCount: 2,
  submissions: cfp.submissions,
  created_at: cfp.created_at,
  updated_at: cfp.updated_at,
  updated_by: cfp.updated_by,
};

const forbidden = () => ({
  status: 403,
  body: { statusCode: 403, code: "FORBIDDEN", message: "You don't have access to this page!" },
});

function open(path: string, routes: Routes) {
  return openSignedIn(path, { "GET /user/me/events": ok([summitEvent]), ...routes });
}

describe("form lists at /event-light/{eventId}/sessions/forms, /applications and /portals/forms", () => {
  it("shows the section's forms with status and counts, in the event's layout", async () => {
    open("/event-light/ev-1/sessions/forms", { "GET /events/ev-1/forms": ok([summary]) });
    // The file's first test waits for the area's cold chunk as long as its neighbours' do.
    const table = await screen.findByRole("table", { name: "Session forms" }, { timeout: 15_000 });
    const row = within(table).getByRole("row", { name: /Call for Papers/ });
    expect(row.textContent).toContain("Open");
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toContain("2");
    expect(await screen.findByText("Foyer Summit 2027", { selector: ".event-sidebar__name" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Event" });
    expect(within(nav).getByRole("link", { name: "Session forms" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(within(row).getByRole("link", { name: "Call for Papers" }).getAttribute("href")).toBe(
      "/event-light/ev-1/sessions/forms/form-1",
    );
  });

  it("says so when there are no forms yet", async () => {
    open("/event-light/ev-1/applications", { "GET /events/ev-1/forms": ok([]) });
    expect(await screen.findByRole("heading", { name: "No forms yet" }, { timeout: 15_000 })).toBeTruthy();
  });

  it("creates a form from its name and slug, then opens its editor", async () => {
    let sent: unknown;
    open("/event-light/ev-1/applications", {
      "GET /events/ev-1/forms": ok([]),
      "POST /events/ev-1/forms": async (request) => {
        sent = await request.json();
        return {
          status: 201,
          body: { payload: { ...cfp, id: "form-9", kind: "application", slug: "volunteers" } },
        };
      },
      "GET /events/ev-1/forms/form-9": ok({ ...cfp, id: "form-9", kind: "application", slug: "volunteers" }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "New form" }));
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Volunteer Application" } });
    expect((screen.getByLabelText("Slug") as HTMLInputElement).value).toBe("volunteer-application");
    fireEvent.change(screen.getByLabelText("Slug"), { target: { value: "volunteers" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Create form" }));
    });
    expect(sent).toEqual({ kind: "application", name: "Volunteer Application", slug: "volunteers" });
    expect(await screen.findByRole("heading", { name: "Call for Papers", level: 1 })).toBeTruthy();
    expect(location.pathname).toBe("/event-light/ev-1/applications/form-9");
  });
});

describe("the call for papers at sessions/form and sessions/submissions (spec 1 §2)", () => {
  it("opens the event's one session form, and its submissions", async () => {
    open("/event-light/ev-1/sessions/form", {
      "GET /events/ev-1/forms": ok([summary]),
      "GET /events/ev-1/forms/form-1": ok(cfp),
    });
    await screen.findByRole("heading", { name: "Call for Papers", level: 1 });
    expect(location.pathname).toBe("/event-light/ev-1/sessions/forms/form-1");
    cleanup();
    open("/event-light/ev-1/sessions/submissions", {
      "GET /events/ev-1/forms": ok([summary]),
      "GET /events/ev-1/forms/form-1": ok(cfp),
      "GET /events/ev-1/forms/form-1/submissions": ok({ items: [], total: 0, page: 1, pageSize: 50 }),
    });
    expect(await screen.findByRole("heading", { name: "No submissions yet" })).toBeTruthy();
    expect(location.pathname).toBe("/event-light/ev-1/sessions/forms/form-1/submissions");
  });

  it("with several session forms, or none, lists them to pick from or make one", async () => {
    open("/event-light/ev-1/sessions/form", {
      "GET /events/ev-1/forms": ok([summary, { ...summary, id: "form-2", name: "Workshops" }]),
    });
    expect(await screen.findByRole("table", { name: "Session forms" })).toBeTruthy();
    expect(location.pathname).toBe("/event-light/ev-1/sessions/forms");
    cleanup();
    open("/event-light/ev-1/sessions/submissions", { "GET /events/ev-1/forms": ok([]) });
    expect(await screen.findByRole("heading", { name: "No forms yet" })).toBeTruthy();
    expect(location.pathname).toBe("/event-light/ev-1/sessions/forms");
  });
});

describe("without a session the event area sends the user to sign in", () => {
  it("even on /applications/{formId}, which the start-up check treats as public (spec 1 §2)", async () => {
    history.replaceState(null, "", "/event-light/ev-1/applications/form-1");
    const api = fakeApi({});
    render(<App services={api.services} />);
    expect(await screen.findByLabelText("Password")).toBeTruthy();
    expect(location.pathname + location.search).toBe(
      `/login?returnTo=${encodeURIComponent("/event-light/ev-1/applications/form-1")}`,
    );
    expect(screen.getByText(messages.mustBeLoggedIn)).toBeTruthy();
  });
});

describe("permission-gated view (spec 2 §6): a 403 shows 'uh Oh!'", () => {
  it("replaces the area with 'You don't have access to this page!'", async () => {
    const api = open("/event-light/ev-1/sessions/forms", { "GET /events/ev-1/forms": forbidden });
    expect(await screen.findByRole("heading", { name: NO_ACCESS_TITLE })).toBeTruthy();
    expect(screen.getByText(NO_ACCESS_TEXT)).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Event" })).toBeNull();
    expect(api.services.errors.get().errors).toEqual([]);
  });
});

describe("the form editor", () => {
  it("adds a field, saves the whole definition, and shows what the server kept", async () => {
    let sent: { steps: { fields: { id: string; type: string; label: string }[] }[] } | undefined;
    const api = open("/event-light/ev-1/sessions/forms/form-1", {
      "GET /events/ev-1/forms/form-1": ok(cfp),
      "PUT /events/ev-1/forms/form-1": async (request) => {
        sent = await request.json();
        return { status: 200, body: { payload: { ...cfp, steps: sent?.steps } } };
      },
    });
    expect(await screen.findByRole("heading", { name: "Call for Papers", level: 1 })).toBeTruthy();
    const save = screen.getByRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Field type for Your talk"), { target: { value: "email" } });
    fireEvent.click(screen.getByRole("button", { name: "Add field" }));
    fireEvent.change(screen.getByLabelText("Label"), { target: { value: "Contact email" } });
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    await act(async () => {
      fireEvent.click(save);
    });
    const fields = sent?.steps[0]?.fields ?? [];
    expect(fields.at(-1)).toEqual({
      id: "contact_email",
      type: "email",
      label: "Contact email",
      required: false,
    });
    expect(await screen.findByText("All changes saved")).toBeTruthy();
    expect(api.services.toasts.get().toasts.map((toast) => toast.message)).toContain(
      "Your changes have been saved.",
    );
  });

  it("shows the server's messages beside the fields they are about", async () => {
    open("/event-light/ev-1/sessions/forms/form-1", {
      "GET /events/ev-1/forms/form-1": ok(cfp),
      "PUT /events/ev-1/forms/form-1": () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: "VALIDATION_ERROR",
          message: "steps.0.fields.1.maxFiles: Maximum files must be between 1 and 50",
          details: [{ path: "steps.0.fields.1.maxFiles", message: "Maximum files must be between 1 and 50" }],
        },
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: /^Slides/ }));
    fireEvent.change(screen.getByLabelText("Maximum files"), { target: { value: "99" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Please correct the highlighted fields.");
    expect(alert.textContent).toContain(
      "Step 1 (Your talk) › Slides: Maximum files must be between 1 and 50",
    );
    const input = screen.getByLabelText("Maximum files");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Maximum files must be between 1 and 50",
    );
  });

  it("asks before leaving unsaved changes through the area's links", async () => {
    open("/event-light/ev-1/sessions/forms/form-1", {
      "GET /events/ev-1/forms/form-1": ok(cfp),
      "GET /events/ev-1/forms": ok([summary]),
    });
    fireEvent.change(await screen.findByLabelText("Name"), { target: { value: "Call for Talks" } });
    const confirm = vi.fn<() => boolean>(() => false);
    vi.stubGlobal("confirm", confirm);
    fireEvent.click(screen.getByRole("link", { name: "Applications" }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_UNSAVED);
    expect(location.pathname).toBe("/event-light/ev-1/sessions/forms/form-1");
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole("link", { name: "Applications" }));
    expect(location.pathname).toBe("/event-light/ev-1/applications");
  });

  it("moves steps with buttons and removes one only after confirming", async () => {
    const twoSteps = { ...cfp, steps: [...cfp.steps, { id: "more", title: "More", fields: [] }] };
    open("/event-light/ev-1/sessions/forms/form-1", { "GET /events/ev-1/forms/form-1": ok(twoSteps) });
    fireEvent.click(await screen.findByRole("button", { name: "Move More up" }));
    expect((screen.getByLabelText("Step 1 title") as HTMLInputElement).value).toBe("More");
    fireEvent.click(screen.getByRole("button", { name: "Remove More" }));
    expect(screen.getByLabelText("Step 2 title")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove step" }));
    expect(screen.queryByLabelText("Step 2 title")).toBeNull();
    expect((screen.getByLabelText("Step 1 title") as HTMLInputElement).value).toBe("Your talk");
  });

  it("shows the embed snippet for the form's kind and copies it", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    open("/event-light/ev-1/sessions/forms/form-1", { "GET /events/ev-1/forms/form-1": ok(cfp) });
    const copy = await screen.findByRole("button", { name: "Copy embed snippet" });
    await act(async () => {
      fireEvent.click(copy);
    });
    const snippet = `<script async src="${location.origin}/embed/foyer.js"></script>\n<foyer-submission-form event-slug="foyer-summit-2027" form-id="form-1"></foyer-submission-form>`;
    expect((screen.getByLabelText("Embed snippet") as HTMLTextAreaElement).value).toBe(snippet);
    expect(await screen.findByText("Copied to clipboard.")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(snippet);
    expect((screen.getByLabelText("Participant link") as HTMLInputElement).value).toBe(
      `${location.origin}/submit/foyer-summit-2027/form-1`,
    );
  });
});

describe("submissions", () => {
  const submission = {
    id: "sub-1",
    form_id: "form-1",
    status: "submitted",
    values: {
      title: "<img src=x onerror=alert(1)>",
      slides: [
        { uploadId: "u1", name: "deck.pdf", size: 1, type: "application/pdf", url: "/api/uploads/u1" },
      ],
      dropped: "an answer to a removed field",
    },
    created_at: "2027-01-03T10:00:00.000Z",
    updated_at: "2027-01-03T10:00:00.000Z",
    submitted_at: "2027-01-03T10:00:00.000Z",
    participant: { id: "user-2", name: "Sam Speaker", email: "speaker@foyer.demo", contact: null },
  };
  // A visitor's submission that created (or matched) a contact of the event (issue 22).
  const fromContact = {
    ...submission,
    id: "sub-2",
    participant: {
      id: null,
      name: "Ada Lovelace",
      email: "ada@example.com",
      contact: { id: "contact-7", name: "Ada Lovelace" },
    },
  };

  it("lists participant, status and date, filters by status", async () => {
    const api = open("/event-light/ev-1/sessions/forms/form-1/submissions", {
      "GET /events/ev-1/forms/form-1": ok(cfp),
      "GET /events/ev-1/forms/form-1/submissions": ok({
        items: [submission],
        total: 1,
        page: 1,
        pageSize: 50,
      }),
    });
    const table = await screen.findByRole("table", { name: "Submissions of Call for Papers" });
    const row = within(table).getByRole("row", { name: /Sam Speaker/ });
    expect(row.textContent).toContain("speaker@foyer.demo");
    expect(row.textContent).toContain("Submitted");
    fireEvent.click(screen.getByRole("radio", { name: /Drafts/ }));
    await screen.findByRole("table", { name: "Submissions of Call for Papers" });
    expect(api.calls.filter((call) => call.endsWith("/submissions"))).toHaveLength(2);
  });

  it("a submission that created or matched a contact shows the contact's name, linked to its record", async () => {
    open("/event-light/ev-1/sessions/forms/form-1/submissions", {
      "GET /events/ev-1/forms/form-1": ok(cfp),
      "GET /events/ev-1/forms/form-1/submissions": ok({
        items: [submission, fromContact],
        total: 2,
        page: 1,
        pageSize: 50,
      }),
    });
    const table = await screen.findByRole("table", { name: "Submissions of Call for Papers" });
    const row = within(table).getByRole("row", { name: /Ada Lovelace/ });
    expect(row.textContent).not.toContain("Anonymous");
    const contact = within(row).getByRole("link", { name: "Ada Lovelace, contact record" });
    expect(contact.getAttribute("href")).toBe("/event-light/ev-1/contact/contact-7");
    expect(row.textContent).toContain("Contact: Ada Lovelace");
    const other = within(table).getByRole("row", { name: /Sam Speaker/ });
    expect(within(other).queryByRole("link", { name: /contact record/ })).toBeNull();
  });

  it("the submission page links its contact; a member who may not read contacts sees the name only", async () => {
    open("/event-light/ev-1/sessions/forms/form-1/submissions/sub-2", {
      "GET /events/ev-1/forms/form-1": ok(cfp),
      "GET /events/ev-1/forms/form-1/submissions/sub-2": ok(fromContact),
    });
    expect(await screen.findByRole("heading", { name: "Ada Lovelace", level: 1 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ada Lovelace, contact record" }).getAttribute("href")).toBe(
      "/event-light/ev-1/contact/contact-7",
    );
    cleanup();
    open("/event-light/ev-1/sessions/forms/form-1/submissions/sub-2", {
      "GET /permissions/event/ev-1/user/user-1": ok({
        permissions: [],
        read_permissions: [{ slug: "sessionForms_read" }],
        isMember: true,
      }),
      "GET /events/ev-1/forms/form-1": ok(cfp),
      "GET /events/ev-1/forms/form-1/submissions/sub-2": ok(fromContact),
    });
    expect(await screen.findByRole("heading", { name: "Ada Lovelace", level: 1 })).toBeTruthy();
    expect(screen.getByText("Contact: Ada Lovelace")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /contact record/ })).toBeNull();
  });

  it("says so when there are none", async () => {
    open("/event-light/ev-1/portals/forms/form-1/submissions", {
      "GET /events/ev-1/forms/form-1": ok({ ...cfp, kind: "intake" }),
      "GET /events/ev-1/forms/form-1/submissions": ok({ items: [], total: 0, page: 1, pageSize: 50 }),
    });
    expect(await screen.findByRole("heading", { name: "No submissions yet" })).toBeTruthy();
  });

  it("shows every answer as text by its label: a participant's markup stays literal", async () => {
    open("/event-light/ev-1/sessions/forms/form-1/submissions/sub-1", {
      "GET /events/ev-1/forms/form-1": ok(cfp),
      "GET /events/ev-1/forms/form-1/submissions/sub-1": ok(submission),
    });
    expect(await screen.findByRole("heading", { name: "Sam Speaker", level: 1 })).toBeTruthy();
    expect(screen.getByText("<img src=x onerror=alert(1)>")).toBeTruthy();
    expect(document.querySelector("img")).toBeNull();
    expect(screen.getByRole("link", { name: "deck.pdf" }).getAttribute("href")).toBe("/api/uploads/u1");
    expect(screen.getByRole("heading", { name: "Answers to removed fields" })).toBeTruthy();
    expect(screen.getByText("an answer to a removed field")).toBeTruthy();
  });
});

describe("home: each event links to its forms", () => {
  it("links /event-light/{eventId}/sessions/forms", async () => {
    open("/home", {});
    const link = await screen.findByRole("link", { name: "Foyer Summit 2027" });
    expect(link.getAttribute("href")).toBe("/event-light/ev-1/sessions/forms");
  });
});
