import type { ContactHit, SessionDetail, SessionParticipant } from "@foyer/domain";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Routes } from "./fake-api.js";
import { pickOneRecord } from "./record-picker-kit.js";
import { auditEntries, bodyOf, detail, person, settings, summary } from "./sessions-kit.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * Issue 7 item 4: one session at /event-light/{eventId}/sessions/{sessionId} with its tabs
 * details, participants, file-content, subsessions and audit (spec 1 §2).
 */

afterEach(async () => {
  cleanup();
  await act(async () => document.body.replaceChildren());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  history.replaceState(null, "", "/");
});

const base = "/events/ev-1/sessions/s-1";

function open(tab: string, routes: Routes = {}, session: SessionDetail = detail()) {
  return openSignedIn(`/event-light/ev-1/sessions/s-1${tab ? `/${tab}` : ""}`, {
    "GET /user/me/events": ok([summitEvent]),
    "GET /event/ev-1/modules": ok([]),
    [`GET ${base}`]: ok(session),
    "GET /events/ev-1/session-settings": ok(settings()),
    "GET /events/ev-1/session-file-kinds": ok([]),
    [`GET ${base}/audit`]: ok(auditEntries),
    ...routes,
  });
}

const toasts = (api: ReturnType<typeof open>) =>
  api.services.toasts.get().toasts.map((toast) => toast.message);

describe("the session's frame", () => {
  it("shows the title, the time in the event's zone and the tabs as links", { timeout: 30_000 }, async () => {
    open("");
    // The first render of a file loads the area's chunk: allow it more than the default second.
    expect(
      await screen.findByRole("heading", { name: "Opening Keynote", level: 1 }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText("Mon, Mar 15, 2027 · 9:00 AM – 10:30 AM")).toBeTruthy();
    const tabs = screen.getByRole("navigation", { name: "Session" });
    const links = within(tabs).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Details",
      "Participants 2",
      "File content",
      "Subsessions",
      "Audit",
    ]);
    expect(links[0]?.getAttribute("aria-current")).toBe("page");
    expect(links[2]?.getAttribute("href")).toBe("/event-light/ev-1/sessions/s-1/file-content");
  });

  it("an unknown session says it does not exist", async () => {
    openSignedIn("/event-light/ev-1/sessions/nope/details", {
      "GET /user/me/events": ok([summitEvent]),
      "GET /event/ev-1/modules": ok([]),
      "GET /events/ev-1/sessions/nope": () => ({
        status: 404,
        body: { statusCode: 404, code: "NOT_FOUND", message: "This session does not exist." },
      }),
    });
    expect(await screen.findByRole("heading", { name: "This session does not exist." })).toBeTruthy();
  });
});

describe("details", () => {
  it("edits the title, times and selects; Save sends the whole form and says it saved", async () => {
    let sent: Record<string, unknown> = {};
    const api = open("details", {
      [`PUT ${base}`]: async (request) => {
        sent = await bodyOf(request);
        return {
          status: 200,
          body: {
            payload: detail({
              title: String(sent.title),
              room: { id: "r-a", name: "Room A", colour: null },
              startsAt: String(sent.startsAt),
              endsAt: String(sent.endsAt),
            }),
          },
        };
      },
    });
    const title = (await screen.findByLabelText("Title")) as HTMLInputElement;
    expect(title.value).toBe("Opening Keynote");
    expect((screen.getByLabelText("Starts") as HTMLInputElement).value).toBe("2027-03-15T09:00");
    const roomSelect = screen.getByLabelText("Room") as HTMLSelectElement;
    await waitFor(() => expect(roomSelect.disabled).toBe(false));
    expect([...roomSelect.options].map((option) => option.text)).toEqual(["None", "Main Hall", "Room A"]);
    expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(true);

    fireEvent.change(title, { target: { value: "Opening Keynote 2027" } });
    fireEvent.change(roomSelect, { target: { value: "r-a" } });
    fireEvent.change(screen.getByLabelText("Ends"), { target: { value: "2027-03-15T11:00" } });
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
    });
    await waitFor(() => expect(sent.title).toBe("Opening Keynote 2027"));
    expect(sent).toMatchObject({
      roomId: "r-a",
      trackId: "t-product",
      formatId: null,
      startsAt: "2027-03-15T13:00:00.000Z",
      endsAt: "2027-03-15T15:00:00.000Z",
      description: "Where events are heading.",
    });
    expect(await screen.findByText("All changes saved")).toBeTruthy();
    expect(toasts(api)).toContain("The session has been saved.");
    expect(screen.getByRole("heading", { name: "Opening Keynote 2027", level: 1 })).toBeTruthy();
  });

  it("refuses an end before the start without sending anything", async () => {
    const api = open("details");
    const ends = await screen.findByLabelText("Ends");
    fireEvent.change(ends, { target: { value: "2027-03-15T08:00" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
    });
    expect(screen.getByRole("alert").textContent).toBe("Please correct the highlighted fields.");
    expect(screen.getByText("The session must end after it starts")).toBeTruthy();
    expect(ends.getAttribute("aria-invalid")).toBe("true");
    expect(api.calls).not.toContain(`PUT ${base}`);
  });

  it("shows the server's field errors", async () => {
    open("details", {
      [`PUT ${base}`]: () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: "VALIDATION_ERROR",
          message: "roomId: This room does not exist in this event",
          details: [{ path: "roomId", message: "This room does not exist in this event" }],
        },
      }),
    });
    const title = await screen.findByLabelText("Title");
    fireEvent.change(title, { target: { value: "Changed" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
    });
    expect(await screen.findByText("This room does not exist in this event")).toBeTruthy();
    expect(screen.getByLabelText("Room").getAttribute("aria-invalid")).toBe("true");
  });

  it("deletes the session after confirming, and goes back to the list", async () => {
    const api = open("details", {
      [`DELETE ${base}`]: ok({ id: "s-1", subsessions: 0 }),
      "GET /events/ev-1/sessions": ok({ sessions: [], total: 0, page: 1, pageSize: 50, timezone: "UTC" }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete session" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete this session?" });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Delete session" }));
    });
    await waitFor(() => expect(location.pathname).toBe("/event-light/ev-1/sessions"));
    expect(toasts(api)).toContain("“Opening Keynote” has been deleted.");
  });
});

describe("participants", () => {
  it("lists speakers, moderators and chairpersons, each linked to the contact, and removes one", async () => {
    let remaining: SessionParticipant[] = [person("c-linus", "Linus Moderator", "moderator")];
    const api = open("participants", {
      [`DELETE ${base}/participants/speaker/c-grace`]: () => ({ status: 200, body: { payload: remaining } }),
    });
    const speakers = await screen.findByRole("region", { name: /Speakers/ });
    const grace = within(speakers).getByRole("link", { name: "Grace Hopper" });
    expect(grace.getAttribute("href")).toBe("/event-light/ev-1/contact/c-grace");
    const moderators = screen.getByRole("region", { name: /Moderators/ });
    expect(within(moderators).getByRole("link", { name: "Linus Moderator" })).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: /Chairpersons/ })).getByText("No chairpersons yet."),
    ).toBeTruthy();
    // Each list has its own search-and-pick dialog.
    expect(document.querySelectorAll('[data-foyer-widget="record-picker"]')).toHaveLength(3);

    await act(async () => {
      fireEvent.click(within(speakers).getByRole("button", { name: "Remove Grace Hopper from speakers" }));
    });
    await waitFor(() => expect(within(speakers).getByText("No speakers yet.")).toBeTruthy());
    expect(toasts(api)).toContain("Grace Hopper is no longer a speaker.");
    remaining = [];
  });

  it("moves a speaker down", async () => {
    let order: unknown;
    open(
      "participants",
      {
        [`PUT ${base}/participants/speaker/order`]: async (request) => {
          order = (await bodyOf(request)).contactIds;
          return {
            status: 200,
            body: {
              payload: [
                person("c-sam", "Sam Speaker", "speaker", 0),
                person("c-grace", "Grace Hopper", "speaker", 1),
              ],
            },
          };
        },
      },
      detail({
        participants: [
          person("c-grace", "Grace Hopper", "speaker", 0),
          person("c-sam", "Sam Speaker", "speaker", 1),
        ],
      }),
    );
    const speakers = await screen.findByRole("region", { name: /Speakers/ });
    expect(
      within(speakers).getByRole("button", { name: "Move Grace Hopper up" }).hasAttribute("disabled"),
    ).toBe(true);
    await act(async () => {
      fireEvent.click(within(speakers).getByRole("button", { name: "Move Grace Hopper down" }));
    });
    expect(order).toEqual(["c-sam", "c-grace"]);
    await waitFor(() =>
      expect(
        within(speakers)
          .getAllByRole("link")
          .map((link) => link.textContent),
      ).toEqual(["Sam Speaker", "Grace Hopper"]),
    );
  });

  it("adds speakers with the search-and-pick dialog, using the keyboard", async () => {
    const hits: ContactHit[] = [
      {
        kind: "contact",
        id: "c-sam",
        name: "Sam Speaker",
        fname: "Sam",
        lname: "Speaker",
        email: "speaker@foyer.demo",
        company: null,
        title: null,
        photoUrl: null,
      },
    ];
    let added: Record<string, unknown> = {};
    open("participants", {
      "GET /contacts/event/ev-1/contacts/search": () => ({ status: 200, body: { payload: hits } }),
      [`POST ${base}/participants`]: async (request) => {
        added = await bodyOf(request);
        return {
          status: 200,
          body: { payload: [...detail().participants, person("c-sam", "Sam Speaker", "speaker", 1)] },
        };
      },
    });
    const speakers = await screen.findByRole("region", { name: /Speakers/ });
    await pickOneRecord(speakers, { opener: "Add Speakers", search: "sam" });
    await waitFor(() => expect(added).toEqual({ role: "speaker", contactIds: ["c-sam"] }));
    expect(await within(speakers).findByRole("link", { name: "Sam Speaker" })).toBeTruthy();
  });

  it("a member who may only read sees the people but cannot change them", async () => {
    openSignedIn("/event-light/ev-1/sessions/s-1/participants", {
      "GET /user/me/events": ok([summitEvent]),
      "GET /event/ev-1/modules": ok([]),
      "GET /permissions/event/ev-1/user/user-1": ok({
        permissions: [],
        read_permissions: [{ slug: "sessions_read" }],
      }),
      [`GET ${base}`]: ok(detail()),
    });
    const speakers = await screen.findByRole("region", { name: /Speakers/ });
    expect(within(speakers).getByRole("link", { name: "Grace Hopper" })).toBeTruthy();
    expect(within(speakers).queryByRole("button", { name: /Remove/ })).toBeNull();
    expect(document.querySelector('[data-foyer-widget="record-picker"]')).toBeNull();
  });
});

describe("file content", () => {
  class FakeUpload {
    static sent: string[] = [];
    status = 0;
    responseText = "";
    upload = { addEventListener: () => undefined };
    private listeners = new Map<string, () => void>();
    open() {}
    setRequestHeader() {}
    abort() {}
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, listener);
    }
    send(form: FormData) {
      const file = form.get("file") as File;
      FakeUpload.sent.push(file.name);
      queueMicrotask(() => {
        this.status = 201;
        this.responseText = JSON.stringify({
          payload: {
            uploadId: "u-2",
            name: file.name,
            size: file.size,
            type: file.type,
            url: "/api/uploads/u-2",
          },
        });
        this.listeners.get("load")?.();
      });
    }
  }

  const file = (uploadId: string, name: string) => ({
    uploadId,
    name,
    size: 2048,
    type: "application/pdf",
    url: `/api/uploads/${uploadId}`,
    addedAt: "2027-01-03T10:00:00.000Z",
    addedBy: { id: "user-1", name: "Ada Organizer" },
    kindId: null,
  });

  it("lists the files, uploads new ones and removes one after confirming", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeUpload);
    let attached: unknown;
    const api = open(
      "file-content",
      {
        [`POST ${base}/files`]: async (request) => {
          attached = (await bodyOf(request)).uploadId;
          return { status: 200, body: { payload: [file("u-1", "slides.pdf"), file("u-2", "notes.txt")] } };
        },
        [`DELETE ${base}/files/u-1`]: ok([file("u-2", "notes.txt")]),
      },
      detail({ files: [file("u-1", "slides.pdf")] }),
    );
    const table = await screen.findByRole("table", { name: "Files of Opening Keynote" });
    const link = within(table).getByRole("link", { name: "slides.pdf" });
    expect(link.getAttribute("href")).toBe("/api/uploads/u-1");
    expect(within(table).getByRole("row", { name: /slides.pdf/ }).textContent).toContain("2.0 KB");

    const input = screen.getByLabelText("Upload files") as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, {
        target: { files: [new File(["hello"], "notes.txt", { type: "text/plain" })] },
      });
    });
    await waitFor(() => expect(attached).toBe("u-2"));
    expect(FakeUpload.sent).toContain("notes.txt");
    expect(await within(table).findByRole("link", { name: "notes.txt" })).toBeTruthy();
    expect(toasts(api)).toContain("notes.txt has been added.");

    fireEvent.click(within(table).getByRole("button", { name: "Remove slides.pdf" }));
    const dialog = screen.getByRole("alertdialog", { name: "Remove this file?" });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Remove file" }));
    });
    await waitFor(() => expect(within(table).queryByRole("link", { name: "slides.pdf" })).toBeNull());
  });

  it("an empty session says so", async () => {
    open("file-content");
    expect(await screen.findByRole("heading", { name: "No files yet" })).toBeTruthy();
  });
});

describe("subsessions", () => {
  it("lists the subsessions and adds one to this session", async () => {
    let sent: Record<string, unknown> = {};
    open(
      "subsessions",
      {
        "POST /events/ev-1/sessions": async (request) => {
          sent = await bodyOf(request);
          return { status: 201, body: { payload: detail({ id: "s-3", title: "Part 2", parentId: "s-1" }) } };
        },
      },
      detail({ subsessions: [summary(2, { title: "Part 1", parentId: "s-1" })] }),
    );
    const table = await screen.findByRole("table", { name: "Subsessions of Opening Keynote" });
    expect(within(table).getByRole("link", { name: "Part 1" }).getAttribute("href")).toBe(
      "/event-light/ev-1/sessions/s-2/details",
    );
    fireEvent.click(screen.getByRole("button", { name: "Add subsession" }));
    const dialog = screen.getByRole("dialog", { name: "Add subsession" });
    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "Part 2" } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Add subsession" }));
    });
    expect(sent).toEqual({ title: "Part 2", parentId: "s-1" });
    expect(await within(table).findByRole("link", { name: "Part 2" })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Add subsession" })).toBeNull();
  });

  it("a subsession points back to its session", async () => {
    open("subsessions", {}, detail({ parent: { id: "s-9", title: "The Workshop" }, parentId: "s-9" }));
    expect(await screen.findByRole("heading", { name: "This is a subsession" })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "The Workshop" })[0]?.getAttribute("href")).toBe(
      "/event-light/ev-1/sessions/s-9/subsessions",
    );
    expect(screen.queryByRole("button", { name: "Add subsession" })).toBeNull();
  });
});

describe("audit", () => {
  it("shows who changed what and when, with each field before and after", async () => {
    open("audit");
    const list = await screen.findByRole("list", { name: "Audit" });
    const entries = within(list).getAllByRole("listitem");
    expect(entries).toHaveLength(2);
    const latest = entries[0] as HTMLElement;
    expect(latest.textContent).toContain("Ada Organizer");
    expect(latest.textContent).toContain("Changed");
    const rows = within(latest).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "TitleKeynote→ Opening Keynote",
      "Speakers(none)→ Grace Hopper, Sam Speaker",
      "Starts(empty)→ Mon, Mar 15, 2027 · 9:00 AM",
    ]);
    expect(entries[1]?.textContent).toContain("Someone no longer on the team");
    expect(entries[1]?.textContent).toContain("Created");
  });
});
