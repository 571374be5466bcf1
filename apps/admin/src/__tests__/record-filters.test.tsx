import {
  type ContactRow,
  filterMessages,
  type ModuleSummary,
  type RecordFilter,
  type RecordFilterField,
  type RecordPage,
} from "@foyer/domain";
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FilterBar } from "../eventlight/records/FilterBar.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

// The event area's chunk loads on first use: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/*
 * Issue 7 "filters" on the record lists: the Filters builder (field, operator, value), the
 * filters as removable chips, "Clear filters", and the filters kept in the address.
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const fields: RecordFilterField[] = [
  { id: "name", name: "Name", kind: "text" },
  { id: "company", name: "Company", kind: "text" },
  { id: "tag", name: "Tags", kind: "tag" },
];
const tags = [
  { id: "t-vip", name: "VIP" },
  { id: "t-press", name: "Press" },
];

function renderBar(filters: RecordFilter[] = []) {
  const onChange = vi.fn<(next: RecordFilter[]) => void>();
  render(<FilterBar fields={fields} filters={filters} onChange={onChange} tags={tags} noun="contacts" />);
  return onChange;
}
const openBuilder = () => {
  fireEvent.click(screen.getByRole("button", { name: "Filters" }));
  return screen.getByRole("form", { name: "Add a filter to contacts" });
};

describe("the Filters builder", () => {
  it("adds a filter from a field, an operator and a value", () => {
    const onChange = renderBar();
    const builder = openBuilder();
    expect(screen.getByRole("button", { name: "Filters" }).getAttribute("aria-expanded")).toBe("true");
    fireEvent.change(within(builder).getByLabelText("Field"), { target: { value: "company" } });
    const operators = within(within(builder).getByLabelText("Operator")).getAllByRole("option");
    expect(operators.map((option) => option.textContent)).toEqual([
      "contains",
      "does not contain",
      "is",
      "is not",
      "is empty",
      "is not empty",
    ]);
    fireEvent.change(within(builder).getByLabelText("Operator"), { target: { value: "is" } });
    fireEvent.change(within(builder).getByLabelText("Value"), { target: { value: "  Acme  " } });
    fireEvent.click(within(builder).getByRole("button", { name: "Add filter" }));
    expect(onChange).toHaveBeenCalledWith([{ field: "company", op: "is", value: "Acme" }]);
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("hides the value for is empty and is not empty", () => {
    const onChange = renderBar([{ field: "name", op: "contains", value: "a" }]);
    const builder = openBuilder();
    fireEvent.change(within(builder).getByLabelText("Operator"), { target: { value: "empty" } });
    expect(within(builder).queryByLabelText("Value")).toBeNull();
    fireEvent.click(within(builder).getByRole("button", { name: "Add filter" }));
    expect(onChange).toHaveBeenCalledWith([
      { field: "name", op: "contains", value: "a" },
      { field: "name", op: "empty" },
    ]);
  });

  it("says 'Enter a value to filter by' and adds nothing without a value", () => {
    const onChange = renderBar();
    const builder = openBuilder();
    fireEvent.change(within(builder).getByLabelText("Value"), { target: { value: "   " } });
    fireEvent.click(within(builder).getByRole("button", { name: "Add filter" }));
    expect(within(builder).getByRole("alert").textContent).toBe(filterMessages.valueNeeded);
    expect(within(builder).getByLabelText("Value").getAttribute("aria-invalid")).toBe("true");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("tags pick one of the event's tags, with their own operators", () => {
    const onChange = renderBar();
    const builder = openBuilder();
    fireEvent.change(within(builder).getByLabelText("Field"), { target: { value: "tag" } });
    const operators = within(within(builder).getByLabelText("Operator")).getAllByRole("option");
    expect(operators.map((option) => option.textContent)).toEqual([
      "is",
      "is not",
      "is empty",
      "is not empty",
    ]);
    fireEvent.change(within(builder).getByLabelText("Value"), { target: { value: "t-press" } });
    fireEvent.click(within(builder).getByRole("button", { name: "Add filter" }));
    expect(onChange).toHaveBeenCalledWith([{ field: "tag", op: "is", value: "t-press" }]);
  });

  it("Escape and Cancel close it and give focus back to the Filters button", () => {
    renderBar();
    const builder = openBuilder();
    expect(document.activeElement).toBe(within(builder).getByLabelText("Field"));
    fireEvent.keyDown(within(builder).getByLabelText("Field"), { key: "Escape" });
    expect(screen.queryByRole("form")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Filters" }));
    fireEvent.click(within(openBuilder()).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form")).toBeNull();
  });

  it(`offers no more than ${20} filters`, () => {
    renderBar(Array.from({ length: 20 }, () => ({ field: "name", op: "not_empty" as const })));
    const builder = openBuilder();
    expect(within(builder).getByRole("button", { name: "Add filter" })).toHaveProperty("disabled", true);
    expect(within(builder).getByRole("alert").textContent).toBe(filterMessages.tooMany);
  });
});

describe("the filters in force", () => {
  it("shows each as a chip in words, with the tag's name; a chip's button removes it", () => {
    const onChange = renderBar([
      { field: "company", op: "contains", value: "Acme" },
      { field: "tag", op: "is", value: "t-vip" },
      { field: "name", op: "not_empty" },
    ]);
    const chips = within(screen.getByRole("list", { name: "Filters in force" })).getAllByRole("listitem");
    expect(chips.map((chip) => chip.textContent?.replace("×", ""))).toEqual([
      'Company contains "Acme"',
      'Tags is "VIP"',
      "Name is not empty",
    ]);
    fireEvent.click(screen.getByRole("button", { name: 'Remove filter: Tags is "VIP"' }));
    expect(onChange).toHaveBeenCalledWith([
      { field: "company", op: "contains", value: "Acme" },
      { field: "name", op: "not_empty" },
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it("has no chips and no Clear filters without filters", () => {
    renderBar();
    expect(screen.queryByRole("list", { name: "Filters in force" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
  });
});

describe("the contacts page keeps its filters in the address", () => {
  const modules: ModuleSummary[] = [
    {
      id: "m-contacts",
      eventId: "ev-1",
      orgId: "org-1",
      kind: "contacts",
      name: "Contacts",
      slug: "contacts",
      recordName: "contact",
    },
  ];
  const contact = (n: number, company: string): ContactRow => ({
    id: `c-${n}`,
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
  });
  const rows = [contact(1, "Acme"), contact(2, "Globex"), contact(3, "Acme Labs")];

  /** A contacts module that filters by company like the server does. */
  function open(path: string) {
    const queries: URLSearchParams[] = [];
    openSignedIn(path, {
      "GET /user/me/events": ok([summitEvent]),
      "GET /event/ev-1/modules": ok(modules),
      "GET /events/ev-1/tags": ok([{ id: "t-vip", name: "VIP", color: "#ff0000", recordCount: 1 }]),
      "GET /modules/m-contacts/imports": ok([]),
      "GET /modules/m-contacts/records": (request) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        const filters = JSON.parse(query.get("filters") ?? "[]") as RecordFilter[];
        const kept = rows.filter((row) =>
          filters.every((filter) =>
            (row.company ?? "").toLowerCase().includes((filter.value ?? "").toLowerCase()),
          ),
        );
        const page: RecordPage = {
          records: kept,
          total: kept.length,
          page: 1,
          pageSize: 50,
          columns: [
            { id: "name", name: "Name" },
            { id: "company", name: "Company" },
            { id: "createdAt", name: "Added" },
          ],
        };
        return { status: 200, body: { payload: page } };
      },
    });
    return queries;
  }

  it("a filter narrows the list, shows its chip and the count, and lives in the address", async () => {
    const queries = open("/event-light/ev-1/contacts");
    expect(await screen.findByText("3 contacts")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Filters" }));
    const builder = screen.getByRole("form", { name: "Add a filter to contacts" });
    const fieldNames = within(within(builder).getByLabelText("Field")).getAllByRole("option");
    await waitFor(() => expect(fieldNames.length).toBeGreaterThan(0));
    fireEvent.change(within(builder).getByLabelText("Field"), { target: { value: "company" } });
    fireEvent.change(within(builder).getByLabelText("Value"), { target: { value: "acme" } });
    fireEvent.click(within(builder).getByRole("button", { name: "Add filter" }));

    expect(await screen.findByText("2 contacts match")).toBeTruthy();
    expect(screen.getByRole("button", { name: 'Remove filter: Company contains "acme"' })).toBeTruthy();
    expect(JSON.parse(new URLSearchParams(location.search).get("filters") ?? "")).toEqual([
      { field: "company", op: "contains", value: "acme" },
    ]);
    expect(JSON.parse(queries.at(-1)?.get("filters") ?? "")).toEqual([
      { field: "company", op: "contains", value: "acme" },
    ]);
  });

  it("opening the address with filters applies them (a reload keeps them); Clear filters drops them", async () => {
    const filters = encodeURIComponent(JSON.stringify([{ field: "company", op: "contains", value: "labs" }]));
    open(`/event-light/ev-1/contacts?filters=${filters}`);
    expect(await screen.findByText("1 contact match")).toBeTruthy();
    expect(screen.getByRole("button", { name: 'Remove filter: Company contains "labs"' })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByText("3 contacts")).toBeTruthy();
    expect(location.search).toBe("");
  });

  it("a filter that keeps nothing says so and offers to clear the filters", async () => {
    const filters = encodeURIComponent(
      JSON.stringify([{ field: "company", op: "contains", value: "nobody" }]),
    );
    open(`/event-light/ev-1/contacts?filters=${filters}`);
    expect(await screen.findByRole("heading", { name: "No contacts match these filters" })).toBeTruthy();
    const clear = screen.getAllByRole("button", { name: "Clear filters" });
    fireEvent.click(clear[clear.length - 1] as HTMLElement);
    expect(await screen.findByText("3 contacts")).toBeTruthy();
  });

  it("offers the event's tags as a field", async () => {
    open("/event-light/ev-1/contacts");
    await screen.findByText("3 contacts");
    fireEvent.click(screen.getByRole("button", { name: "Filters" }));
    const field = screen.getByLabelText("Field");
    await waitFor(() =>
      expect(
        within(field)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["Name", "Company", "Tags"]),
    );
  });
});
