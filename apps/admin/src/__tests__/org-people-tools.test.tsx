import type { OrgListLayout, PeoplePage, PersonRow, RecordColumn } from "@foyer/domain";
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { layoutMemory } from "../eventlight/records/useRecordLayouts.js";
import type { Routes } from "./fake-api.js";
import { openOrg, orgProfileRoute } from "./org-fixtures.js";
import { ok } from "./signed-in-app.js";

// The area's chunk loads on first use: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/*
 * Issue 7 item 1 on the organization's /people and /speakers: the Columns menu and saved layouts,
 * bulk select with its bar (Delete asks first, Download), and each row's actions — the event
 * contacts list's own tools, against a fake API that keeps state.
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.removeItem(layoutMemory.key("org:org-1:people"));
  history.replaceState(null, "", "/");
});

const columns: RecordColumn[] = [
  { id: "name", name: "Name" },
  { id: "email", name: "Email" },
  { id: "company", name: "Company" },
  { id: "phone", name: "Phone" },
  { id: "event", name: "Event" },
  { id: "createdAt", name: "Added" },
];

const person = (n: number, eventId: string | null = "ev-1"): PersonRow => ({
  id: `p-${n}`,
  name: `Person ${n}`,
  fname: "Person",
  lname: String(n),
  email: `person${n}@example.com`,
  company: n % 2 ? "Navy Labs" : "Acme",
  title: null,
  phone: `+1 555 010${n}`,
  country: null,
  data: {},
  createdAt: "2027-01-02T10:00:00.000Z",
  importId: null,
  eventId,
  event: eventId ? "Foyer Summit 2027" : null,
});

interface Server {
  rows: PersonRow[];
  layouts: OrgListLayout[];
  bodies: Record<string, unknown[]>;
}

function routesOf(server: Server): Routes {
  const record = (key: string, body: unknown) => {
    server.bodies[key] = [...(server.bodies[key] ?? []), body];
  };
  return {
    "GET /organizations/org-1/segments": ok([]),
    "GET /organizations/org-1/people": (request) => {
      const query = new URL(request.url).searchParams;
      const q = (query.get("q") ?? "").toLowerCase();
      const rows = server.rows.filter((row) => !q || row.name.toLowerCase().includes(q));
      const page: PeoplePage = {
        records: rows.slice(0, 50),
        total: rows.length,
        page: 1,
        pageSize: 50,
        columns,
      };
      return { status: 200, body: { payload: page } };
    },
    "GET /organizations/org-1/people/layouts": () => ({ status: 200, body: { payload: server.layouts } }),
    "POST /organizations/org-1/people/layouts": async (request) => {
      const body = (await request.json()) as { name: string; starredFields: string[] };
      record("layout", body);
      const layout: OrgListLayout = {
        id: `l-${server.layouts.length + 1}`,
        kind: "people",
        position: server.layouts.length,
        createdAt: "2027-01-03T10:00:00.000Z",
        ...body,
      };
      server.layouts = [...server.layouts, layout];
      return { status: 201, body: { payload: layout } };
    },
    "POST /organizations/org-1/people/bulk-delete": async (request) => {
      const body = (await request.json()) as { ids?: string[]; all?: boolean };
      record("bulk-delete", body);
      const gone = body.all ? server.rows.map((row) => row.id) : (body.ids ?? []);
      server.rows = server.rows.filter((row) => !gone.includes(row.id));
      return { status: 200, body: { payload: { deleted: gone.length, ids: gone } } };
    },
    "POST /organizations/org-1/people/export": async (request) => {
      record("export", await request.json());
      return { status: 200, body: "First name\r\nPerson\r\n" };
    },
  };
}

function open(options: { rows?: PersonRow[]; routes?: Routes; profile?: unknown } = {}) {
  const server: Server = {
    rows: options.rows ?? [person(1), person(2), person(3, null)],
    layouts: [],
    bodies: {},
  };
  const api = openOrg("/org-light/org-1/people", {
    ...routesOf(server),
    ...(options.profile ? { [orgProfileRoute]: ok(options.profile) } : {}),
    ...options.routes,
  });
  return { api, server };
}

const table = () => screen.findByRole("table", { name: "People" });
const headers = async () =>
  within(await table())
    .getAllByRole("columnheader")
    .map((cell) => cell.textContent?.replace(/[▲▼↕]/g, ""))
    // The row actions' column is named for screen readers only.
    .filter((name) => name && name !== "Actions");
const rowNames = () =>
  within(screen.getByRole("table", { name: "People" }))
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);
const reader = { permissions: [], read_permissions: [{ slug: "contacts_read" }] };
const menuOf = async (name: string) => {
  fireEvent.click(screen.getByRole("button", { name: `More actions for ${name}` }));
  return screen.findByRole("menu");
};

describe("/people: starred fields and layouts", () => {
  it("the Columns menu stars, unstars and orders the table's columns", async () => {
    open();
    expect(await headers()).toEqual(["Name", "Email", "Company", "Phone", "Event", "Added"]);
    fireEvent.click(screen.getByRole("button", { name: "Columns" }));
    const popover = screen.getByRole("dialog", { name: "Columns" });
    fireEvent.click(within(popover).getByRole("button", { name: "Star Phone" }));
    fireEvent.click(within(popover).getByRole("button", { name: "Star Added" }));
    expect(await headers()).toEqual(["Name", "Email", "Company", "Event"]);
    fireEvent.click(within(popover).getByRole("button", { name: "Move Event up" }));
    expect(await headers()).toEqual(["Name", "Email", "Event", "Company"]);
    expect(within(await table()).getByRole("row", { name: /Person 1/ }).textContent).not.toContain("+1 555");
    fireEvent.keyDown(popover, { key: "Escape" });
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
  });

  it("Save layout as… stores the columns shown for the list and chooses the new layout", async () => {
    const { server } = open();
    await table();
    fireEvent.click(screen.getByRole("button", { name: "Columns" }));
    fireEvent.click(screen.getByRole("button", { name: "Star Email" }));
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    fireEvent.click(screen.getByRole("button", { name: "Save layout as…" }));
    const dialog = screen.getByRole("dialog", { name: "Save layout as…" });
    fireEvent.change(within(dialog).getByLabelText("Layout name"), { target: { value: "No emails" } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Save layout" }));
    });
    expect(server.bodies.layout).toEqual([
      { name: "No emails", starredFields: ["name", "company", "phone", "event", "createdAt"] },
    ]);
    await waitFor(() => expect(new URLSearchParams(location.search).get("layout")).toBe("l-1"));
    expect((screen.getByLabelText("Layout") as HTMLSelectElement).value).toBe("l-1");
    expect(localStorage.getItem(layoutMemory.key("org:org-1:people"))).toBe("l-1");
    expect(await headers()).toEqual(["Name", "Company", "Phone", "Event", "Added"]);
  });

  it("a member who may only read changes the columns for themselves but saves no layout", async () => {
    open({ profile: reader });
    await table();
    expect(screen.getByRole("button", { name: "Columns" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save layout as…" })).toBeNull();
  });
});

describe("/people: bulk select", () => {
  it("selecting rows shows the bulk bar; Delete names the count and deletes them in one call", async () => {
    const { api, server } = open();
    await table();
    expect(screen.queryByText(/selected$/)).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Person 1" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Person 3" }));
    expect(screen.getByText("2 selected")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete 2 people?" });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Delete 2 people" }));
    });
    expect(server.bodies["bulk-delete"]).toEqual([{ ids: ["p-1", "p-3"] }]);
    await waitFor(() => expect(rowNames()).toEqual(["Person 2"]));
    expect(api.services.toasts.get().toasts.map((toast) => toast.message)).toContain(
      "2 people have been deleted.",
    );
  });

  it("select all matching sends the list's search, not ids, to Download and Delete", async () => {
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:people");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const rows = Array.from({ length: 60 }, (_, index) => person(index + 1));
    const { server } = open({ rows });
    await table();
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "Person" } });
    await waitFor(() => expect(screen.getByText("60 people found")).toBeTruthy());
    fireEvent.click(screen.getByRole("checkbox", { name: "Select all on this page" }));
    expect(screen.getByText("50 selected")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Select all 60 people" }));
    expect(screen.getByText("All 60 people are selected.")).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Download" }));
    });
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(server.bodies.export).toEqual([{ all: true, q: "Person" }]);
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Delete 60 people" }));
    });
    expect(server.bodies["bulk-delete"]).toEqual([{ all: true, q: "Person" }]);
  });

  it("a refused delete keeps the dialog open with the server's sentence", async () => {
    const refusal = "You don't have permission to delete contacts of Foyer Summit 2027.";
    open({
      routes: {
        "POST /organizations/org-1/people/bulk-delete": () => ({
          status: 403,
          body: { statusCode: 403, code: "FORBIDDEN", message: refusal },
        }),
      },
    });
    await table();
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Person 1" }));
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Delete 1 person" }));
    });
    const dialog = screen.getByRole("alertdialog", { name: "Delete 1 person?" });
    expect(within(dialog).getByRole("alert").textContent).toBe(refusal);
    expect(rowNames()).toHaveLength(3);
  });
});

describe("/people: row actions", () => {
  it("lists open, edit, select, download, copy link and delete; a reader gets no Edit or Delete", async () => {
    open();
    await table();
    const items = async (name: string) =>
      within(await menuOf(name))
        .getAllByRole("menuitem")
        .map((item) => item.textContent);
    expect(await items("Person 1")).toEqual(["Open", "Edit", "Select", "Download", "Copy link", "Delete"]);
    cleanup();
    open({ profile: reader });
    await table();
    expect(await items("Person 1")).toEqual(["Open", "Select", "Download", "Copy link"]);
  });

  it("Edit opens the contact's edit page in its event; Select ticks the row", async () => {
    open();
    await table();
    fireEvent.click(within(await menuOf("Person 2")).getByRole("menuitem", { name: "Select" }));
    expect((screen.getByRole("checkbox", { name: "Select Person 2" }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(await menuOf("Person 2")).getByRole("menuitem", { name: "Edit" }));
    await waitFor(() => expect(location.pathname).toBe("/event-light/ev-1/contact/p-2/edit"));
  });

  it("Copy link copies the organization's contact page; Download saves that row", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:one");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const { api, server } = open();
    await table();
    await act(async () => {
      fireEvent.click(within(await menuOf("Person 3")).getByRole("menuitem", { name: "Copy link" }));
    });
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/org-light/org-1/contact/p-3`);
    expect(api.services.toasts.get().toasts.map((toast) => toast.message)).toContain("Link copied");
    await act(async () => {
      fireEvent.click(within(await menuOf("Person 1")).getByRole("menuitem", { name: "Download" }));
    });
    await waitFor(() => expect(server.bodies.export).toEqual([{ ids: ["p-1"] }]));
  });

  it("Delete asks, then the row disappears", async () => {
    const { server } = open();
    await table();
    fireEvent.click(within(await menuOf("Person 2")).getByRole("menuitem", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete this person?" });
    expect(dialog.textContent).toContain("Foyer Summit 2027");
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Delete person" }));
    });
    expect(server.bodies["bulk-delete"]).toEqual([{ ids: ["p-2"] }]);
    await waitFor(() => expect(rowNames()).toEqual(["Person 1", "Person 3"]));
  });
});
