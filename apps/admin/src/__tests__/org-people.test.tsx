import {
  type PeoplePage,
  type PersonRow,
  type RecordFilter,
  type Segment,
  segmentMessages,
} from "@foyer/domain";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Routes } from "./fake-api.js";
import { openOrg, orgProfileRoute } from "./org-fixtures.js";
import { ok } from "./signed-in-app.js";

// The area's chunk loads on first use: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/*
 * Spec 1 §2 "Organization area": people and people/segments/{segmentId}, speakers, segments.
 * The side list of segments: the whole list, saved segments with counts, saving the list's
 * filters as a segment, renaming and deleting one, and opening one by its address.
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const person = (n: number, company: string): PersonRow => ({
  id: `p-${n}`,
  name: `Person ${n}`,
  fname: "Person",
  lname: String(n),
  email: `person${n}@example.com`,
  company,
  title: null,
  phone: null,
  country: null,
  data: {},
  createdAt: "2027-01-02T10:00:00.000Z",
  importId: null,
  eventId: "ev-1",
  event: "Foyer Summit 2027",
});
const people = [person(1, "Navy Labs"), person(2, "Acme"), person(3, "Navy Yard")];
const navy: Segment = {
  id: "s-navy",
  kind: "people",
  name: "Navy",
  filters: [{ field: "company", op: "contains", value: "navy" }],
  count: 2,
  createdAt: "2027-01-03T10:00:00.000Z",
};

interface Server {
  segments: Segment[];
  listQueries: URLSearchParams[];
  bodies: { method: string; path: string; body: unknown }[];
}

/** The people list and the segment calls, as the server answers them. */
function peopleRoutes(server: Server): Routes {
  const matching = (filters: RecordFilter[]) =>
    people.filter((row) =>
      filters.every((filter) =>
        (row.company ?? "").toLowerCase().includes((filter.value ?? "").toLowerCase()),
      ),
    );
  const segmentRoute = (method: string) => async (request: Request) => {
    const id = new URL(request.url).pathname.split("/").pop() ?? "";
    const body = method === "PUT" ? await request.json() : undefined;
    server.bodies.push({ method, path: new URL(request.url).pathname.replace(/^\/api/, ""), body });
    const found = server.segments.find((segment) => segment.id === id);
    if (!found) return { status: 404, body: { message: segmentMessages.notFound } };
    if (method === "DELETE") server.segments = server.segments.filter((segment) => segment.id !== id);
    if (method === "PUT") Object.assign(found, body);
    return { status: 200, body: { payload: found } };
  };
  return {
    "GET /organizations/org-1/people": (request) => {
      const query = new URL(request.url).searchParams;
      server.listQueries.push(query);
      const kept = matching(JSON.parse(query.get("filters") ?? "[]"));
      const page: PeoplePage = {
        records: kept,
        total: kept.length,
        page: 1,
        pageSize: 50,
        columns: [
          { id: "name", name: "Name" },
          { id: "company", name: "Company" },
          { id: "event", name: "Event" },
        ],
      };
      return { status: 200, body: { payload: page } };
    },
    "GET /organizations/org-1/segments": () => ({ status: 200, body: { payload: server.segments } }),
    "POST /organizations/org-1/segments": async (request) => {
      const body = (await request.json()) as { name: string; filters: RecordFilter[] };
      server.bodies.push({ method: "POST", path: "/organizations/org-1/segments", body });
      const created: Segment = {
        id: "s-new",
        kind: "people",
        name: body.name,
        filters: body.filters,
        count: matching(body.filters).length,
        createdAt: "2027-01-04T10:00:00.000Z",
      };
      server.segments = [...server.segments, created];
      return { status: 200, body: { payload: created } };
    },
    "PUT /organizations/org-1/segments/s-navy": segmentRoute("PUT"),
    "DELETE /organizations/org-1/segments/s-navy": segmentRoute("DELETE"),
  };
}

function open(path: string, routes: Routes = {}) {
  const server: Server = { segments: [{ ...navy }], listQueries: [], bodies: [] };
  const api = openOrg(path, { ...peopleRoutes(server), ...routes });
  return { server, api };
}
const sideList = () => screen.getByRole("navigation", { name: "People segments" });
const lastFilters = (server: Server) => JSON.parse(server.listQueries.at(-1)?.get("filters") ?? "[]");

describe("/org-light/{orgId}/people and its segments", () => {
  it("lists the organization's people beside 'All people' and the saved segments with their counts", async () => {
    open("/org-light/org-1/people");
    expect(await screen.findByRole("heading", { name: "People", level: 1 })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "People" });
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Person 1", "Person 2", "Person 3"]);
    expect(within(table).getByRole("link", { name: "Open Person 1" }).getAttribute("href")).toBe(
      "/org-light/org-1/contact/p-1",
    );
    expect(screen.getByText("3 people")).toBeTruthy();
    const all = within(sideList()).getByRole("link", { name: "All people" });
    expect(all.getAttribute("aria-current")).toBe("page");
    const segment = await within(sideList()).findByRole("link", { name: "Navy 2 people" });
    expect(segment.getAttribute("href")).toBe("/org-light/org-1/people/segments/s-navy");
    const menu = screen.getByRole("navigation", { name: "Organization" });
    for (const name of ["People", "Speakers", "Segments"])
      expect(within(menu).getByRole("link", { name })).toBeTruthy();
  });

  it("opening a segment by its address applies its filters", async () => {
    const { server } = open("/org-light/org-1/people/segments/s-navy");
    expect(await screen.findByRole("heading", { name: "Navy", level: 1 })).toBeTruthy();
    expect(await screen.findByText("2 people match")).toBeTruthy();
    expect(lastFilters(server)).toEqual(navy.filters);
    expect(screen.getByRole("button", { name: 'Remove filter: Company contains "navy"' })).toBeTruthy();
    expect(within(sideList()).getByRole("link", { name: "Navy 2 people" }).getAttribute("aria-current")).toBe(
      "page",
    );
    // Nothing changed yet: nothing to save.
    expect(screen.queryByRole("button", { name: "Save segment" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Save as segment" })).toBeNull();
  });

  it("an unknown segment says so", async () => {
    open("/org-light/org-1/people/segments/s-gone");
    expect(await screen.findByRole("heading", { name: segmentMessages.notFound })).toBeTruthy();
  });

  it("saves the list's filters as a segment after checking the name, then opens it", async () => {
    const filters = encodeURIComponent(JSON.stringify([{ field: "company", op: "contains", value: "acme" }]));
    const { server } = open(`/org-light/org-1/people?filters=${filters}`);
    expect(await screen.findByText("1 person match")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save as segment" }));
    const dialog = screen.getByRole("dialog", { name: "Save as segment" });
    const name = within(dialog).getByLabelText("Segment name");
    await waitFor(() => expect(document.activeElement).toBe(name));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save segment" }));
    expect(within(dialog).getByRole("alert").textContent).toBe(segmentMessages.nameRequired);
    fireEvent.change(name, { target: { value: "NAVY" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save segment" }));
    expect(within(dialog).getByRole("alert").textContent).toBe(segmentMessages.nameTaken);
    expect(server.bodies).toEqual([]);

    fireEvent.change(name, { target: { value: "  Acme people " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save segment" }));
    await waitFor(() => expect(location.pathname).toBe("/org-light/org-1/people/segments/s-new"));
    expect(server.bodies).toEqual([
      {
        method: "POST",
        path: "/organizations/org-1/segments",
        body: {
          kind: "people",
          name: "Acme people",
          filters: [{ field: "company", op: "contains", value: "acme" }],
        },
      },
    ]);
    expect(await screen.findByRole("heading", { name: "Acme people", level: 1 })).toBeTruthy();
    expect(await within(sideList()).findByRole("link", { name: "Acme people 1 people" })).toBeTruthy();
  });

  it("changing a segment's filters offers to save them to it", async () => {
    const { server } = open("/org-light/org-1/people/segments/s-navy");
    await screen.findByText("2 people match");
    fireEvent.click(screen.getByRole("button", { name: 'Remove filter: Company contains "navy"' }));
    expect(await screen.findByText("3 people")).toBeTruthy();
    expect(location.search).toBe(`?filters=${encodeURIComponent("[]")}`);
    fireEvent.click(screen.getByRole("button", { name: "Save segment" }));
    await waitFor(() => expect(server.bodies.at(-1)).toMatchObject({ method: "PUT", body: { filters: [] } }));
    await waitFor(() => expect(location.search).toBe(""));
  });

  it("renames a segment from its menu", async () => {
    const { server } = open("/org-light/org-1/people");
    await screen.findByText("3 people");
    fireEvent.click(await within(sideList()).findByRole("button", { name: "Actions for Navy" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Rename" }));
    const dialog = screen.getByRole("dialog", { name: "Rename segment" });
    const name = within(dialog).getByLabelText("Segment name") as HTMLInputElement;
    expect(name.value).toBe("Navy");
    fireEvent.change(name, { target: { value: "Navy friends" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Rename" }));
    await waitFor(() =>
      expect(server.bodies).toEqual([
        { method: "PUT", path: "/organizations/org-1/segments/s-navy", body: { name: "Navy friends" } },
      ]),
    );
    expect(await within(sideList()).findByRole("link", { name: "Navy friends 2 people" })).toBeTruthy();
  });

  it("deletes a segment after asking, and leaves it when it was open", async () => {
    const { server } = open("/org-light/org-1/people/segments/s-navy");
    await screen.findByText("2 people match");
    fireEvent.click(within(sideList()).getByRole("button", { name: "Actions for Navy" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete this segment?" });
    expect(dialog.textContent).toContain("Navy will be deleted");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete segment" }));
    await waitFor(() => expect(location.pathname).toBe("/org-light/org-1/people"));
    expect(server.bodies.map((call) => call.method)).toEqual(["DELETE"]);
    await waitFor(() => expect(within(sideList()).queryByRole("link", { name: /Navy/ })).toBeNull());
  });
});

describe("a member who may only read contacts", () => {
  const reader = { permissions: [], read_permissions: [{ slug: "contacts_read" }], isMember: true };

  it("sees people and segments, cannot save or change them, and has no Speakers", async () => {
    const filters = encodeURIComponent(JSON.stringify([{ field: "company", op: "contains", value: "acme" }]));
    open(`/org-light/org-1/people?filters=${filters}`, { [orgProfileRoute]: ok(reader) });
    expect(await screen.findByText("1 person match")).toBeTruthy();
    await within(sideList()).findByRole("link", { name: "Navy 2 people" });
    expect(screen.queryByRole("button", { name: "Save as segment" })).toBeNull();
    expect(within(sideList()).queryByRole("button", { name: "Actions for Navy" })).toBeNull();
    const menu = screen.getByRole("navigation", { name: "Organization" });
    expect(within(menu).queryByRole("link", { name: "Speakers" })).toBeNull();
    expect(within(menu).getByRole("link", { name: "People" })).toBeTruthy();
  });
});

describe("/org-light/{orgId}/segments", () => {
  it("lists every segment with its kind and count, each opening its list", async () => {
    const speakers: Segment = { ...navy, id: "s-keynotes", kind: "speakers", name: "Keynotes", count: 1 };
    openOrg("/org-light/org-1/segments", {
      "GET /organizations/org-1/segments": ok([navy, speakers]),
    });
    const table = await screen.findByRole("table", { name: "Segments" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent).slice(0, 3))).toEqual([
      ["Navy", "People", "2 people"],
      ["Keynotes", "Speakers", "1 speaker"],
    ]);
    expect(within(table).getByRole("link", { name: "Keynotes" }).getAttribute("href")).toBe(
      "/org-light/org-1/speakers/segments/s-keynotes",
    );
  });

  it("says when there are none yet", async () => {
    openOrg("/org-light/org-1/segments", { "GET /organizations/org-1/segments": ok([]) });
    expect(await screen.findByRole("heading", { name: "No segments yet" })).toBeTruthy();
  });
});
