import type {
  AuditEntry,
  DuplicateCandidate,
  RecordDetail,
  RecordFieldDefinition,
  RecordFile,
  RecordValue,
} from "@foyer/domain";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MERGE_DONE } from "../eventlight/records/detail/DedupeView.js";
import { draftOf, inputOf, isUnchanged } from "../eventlight/records/detail/edit-model.js";
import type { Routes } from "./fake-api.js";
import { openOrg } from "./org-fixtures.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

// The event area is a lazy chunk: its first load in a busy run takes more than the default second.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const field = (id: string, name: string, type: string, extra: Partial<RecordFieldDefinition> = {}) => ({
  id,
  name,
  type,
  builtin: !extra.options,
  required: false,
  options: null,
  multiple: false,
  editable: true,
  ...extra,
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

function contact(id: string, values: Record<string, RecordValue>): RecordDetail {
  return {
    type: "contact",
    id,
    eventId: "ev-1",
    orgId: "org-1",
    module: contactsModule,
    name: `${values.FIRST_NAME ?? ""} ${values.LAST_NAME ?? ""}`.trim(),
    fields: [
      field("FIRST_NAME", "First Name", "text"),
      field("LAST_NAME", "Last Name", "text"),
      field("EMAIL", "Email", "email"),
      field("TITLE", "Title", "text"),
      field("f-size", "T-Shirt Size", "dropdown", { options: ["S", "M", "L"] }),
      field("f-news", "Newsletter Opt In", "boolean"),
      field("f-ref", "Referred By", "lookup", { editable: false }),
    ],
    values,
    account: null,
    userId: null,
    createdAt: "2027-01-02T10:00:00.000Z",
    updatedAt: "2027-01-02T10:00:00.000Z",
    createdByImport: null,
    historyTypes: ["forms", "emails", "sessions", "imports", "merges"],
  };
}

interface Server {
  records: Map<string, RecordDetail>;
  updates: unknown[];
  audit: AuditEntry[];
  files: RecordFile[];
  merges: unknown[];
}

function serverRoutes(server: Server): Routes {
  const routes: Routes = {
    "GET /user/me/events": ok([summitEvent]),
    "GET /event/ev-1/modules": ok([contactsModule]),
  };
  for (const [id] of server.records) {
    const base = `/event/ev-1/contact/${id}`;
    routes[`GET ${base}`] = () => ({ status: 200, body: { payload: server.records.get(id) } });
    routes[`PUT ${base}`] = async (request) => {
      const body = (await request.json()) as { values: Record<string, RecordValue> };
      server.updates.push(body);
      if (body.values.EMAIL === "bob@") {
        const details = [{ path: "values.EMAIL", message: '"bob@" is not a valid email address' }];
        return {
          status: 400,
          body: { statusCode: 400, code: "VALIDATION_ERROR", message: "Email: bad", details },
        };
      }
      const record = server.records.get(id) as RecordDetail;
      const next = { ...record, values: { ...record.values, ...body.values } };
      server.records.set(id, next);
      const changes = Object.keys(body.values).map((key) => ({
        field: key,
        before: record.values[key] ?? null,
        after: body.values[key],
      }));
      return { status: 200, body: { payload: { record: next, changes } } };
    };
    routes[`GET ${base}/audit`] = ok(server.audit);
    routes[`GET ${base}/files`] = () => ({ status: 200, body: { payload: server.files } });
    routes[`POST ${base}/files`] = async (request) => {
      const { uploadId } = (await request.json()) as { uploadId: string };
      server.files = [
        {
          id: `f-${uploadId}`,
          uploadId,
          name: "contract.pdf",
          type: "application/pdf",
          size: 2048,
          url: `/api/uploads/${uploadId}`,
          attachedAt: "2027-01-03T10:00:00.000Z",
          attachedBy: { id: "user-1", name: "Ada Organizer" },
        },
      ];
      return { status: 201, body: { payload: server.files[0] } };
    };
    routes[`GET ${base}/history/forms`] = ok({
      type: "forms",
      items: [
        {
          submissionId: "s-1",
          formId: "form-1",
          formName: "Speaker Intake",
          formKind: "intake",
          status: "submitted",
          createdAt: "2027-01-04T10:00:00.000Z",
          submittedAt: "2027-01-04T10:00:00.000Z",
          matchedBy: "email",
        },
      ],
    });
    routes[`GET ${base}/history/merges`] = ok({ type: "merges", items: [] });
  }
  routes["POST /uploads"] = () => ({
    status: 201,
    body: {
      payload: {
        uploadId: "u-1",
        name: "contract.pdf",
        size: 2048,
        type: "application/pdf",
        url: "/api/uploads/u-1",
      },
    },
  });
  return routes;
}

function open(path: string, extra: Routes = {}) {
  const server: Server = {
    records: new Map([
      [
        "c-1",
        contact("c-1", {
          FIRST_NAME: "Grace",
          LAST_NAME: "Hopper",
          EMAIL: "grace@example.com",
          TITLE: "Rear Admiral",
          "f-size": "M",
        }),
      ],
      [
        "c-2",
        contact("c-2", {
          FIRST_NAME: "Grace",
          LAST_NAME: "Hopper",
          EMAIL: "ghopper@navy.example",
          TITLE: "Commodore",
          "f-news": true,
        }),
      ],
    ]),
    updates: [],
    audit: [],
    files: [],
    merges: [],
  };
  const api = openSignedIn(path, { ...serverRoutes(server), ...extra });
  return { api, server };
}

describe("edit-model: what the editor shows and sends", () => {
  it("round-trips yes/no, lists and empty values", () => {
    const yesNo = { type: "boolean", multiple: false };
    expect(draftOf(yesNo, true)).toBe("yes");
    expect(inputOf(yesNo, "no")).toBe(false);
    expect(inputOf(yesNo, "")).toBeNull();
    expect(inputOf({ type: "text" }, "  ")).toBeNull();
    expect(draftOf({ type: "dropdown", multiple: true }, null)).toEqual([]);
    expect(isUnchanged({ type: "text", multiple: false }, " Ada ", "Ada")).toBe(true);
  });
});

describe("the records list opens each record's page (row action 'open-record')", () => {
  it("a row's name links to /event-light/{eventId}/contact/{recordId}", async () => {
    open("/event-light/ev-1/contacts", {
      "GET /modules/m-contacts/records": ok({
        records: [
          {
            id: "c-1",
            name: "Grace Hopper",
            fname: "Grace",
            lname: "Hopper",
            email: "grace@example.com",
            company: null,
            title: null,
            phone: null,
            country: null,
            data: {},
            createdAt: "2027-01-02T10:00:00.000Z",
            importId: null,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 50,
        columns: [{ id: "name", name: "Name" }],
      }),
      "GET /modules/m-contacts/imports": ok([]),
    });
    const link = await screen.findByRole("link", { name: "Open Grace Hopper" });
    expect(link.getAttribute("href")).toBe("/event-light/ev-1/contact/c-1");
    fireEvent.click(link);
    expect(await screen.findByRole("heading", { name: "Grace Hopper", level: 1 })).toBeTruthy();
  });
});

describe("the contact page at /event-light/{eventId}/contact/{recordId}", () => {
  it("shows every field with its value, and the record's tabs", async () => {
    open("/event-light/ev-1/contact/c-1");
    expect(await screen.findByRole("heading", { name: "Grace Hopper", level: 1 })).toBeTruthy();
    const details = screen.getByRole("region", { name: "Details" });
    expect(within(details).getByText("Rear Admiral")).toBeTruthy();
    expect(within(details).getAllByText("Not set").length).toBeGreaterThan(0);
    const tabs = screen.getByRole("navigation", { name: "contact pages" });
    expect(
      within(tabs)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Details", "Edit", "Audit", "Files", "History"]);
    expect(within(tabs).getByRole("link", { name: "Details" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Find duplicates" }).getAttribute("href")).toBe(
      "/event-light/ev-1/contacts/dedupe/c-1",
    );
  });

  it("a record that does not exist says so", async () => {
    open("/event-light/ev-1/contact/nope", {
      "GET /event/ev-1/contact/nope": () => ({
        status: 404,
        body: { statusCode: 404, code: "NOT_FOUND", message: "This record does not exist." },
      }),
    });
    expect(await screen.findByRole("heading", { name: "This record does not exist." })).toBeTruthy();
  });
});

describe("the Edit tab: 'changing a value updates it at once and on the server'", () => {
  it("saves a text field on Enter, says Saved, and Undo puts the old value back", async () => {
    const { server } = open("/event-light/ev-1/contact/c-1/edit");
    const title = (await screen.findByLabelText("Title")) as HTMLInputElement;
    expect(title.value).toBe("Rear Admiral");
    fireEvent.change(title, { target: { value: "Commodore" } });
    fireEvent.keyDown(title, { key: "Enter" });
    await waitFor(() => expect(server.updates).toEqual([{ values: { TITLE: "Commodore" } }]));
    expect(await screen.findByText("✓ Saved")).toBeTruthy();
    expect(screen.getByText("Changed Title (was Rear Admiral)")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(server.updates.at(-1)).toEqual({ values: { TITLE: "Rear Admiral" } }));
    await waitFor(() =>
      expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Rear Admiral"),
    );
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
  });

  it("saves on blur, and not at all when nothing changed", async () => {
    const { server } = open("/event-light/ev-1/contact/c-1/edit");
    const last = await screen.findByLabelText("Last Name");
    fireEvent.blur(last);
    fireEvent.change(last, { target: { value: "Hopper-Murray" } });
    fireEvent.blur(last);
    await waitFor(() => expect(server.updates).toEqual([{ values: { LAST_NAME: "Hopper-Murray" } }]));
  });

  it("a choice saves as soon as it changes; yes/no is sent as true/false", async () => {
    const { server } = open("/event-light/ev-1/contact/c-1/edit");
    fireEvent.change(await screen.findByLabelText("T-Shirt Size"), { target: { value: "L" } });
    fireEvent.change(screen.getByLabelText("Newsletter Opt In"), { target: { value: "yes" } });
    await waitFor(() =>
      expect(server.updates).toEqual([{ values: { "f-size": "L" } }, { values: { "f-news": true } }]),
    );
  });

  it("shows the server's message under the field, and Escape puts the saved value back", async () => {
    const { server } = open("/event-light/ev-1/contact/c-1/edit");
    const email = (await screen.findByLabelText("Email")) as HTMLInputElement;
    fireEvent.change(email, { target: { value: "bob@" } });
    fireEvent.keyDown(email, { key: "Enter" });
    expect(await screen.findByText('"bob@" is not a valid email address')).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(server.records.get("c-1")?.values.EMAIL).toBe("grace@example.com");
    fireEvent.keyDown(email, { key: "Escape" });
    expect(email.value).toBe("grace@example.com");
  });

  it("a field the import cannot read is shown, not edited", async () => {
    open("/event-light/ev-1/contact/c-1/edit");
    expect(await screen.findByText(/"Referred By" fields are not currently supported/)).toBeTruthy();
  });
});

describe("the Audit tab", () => {
  it("lists who changed what, before → after, newest first", async () => {
    open("/event-light/ev-1/contact/c-1/audit", {
      "GET /event/ev-1/contact/c-1/audit": ok([
        {
          id: "a-2",
          entityType: "contact",
          entityId: "c-1",
          action: "update",
          changes: [{ field: "Title", before: "Captain", after: "Rear Admiral" }],
          note: null,
          user: { id: "user-1", name: "Ada Organizer" },
          at: "2027-01-05T10:00:00.000Z",
        },
        {
          id: "import-1",
          entityType: "contact",
          entityId: "c-1",
          action: "create",
          changes: [],
          note: "Created by import speakers.csv",
          user: { id: "user-1", name: "Ada Organizer" },
          at: "2027-01-01T10:00:00.000Z",
        },
      ] satisfies AuditEntry[]),
    });
    const list = await screen.findByRole("list", { name: "Audit, newest first" });
    const items = within(list).getAllByRole("listitem");
    expect(items[0]?.textContent).toContain("Ada Organizer changed");
    const row = within(items[0] as HTMLElement).getByRole("row", { name: /Title/ });
    expect(row.textContent).toBe("TitleCaptain→Rear Admiral");
    expect(items[1]?.textContent).toContain("Created by import speakers.csv");
  });

  it("says so when there is nothing yet", async () => {
    open("/event-light/ev-1/contact/c-1/audit");
    expect(await screen.findByRole("heading", { name: "No changes yet" })).toBeTruthy();
  });
});

describe("the Files tab", () => {
  it("uploads a file, attaches it and lists it with its download link", async () => {
    const { api } = open("/event-light/ev-1/contact/c-1/files");
    expect(await screen.findByText("No files yet")).toBeTruthy();
    const input = screen.getByLabelText("File to upload") as HTMLInputElement;
    const file = new File(["%PDF"], "contract.pdf", { type: "application/pdf" });
    fireEvent.change(input, { target: { files: [file] } });
    const link = await screen.findByRole("link", { name: "contract.pdf" });
    expect(link.getAttribute("href")).toBe("/api/uploads/u-1");
    expect(api.calls).toContain("POST /uploads");
    expect(api.calls).toContain("POST /event/ev-1/contact/c-1/files");
    expect(screen.getByRole("button", { name: "Remove contract.pdf" })).toBeTruthy();
  });
});

describe("the History tab", () => {
  it("lists the contact's form submissions, with the other histories as sub-tabs", async () => {
    open("/event-light/ev-1/contact/c-1/history/forms");
    const table = await screen.findByRole("table", { name: "Form submissions" });
    expect(within(table).getByRole("link", { name: "Speaker Intake" }).getAttribute("href")).toBe(
      "/event-light/ev-1/portals/forms/form-1/submissions/s-1",
    );
    const sub = screen.getByRole("navigation", { name: "Histories" });
    fireEvent.click(within(sub).getByRole("link", { name: "Merged contacts" }));
    expect(await screen.findByText("No contact has been merged into this one.")).toBeTruthy();
  });

  it("an unknown history type says so", async () => {
    open("/event-light/ev-1/contact/c-1/history/nope");
    expect(await screen.findByRole("heading", { name: "This history does not exist." })).toBeTruthy();
  });
});

describe("the dedupe page at /event-light/{eventId}/contacts/dedupe/{contactId}", () => {
  const duplicate: DuplicateCandidate = {
    id: "c-2",
    name: "Grace Hopper",
    email: "ghopper@navy.example",
    phone: null,
    company: null,
    createdAt: "2027-01-02T10:00:00.000Z",
    reasons: ["name"],
  };

  it("compares side by side, lets the user choose per field, merges and lands on the survivor", async () => {
    let merged: unknown = null;
    open("/event-light/ev-1/contacts/dedupe/c-1", {
      "GET /event/ev-1/contact/c-1/duplicates": ok([duplicate]),
      "POST /event/ev-1/contact/c-1/merge": async (request) => {
        merged = await request.json();
        return { status: 200, body: { payload: { survivor: {}, mergedId: "c-2" } } };
      },
    });
    expect(await screen.findByRole("heading", { name: "Duplicates of Grace Hopper" })).toBeTruthy();
    expect(screen.getByText("Same name")).toBeTruthy();
    // One candidate: chosen already, and compared.
    const table = await screen.findByRole("table", { name: /field by field/ });
    const titleRow = within(table).getByRole("row", { name: /^Title/ });
    expect(titleRow.textContent).toContain("Rear Admiral");
    fireEvent.click(within(titleRow).getByRole("radio", { name: /Commodore/ }));
    expect(within(titleRow).getAllByRole("cell").at(-1)?.textContent).toBe("Commodore");
    // Only one has a value: it is filled, no choice to make.
    const newsRow = within(table).getByRole("row", { name: /Newsletter/ });
    expect(within(newsRow).queryAllByRole("radio")).toHaveLength(0);
    expect(within(newsRow).getAllByRole("cell").at(-1)?.textContent).toBe("Yes");

    fireEvent.click(screen.getByRole("button", { name: "Merge" }));
    const dialog = screen.getByRole("alertdialog", { name: "Merge these contacts?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Merge contacts" }));
    await waitFor(() => expect(merged).toEqual({ otherId: "c-2", choices: { TITLE: "other" } }));
    await waitFor(() => expect(location.pathname).toBe("/event-light/ev-1/contact/c-1"));
    expect(await screen.findByText(MERGE_DONE)).toBeTruthy();
  });

  it("says so when there are no likely duplicates", async () => {
    open("/event-light/ev-1/contacts/dedupe/c-1", { "GET /event/ev-1/contact/c-1/duplicates": ok([]) });
    expect(await screen.findByRole("heading", { name: "No likely duplicates" })).toBeTruthy();
  });
});

describe("the organization area's dedupe page, /org-light/{orgId}/contacts/dedupe/{contactId}", () => {
  it("finds the contact's event, and shows its duplicates there", async () => {
    const grace = contact("c-1", { FIRST_NAME: "Grace", LAST_NAME: "Hopper", TITLE: "Rear Admiral" });
    openOrg("/org-light/org-1/contacts/dedupe/c-1", {
      "GET /organizations/org-1/contact/c-1": ok(grace),
      "GET /event/ev-1/contact/c-1": ok(grace),
      "GET /event/ev-1/contact/c-1/duplicates": ok([]),
    });
    expect(await screen.findByRole("heading", { name: "Duplicates of Grace Hopper" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "← Grace Hopper" }).getAttribute("href")).toBe(
      "/event-light/ev-1/contact/c-1",
    );
  });

  it("another organization's contact is not found", async () => {
    openOrg("/org-light/org-1/contacts/dedupe/c-9", {
      "GET /organizations/org-1/contact/c-9": () => ({
        status: 404,
        body: { statusCode: 404, code: "NOT_FOUND", message: "This record does not exist." },
      }),
    });
    expect(await screen.findByRole("heading", { name: "This record does not exist." })).toBeTruthy();
  });
});
