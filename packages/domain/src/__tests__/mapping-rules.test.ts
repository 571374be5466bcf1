import { describe, expect, it } from "vitest";
import {
  DEFAULT_VALUE_COLUMN,
  FIRST_NAME,
  FULL_NAME,
  type ImportField,
  type ImportFieldGroup,
  type ImportMap,
  LAST_NAME,
} from "../import/contract.js";
import {
  canImport,
  carryOverChoices,
  groupsToSend,
  mappingMessages,
  previewRecords,
  selectAllFields,
  selectNoFields,
  setFieldColumn,
  setFieldDefault,
  toggleField,
  toggleGroup,
} from "../import/mapping-rules.js";

const field = (id: string, name: string, overrides: Partial<ImportField> = {}): ImportField => ({
  id,
  name,
  column: "",
  type: "text",
  required: false,
  recommended: false,
  enabled: false,
  supported: true,
  default_value: "",
  ...overrides,
});

const contacts = (): ImportFieldGroup => ({
  id: "contacts",
  name: "Contacts",
  description: "People",
  options: { locked: true, enabled: true, kind: "contacts" },
  fields: [
    field(FULL_NAME, "Full Name", { enabled: true, column: "Name" }),
    field(FIRST_NAME, "First Name"),
    field(LAST_NAME, "Last Name"),
    field("EMAIL", "Email", { required: true, enabled: true, column: "E-mail" }),
    field("PHONE", "Phone", { recommended: true }),
    field("SIGNATURE", "Signature", { supported: false, type: "signature" }),
  ],
});

const accounts = (): ImportFieldGroup => ({
  id: "accounts",
  name: "Sponsors",
  description: "Companies",
  options: { locked: false, enabled: true, kind: "accounts" },
  fields: [
    field("NAME", "Name", { required: true, enabled: true, column: "Company" }),
    field("WEBSITE", "Website", { enabled: true, column: "Web" }),
  ],
});

const enabledIds = (group: ImportFieldGroup | undefined) =>
  (group?.fields ?? []).filter((item) => item.enabled).map((item) => item.id);

describe("toggling a contacts group field (spec 2 §4.2)", () => {
  it("Full Name is mutually exclusive with First and Last Name", () => {
    const groups = toggleField([contacts()], "contacts", FIRST_NAME);
    expect(enabledIds(groups[0])).toEqual([FIRST_NAME, LAST_NAME, "EMAIL"]);
    const back = toggleField(groups, "contacts", FULL_NAME);
    expect(enabledIds(back[0])).toEqual([FULL_NAME, "EMAIL"]);
  });

  it("choosing one of First/Last adds the other", () => {
    const groups = toggleField([contacts()], "contacts", LAST_NAME);
    expect(enabledIds(groups[0])).toContain(FIRST_NAME);
    expect(enabledIds(groups[0])).toContain(LAST_NAME);
  });

  it("required fields cannot be removed", () => {
    const groups = toggleField([contacts()], "contacts", "EMAIL");
    expect(enabledIds(groups[0])).toContain("EMAIL");
  });

  it("unsupported fields cannot be toggled", () => {
    const [group] = toggleField([contacts()], "contacts", "SIGNATURE");
    expect(group?.fields.find((item) => item.id === "SIGNATURE")?.enabled).toBe(false);
  });

  it("other fields toggle on and off", () => {
    const on = toggleField([contacts()], "contacts", "PHONE");
    expect(enabledIds(on[0])).toContain("PHONE");
    expect(enabledIds(toggleField(on, "contacts", "PHONE")[0])).not.toContain("PHONE");
  });

  it("does not change its input", () => {
    const groups = [contacts()];
    toggleField(groups, "contacts", "PHONE");
    expect(enabledIds(groups[0])).toEqual([FULL_NAME, "EMAIL"]);
  });
});

describe("the 'More {group} fields...' modal: All and None", () => {
  it("All chooses every supported field and keeps the name as it is entered", () => {
    expect(enabledIds(selectAllFields(contacts()))).toEqual([FULL_NAME, "EMAIL", "PHONE"]);
  });

  it("None keeps only the required fields and the name", () => {
    const all = selectAllFields(contacts());
    expect(enabledIds(selectNoFields(all))).toEqual([FULL_NAME, "EMAIL"]);
  });
});

describe("toggling a group: disabling clears its fields; the locked group stays enabled", () => {
  it("the locked group (the current module) cannot be turned off", () => {
    const groups = [contacts(), accounts()];
    expect(toggleGroup(groups, "contacts")).toEqual(groups);
  });

  it("disabling a group clears its fields", () => {
    const [, group] = toggleGroup([contacts(), accounts()], "accounts");
    expect(group?.options.enabled).toBe(false);
    expect(group?.fields.every((item) => !item.enabled && item.column === "")).toBe(true);
  });

  it("enabling it again brings back the server's choices", () => {
    const original = [contacts(), accounts()];
    const off = toggleGroup(original, "accounts");
    const on = toggleGroup(off, "accounts", original);
    expect(on[1]).toEqual(original[1]);
  });

  it("without the original, enabling brings back its required fields", () => {
    const off = toggleGroup([accounts()], "accounts");
    expect(enabledIds(toggleGroup(off, "accounts")[0])).toEqual(["NAME"]);
  });
});

describe("mapping messages (spec 2 §5): each enabled field needs a CSV column or a default value", () => {
  it("a field without a column gives 'Map the \"{group} - {field}\" field to a CSV column'", () => {
    const groups = toggleField([contacts()], "contacts", "PHONE");
    expect(mappingMessages(groups)).toEqual([
      {
        groupId: "contacts",
        fieldId: "PHONE",
        message: 'Map the "Contacts - Phone" field to a CSV column',
      },
    ]);
    expect(canImport(groups)).toBe(false);
  });

  it("the default-value marker with an empty default value is unmapped too", () => {
    let groups = toggleField([contacts()], "contacts", "PHONE");
    groups = setFieldColumn(groups, "contacts", "PHONE", DEFAULT_VALUE_COLUMN);
    expect(mappingMessages(groups)).toHaveLength(1);
    groups = setFieldDefault(groups, "contacts", "PHONE", "+1 555 0100");
    expect(mappingMessages(groups)).toEqual([]);
    expect(canImport(groups)).toBe(true);
  });

  it("fields of a group that is off give no message", () => {
    const groups = [contacts(), toggleGroup([accounts()], "accounts")[0] as ImportFieldGroup];
    expect(mappingMessages(groups)).toEqual([]);
  });

  it("Import is disabled when no fields are chosen", () => {
    const group = contacts();
    const empty = { ...group, fields: group.fields.map((item) => ({ ...item, enabled: false })) };
    expect(mappingMessages([empty])).toEqual([]);
    expect(canImport([empty])).toBe(false);
  });
});

describe("the import request carries only groups with fields (spec 2 §7)", () => {
  it("leaves out groups that are off and fields that are not chosen", () => {
    const groups = [contacts(), toggleGroup([accounts()], "accounts")[0] as ImportFieldGroup];
    const sent = groupsToSend(groups);
    expect(sent.map((group) => group.id)).toEqual(["contacts"]);
    expect(sent[0]?.fields.map((item) => item.id)).toEqual([FULL_NAME, "EMAIL"]);
  });
});

describe("re-uploading a fixed file keeps the user's choices where the columns still exist", () => {
  it("keeps columns the new file has and takes the server's match elsewhere", () => {
    let mine = toggleField([contacts()], "contacts", "PHONE");
    mine = setFieldColumn(mine, "contacts", "PHONE", "Mobile");
    mine = setFieldColumn(mine, "contacts", "EMAIL", "Old email");
    const fresh = [contacts()];
    const [group] = carryOverChoices(mine, fresh, ["Name", "E-mail", "Mobile"]);
    const byId = new Map(group?.fields.map((item) => [item.id, item]));
    expect(byId.get("PHONE")).toMatchObject({ enabled: true, column: "Mobile" });
    expect(byId.get("EMAIL")).toMatchObject({ enabled: true, column: "E-mail" });
  });
});

describe("record preview (spec 2 §5): 5 fields for accounts, 6 for contacts, 4 for others", () => {
  const map = (groups: ImportFieldGroup[], lines: string[][], columns: string[]): ImportMap => ({
    fields_groups: groups,
    imported_columns: columns,
    first_lines: lines,
    rows_number: lines.length,
  });

  it("shows at most the kind's number of chosen fields, read from the sample rows", () => {
    const many = {
      ...accounts(),
      fields: ["A", "B", "C", "D", "E", "F", "G"].map((id) =>
        field(id, `Field ${id}`, { enabled: true, column: id }),
      ),
    };
    const columns = ["A", "B", "C", "D", "E", "F", "G"];
    const [preview] = previewRecords(map([many], [columns.map((c) => `${c}1`)], columns), [many]);
    expect(preview?.fields).toEqual(["Field A", "Field B", "Field C", "Field D", "Field E"]);
    expect(preview?.records[0]?.meta).toHaveLength(5);
  });

  it("names a contact from Full Name, or First and Last Name", () => {
    const columns = ["Name", "E-mail"];
    const lines = [["Ada Lovelace", "ada@example.org"]];
    const [preview] = previewRecords(map([contacts()], lines, columns), [contacts()]);
    expect(preview?.records).toEqual([
      { name: "Ada Lovelace", meta: [{ label: "Email", value: "ada@example.org" }] },
    ]);
  });

  it("keeps sample records only if they have a name or meta values", () => {
    const columns = ["Name", "E-mail"];
    const lines = [
      ["", ""],
      ["Grace Hopper", ""],
      ["", "x@example.org"],
    ];
    const [preview] = previewRecords(map([contacts()], lines, columns), [contacts()]);
    expect(preview?.records.map((record) => record.name)).toEqual(["Grace Hopper", ""]);
  });

  it("uses only the first 10 sample rows", () => {
    const lines = Array.from({ length: 14 }, (_, index) => [`Person ${index}`, ""]);
    const [preview] = previewRecords(map([contacts()], lines, ["Name", "E-mail"]), [contacts()]);
    expect(preview?.records).toHaveLength(10);
  });

  it("reads a default value for every record", () => {
    let groups = toggleField([contacts()], "contacts", "PHONE");
    groups = setFieldColumn(groups, "contacts", "PHONE", DEFAULT_VALUE_COLUMN);
    groups = setFieldDefault(groups, "contacts", "PHONE", "n/a");
    const [preview] = previewRecords(map(groups, [["Ada", "a@b.c"]], ["Name", "E-mail"]), groups);
    expect(preview?.records[0]?.meta).toContainEqual({ label: "Phone", value: "n/a" });
  });

  it("flags a value the import would refuse, with the import's own sentence (issue 22)", () => {
    const typed: ImportFieldGroup = {
      ...contacts(),
      fields: [
        field(FULL_NAME, "Full Name", { enabled: true, column: "Name", type: "full-name" }),
        field("EMAIL", "Email", { enabled: true, column: "E-mail", type: "email" }),
        field("DAYS", "Days", { enabled: true, column: "Days", type: "event-days" }),
      ],
    };
    const lines = [
      ["Ada Lovelace", "ada@", "whenever"],
      ["Grace Hopper", "grace@example.org", ""],
    ];
    const [preview] = previewRecords(map([typed], lines, ["Name", "E-mail", "Days"]), [typed]);
    expect(preview?.records[0]?.meta).toEqual([
      { label: "Email", value: "ada@", problem: '"ada@" is not a valid email address' },
      // Event days are read against the event's dates, which only the server knows.
      { label: "Days", value: "whenever" },
    ]);
    expect(preview?.records[1]?.meta).toEqual([{ label: "Email", value: "grace@example.org" }]);
  });
});
