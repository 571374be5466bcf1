import { DEFAULT_AGENDA_SETTINGS, messages, scheduleMessages } from "@foyer/domain";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminUser, type Routes } from "./fake-api.js";
import { bodyOf, detail, page, settings, summary } from "./sessions-kit.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * Issue 25 items 1 to 3: the agenda editor (grid, keyboard placing and moving, conflicts, drafts
 * with their 409), the conflicts list, and a draft's pages (add, scheduler, changes).
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const profileRoute = `GET /permissions/event/ev-1/user/${adminUser.id}`;
const TIMEOUT = { timeout: 30_000 };

// 9:00 to 10:00 in New York (EDT) on the summit's first day.
const placed = summary(1, {
  title: "Opening Keynote",
  startsAt: "2027-03-15T13:00:00.000Z",
  endsAt: "2027-03-15T14:00:00.000Z",
});
const loose = summary(2, { title: "Panel", startsAt: null, endsAt: null, room: null });
const conflict = {
  kind: "room_overlap",
  sessionIds: ["s-1"],
  message: "Opening Keynote overlaps Lunch talk in Main Hall.",
  severity: "error",
};

const agendaSettings = { ...DEFAULT_AGENDA_SETTINGS, dayEnd: "11:00" };

function open(path: string, routes: Routes = {}) {
  return openSignedIn(path, {
    "GET /user/me/events": ok([summitEvent]),
    "GET /event/ev-1/modules": ok([]),
    "GET /events/ev-1/sessions": ok(page([placed, loose])),
    "GET /events/ev-1/session-settings": ok(settings()),
    // A short day keeps the grid (and the role queries over it) small.
    "GET /events/ev-1/schedule/settings": ok(agendaSettings),
    "GET /events/ev-1/schedule/conflicts": ok([conflict]),
    "GET /events/ev-1/schedule/drafts": ok([]),
    "GET /events/ev-1/schedule/releases": ok([]),
    ...routes,
  });
}

const grid = () => screen.findByRole("application", { name: /grid/ }, TIMEOUT);

describe("the agenda editor", () => {
  it("draws the placed sessions with their conflicts and lists the unscheduled ones", async () => {
    const api = open("/event-light/ev-1/sessions/agenda");
    expect(await screen.findByRole("heading", { name: "Agenda", level: 1 }, TIMEOUT)).toBeTruthy();
    const board = await grid();
    const keynote = within(board).getByRole("button", { name: /^Opening Keynote, Main Hall/ });
    expect(keynote.getAttribute("aria-label")).toBe(
      `Opening Keynote, Main Hall, Mon, Mar 15, 9:00 AM to 10:00 AM. Conflicts: ${conflict.message}`,
    );
    expect(keynote.closest(".agenda-session")?.className).toContain("agenda-session--error");
    const unscheduled = screen.getByRole("region", { name: "Unscheduled" });
    expect(within(unscheduled).getByRole("button", { name: /Panel/ })).toBeTruthy();
    expect(within(board).getByText("Main Hall")).toBeTruthy();
    expect(within(board).getByText("8:00 AM")).toBeTruthy();
    // The availability call is another helper's; the page works without it.
    expect(
      await screen.findByText("Speaker availability could not be loaded; the grid shows room hours only."),
    ).toBeTruthy();
    expect(api.calls).toContain("GET /events/ev-1/schedule/availability");
    const nav = screen.getByRole("navigation", { name: "Event" });
    expect(within(nav).getByRole("link", { name: "Agenda" }).getAttribute("aria-current")).toBe("page");
    // The first test loads the app's chunks: on a busy machine that takes a while.
  }, 60_000);

  it("places an unscheduled session by keyboard: Enter, arrows, Enter; the live session is saved", async () => {
    const puts: Record<string, unknown>[] = [];
    open("/event-light/ev-1/sessions/agenda/day", {
      "GET /events/ev-1/sessions/s-2": ok(detail({ ...loose, id: "s-2", title: "Panel" })),
      "PUT /events/ev-1/sessions/s-2": async (request) => {
        puts.push(await bodyOf(request));
        return { status: 200, body: { payload: detail() } };
      },
    });
    const board = await grid();
    fireEvent.click(
      within(screen.getByRole("region", { name: "Unscheduled" })).getByRole("button", { name: /Panel/ }),
    );
    expect(document.activeElement).toBe(board);
    fireEvent.keyDown(board, { key: "ArrowDown" });
    fireEvent.keyDown(board, { key: "ArrowDown" });
    fireEvent.keyDown(board, { key: "ArrowRight" });
    expect((await screen.findAllByText("Room A, Mon, Mar 15, 8:30 AM")).length).toBeGreaterThan(0);
    fireEvent.keyDown(board, { key: "Enter" });
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      title: "Panel",
      startsAt: "2027-03-15T12:30:00.000Z",
      endsAt: "2027-03-15T13:00:00.000Z",
      roomId: "r-a",
    });
    expect(await screen.findByText(/^Placed Panel, Room A, Mon, Mar 15, 8:30 AM to 9:00 AM\.$/)).toBeTruthy();
  });

  it("moves a session of a draft by keyboard with the draft's version; a 409 says so and keeps the change", async () => {
    const draft = {
      id: "d-1",
      name: "Plan B",
      version: 3,
      placements: [
        { sessionId: "s-1", startsAt: placed.startsAt, endsAt: placed.endsAt, roomId: "r-main" },
        { sessionId: "s-2", startsAt: null, endsAt: null, roomId: null },
      ],
    };
    const bodies: Record<string, unknown>[] = [];
    let answer = 409;
    open("/event-light/ev-1/sessions/agenda/day/d-1", {
      "GET /events/ev-1/schedule/drafts/d-1": ok(draft),
      "GET /events/ev-1/schedule/drafts/d-1/conflicts": ok([]),
      "PUT /events/ev-1/schedule/drafts/d-1/placements/s-1": async (request) => {
        bodies.push(await bodyOf(request));
        return answer === 409
          ? { status: 409, body: { statusCode: 409, message: scheduleMessages.staleDraft } }
          : { status: 200, body: { payload: { ...draft, version: 4 } } };
      },
    });
    expect(await screen.findByRole("heading", { name: "Agenda draft: Plan B" }, TIMEOUT)).toBeTruthy();
    const board = await grid();
    const keynote = within(board).getByRole("button", { name: /^Opening Keynote, Main Hall/ });
    fireEvent.click(keynote);
    expect(keynote.getAttribute("aria-pressed")).toBe("true");
    fireEvent.keyDown(keynote, { key: "ArrowRight" });
    fireEvent.keyDown(keynote, { key: "ArrowDown", shiftKey: true });
    expect(
      await screen.findByText(
        "Opening Keynote, Room A, Mon, Mar 15, 9:00 AM to 10:15 AM. Enter to save, Escape to cancel.",
      ),
    ).toBeTruthy();
    fireEvent.keyDown(within(board).getByRole("button", { name: /^Opening Keynote/ }), { key: "Enter" });
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringContaining(scheduleMessages.staleDraft),
    );
    expect(bodies[0]).toEqual({
      startsAt: "2027-03-15T13:00:00.000Z",
      endsAt: "2027-03-15T14:15:00.000Z",
      roomId: "r-a",
      version: 3,
    });
    answer = 200;
    fireEvent.click(screen.getByRole("button", { name: "Make my change again" }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(await screen.findByText(/^Placed Opening Keynote, Room A/)).toBeTruthy();
  });

  it("Escape cancels a keyboard move, and B blocks the slot under the cursor", async () => {
    const puts: Record<string, unknown>[] = [];
    open("/event-light/ev-1/sessions/agenda", {
      "PUT /events/ev-1/schedule/settings": async (request) => {
        const body = await bodyOf(request);
        puts.push(body);
        return { status: 200, body: { payload: { ...agendaSettings, ...body } } };
      },
    });
    const board = await grid();
    const keynote = within(board).getByRole("button", { name: /^Opening Keynote, Main Hall/ });
    fireEvent.click(keynote);
    fireEvent.keyDown(keynote, { key: "ArrowDown" });
    fireEvent.keyDown(keynote, { key: "Escape" });
    expect(await screen.findByText("Move cancelled.")).toBeTruthy();
    expect(within(board).getByRole("button", { name: /9:00 AM to 10:00 AM/ })).toBeTruthy();
    board.focus();
    fireEvent.keyDown(board, { key: "ArrowDown" });
    fireEvent.keyDown(board, { key: "b" });
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      blockers: [
        {
          roomId: "r-main",
          startsAt: "2027-03-15T12:15:00.000Z",
          endsAt: "2027-03-15T12:30:00.000Z",
          label: "Blocked",
        },
      ],
    });
    expect(
      await within(board).findByRole("button", { name: /^Blocked: Main Hall, 8:15 AM to 8:30 AM/ }),
    ).toBeTruthy();
  });

  it("publishes a release with a version and a changelog", async () => {
    let sent: Record<string, unknown> | null = null;
    open("/event-light/ev-1/sessions/agenda", {
      "POST /events/ev-1/schedule/releases": async (request) => {
        sent = await bodyOf(request);
        return {
          status: 201,
          body: {
            payload: {
              id: "rel-1",
              version: "1.1",
              changelog: "Moved",
              releasedAt: "2027-03-01T10:00:00.000Z",
              releasedBy: null,
              sessionCount: 1,
            },
          },
        };
      },
    });
    await grid();
    const publish = screen.getByRole("region", { name: "Publish" });
    fireEvent.click(within(publish).getByRole("button", { name: "Publish" }));
    expect(await within(publish).findByRole("alert")).toHaveProperty("textContent", "version is required");
    fireEvent.change(within(publish).getByRole("textbox", { name: "Version" }), { target: { value: "1.1" } });
    fireEvent.change(within(publish).getByRole("textbox", { name: "Changelog" }), {
      target: { value: "Moved" },
    });
    fireEvent.click(within(publish).getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Version 1.1 is published.")).toBeTruthy();
    expect(sent).toEqual({ version: "1.1", changelog: "Moved" });
  });
});

describe("the conflicts page", () => {
  it("lists conflicts with links to their sessions, filters by kind, and links the settings", async () => {
    open("/event-light/ev-1/sessions/conflicts");
    expect(await screen.findByRole("heading", { name: "Conflicts", level: 1 }, TIMEOUT)).toBeTruthy();
    const table = await screen.findByRole("table");
    expect(within(table).getByText(conflict.message)).toBeTruthy();
    expect(within(table).getByText("Room overlap")).toBeTruthy();
    expect(within(table).getByText("Error")).toBeTruthy();
    expect((await within(table).findByRole("link", { name: "Opening Keynote" })).getAttribute("href")).toBe(
      "/event-light/ev-1/sessions/s-1/details",
    );
    expect(screen.getByRole("link", { name: "conflict settings" }).getAttribute("href")).toBe(
      "/event-light/ev-1/sessions/settings/conflicts",
    );
    fireEvent.change(screen.getByRole("combobox", { name: "Kind" }), { target: { value: "capacity" } });
    expect(await screen.findByText("No conflicts of the kind “Capacity”.")).toBeTruthy();
  });

  it("says so when the schedule is clear", async () => {
    open("/event-light/ev-1/sessions/conflicts", { "GET /events/ev-1/schedule/conflicts": ok([]) });
    expect(await screen.findByText("No conflicts: the schedule is clear.", undefined, TIMEOUT)).toBeTruthy();
  });
});

describe("drafts", () => {
  it("creates a draft by name and goes to it", async () => {
    let name: unknown = null;
    open("/event-light/ev-1/sessions/drafts/add", {
      "POST /events/ev-1/schedule/drafts": async (request) => {
        name = (await bodyOf(request)).name;
        return { status: 201, body: { payload: { id: "d-9" } } };
      },
      "GET /events/ev-1/schedule/drafts/d-9": ok({ id: "d-9", name: "Plan C", version: 1, placements: [] }),
      "GET /events/ev-1/schedule/drafts/d-9/conflicts": ok([]),
    });
    const field = await screen.findByRole("textbox", { name: "Name" }, TIMEOUT);
    fireEvent.click(screen.getByRole("button", { name: "Create draft" }));
    expect(await screen.findByText("name is required")).toBeTruthy();
    fireEvent.change(field, { target: { value: "Plan C" } });
    fireEvent.click(screen.getByRole("button", { name: "Create draft" }));
    expect(await screen.findByRole("heading", { name: "Draft: Plan C" }, TIMEOUT)).toBeTruthy();
    expect(name).toBe("Plan C");
    expect(location.pathname).toBe("/event-light/ev-1/sessions/drafts/edit/d-9/step/place");
    expect(screen.getByRole("link", { name: "1. Place sessions" }).getAttribute("aria-current")).toBe("step");
  });

  it("runs the scheduler with keepPlaced, follows its job and shows what it could not place", async () => {
    let solveBody: unknown = null;
    let polls = 0;
    open("/event-light/ev-1/sessions/drafts/edit/d-1/step/schedule", {
      "GET /events/ev-1/schedule/drafts/d-1": ok({ id: "d-1", name: "Plan B", version: 1, placements: [] }),
      "POST /events/ev-1/schedule/drafts/d-1/solve": async (request) => {
        solveBody = await bodyOf(request);
        return { status: 202, body: { payload: { jobId: "job-1" } } };
      },
      "GET /jobs/progress/job-1": () => {
        polls++;
        return polls < 2
          ? {
              status: 200,
              body: {
                payload: {
                  status: "processing",
                  payload: { progress: 0.5, remainingSeconds: null, latestOperation: "Placing sessions" },
                },
              },
            }
          : {
              status: 200,
              body: {
                payload: {
                  status: "completed",
                  payload: {
                    progress: 1,
                    remainingSeconds: 0,
                    latestOperation: "Done",
                    placed: 3,
                    unplaced: [{ sessionId: "s-2", reason: "No room is free for 2 hours." }],
                    conflictsLeft: 0,
                  },
                },
              },
            };
      },
    });
    const keep = await screen.findByRole("checkbox", { name: /Keep the sessions already placed/ }, TIMEOUT);
    fireEvent.click(keep);
    fireEvent.click(screen.getByRole("button", { name: "Run the scheduler" }));
    expect(await screen.findByRole("progressbar", { name: "Scheduler progress" })).toBeTruthy();
    expect(
      await screen.findByText("Placed 3 sessions; conflicts left: 0.", undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(solveBody).toEqual({ keepPlaced: false });
    expect(screen.getByRole("link", { name: "Panel" })).toBeTruthy();
    expect(screen.getByText(/No room is free for 2 hours\./)).toBeTruthy();
  });

  it("shows the changes before and after, and applies after a confirmation", async () => {
    let applied = false;
    open("/event-light/ev-1/sessions/drafts/changes/d-1", {
      "GET /events/ev-1/schedule/drafts/d-1": ok({ id: "d-1", name: "Plan B", version: 1, placements: [] }),
      "GET /events/ev-1/schedule/drafts/d-1/changes": ok([
        {
          sessionId: "s-1",
          title: "Opening Keynote",
          change: "moved",
          before: { startsAt: placed.startsAt, endsAt: placed.endsAt, roomId: "r-main" },
          after: { startsAt: "2027-03-15T14:00:00.000Z", endsAt: "2027-03-15T15:00:00.000Z", roomId: "r-a" },
        },
      ]),
      "POST /events/ev-1/schedule/drafts/d-1/apply": () => {
        applied = true;
        return { status: 200, body: { payload: { applied: 1 } } };
      },
    });
    const table = await screen.findByRole("table", undefined, TIMEOUT);
    expect(within(table).getByText("Moved")).toBeTruthy();
    expect(await within(table).findByText("Mon, Mar 15, 9:00 AM – 10:00 AM, Main Hall")).toBeTruthy();
    expect(within(table).getByText("Mon, Mar 15, 10:00 AM – 11:00 AM, Room A")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Apply this draft?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("The draft has been applied: 1 session changed.")).toBeTruthy();
    expect(applied).toBe(true);
    await waitFor(() => expect(location.pathname).toBe("/event-light/ev-1/sessions/agenda/day"));
  });
});

describe("permissions (spec 1 §6: read on agenda)", () => {
  it("a member who may read the agenda sees its links", async () => {
    open("/event-light/ev-1/sessions/conflicts", {
      [profileRoute]: ok({ permissions: [], read_permissions: [{ slug: "agenda_read" }] }),
    });
    const nav = await screen.findByRole("navigation", { name: "Event" }, TIMEOUT);
    expect(await within(nav).findByRole("link", { name: "Agenda" })).toBeTruthy();
    expect(within(nav).getByRole("link", { name: "Conflicts" }).getAttribute("aria-current")).toBe("page");
  });

  it("a member without it gets 'uh Oh!' and no links", async () => {
    const api = open("/event-light/ev-1/sessions/agenda", {
      [profileRoute]: ok({ permissions: [], read_permissions: [{ slug: "sessions_read" }] }),
    });
    expect(await screen.findByRole("heading", { name: messages.noAccessTitle }, TIMEOUT)).toBeTruthy();
    expect(api.calls).not.toContain("GET /events/ev-1/schedule/settings");
    const nav = screen.queryByRole("navigation", { name: "Event" });
    if (nav) expect(within(nav).queryByRole("link", { name: "Agenda" })).toBeNull();
  });
});
