import type { ModuleField, ModuleFieldList } from "@foyer/domain";
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { draftOf, updateBodyOf } from "../eventlight/fields/field-draft.js";
import type { Routes } from "./fake-api.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * Issue 7 item 3 "Fields and tags": /event-light/{eventId}/fields (the event's modules with their
 * number of custom fields) and /fields/{moduleId} (a module's fields: add, edit with options,
 * reorder by keyboard-reachable buttons, delete after a confirmation naming the records that lose
 * a value).
 */

// The event area is a lazy chunk: its first load in a busy run takes more than the default second.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const contactsModule = {
  id: "m-contacts",
  eventId: "ev-1",
  orgId: "org-1",
  kind: "contacts" as const,
  name: "Contacts",
  slug: "contacts",
  recordName: "contact",
};

const field = (id: string, name: string, type: string, extra: Partial<ModuleField> = {}): ModuleField => ({
  id,
  moduleId: contactsModule.id,
  name,
  type,
  supported: type !== "lookup",
  required: false,
  recommended: false,
  options: type === "dropdown" ? ["S", "M", "L"] : null,
  multiple: false,
  position: 0,
  ...extra,
});

const fieldList = (fields: ModuleField[], canManage = true): ModuleFieldList => ({
  module: contactsModule,
  builtins: [
    { id: "FIRST_NAME", name: "First Name", type: "text" },
    { id: "EMAIL", name: "Email", type: "email" },
  ],
  fields,
  canManage,
});

const base = "/modules/m-contacts/fields";

function open(path: string, routes: Routes = {}) {
  return openSignedIn(`/event-light/ev-1/${path}`, {
    "GET /user/me/events": ok([summitEvent]),
    "GET /event/ev-1/modules": ok([contactsModule]),
    ...routes,
  });
}

const bodyOf = async (request: Request) => (await request.json()) as Record<string, unknown>;
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getByRole("rowheader").textContent);

describe("the fields overview", () => {
  it("lists the event's modules with their number of custom fields, each linking to its page", async () => {
    open("fields", {
      "GET /events/ev-1/fields": ok([
        { module: contactsModule, fieldCount: 3, canManage: true },
        {
          module: { ...contactsModule, id: "m-sponsors", name: "Sponsors", kind: "accounts" },
          fieldCount: 0,
          canManage: false,
        },
      ]),
    });
    expect(await screen.findByRole("heading", { name: "Custom fields", level: 1 })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Modules" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Contacts3 custom fields",
      "SponsorsNo custom fieldsRead only",
    ]);
    expect(within(list).getByRole("link", { name: "Contacts" }).getAttribute("href")).toBe(
      "/event-light/ev-1/fields/m-contacts",
    );
    // The event's side navigation has the page under "Fields and tags".
    const nav = screen.getByRole("list", { name: "Fields and tags" });
    expect(within(nav).getByRole("link", { name: "Custom fields" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Tags" })).toBeTruthy();
  });

  it("a member without manage_fields gets the 'uh Oh!' screen and no navigation entry", async () => {
    open("fields", {
      "GET /permissions/event/ev-1/user/user-1": ok({
        permissions: [],
        read_permissions: [{ slug: "contacts_read" }],
        isMember: true,
      }),
    });
    expect(await screen.findByRole("heading", { name: "uh Oh!" })).toBeTruthy();
    expect(screen.getByText("You don't have permission to view this section!")).toBeTruthy();
  });
});

describe("a module's fields", () => {
  it("shows the fields in order with type, rule and options; an empty module says so", async () => {
    open("fields/m-contacts", {
      [`GET ${base}`]: ok(
        fieldList([
          field("f-size", "T-Shirt Size", "dropdown", { required: true }),
          field("f-diet", "Dietary Needs", "dropdown", { options: ["Vegan", "Halal"], multiple: true }),
          field("f-ref", "Referred By", "lookup"),
        ]),
      ),
    });
    const table = await screen.findByRole("table", { name: "Custom fields of Contacts, in order" });
    expect(rowNames(table)).toEqual(["T-Shirt Size", "Dietary Needs", "Referred By"]);
    const [size, diet, ref] = within(table).getAllByRole("row").slice(1);
    expect(size?.textContent).toContain("Dropdown");
    expect(size?.textContent).toContain("Required");
    expect(size?.textContent).toContain("S, M, L");
    expect(diet?.textContent).toContain("(several may be chosen)");
    expect(ref?.textContent).toContain("lookup (not supported)");
    expect(screen.getByText("Built in: First Name, Email.")).toBeTruthy();
    expect(within(table).getByRole("button", { name: "Move T-Shirt Size up" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(within(table).getByRole("button", { name: "Move Referred By down" })).toHaveProperty(
      "disabled",
      true,
    );
    cleanup();
    open("fields/m-contacts", { [`GET ${base}`]: ok(fieldList([])) });
    expect(await screen.findByRole("heading", { name: "No custom fields yet" })).toBeTruthy();
  });

  it("adds a dropdown from the dialog: the type from a labelled list, then its options", async () => {
    let sent: Record<string, unknown> = {};
    open("fields/m-contacts", {
      [`GET ${base}`]: ok(fieldList([field("f-size", "T-Shirt Size", "dropdown")])),
      [`POST ${base}`]: async (request) => {
        sent = await bodyOf(request);
        return {
          status: 201,
          body: {
            payload: field("f-new", String(sent.name), "dropdown", { options: sent.options as string[] }),
          },
        };
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Add field" }));
    const dialog = screen.getByRole("dialog", { name: "Add a field to Contacts" });
    const name = within(dialog).getByLabelText("Name");
    expect(document.activeElement).toBe(name);
    // The checks run before anything is sent.
    fireEvent.change(name, { target: { value: "t-shirt size" } });
    fireEvent.submit(dialog);
    expect(await within(dialog).findByText('Contacts already has a field named "t-shirt size"')).toBeTruthy();
    fireEvent.change(name, { target: { value: "Email" } });
    expect(
      within(dialog).getByText('"Email" is a built-in field of Contacts: choose another name'),
    ).toBeTruthy();
    fireEvent.change(name, { target: { value: "Meal" } });
    const type = within(dialog).getByLabelText("Type") as HTMLSelectElement;
    expect([...type.options].map((option) => option.text)).toContain("Yes / No");
    fireEvent.change(type, { target: { value: "dropdown" } });
    expect(
      within(dialog).getByText("One of a list of options, or several when multiple is on."),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Option 1"), { target: { value: "Fish" } });
    fireEvent.change(within(dialog).getByLabelText("Option 2"), { target: { value: "fish" } });
    fireEvent.submit(dialog);
    expect(await within(dialog).findByText('The option "fish" is listed twice')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Option 2"), { target: { value: "Veg" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "+ Add option" }));
    const third = within(dialog).getByLabelText("Option 3");
    expect(document.activeElement).toBe(third);
    fireEvent.change(third, { target: { value: "Meat" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Move Meat up" }));
    fireEvent.click(within(dialog).getByLabelText("Required"));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Add field" }));
    });
    expect(sent).toEqual({
      name: "Meal",
      type: "dropdown",
      required: true,
      recommended: false,
      options: ["Fish", "Meat", "Veg"],
      multiple: false,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(rowNames(screen.getByRole("table"))).toEqual(["T-Shirt Size", "Meal"]);
  });

  it("edits a field: a renamed option is sent as a rename; the server's refusal stays in the dialog", async () => {
    const bodies: Record<string, unknown>[] = [];
    open("fields/m-contacts", {
      [`GET ${base}`]: ok(fieldList([field("f-size", "T-Shirt Size", "dropdown")])),
      [`PUT ${base}/f-size`]: async (request) => {
        const body = await bodyOf(request);
        bodies.push(body);
        if (body.type === "number") {
          return {
            status: 409,
            body: {
              statusCode: 409,
              code: "VALIDATION_ERROR",
              message: '"T-Shirt Size" cannot change from Dropdown to Number while 3 contacts hold a value',
            },
          };
        }
        return {
          status: 200,
          body: {
            payload: {
              field: field("f-size", "T-Shirt Size", "dropdown", { options: body.options as string[] }),
              changedRecords: 2,
            },
          },
        };
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Edit T-Shirt Size" }));
    const dialog = screen.getByRole("dialog", { name: "Edit T-Shirt Size" });
    fireEvent.change(within(dialog).getByLabelText("Type"), { target: { value: "number" } });
    expect(within(dialog).getByText(/keep it only when the type becomes Text or Long text/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Save field" }));
    });
    expect((await within(dialog).findByRole("alert")).textContent).toContain("while 3 contacts hold a value");
    fireEvent.change(within(dialog).getByLabelText("Type"), { target: { value: "dropdown" } });
    fireEvent.change(within(dialog).getByLabelText("Option 1"), { target: { value: "Small" } });
    expect(within(dialog).getByText("Renames “S”")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove L" }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Save field" }));
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodies.at(-1)).toEqual({ options: ["Small", "M"], renames: [{ from: "S", to: "Small" }] });
  });

  it("moves a field with its buttons, keeping focus on the moved field", async () => {
    let order: unknown;
    const a = field("f-a", "Alpha", "text");
    const b = field("f-b", "Beta", "text");
    open("fields/m-contacts", {
      [`GET ${base}`]: ok(fieldList([a, b])),
      [`PUT ${base}/order`]: async (request) => {
        order = (await bodyOf(request)).ids;
        return { status: 200, body: { payload: fieldList([b, a]) } };
      },
    });
    const table = await screen.findByRole("table");
    await act(async () => {
      fireEvent.click(within(table).getByRole("button", { name: "Move Beta up" }));
    });
    expect(order).toEqual(["f-b", "f-a"]);
    await waitFor(() => expect(rowNames(table)).toEqual(["Beta", "Alpha"]));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(table).getByRole("button", { name: "Move Beta down" })),
    );
  });

  it("deleting asks first, naming how many records hold a value", async () => {
    const api = open("fields/m-contacts", {
      [`GET ${base}`]: ok(fieldList([field("f-size", "T-Shirt Size", "dropdown")])),
      [`GET ${base}/f-size/usage`]: ok({ fieldId: "f-size", records: 12 }),
      [`DELETE ${base}/f-size`]: ok({ id: "f-size", clearedRecords: 12 }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete T-Shirt Size" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this field?" });
    await waitFor(() =>
      expect(dialog.textContent).toContain("12 contacts hold a value for it, which will be removed too."),
    );
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Delete field" }));
    });
    expect(await screen.findByRole("heading", { name: "No custom fields yet" })).toBeTruthy();
    expect(api.services.toasts.get().toasts.map((toast) => toast.message)).toContain(
      "T-Shirt Size has been deleted, with its values in 12 contacts.",
    );
  });

  it("a reader sees the fields without any control", async () => {
    open("fields/m-contacts", {
      [`GET ${base}`]: ok(fieldList([field("f-size", "T-Shirt Size", "dropdown")], false)),
    });
    const table = await screen.findByRole("table");
    expect(within(table).queryByRole("button")).toBeNull();
    expect(screen.queryByRole("button", { name: "Add field" })).toBeNull();
    expect(screen.getByText("You can see these fields but not change them.")).toBeTruthy();
  });
});

describe("the dialog's model", () => {
  it("sends only what changed, and nothing when nothing did", () => {
    const size = field("f-size", "T-Shirt Size", "dropdown");
    expect(updateBodyOf(size, draftOf(size))).toBeNull();
    const draft = { ...draftOf(size), required: true, type: "text" };
    expect(updateBodyOf(size, draft)).toEqual({ type: "text", required: true });
  });
});
