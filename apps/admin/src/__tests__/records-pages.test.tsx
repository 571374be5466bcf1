import type { ContactRow, ImportHistoryItem, ModuleSummary, RecordPage } from "@foyer/domain";
import { emptyCounters } from "@foyer/domain";
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EXPORT_FAILED } from "../eventlight/records/RecordsPage.js";
import { RECORDS_LOAD_FAILED } from "../eventlight/records/record-queries.js";
import type { Routes } from "./fake-api.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

// The event area's chunk loads on first use: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  history.replaceState(null, "", "/");
});

const module = (id: string, kind: ModuleSummary["kind"], name: string, slug: string, recordName: string) => ({
  id,
  eventId: "ev-1",
  orgId: "org-1",
  kind,
  name,
  slug,
  recordName,
});
const modules: ModuleSummary[] = [
  module("m-contacts", "contacts", "Contacts", "contacts", "contact"),
  module("m-sponsors", "accounts", "Sponsors", "sponsors", "sponsor"),
  module("m-exhibitors", "accounts", "Exhibitors", "exhibitors", "exhibitor"),
  module("m-hotel", "custom", "Hotel Bookings", "hotel-bookings", "booking"),
];

const contact = (n: number, extra: Partial<ContactRow> = {}): ContactRow => ({
  id: `c-${n}`,
  name: `Person ${n}`,
  fname: "Person",
  lname: String(n),
  email: `person${n}@example.com`,
  company: "Acme",
  title: null,
  phone: null,
  country: "DE",
  data: {},
  createdAt: "2027-01-02T10:00:00.000Z",
  importId: null,
  ...extra,
});

const columns = [
  { id: "name", name: "Name" },
  { id: "email", name: "Email" },
  { id: "company", name: "Company" },
  { id: "title", name: "Title" },
  { id: "phone", name: "Phone" },
  { id: "country", name: "Country" },
  { id: "createdAt", name: "Added" },
];

const imported: ImportHistoryItem = {
  id: "imp-1",
  fileName: "speakers.csv",
  createdAt: "2027-01-03T10:00:00.000Z",
  finishedAt: "2027-01-03T10:00:05.000Z",
  status: "finished",
  validateOnly: false,
  counters: { ...emptyCounters(), rows_number: 2, rows_ok: 2, contacts_created: 2 },
  userName: "Ada Organizer",
  revertible: true,
};

interface Server {
  rows: ContactRow[];
  queries: URLSearchParams[];
  history: ImportHistoryItem[];
}

/** A contacts module served from `server.rows`: search, sort and paging as the API does them. */
function contactsRoutes(server: Server): Routes {
  return {
    "GET /modules/m-contacts/records": (request) => {
      const query = new URL(request.url).searchParams;
      server.queries.push(query);
      const q = (query.get("q") ?? "").toLowerCase();
      const page = Number(query.get("page") ?? 1);
      const pageSize = Number(query.get("pageSize") ?? 50);
      const sort = query.get("sort");
      let rows = server.rows.filter(
        (row) => !q || row.name.toLowerCase().includes(q) || (row.email ?? "").includes(q),
      );
      if (sort === "name" || sort === "-name") {
        rows = [...rows].sort((a, b) => a.name.localeCompare(b.name) * (sort === "name" ? 1 : -1));
      }
      const body: RecordPage = {
        records: rows.slice((page - 1) * pageSize, page * pageSize),
        total: rows.length,
        page,
        pageSize,
        columns,
      };
      return { status: 200, body: { payload: body } };
    },
    "GET /modules/m-contacts/imports": () => ({ status: 200, body: { payload: server.history } }),
  };
}

function open(path: string, routes: Routes, rows: ContactRow[] = [contact(1), contact(2)]) {
  const server: Server = { rows, queries: [], history: [imported] };
  const api = openSignedIn(path, {
    "GET /user/me/events": ok([summitEvent]),
    "GET /event/ev-1/modules": ok(modules),
    ...contactsRoutes(server),
    ...routes,
  });
  return { api, server };
}

const lastQuery = (server: Server) => Object.fromEntries(server.queries.at(-1) ?? []);
const rowNames = () =>
  within(screen.getByRole("table", { name: "Contacts" }))
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);

describe("the contacts page at /event-light/{eventId}/contacts", () => {
  it("shows the title, the event's contacts in a table, and the Records navigation", async () => {
    open("/event-light/ev-1/contacts", {});
    expect(await screen.findByRole("heading", { name: "Contacts", level: 1 })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Contacts" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers.slice(0, 3)).toEqual(["Name↕", "Email↕", "Company"]);
    expect(rowNames()).toEqual(["Person 1", "Person 2"]);
    expect(within(table).getByRole("row", { name: /Person 1/ }).textContent).toContain("person1@example.com");
    expect(screen.getByText("2 contacts")).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Event" });
    expect(within(nav).getByRole("link", { name: "Contacts" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Hotel Bookings" }).getAttribute("href")).toBe(
      "/event-light/ev-1/modules/m-hotel",
    );
  });

  it("says so when there are no contacts yet, and offers to import them", async () => {
    open("/event-light/ev-1/contacts", {}, []);
    expect(await screen.findByRole("heading", { name: "No contacts yet" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Import" })).toHaveLength(2);
  });

  it("a failed load says so and Try again loads again", async () => {
    const backup: Server = { rows: [contact(1)], queries: [], history: [] };
    let fail = true;
    open("/event-light/ev-1/contacts", {
      "GET /modules/m-contacts/records": (request) => {
        if (!fail)
          return contactsRoutes(backup)["GET /modules/m-contacts/records"]?.(request) ?? { status: 500 };
        fail = false;
        return { status: 500, body: { statusCode: 500, code: "INTERNAL", message: "boom" } };
      },
    });
    expect(await screen.findByText(`${RECORDS_LOAD_FAILED}.`)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Contacts" })).toBeTruthy();
    expect(rowNames()).toEqual(["Person 1"]);
  });

  it("another event's module id is not found under this event", async () => {
    open("/event-light/ev-1/modules/m-elsewhere", {});
    expect(await screen.findByRole("heading", { name: "This module does not exist." })).toBeTruthy();
  });
});

describe("Sort toggling cycles ascending, descending, then the default key (spec 2 §4.4)", () => {
  it("a header press sorts ascending, then descending, then back to the default order", async () => {
    const { server } = open("/event-light/ev-1/contacts", {}, [contact(1), contact(3), contact(2)]);
    const table = await screen.findByRole("table", { name: "Contacts" });
    const nameHeader = () => within(table).getByRole("columnheader", { name: /Name/ });
    const addedHeader = () => within(table).getByRole("columnheader", { name: /Added/ });
    // The default order is oldest first, and its column says so.
    expect(addedHeader().getAttribute("aria-sort")).toBe("ascending");
    expect(nameHeader().getAttribute("aria-sort")).toBeNull();

    fireEvent.click(within(nameHeader()).getByRole("button"));
    await waitFor(() => expect(rowNames()).toEqual(["Person 1", "Person 2", "Person 3"]));
    expect(lastQuery(server).sort).toBe("name");
    expect(nameHeader().getAttribute("aria-sort")).toBe("ascending");
    expect(addedHeader().getAttribute("aria-sort")).toBeNull();

    fireEvent.click(within(nameHeader()).getByRole("button"));
    await waitFor(() => expect(rowNames()).toEqual(["Person 3", "Person 2", "Person 1"]));
    expect(lastQuery(server).sort).toBe("-name");
    expect(nameHeader().getAttribute("aria-sort")).toBe("descending");

    fireEvent.click(within(nameHeader()).getByRole("button"));
    await waitFor(() => expect(rowNames()).toEqual(["Person 1", "Person 3", "Person 2"]));
    expect(lastQuery(server).sort).toBeUndefined();
    expect(nameHeader().getAttribute("aria-sort")).toBeNull();
    expect(addedHeader().getAttribute("aria-sort")).toBe("ascending");
  });
});

describe("search and paging", () => {
  it("the search box waits for a pause, then searches from page 1", async () => {
    const rows = Array.from({ length: 120 }, (_, i) => contact(i + 1));
    const { server } = open("/event-light/ev-1/contacts", {}, rows);
    await screen.findByRole("table", { name: "Contacts" });
    fireEvent.click(screen.getByRole("button", { name: "Page 3" }));
    await waitFor(() => expect(lastQuery(server).page).toBe("3"));
    expect(await screen.findByText("101–120 of 120")).toBeTruthy();

    const before = server.queries.length;
    const box = screen.getByRole("searchbox", { name: "Search contacts" });
    fireEvent.change(box, { target: { value: "p" } });
    fireEvent.change(box, { target: { value: "person 11" } });
    await waitFor(() => expect(lastQuery(server).q).toBe("person 11"));
    // One call for the pause, not one per keystroke; and back on page 1.
    expect(server.queries.length).toBe(before + 1);
    expect(lastQuery(server).page).toBe("1");
    await waitFor(() => expect(rowNames()).toHaveLength(11));
    expect(screen.getByText("11 contacts found")).toBeTruthy();
    // 11 rows fit one page: the paginator shows nothing.
    expect(screen.queryByRole("navigation", { name: "Pages of contacts" })).toBeNull();
  });

  it("'Show: N' changes the page size and starts again at page 1", async () => {
    const rows = Array.from({ length: 120 }, (_, i) => contact(i + 1));
    const { server } = open("/event-light/ev-1/contacts", {}, rows);
    await screen.findByRole("table", { name: "Contacts" });
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(lastQuery(server).page).toBe("2"));
    fireEvent.change(screen.getByLabelText("Show:"), { target: { value: "10" } });
    await waitFor(() => expect(lastQuery(server)).toMatchObject({ page: "1", pageSize: "10" }));
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    expect(screen.getByRole("button", { name: "Page 12" })).toBeTruthy();
  });

  it("a search that finds nothing says so and can be cleared", async () => {
    open("/event-light/ev-1/contacts", {});
    await screen.findByRole("table", { name: "Contacts" });
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "nobody" } });
    expect(await screen.findByRole("heading", { name: "No contacts match “nobody”" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(await screen.findByRole("table", { name: "Contacts" })).toBeTruthy();
  });
});

describe("deleting a record", () => {
  it("asks first, then deletes and refreshes the list", async () => {
    let deleted = "";
    const { api, server } = open("/event-light/ev-1/contacts", {
      "DELETE /modules/m-contacts/records/c-1": () => {
        deleted = "c-1";
        server.rows = server.rows.filter((row) => row.id !== "c-1");
        return { status: 200, body: { payload: { id: "c-1" } } };
      },
    });
    await screen.findByRole("table", { name: "Contacts" });
    fireEvent.click(screen.getByRole("button", { name: "Delete Person 1" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete this contact?" });
    expect(dialog.textContent).toContain("Person 1 will be removed from Contacts.");
    // Focus starts on the negative button.
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(deleted).toBe("");

    fireEvent.click(screen.getByRole("button", { name: "Delete Person 1" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Delete contact" }));
    });
    expect(deleted).toBe("c-1");
    await waitFor(() => expect(rowNames()).toEqual(["Person 2"]));
    expect(api.services.toasts.get().toasts.map((toast) => toast.message)).toContain(
      "Person 1 has been deleted.",
    );
  });
});

describe("import history and revert", () => {
  it("lists the module's imports; Revert asks, removes, shows the removed counts and refreshes", async () => {
    let reverted = false;
    const { server } = open(
      "/event-light/ev-1/contacts",
      {
        "POST /modules/m-contacts/import/imp-1/revert": () => {
          reverted = true;
          server.rows = server.rows.filter((row) => !row.importId);
          server.history = [{ ...imported, status: "reverted", revertible: false }];
          return {
            status: 200,
            body: { payload: { removed: { contacts: 2, accounts: 0, custom_records: 0 } } },
          };
        },
      },
      [contact(1), contact(2, { importId: "imp-1" }), contact(3, { importId: "imp-1" })],
    );
    const panel = await screen.findByRole("region", { name: "Import history" });
    expect(await within(panel).findByText("speakers.csv")).toBeTruthy();
    expect(within(panel).getByText("Created 2 contacts")).toBeTruthy();
    await waitFor(() => expect(rowNames()).toEqual(["Person 1", "Person 2", "Person 3"]));

    fireEvent.click(within(panel).getByRole("button", { name: /Revert the import of speakers.csv/ }));
    const dialog = screen.getByRole("alertdialog", { name: "Revert this import?" });
    expect(dialog.textContent).toContain("The 2 contacts that speakers.csv created will be removed.");
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Revert import" }));
    });
    expect(reverted).toBe(true);
    expect(await within(panel).findByText("Import reverted: removed 2 contacts.")).toBeTruthy();
    await waitFor(() => expect(rowNames()).toEqual(["Person 1"]));
    await waitFor(() => expect(within(panel).getByText("Reverted")).toBeTruthy());
    expect(within(panel).queryByRole("button", { name: /Revert the import/ })).toBeNull();
  });
});

describe("the Import button opens the import wizard", () => {
  it("shows the wizard for this event and module over the page, and its close button closes it", async () => {
    open("/event-light/ev-1/contacts", { "GET /modules/m-contacts": ok(modules[0]) });
    await screen.findByRole("table", { name: "Contacts" });
    fireEvent.click(screen.getByRole("button", { name: "Import" }));
    const dialog = screen.getByRole("dialog", { name: "Import" });
    const host = dialog.querySelector<HTMLElement>('[data-foyer-widget="import-wizard"]');
    expect(host).toBeTruthy();
    const close = await waitFor(() => {
      const button = host?.shadowRoot?.querySelector<HTMLButtonElement>('button[aria-label="Close"]');
      if (!button) throw new Error("the wizard has not rendered yet");
      return button;
    });
    await act(async () => {
      close.click();
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Import" })).toBeNull());
  });
});

describe("Export CSV", () => {
  it("downloads the export with the bearer token", async () => {
    let auth: string | null = null;
    let query: Record<string, string> = {};
    const createObjectURL = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:contacts");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    open("/event-light/ev-1/contacts", {
      "GET /modules/m-contacts/export": (request) => {
        auth = request.headers.get("Authorization");
        query = Object.fromEntries(new URL(request.url).searchParams);
        return { status: 200, body: "Name,Email\r\n" };
      },
    });
    await screen.findByRole("table", { name: "Contacts" });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    });
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(auth).toMatch(/^Bearer /);
    expect(query).toMatchObject({ contentType: "csv", eventId: "ev-1", orgId: "org-1" });
    expect(createObjectURL).toHaveBeenCalled();
  });

  it("a failed export is registered with the spec's message", async () => {
    const { api } = open("/event-light/ev-1/contacts", {
      "GET /modules/m-contacts/export": () => ({ status: 500, body: { message: "boom" } }),
    });
    await screen.findByRole("table", { name: "Contacts" });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    });
    await waitFor(() =>
      expect(api.services.errors.get().errors.flatMap((error) => error.messages)).toContain(EXPORT_FAILED),
    );
  });
});

describe("the other record pages", () => {
  it("sponsors live at /sponsors and a custom module at /modules/{moduleId}", async () => {
    open("/event-light/ev-1/modules/m-hotel", {
      "GET /modules/m-hotel/records": ok({
        records: [
          {
            id: "r-1",
            name: "Room 12",
            data: { nights: 3 },
            createdAt: "2027-01-02T10:00:00.000Z",
            importId: null,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 50,
        columns: [
          { id: "name", name: "Name" },
          { id: "nights", name: "Nights" },
          { id: "createdAt", name: "Added" },
        ],
      }),
      "GET /modules/m-hotel/imports": ok([]),
    });
    expect(await screen.findByRole("heading", { name: "Hotel Bookings", level: 1 })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Hotel Bookings" });
    expect(within(table).getByRole("row", { name: /Room 12/ }).textContent).toContain("3");
    expect(screen.getByPlaceholderText("Search by name")).toBeTruthy();
    expect(await screen.findByText(/No imports yet/)).toBeTruthy();
  });
});
