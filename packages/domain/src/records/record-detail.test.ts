import { describe, expect, it } from "vitest";
import {
  auditSnapshot,
  conflictingFields,
  duplicateReasons,
  emailLocalKey,
  mergedValues,
  nameKey,
  phoneKey,
  type RecordFieldDefinition,
  readRecordInput,
  recordFieldsOf,
  recordValueText,
} from "./record-detail.js";

const context = { event: { dateFrom: "2027-03-15", dateTo: "2027-03-17" } };
const field = (type: string, extra: Partial<RecordFieldDefinition> = {}): RecordFieldDefinition => ({
  id: "f",
  name: "Field",
  type,
  builtin: false,
  required: false,
  options: null,
  multiple: false,
  editable: true,
  ...extra,
});

describe("recordFieldsOf", () => {
  it("lists a contact's first and last name (never the split Full Name), then the module's fields", () => {
    const fields = recordFieldsOf("contacts", [
      { id: "x", name: "Referred By", type: "lookup", required: false, options: null, multiple: false },
    ]);
    expect(fields.map((item) => item.id)).toEqual([
      "FIRST_NAME",
      "LAST_NAME",
      "EMAIL",
      "COMPANY",
      "TITLE",
      "PHONE",
      "COUNTRY",
      "x",
    ]);
    expect(fields.at(-1)).toMatchObject({ editable: false, builtin: false });
  });

  it("an account's and a custom record's name is required", () => {
    expect(recordFieldsOf("accounts", [])[0]).toMatchObject({ id: "NAME", required: true });
    expect(recordFieldsOf("custom", [])).toHaveLength(1);
  });
});

describe("readRecordInput: the import's value formats (spec 2 §5)", () => {
  it("reads each type as the import does", () => {
    expect(readRecordInput(field("boolean"), "Y", context)).toEqual({ ok: true, value: true });
    expect(readRecordInput(field("boolean"), false, context)).toEqual({ ok: true, value: false });
    expect(readRecordInput(field("date"), "03-16-2027", context)).toEqual({ ok: true, value: "2027-03-16" });
    expect(readRecordInput(field("number"), 2.5, context)).toEqual({ ok: true, value: 2.5 });
    expect(readRecordInput(field("countries"), "Germany", context)).toEqual({ ok: true, value: "DE" });
    expect(readRecordInput(field("text"), "  hi ", context)).toEqual({ ok: true, value: "hi" });
    expect(readRecordInput(field("event-days"), "03/15-03/16", context)).toEqual({
      ok: true,
      value: ["2027-03-15", "2027-03-16"],
    });
  });

  it("answers the import's sentence for a bad value", () => {
    expect(readRecordInput(field("email"), "bob@", context)).toEqual({
      ok: false,
      error: '"bob@" is not a valid email address',
    });
    expect(readRecordInput(field("number"), "many", context).ok).toBe(false);
  });

  it("dropdowns match an option ignoring case; a multi-select takes a list, each item one option", () => {
    const single = field("dropdown", { options: ["Small", "Large, roomy"] });
    expect(readRecordInput(single, "small", context)).toEqual({ ok: true, value: "Small" });
    expect(readRecordInput(single, "Huge", context).ok).toBe(false);
    const multi = { ...single, multiple: true };
    expect(readRecordInput(multi, ["large, roomy", "Small", "small"], context)).toEqual({
      ok: true,
      value: ["Large, roomy", "Small"],
    });
    expect(readRecordInput(single, ["Small"], context)).toEqual({
      ok: false,
      error: "Choose one value, not a list",
    });
  });

  it("empty clears an optional field and is refused for a required one", () => {
    expect(readRecordInput(field("text"), " ", context)).toEqual({ ok: true, value: null });
    expect(readRecordInput(field("text"), null, context)).toEqual({ ok: true, value: null });
    expect(readRecordInput(field("text", { required: true }), "", context)).toEqual({
      ok: false,
      error: "A value is required",
    });
  });

  it("a type the import cannot read cannot be edited", () => {
    expect(readRecordInput(field("lookup", { editable: false, name: "Referred By" }), "x", context)).toEqual({
      ok: false,
      error: '"Referred By" fields are not currently supported',
    });
  });
});

describe("recordValueText", () => {
  it("shows yes/no, lists and country names", () => {
    expect(recordValueText({ type: "boolean" }, true)).toBe("Yes");
    expect(recordValueText({ type: "dropdown" }, ["A", "B"])).toBe("A, B");
    expect(recordValueText({ type: "countries" }, "DE")).toBe("Germany");
    expect(recordValueText({ type: "text" }, null)).toBe("");
  });

  it("reads an import's split name, a labelled date and a named record as their text, never as JSON", () => {
    expect(recordValueText({ type: "full-name" }, { first_name: "Ada", last_name: "Lovelace" })).toBe(
      "Ada Lovelace",
    );
    expect(recordValueText({ type: "full-name" }, { first_name: "Ada", last_name: "" })).toBe("Ada");
    expect(recordValueText({}, { iso: "2027-03-15T09:00:00Z", formatted: "Mar 15, 9:00 AM" })).toBe(
      "Mar 15, 9:00 AM",
    );
    expect(
      recordValueText({}, [
        { id: "r1", name: "Acme" },
        { id: "r2", name: "Globex" },
      ]),
    ).toBe("Acme, Globex");
  });
});

describe("auditSnapshot", () => {
  it("names each value by its field, numbering a second field of the same name", () => {
    const fields = [
      { id: "a", name: "Size" },
      { id: "b", name: "Size" },
    ];
    expect(auditSnapshot(fields, { a: "S" })).toEqual({ Size: "S", "Size (2)": null });
  });
});

describe("likely duplicates", () => {
  it("normalises names, phones and email local parts", () => {
    expect(nameKey("  Ada ", "LOVELACE")).toBe("ada lovelace");
    expect(nameKey("", "")).toBeNull();
    expect(phoneKey("+1 (555) 123-4567")).toBe(phoneKey("555.123.4567"));
    expect(phoneKey("12-34")).toBeNull();
    expect(emailLocalKey("Ada.Lovelace+cfp@x.io")).toBe("adalovelace");
    expect(emailLocalKey("a@x.io")).toBeNull();
  });

  it("says why two contacts look alike", () => {
    const ada = { fname: "Ada", lname: "Lovelace", email: "ada.lovelace@x.io", phone: "555 123 4567" };
    expect(duplicateReasons(ada, { fname: "ada", lname: "lovelace", email: null, phone: null })).toEqual([
      "name",
    ]);
    expect(
      duplicateReasons(ada, { fname: "A", lname: "K", email: "adalovelace@y.io", phone: "+1 5551234567" }),
    ).toEqual(["phone", "email"]);
    expect(duplicateReasons(ada, { fname: "Charles", lname: "B", email: "cb@x.io", phone: null })).toEqual(
      [],
    );
  });
});

describe("mergedValues: the survivor keeps its values and fills empty ones from the other", () => {
  const survivor = { FIRST_NAME: "Ada", TITLE: "Countess", PHONE: null, tags: [] as string[] };
  const other = { FIRST_NAME: "Augusta", TITLE: null, PHONE: "555", tags: ["VIP"], legacy: "kept" };

  it("by default", () => {
    expect(mergedValues(survivor, other)).toEqual({
      FIRST_NAME: "Ada",
      TITLE: "Countess",
      PHONE: "555",
      tags: ["VIP"],
      legacy: "kept",
    });
  });

  it("with the user's choice per field", () => {
    expect(mergedValues(survivor, other, { FIRST_NAME: "other", PHONE: "survivor" })).toMatchObject({
      FIRST_NAME: "Augusta",
      PHONE: null,
    });
  });

  it("conflictingFields lists where both have different values", () => {
    expect(
      conflictingFields([{ id: "FIRST_NAME" }, { id: "TITLE" }, { id: "PHONE" }], survivor, other),
    ).toEqual(["FIRST_NAME"]);
  });
});
