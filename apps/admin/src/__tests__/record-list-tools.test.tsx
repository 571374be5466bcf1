import type { ContactRow, ModuleLayout, ModuleSummary, RecordPage } from "@foyer/domain";
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { layoutMemory } from "../eventlight/records/useRecordLayouts.js";
import { adminUser, type Routes } from "./fake-api.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * Issue 7 item 1 on the record lists: starred fields and layouts, bulk select, and the row
 * actions (open, edit, delete, select, download, copy), against a fake API that keeps state.
 */

// The event area's chunk loads on first use: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  history.replaceState(null, "", "/");
});

const contactsModule: ModuleSummary = {
  id: "m-contacts",
  eventId: "ev-1",
  orgId: "org-1",
  kind: "contacts",
  name: "Contacts",
  slug: "contacts",
  recordName: "contact",
};

const columns = [
  { id: "name", name: "Name" },
  { id: "email", name: "Email" },
  { id: "company", name: "Company" },
  { id: "f-shirt", name: "T-Shirt Size" },
  { id: "createdAt", name: "Added" },
];

const contact = (n: number): ContactRow => ({
  id: `c-${n}`,
  name: `Person ${n}`,
  fname: "Person",
  lname: String(n),
  email: `person${n}@example.com`,
  company: `Company ${n}`,
  title: null,
  phone: null,
  country: null,
  data: { "f-shirt": n % 2 ? "M" : "L" },
  createdAt: "2027-01-02T10:00:00.000Z",
  importId: null,
});

interface Server {
  rows: ContactRow[];
  layouts: ModuleLayout[];
  bodies: Record<string, unknown[]>;
}

function routesOf(server: Server): Routes {
  const record = (key: string, body: unknown) => {
    server.bodies[key] = [...(server.bodies[key] ?? []), body];
  };
  return {
    "GET /user/me/events": ok([summitEvent]),
    "GET /event/ev-1/modules": ok([contactsModule]),
    "GET /modules/m-contacts/imports": ok([]),
    "GET /modules/m-contacts/records": (request) => {
      const query = new URL(request.url).searchParams;
      const q = (query.get("q") ?? "").toLowerCase();
      const page = Number(query.get("page") ?? 1);
      const pageSize = Number(query.get("pageSize") ?? 50);
      const rows = server.rows.filter((row) => !q || row.name.toLowerCase().includes(q));
      const body: RecordPage = {
        records: rows.slice((page - 1) * pageSize, page * pageSize),
        total: rows.length,
        page,
        pageSize,
        columns,
      };
      return { status: 200, body: { payload: body } };
    },
    "GET /modules/m-contacts/layouts": () => ({ status: 200, body: { payload: server.layouts } }),
    "POST /modules/m-contacts/layouts": async (request) => {
      const body = (await request.json()) as { name: string; starredFields: string[] };
      record("create", body);
      const layout: ModuleLayout = {
        id: `l-${server.layouts.length + 1}`,
        moduleId: "m-contacts",
        position: server.layouts.length,
        createdAt: "2027-01-03T10:00:00.000Z",
        ...body,
      };
      server.layouts = [...server.layouts, layout];
      return { status: 201, body: { payload: layout } };
    },
    "DELETE /modules/m-contacts/layouts/l-1": () => {
      server.layouts = server.layouts.filter((layout) => layout.id !== "l-1");
      return { status: 200, body: { payload: { id: "l-1" } } };
    },
    "POST /modules/m-contacts/records/bulk-delete": async (request) => {
      const body = (await request.json()) as { ids?: string[]; all?: boolean };
      record("bulk-delete", body);
      const gone = body.all ? server.rows.map((row) => row.id) : (body.ids ?? []);
      server.rows = server.rows.filter((row) => !gone.includes(row.id));
      return { status: 200, body: { payload: { deleted: gone.length, ids: gone } } };
    },
    "POST /modules/m-contacts/export": async (request) => {
      record("export", await request.json());
      return { status: 200, body: "First Name\r\nPerson\r\n" };
    },
  };
}

function open(
  path: string,
  options: { rows?: number; layouts?: ModuleLayout[]; routes?: Routes; profile?: unknown } = {},
) {
  const server: Server = {
    rows: Array.from({ length: options.rows ?? 3 }, (_, index) => contact(index + 1)),
    layouts: options.layouts ?? [],
    bodies: {},
  };
  const api = openSignedIn(path, {
    ...routesOf(server),
    ...(options.profile ? { [`GET /permissions/event/ev-1/user/${adminUser.id}`]: ok(options.profile) } : {}),
    ...options.routes,
  });
  return { api, server };
}

const table = () => screen.findByRole("table", { name: "Contacts" });
const headers = async () =>
  within(await table())
    .getAllByRole("columnheader")
    .map((cell) => cell.textContent?.replace(/[▲▼↕]/g, ""))
    .filter((text) => text !== "Actions");
const rowNames = () =>
  within(screen.getByRole("table", { name: "Contacts" }))
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);
const reader = { permissions: [], read_permissions: [{ slug: "contacts_read" }] };

describe("starred fields and layouts", () => {
  it("without a layout the list shows every column; the Columns popover stars and orders them", async () => {
    open("/event-light/ev-1/contacts");
    expect(await headers()).toEqual(["Name", "Email", "Company", "T-Shirt Size", "Added"]);

    const columnsButton = screen.getByRole("button", { name: "Columns" });
    fireEvent.click(columnsButton);
    const popover = screen.getByRole("dialog", { name: "Columns" });
    // Focus moves in; every field is listed with a labelled star toggle.
    expect(popover.contains(document.activeElement)).toBe(true);
    const star = within(popover).getByRole("button", { name: "Star Company" });
    expect(star.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(star);
    expect(await headers()).toEqual(["Name", "Email", "T-Shirt Size", "Added"]);
    expect(within(popover).getByRole("button", { name: "Star Company" }).getAttribute("aria-pressed")).toBe(
      "false",
    );
    expect(within(popover).getByRole("status").textContent).toBe("Company hidden.");

    fireEvent.click(within(popover).getByRole("button", { name: "Move T-Shirt Size up" }));
    expect(await headers()).toEqual(["Name", "T-Shirt Size", "Email", "Added"]);
    // The custom field's values show in its column.
    expect(within(await table()).getByRole("row", { name: /Person 1/ }).textContent).toContain("M");
    // The first column cannot move up; focus stays on the moved field's controls.
    expect(within(popover).getByRole("button", { name: "Move Name up" })).toHaveProperty("disabled", true);
    expect((document.activeElement as HTMLElement).getAttribute("aria-label")).toBe("Move T-Shirt Size up");

    // Starring an unstarred field puts it last.
    fireEvent.click(within(popover).getByRole("button", { name: "Star Company" }));
    expect(await headers()).toEqual(["Name", "T-Shirt Size", "Email", "Added", "Company"]);

    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    fireEvent.keyDown(popover, { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "Columns" })).toBeNull();
    expect(document.activeElement).toBe(columnsButton);

    // Discard goes back to the Default columns.
    fireEvent.click(screen.getByRole("button", { name: "Discard" }));
    expect(await headers()).toEqual(["Name", "Email", "Company", "T-Shirt Size", "Added"]);
  });

  it("Save layout as… stores the columns shown and chooses the new layout, in the address and the browser", async () => {
    const { server } = open("/event-light/ev-1/contacts");
    await table();
    fireEvent.click(screen.getByRole("button", { name: "Columns" }));
    const popover = screen.getByRole("dialog", { name: "Columns" });
    fireEvent.click(within(popover).getByRole("button", { name: "Star Added" }));
    fireEvent.click(within(popover).getByRole("button", { name: "Move Company up" }));
    fireEvent.click(screen.getByRole("button", { name: "Done" }));

    fireEvent.click(screen.getByRole("button", { name: "Save layout as…" }));
    const dialog = screen.getByRole("dialog", { name: "Save layout as…" });
    const name = within(dialog).getByLabelText("Layout name");
    expect(document.activeElement).toBe(name);
    fireEvent.click(within(dialog).getByRole("button", { name: "Save layout" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Name the layout");
    fireEvent.change(name, { target: { value: "Front desk" } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Save layout" }));
    });
    expect(server.bodies.create).toEqual([
      { name: "Front desk", starredFields: ["name", "company", "email", "f-shirt"] },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Save layout as…" })).toBeNull());
    const picker = screen.getByLabelText("Layout") as HTMLSelectElement;
    expect(picker.selectedOptions[0]?.textContent).toBe("Front desk");
    expect(new URLSearchParams(location.search).get("layout")).toBe("l-1");
    expect(layoutMemory.read("m-contacts")).toBe("l-1");
    expect(screen.queryByText("Unsaved changes")).toBeNull();
    expect(await headers()).toEqual(["Name", "Company", "Email", "T-Shirt Size"]);
  });

  it("the layout in the address is used, in its order; the remembered one when the address names none", async () => {
    const layouts: ModuleLayout[] = [
      {
        id: "l-1",
        moduleId: "m-contacts",
        name: "Shirts",
        starredFields: ["f-shirt", "name", "gone-field"],
        position: 0,
        createdAt: "2027-01-03T10:00:00.000Z",
      },
    ];
    open("/event-light/ev-1/contacts?layout=l-1", { layouts });
    await waitFor(async () => expect(await headers()).toEqual(["T-Shirt Size", "Name"]));
    cleanup();

    layoutMemory.write("m-contacts", "l-1");
    open("/event-light/ev-1/contacts", { layouts });
    await waitFor(async () => expect(await headers()).toEqual(["T-Shirt Size", "Name"]));
    // The address now names it too, so it can be shared.
    await waitFor(() => expect(new URLSearchParams(location.search).get("layout")).toBe("l-1"));
    // Choosing Default forgets it.
    fireEvent.change(screen.getByLabelText("Layout"), { target: { value: "" } });
    await waitFor(async () => expect(await headers()).toHaveLength(5));
    expect(layoutMemory.read("m-contacts")).toBeNull();
    expect(new URLSearchParams(location.search).has("layout")).toBe(false);
  });

  it("Delete… asks, deletes the layout and goes back to Default", async () => {
    const { server } = open("/event-light/ev-1/contacts?layout=l-1", {
      layouts: [
        {
          id: "l-1",
          moduleId: "m-contacts",
          name: "Narrow",
          starredFields: ["name"],
          position: 0,
          createdAt: "2027-01-03T10:00:00.000Z",
        },
      ],
    });
    await waitFor(async () => expect(await headers()).toEqual(["Name"]));
    fireEvent.click(screen.getByRole("button", { name: "More actions for the layout Narrow" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Delete…" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete the layout “Narrow”?" });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Delete layout" }));
    });
    expect(server.layouts).toEqual([]);
    await waitFor(async () => expect(await headers()).toHaveLength(5));
    expect((screen.getByLabelText("Layout") as HTMLSelectElement).value).toBe("");
  });

  it("a member who may only read picks layouts and columns but saves none", async () => {
    open("/event-light/ev-1/contacts", { profile: reader });
    await table();
    expect(screen.getByRole("button", { name: "Columns" })).toBeTruthy();
    expect(screen.getByLabelText("Layout")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save layout as…" })).toBeNull();
  });
});

describe("bulk select", () => {
  it("the header checkbox selects the page, shows indeterminate for some, and offers every record", async () => {
    open("/event-light/ev-1/contacts", { rows: 60 });
    await table();
    const all = screen.getByRole("checkbox", { name: "Select all on this page" }) as HTMLInputElement;
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Person 1" }));
    expect(all.indeterminate).toBe(true);
    expect(screen.getByText("1 selected")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Select all 60 records" })).toBeNull();

    fireEvent.click(all);
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);
    expect(screen.getByText("50 selected")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Select all 60 records" }));
    expect(screen.getByText("60 selected")).toBeTruthy();
    expect(screen.getByText("All 60 contacts are selected.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Clear selection" }));
    expect(screen.queryByText(/selected$/)).toBeNull();
    expect(all.checked).toBe(false);
  });

  it("the selection survives paging and clears when the search changes", async () => {
    open("/event-light/ev-1/contacts", { rows: 60 });
    await table();
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Person 2" }));
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(rowNames()[0]).toBe("Person 51"));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Person 55" }));
    expect(screen.getByText("2 selected")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Page 1" }));
    await waitFor(() => expect(rowNames()[0]).toBe("Person 1"));
    expect((screen.getByRole("checkbox", { name: "Select Person 2" }) as HTMLInputElement).checked).toBe(
      true,
    );

    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "Person 5" } });
    await waitFor(() => expect(screen.queryByText("2 selected")).toBeNull());
  });

  it("Space on a focused row toggles its checkbox; the arrows move between rows", async () => {
    open("/event-light/ev-1/contacts");
    await table();
    const first = screen.getByRole("row", { name: /Person 1/ });
    expect(first.tabIndex).toBe(0);
    first.focus();
    fireEvent.keyDown(first, { key: " " });
    expect((screen.getByRole("checkbox", { name: "Select Person 1" }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.keyDown(first, { key: "ArrowDown" });
    const second = screen.getByRole("row", { name: /Person 2/ });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: " " });
    expect(screen.getByText("2 selected")).toBeTruthy();
  });

  it("Delete names the count, deletes the selection in one call and refreshes the list", async () => {
    const { api, server } = open("/event-light/ev-1/contacts");
    await table();
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Person 1" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Person 3" }));
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete 2 contacts?" });
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Delete 2 contacts" }));
    });
    expect(server.bodies["bulk-delete"]).toEqual([{ ids: ["c-1", "c-3"] }]);
    await waitFor(() => expect(rowNames()).toEqual(["Person 2"]));
    expect(screen.queryByText(/selected$/)).toBeNull();
    expect(screen.getByText("1 contact")).toBeTruthy();
    expect(api.services.toasts.get().toasts.map((toast) => toast.message)).toContain(
      "2 contacts have been deleted.",
    );
  });

  it("with every record selected, Delete sends the list's query instead of ids", async () => {
    const { server } = open("/event-light/ev-1/contacts", { rows: 60 });
    await table();
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "Person" } });
    await waitFor(() => expect(screen.getByText("60 contacts found")).toBeTruthy());
    fireEvent.click(screen.getByRole("checkbox", { name: "Select all on this page" }));
    fireEvent.click(screen.getByRole("button", { name: "Select all 60 records" }));
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Delete 60 contacts" }));
    });
    expect(server.bodies["bulk-delete"]).toEqual([{ all: true, q: "Person" }]);
  });

  it("a refused bulk delete keeps the dialog open with the server's sentence", async () => {
    open("/event-light/ev-1/contacts", {
      routes: {
        "POST /modules/m-contacts/records/bulk-delete": () => ({
          status: 400,
          body: {
            statusCode: 400,
            code: "VALIDATION_ERROR",
            message: "Select at most 10,000 records at a time",
          },
        }),
      },
    });
    await table();
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Person 1" }));
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Delete 1 contact" }));
    });
    const dialog = screen.getByRole("alertdialog", { name: "Delete 1 contact?" });
    expect(within(dialog).getByRole("alert").textContent).toBe("Select at most 10,000 records at a time");
    expect(rowNames()).toHaveLength(3);
  });

  it("Download saves the selected records as CSV; a reader may download but not delete", async () => {
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:selected");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const { server } = open("/event-light/ev-1/contacts", { profile: reader });
    await table();
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Person 2" }));
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Download" }));
    });
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(server.bodies.export).toEqual([{ ids: ["c-2"] }]);
  });
});

describe("row actions", () => {
  const menuOf = async (name: string) => {
    fireEvent.click(screen.getByRole("button", { name: `More actions for ${name}` }));
    return screen.findByRole("menu");
  };

  it("lists open, edit, select, download, copy link and delete", async () => {
    open("/event-light/ev-1/contacts");
    await table();
    const menu = await menuOf("Person 1");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Open", "Edit", "Select", "Download", "Copy link", "Delete"]);
  });

  it("a member who may only read gets no Edit or Delete", async () => {
    open("/event-light/ev-1/contacts", { profile: reader });
    await table();
    const menu = await menuOf("Person 1");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Open", "Select", "Download", "Copy link"]);
  });

  it("Select toggles the row's checkbox; Edit opens the record's edit page", async () => {
    open("/event-light/ev-1/contacts");
    await table();
    fireEvent.click(within(await menuOf("Person 2")).getByRole("menuitem", { name: "Select" }));
    expect((screen.getByRole("checkbox", { name: "Select Person 2" }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(await menuOf("Person 2")).getByRole("menuitem", { name: "Deselect" })).toBeTruthy();
    fireEvent.click(screen.getByRole("menuitem", { name: "Edit" }));
    await waitFor(() => expect(location.pathname).toBe("/event-light/ev-1/contact/c-2/edit"));
  });

  it("Copy link puts the record's address on the clipboard and says so", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const { api } = open("/event-light/ev-1/contacts");
    await table();
    await act(async () => {
      fireEvent.click(within(await menuOf("Person 3")).getByRole("menuitem", { name: "Copy link" }));
    });
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/event-light/ev-1/contact/c-3`);
    expect(api.services.toasts.get().toasts.map((toast) => toast.message)).toContain("Link copied");
  });

  it("Delete asks, then the row disappears and the total drops", async () => {
    const { server } = open("/event-light/ev-1/contacts", {
      routes: {
        "DELETE /modules/m-contacts/records/c-2": () => {
          server.rows = server.rows.filter((row) => row.id !== "c-2");
          return { status: 200, body: { payload: { id: "c-2" } } };
        },
      },
    });
    await table();
    expect(screen.getByText("3 contacts")).toBeTruthy();
    fireEvent.click(within(await menuOf("Person 2")).getByRole("menuitem", { name: "Delete" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Delete contact" }));
    });
    await waitFor(() => expect(rowNames()).toEqual(["Person 1", "Person 3"]));
    expect(screen.getByText("2 contacts")).toBeTruthy();
  });

  it("Download saves that record as CSV", async () => {
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:one");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const { server } = open("/event-light/ev-1/contacts");
    await table();
    await act(async () => {
      fireEvent.click(within(await menuOf("Person 1")).getByRole("menuitem", { name: "Download" }));
    });
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(server.bodies.export).toEqual([{ ids: ["c-1"] }]);
  });
});
