import type { ContactHit, OrganizerPortalTask, PortalTaskAssignee } from "@foyer/domain";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Routes } from "./fake-api.js";
import { pickOneRecord } from "./record-picker-kit.js";
import { bodyOf } from "./sessions-kit.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * /event-light/{eventId}/portals/tasks (spec 1 §2 "portals … tasks"; issue 6 "tasks (create,
 * assign to people or groups)"): the chosen portal's tasks with due date and "n of m done", a
 * create/edit dialog, delete after asking, and each task's people (picked, or a group).
 */

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

const base = "/events/ev-1/portals/p-1/tasks";
const task = (id: string, title: string, extra: Partial<OrganizerPortalTask> = {}): OrganizerPortalTask => ({
  id,
  title,
  description: "",
  dueDate: null,
  link: null,
  assignedCount: 0,
  doneCount: 0,
  createdAt: "2027-01-02T10:00:00.000Z",
  updatedAt: "2027-01-02T10:00:00.000Z",
  ...extra,
});
const slides = task("t-1", "Upload your slides", {
  description: "As PDF.",
  dueDate: "2027-02-22",
  link: "documents/request/r-1",
  assignedCount: 2,
  doneCount: 1,
});
const person = (contactId: string, name: string, doneAt: string | null = null): PortalTaskAssignee => ({
  contactId,
  name,
  email: `${contactId}@example.com`,
  assignedAt: "2027-01-03T10:00:00.000Z",
  doneAt,
});
const sam = person("c-sam", "Sam Speaker", "2027-02-01T15:00:00.000Z");
const grace = person("c-grace", "Grace Hopper");

function open(tasks: OrganizerPortalTask[], routes: Routes = {}) {
  return openSignedIn("/event-light/ev-1/portals/tasks", {
    "GET /user/me/events": ok([summitEvent]),
    "GET /event/ev-1/modules": ok([]),
    "GET /events/ev-1/portals": ok([{ id: "p-1", slug: "speakers", name: "Speaker Portal", userCount: 3 }]),
    [`GET ${base}`]: ok(tasks),
    ...routes,
  });
}
const findPage = () => screen.findByRole("heading", { name: "Tasks", level: 1 }, { timeout: 5000 });

describe("the tasks page", () => {
  it("lists each task with its due date, link and how many of its people are done; the nav links here", async () => {
    open([slides, task("t-2", "Sign the release")]);
    await findPage();
    const list = await screen.findByRole("list", { name: "Tasks of Speaker Portal" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => row.querySelector("h2")?.textContent)).toEqual([
      "Upload your slides",
      "Sign the release",
    ]);
    expect(rows[0]?.textContent).toContain("Due Mon, Feb 22, 2027");
    expect(rows[0]?.textContent).toContain("1 of 2 done");
    expect(rows[0]?.textContent).toContain("Link: documents/request/r-1");
    expect(rows[1]?.textContent).toContain("No due date");
    expect(rows[1]?.textContent).toContain("Not assigned yet");
    const nav = screen.getByRole("link", { name: "Tasks" });
    expect(nav.getAttribute("href")).toBe("/event-light/ev-1/portals/tasks");
  });

  it("says 'No tasks yet' when there are none", async () => {
    open([]);
    expect(await screen.findByRole("heading", { name: "No tasks yet" }, { timeout: 5000 })).toBeTruthy();
  });

  it("a failed load says so and tries again", async () => {
    let calls = 0;
    open([], {
      [`GET ${base}`]: () =>
        ++calls === 1
          ? { status: 500, body: { statusCode: 500, code: "INTERNAL_ERROR", message: "boom" } }
          : { status: 200, body: { payload: [slides] } },
    });
    expect(
      await screen.findByText("An error occurred getting the portal's tasks.", {}, { timeout: 5000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Upload your slides" })).toBeTruthy();
  });

  it("an event without portals says so", async () => {
    open([], { "GET /events/ev-1/portals": ok([]) });
    expect(
      await screen.findByRole("heading", { name: "This event has no portals yet." }, { timeout: 5000 }),
    ).toBeTruthy();
  });
});

describe("creating, editing and deleting", () => {
  it("creates a task; a link leaving the portal is refused before asking the server", async () => {
    let sent: Record<string, unknown> | null = null;
    open([], {
      [`POST ${base}`]: async (request) => {
        sent = await bodyOf(request);
        return { status: 201, body: { payload: task("t-new", "Upload your slides", { link: "profile" }) } };
      },
    });
    await findPage();
    fireEvent.click(await screen.findByRole("button", { name: "New task" }));
    const dialog = screen.getByRole("dialog", { name: "New task" });
    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "Upload your slides" } });
    fireEvent.change(within(dialog).getByLabelText("Due date"), { target: { value: "2027-02-22" } });
    fireEvent.change(within(dialog).getByLabelText("Link in the portal"), {
      target: { value: "https://evil.example" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create task" }));
    expect(within(dialog).getByRole("alert").textContent).toContain("Link must be a path inside the portal");
    expect(sent).toBeNull();
    fireEvent.change(within(dialog).getByLabelText("Link in the portal"), { target: { value: "profile" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create task" }));
    await waitFor(() =>
      expect(sent).toEqual({
        title: "Upload your slides",
        description: "",
        dueDate: "2027-02-22",
        link: "profile",
      }),
    );
    expect(await screen.findByRole("heading", { name: "Upload your slides" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("edits a task in the same dialog, filled in", async () => {
    let sent: Record<string, unknown> | null = null;
    open([slides], {
      [`PUT ${base}/t-1`]: async (request) => {
        sent = await bodyOf(request);
        return { status: 200, body: { payload: { ...slides, title: "Upload final slides" } } };
      },
    });
    fireEvent.click(
      await screen.findByRole("button", { name: "Edit Upload your slides" }, { timeout: 5000 }),
    );
    const dialog = screen.getByRole("dialog", { name: "Edit task Upload your slides" });
    expect((within(dialog).getByLabelText("Description") as HTMLTextAreaElement).value).toBe("As PDF.");
    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "Upload final slides" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save task" }));
    await waitFor(() =>
      expect(sent).toMatchObject({ title: "Upload final slides", link: "documents/request/r-1" }),
    );
    expect(await screen.findByRole("heading", { name: "Upload final slides" })).toBeTruthy();
  });

  it("deletes a task after asking, saying who it leaves", async () => {
    const api = open([slides], { [`DELETE ${base}/t-1`]: ok({ id: "t-1" }) });
    fireEvent.click(
      await screen.findByRole("button", { name: "Delete Upload your slides" }, { timeout: 5000 }),
    );
    const confirm = screen.getByRole("alertdialog", { name: "Delete the task Upload your slides?" });
    expect(confirm.textContent).toContain("It leaves the portal of the 2 people it is assigned to.");
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete task" }));
    expect(await screen.findByRole("heading", { name: "No tasks yet" })).toBeTruthy();
    expect(api.calls).toContain(`DELETE ${base}/t-1`);
  });
});

describe("a task's people", () => {
  it("shows who is assigned and who is done; adds a group and removes a person, the counts following", async () => {
    let groupBody: Record<string, unknown> | null = null;
    const linus = person("c-linus", "Linus Moderator");
    open([slides], {
      [`GET ${base}/t-1/assignees`]: ok([grace, sam]),
      [`POST ${base}/t-1/assignees`]: async (request) => {
        groupBody = await bodyOf(request);
        return { status: 200, body: { payload: { added: 1, assignees: [grace, linus, sam] } } };
      },
      [`DELETE ${base}/t-1/assignees/c-grace`]: ok([linus, sam]),
    });
    const toggle = await screen.findByRole(
      "button",
      { name: "People of Upload your slides" },
      { timeout: 5000 },
    );
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const people = await screen.findByRole("list", { name: "People assigned to Upload your slides" });
    const rows = () =>
      within(people)
        .getAllByRole("listitem")
        .map((row) => row.textContent ?? "");
    expect(rows()[0]).toContain("Not done");
    expect(rows()[1]).toMatch(/Sam Speaker.*Done Feb 1, 2027/);
    fireEvent.change(screen.getByLabelText("Group"), { target: { value: "moderators" } });
    fireEvent.click(screen.getByRole("button", { name: "Add group" }));
    await waitFor(() => expect(groupBody).toEqual({ group: "moderators" }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByText("1 of 3 done")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove Grace Hopper from Upload your slides" }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByText("1 of 2 done")).toBeTruthy();
  });

  it("adds people with the search-and-pick dialog", async () => {
    const hits: ContactHit[] = [
      {
        kind: "contact",
        id: "c-grace",
        name: "Grace Hopper",
        fname: "Grace",
        lname: "Hopper",
        email: "grace@example.com",
        company: null,
        title: null,
        photoUrl: null,
      },
    ];
    let sent: Record<string, unknown> = {};
    open([slides], {
      [`GET ${base}/t-1/assignees`]: ok([sam]),
      "GET /contacts/event/ev-1/contacts/search": ok(hits),
      [`POST ${base}/t-1/assignees`]: async (request) => {
        sent = await bodyOf(request);
        return { status: 200, body: { payload: { added: 1, assignees: [grace, sam] } } };
      },
    });
    fireEvent.click(
      await screen.findByRole("button", { name: "People of Upload your slides" }, { timeout: 5000 }),
    );
    const region = await screen.findByRole("region", { name: "Assigned people" });
    await pickOneRecord(region, { opener: "Add People", search: "gra" });
    await waitFor(() => expect(sent).toEqual({ contactIds: ["c-grace"] }));
    expect(await within(region).findByRole("link", { name: "Grace Hopper" })).toBeTruthy();
  });
});

describe("a member who may only read tasks", () => {
  it("sees tasks and people but no way to change them", async () => {
    open([slides], {
      "GET /permissions/event/ev-1/user/user-1": ok({
        permissions: [],
        read_permissions: [{ slug: "portalTasks_read" }],
      }),
      [`GET ${base}/t-1/assignees`]: ok([sam]),
    });
    fireEvent.click(
      await screen.findByRole("button", { name: "People of Upload your slides" }, { timeout: 5000 }),
    );
    expect(await screen.findByRole("link", { name: "Sam Speaker" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "New task" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit Upload your slides" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add group" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Remove / })).toBeNull();
  });
});
