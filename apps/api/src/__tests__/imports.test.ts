import { DEFAULT_VALUE_COLUMN, type ImportFieldGroup, type ImportMap } from "@foyer/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, contacts, type customRecords, imports } from "../db/schema/index.js";
import { DEMO, DEMO_CONTACT_FIELDS, DEMO_MODULES } from "../db/seed.js";
import {
  chosenGroups,
  importCsv,
  mappingOf,
  postImport,
  summitContactsByEmail,
  uploadImportFile,
  waitForImport,
} from "./support/imports.js";
import { bearer, createTestApp, signIn, type TestApp } from "./support/test-app.js";

let t: TestApp;
let admin: string;
const CONTACTS = DEMO_MODULES.contacts.id;
const SPONSORS = DEMO_MODULES.sponsors.id;
const HOTEL = DEMO_MODULES.hotelBookings.id;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app)).tokens.id_token;
});
afterAll(async () => t.close());

const db = () => t.database.db;

const contactByEmail = (email: string) => summitContactsByEmail(db(), email);

async function countWhere(table: typeof contacts | typeof accounts | typeof customRecords, importId: string) {
  const rows = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.importId, importId));
  return Number(rows[0]?.n ?? 0);
}

function field(map: ImportMap | ImportFieldGroup[], groupId: string, fieldId: string) {
  const groups = Array.isArray(map) ? map : map.fields_groups;
  const found = groups.find((group) => group.id === groupId)?.fields.find((item) => item.id === fieldId);
  if (!found) throw new Error(`no field ${groupId}/${fieldId}`);
  return found;
}

describe("POST /modules/{moduleId}/import/mapping: the file's columns matched to the module's fields", () => {
  it("answers the groups, columns, first lines and row count, matching headers automatically", async () => {
    const url = await uploadImportFile(
      t.app,
      admin,
      "Given name,Surname,E-mail,Organisation,Job title,Mobile,Country/Region,tshirt size,Referred By\r\nAda,Lovelace,ada@example.com,Engines,Countess,+44 20 7946 0958,GB,m,Grace\r\n",
    );
    const map = await mappingOf(t.app, admin, CONTACTS, url);
    expect(map.imported_columns).toHaveLength(9);
    expect(map.rows_number).toBe(1);
    expect(map.first_lines).toEqual([
      ["Ada", "Lovelace", "ada@example.com", "Engines", "Countess", "+44 20 7946 0958", "GB", "m", "Grace"],
    ]);
    expect(map.fields_groups.map((group) => [group.id, group.options])).toEqual([
      ["contacts", { locked: true, enabled: true, kind: "contacts" }],
    ]);
    const columns = Object.fromEntries(
      (map.fields_groups[0]?.fields ?? []).map((item) => [item.id, [item.column, item.enabled]]),
    );
    expect(columns).toMatchObject({
      FULL_NAME: ["", false],
      FIRST_NAME: ["Given name", true],
      LAST_NAME: ["Surname", true],
      EMAIL: ["E-mail", true],
      COMPANY: ["Organisation", true],
      TITLE: ["Job title", true],
      PHONE: ["Mobile", true],
      COUNTRY: ["Country/Region", true],
      [DEMO_CONTACT_FIELDS.tshirt.id]: ["tshirt size", true],
      [DEMO_CONTACT_FIELDS.dietary.id]: ["", false],
    });
  });

  it("a lookup field is listed as not supported, never matched", async () => {
    const url = await uploadImportFile(t.app, admin, "Email,Referred By\r\na@b.co,x\r\n");
    const referred = field(
      await mappingOf(t.app, admin, CONTACTS, url),
      "contacts",
      DEMO_CONTACT_FIELDS.referredBy.id,
    );
    expect(referred).toMatchObject({ type: "lookup", supported: false, enabled: false, column: "" });
  });

  it("picks Full Name when the file has a name column and no first or last name", async () => {
    const url = await uploadImportFile(t.app, admin, "Full name,Email\r\nAda Lovelace,ada@example.com\r\n");
    const map = await mappingOf(t.app, admin, CONTACTS, url);
    expect(field(map, "contacts", "FULL_NAME")).toMatchObject({ column: "Full name", enabled: true });
    expect(field(map, "contacts", "FIRST_NAME").enabled).toBe(false);
    expect(field(map, "contacts", "LAST_NAME").enabled).toBe(false);
  });

  it("an accounts module has its accounts (locked) and the optional contacts; a custom module also accounts", async () => {
    const url = await uploadImportFile(
      t.app,
      admin,
      "Company,Website,Contact Email\r\nInitrode,https://initrode.test,x@y.co\r\n",
    );
    const sponsors = await mappingOf(t.app, admin, SPONSORS, url);
    expect(
      sponsors.fields_groups.map((group) => [group.id, group.options.locked, group.options.enabled]),
    ).toEqual([
      ["accounts", true, true],
      ["contacts", false, false],
    ]);
    expect(field(sponsors, "accounts", "NAME")).toMatchObject({
      column: "Company",
      required: true,
      enabled: true,
    });
    expect(field(sponsors, "contacts", "EMAIL").column).toBe("Contact Email");
    const hotel = await mappingOf(t.app, admin, HOTEL, url);
    expect(hotel.fields_groups.map((group) => [group.id, group.name, group.options.locked])).toEqual([
      [HOTEL, "Hotel Bookings", true],
      ["contacts", "Contacts", false],
      ["accounts", "Accounts", false],
    ]);
  });
});

describe("the import writes contacts, matching existing ones by email", () => {
  it("imports new contacts and updates existing ones, never duplicating them", async () => {
    const csv =
      "First Name,Last Name,Email,Company,T-Shirt Size,Dietary Needs,Newsletter Opt In,Arrival Date\r\n" +
      'Nora,New,nora@example.com,Newco,xl,"vegan, halal",yes,03-14-2027\r\n' +
      "Grace,Hopper,GRACE@example.com,,s,,no,2027-03-15\r\n";
    const status = await importCsv(t.app, admin, CONTACTS, csv, { skip_invalid_rows: true });
    expect(status).toMatchObject({ finished: true, success: true, current_record: 2, total_records: 2 });
    expect(status.detail).toMatchObject({ imported: true, validateOnly: false, summaryErrors: [] });
    expect(status.detail.counters).toMatchObject({
      rows_number: 2,
      rows_ok: 2,
      skipped_rows: 0,
      contacts_created: 1,
      existing_contacts: 1,
    });
    const [nora] = await contactByEmail("nora@example.com");
    expect(nora).toMatchObject({ fname: "Nora", lname: "New", company: "Newco", importId: status.import_id });
    expect(nora?.data).toEqual({
      [DEMO_CONTACT_FIELDS.tshirt.id]: "XL",
      [DEMO_CONTACT_FIELDS.dietary.id]: ["Vegan", "Halal"],
      [DEMO_CONTACT_FIELDS.newsletter.id]: true,
      [DEMO_CONTACT_FIELDS.arrival.id]: "2027-03-14",
    });
    const graces = await contactByEmail("grace@example.com");
    expect(graces).toHaveLength(1);
    // Updated with the non-empty values only: the empty Company keeps "Navy Labs".
    expect(graces[0]).toMatchObject({ fname: "Grace", company: "Navy Labs", importId: null });
    expect(graces[0]?.data).toMatchObject({
      [DEMO_CONTACT_FIELDS.tshirt.id]: "S",
      [DEMO_CONTACT_FIELDS.newsletter.id]: false,
    });
  });
});

describe("summaryErrors: row errors grouped by id and description, rows counted once", () => {
  const csv =
    "First Name,Last Name,Email,T-Shirt Size\r\n" +
    "Val,One,val.one@example.com,M\r\n" +
    "Bad,Two,bob@,M\r\n" +
    "Bad,Three,carl@example.com,XXL\r\n" +
    "Bad,Four,bob@,XXL\r\n" +
    "Val,Five,val.five@example.com,S\r\n" +
    ",,,S\r\n";

  it("lists each problem with its rows; rows_ok and skipped rows are exact", async () => {
    const status = await importCsv(t.app, admin, CONTACTS, csv, { validate_only: true });
    expect(status.detail.summaryErrors).toEqual([
      {
        id: "EMAIL_INVALID",
        description: 'Contacts - Email: "bob@" is not a valid email address',
        rows: [2, 4],
      },
      {
        id: "DROPDOWN_INVALID",
        description: 'Contacts - T-Shirt Size: "XXL" is not one of the options (S, M, L, XL)',
        rows: [3, 4],
      },
      { id: "NAME_OR_EMAIL_MISSING", description: "Contacts: a contact needs a name or an email", rows: [6] },
    ]);
    expect(status.detail.counters).toMatchObject({ rows_number: 6, rows_ok: 2, skipped_rows: 4 });
    expect(status.detail.errorsfile?.url).toBe(`/api/modules/${CONTACTS}/import/${status.import_id}/errors`);
  });

  it("the errors file has every invalid row with its cells and problems", async () => {
    const status = await importCsv(t.app, admin, CONTACTS, csv, { validate_only: true });
    const response = await t.app.inject({
      method: "GET",
      url: status.detail.errorsfile?.url ?? "",
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.body.replace(/^\ufeff/, "").split("\r\n")).toEqual([
      "Row,First Name,Last Name,Email,T-Shirt Size,Error",
      '2,Bad,Two,bob@,M,"Contacts - Email: ""bob@"" is not a valid email address"',
      '3,Bad,Three,carl@example.com,XXL,"Contacts - T-Shirt Size: ""XXL"" is not one of the options (S, M, L, XL)"',
      '4,Bad,Four,bob@,XXL,"Contacts - Email: ""bob@"" is not a valid email address; Contacts - T-Shirt Size: ""XXL"" is not one of the options (S, M, L, XL)"',
      "6,,,,S,Contacts: a contact needs a name or an email",
      "",
    ]);
  });
});

describe("the error list, fixed and uploaded again ('Re-Upload Resolved CSV')", () => {
  it("imports the fixed rows with their own values: Row and Error are left unmapped, guarded cells read back", async () => {
    const csv =
      "First Name,Last Name,Email,Phone\r\n" +
      "Fix,One,fix.one@,+44 20 7946 0958\r\n" +
      "Fix,Two,fix.two@example.com,+1 555 0100\r\n" +
      "Fix,Three,fix.three@,-\r\n";
    const first = await importCsv(t.app, admin, CONTACTS, csv, { skip_invalid_rows: true });
    expect(first.detail.counters).toMatchObject({ rows_ok: 1, skipped_rows: 2, contacts_created: 1 });
    const errors = await t.app.inject({
      method: "GET",
      url: first.detail.errorsfile?.url ?? "",
      headers: bearer(admin),
    });
    const listed = errors.body.replace(/^\ufeff/, "");
    expect(listed).toContain("'+44 20 7946 0958");
    // The organizer fixes the emails and the phone in a spreadsheet and uploads the list as it is.
    const fixed = listed
      .replace("fix.one@,", "fix.one@example.com,")
      .replace("fix.three@,'-,", "fix.three@example.com,+1 555 0199,");
    const url = await uploadImportFile(t.app, admin, fixed);
    const map = await mappingOf(t.app, admin, CONTACTS, url);
    const mapped = map.fields_groups.flatMap((group) => group.fields.map((field) => field.column));
    expect(mapped).not.toContain("Row");
    expect(mapped).not.toContain("Error");
    const response = await postImport(t.app, admin, CONTACTS, {
      url,
      fields_groups: chosenGroups(map),
      validate_only: false,
      skip_invalid_rows: false,
    });
    const second = await waitForImport(t.app, admin, CONTACTS, response.json().payload.import_id);
    expect(second.detail.counters).toMatchObject({ rows_ok: 2, skipped_rows: 0, contacts_created: 2 });
    const [one] = await contactByEmail("fix.one@example.com");
    // Kept as typed; only matching compares a normalised copy (issue 22).
    expect(one?.phone).toBe("+44 20 7946 0958");
    expect(await contactByEmail("fix.two@example.com")).toHaveLength(1);
  });
});

describe("phone numbers are kept as typed (issue 22)", () => {
  it("imports '+1 415 555 0101' as '+1 415 555 0101', and a re-import by email keeps the new spelling", async () => {
    const csv = "First Name,Last Name,Email,Phone\r\nPia,Phone,pia.phone@example.com,+1 415 555 0101\r\n";
    const first = await importCsv(t.app, admin, CONTACTS, csv);
    expect(first.detail.counters).toMatchObject({ rows_ok: 1, contacts_created: 1 });
    expect((await contactByEmail("pia.phone@example.com"))[0]?.phone).toBe("+1 415 555 0101");
    const again = await importCsv(
      t.app,
      admin,
      CONTACTS,
      "First Name,Last Name,Email,Phone\r\nPia,Phone,pia.phone@example.com,(415) 555-0101\r\n",
    );
    expect(again.detail.counters).toMatchObject({ contacts_created: 0, existing_contacts: 1 });
    const rows = await contactByEmail("pia.phone@example.com");
    expect(rows.map((row) => row.phone)).toEqual(["(415) 555-0101"]);
  });
});

describe("validate_only, errors and skip_invalid_rows", () => {
  const csv =
    "First Name,Last Name,Email\r\nVera,Valid,vera@example.com\r\nGrace,Hopper,grace@example.com\r\nIvan,Invalid,ivan@\r\n";

  it("validate_only writes nothing and says what will be created, kept and skipped", async () => {
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(contacts);
    const status = await importCsv(t.app, admin, CONTACTS, csv, {
      validate_only: true,
      skip_invalid_rows: true,
    });
    expect(status).toMatchObject({ finished: true, success: true });
    expect(status.detail).toMatchObject({ imported: false, validateOnly: true });
    expect(status.detail.counters).toMatchObject({
      rows_number: 3,
      rows_ok: 2,
      skipped_rows: 1,
      contacts_created: 1,
      existing_contacts: 1,
    });
    const after = await db().select({ n: sql<number>`count(*)::int` }).from(contacts);
    expect(after).toEqual(before);
    expect(await contactByEmail("vera@example.com")).toEqual([]);
  });

  it("row errors without skip_invalid_rows write nothing", async () => {
    const status = await importCsv(t.app, admin, CONTACTS, csv);
    expect(status).toMatchObject({ finished: true, success: true });
    expect(status.detail.imported).toBe(false);
    expect(status.detail.summaryErrors.map((error) => error.rows)).toEqual([[3]]);
    expect(await contactByEmail("vera@example.com")).toEqual([]);
    expect(await countWhere(contacts, status.import_id)).toBe(0);
  });

  it("skip_invalid_rows writes the valid rows and counts the skipped ones", async () => {
    const status = await importCsv(t.app, admin, CONTACTS, csv, { skip_invalid_rows: true });
    expect(status.detail.imported).toBe(true);
    expect(status.detail.counters).toMatchObject({
      rows_number: 3,
      rows_ok: 2,
      skipped_rows: 1,
      contacts_created: 1,
      existing_contacts: 1,
    });
    expect(await contactByEmail("vera@example.com")).toHaveLength(1);
    expect(await contactByEmail("ivan@")).toEqual([]);
  });
});

describe("no duplicates, no loss", () => {
  it("the same file twice creates nothing the second time", async () => {
    const csv =
      "First Name,Last Name,Email,Company\r\nRe,Peat,repeat@example.com,Loop Inc\r\nNo,Email,,Nowhere\r\n";
    const first = await importCsv(t.app, admin, CONTACTS, csv);
    expect(first.detail.counters).toMatchObject({ contacts_created: 2, existing_contacts: 0 });
    const second = await importCsv(t.app, admin, CONTACTS, csv);
    expect(second.detail.counters).toMatchObject({ rows_ok: 2, contacts_created: 0, existing_contacts: 2 });
    expect(await contactByEmail("repeat@example.com")).toHaveLength(1);
    const noEmail = await db()
      .select()
      .from(contacts)
      .where(
        and(eq(contacts.eventId, DEMO.summit.id), eq(contacts.fname, "No"), eq(contacts.lname, "Email")),
      );
    expect(noEmail).toHaveLength(1);
    expect(await countWhere(contacts, second.import_id)).toBe(0);
  });

  it("the same email twice in one file is one contact; the later row updates it", async () => {
    const csv =
      "First Name,Last Name,Email,Company,T-Shirt Size\r\nDee,Dupe,dupe@example.com,First Co,S\r\nDee,Dupe,DUPE@example.com,Second Co,\r\n";
    const status = await importCsv(t.app, admin, CONTACTS, csv);
    expect(status.detail.counters).toMatchObject({ rows_ok: 2, contacts_created: 1, existing_contacts: 0 });
    const found = await contactByEmail("dupe@example.com");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ company: "Second Co" });
    expect(found[0]?.data[DEMO_CONTACT_FIELDS.tshirt.id]).toBe("S");
  });

  it("duplicates across batches are still one contact, counted once", async () => {
    const local = await createTestApp({ imports: { batchSize: 2 } });
    try {
      const token = (await signIn(local.app)).tokens.id_token;
      const csv =
        "Email,First Name,Last Name\r\nx1@example.com,A,X\r\nx2@example.com,B,X\r\nX1@example.com,C,X\r\ngrace@example.com,Grace,Hopper\r\nGRACE@example.com,G,Hopper\r\n";
      const status = await importCsv(local.app, token, CONTACTS, csv);
      expect(status.detail.counters).toMatchObject({ rows_ok: 5, contacts_created: 2, existing_contacts: 1 });
      const rows = await local.database.db
        .select()
        .from(contacts)
        .where(sql`lower(${contacts.email}) = 'x1@example.com'`);
      expect(rows.map((row) => row.fname)).toEqual(["C"]);
    } finally {
      await local.close();
    }
  });

  it("accounts match by name within the module; a sponsor's people are linked to it", async () => {
    const csv =
      "Company,Website,Contact First Name,Contact Last Name,Contact Email\r\n" +
      "acme corp,https://acme.test,Wile,Coyote,wile@acme.test\r\n" +
      "Hooli,https://hooli.test,Gavin,Belson,gavin@hooli.test\r\n";
    const status = await importCsv(t.app, admin, SPONSORS, csv, {
      groups: (map) =>
        map.fields_groups.map((group) => ({ ...group, options: { ...group.options, enabled: true } })),
    });
    expect(status.detail.counters).toMatchObject({
      accounts_created: 1,
      existing_accounts: 1,
      contacts_created: 2,
    });
    const sponsors = await db().select().from(accounts).where(eq(accounts.moduleId, SPONSORS));
    expect(sponsors.map((row) => row.name).sort()).toEqual(["Acme Corp", "Globex", "Hooli"]);
    const acme = sponsors.find((row) => row.name === "Acme Corp");
    expect(acme?.website).toBe("https://acme.test");
    const [wile] = await contactByEmail("wile@acme.test");
    expect(wile?.accountId).toBe(acme?.id);
  });
});

describe("revert: an organizer undoes an import", () => {
  it("removes only the records the import created; updated existing ones stay; a second revert is refused", async () => {
    const csv =
      "First Name,Last Name,Email,Company\r\nRita,Revert,rita@example.com,Undo Ltd\r\nAmara,Attendee,amara@example.com,Changed Co\r\n";
    const status = await importCsv(t.app, admin, CONTACTS, csv);
    expect(status.detail.counters).toMatchObject({ contacts_created: 1, existing_contacts: 1 });
    const history = await t.app.inject({
      method: "GET",
      url: `/api/modules/${CONTACTS}/imports`,
      headers: bearer(admin),
    });
    expect(history.json().payload[0]).toMatchObject({
      id: status.import_id,
      fileName: "contacts.csv",
      status: "finished",
      validateOnly: false,
      userName: "Ada Organizer",
      revertible: true,
    });
    const revert = () =>
      t.app.inject({
        method: "POST",
        url: `/api/modules/${CONTACTS}/import/${status.import_id}/revert`,
        headers: bearer(admin),
      });
    const first = await revert();
    expect(first.statusCode).toBe(200);
    expect(first.json().payload).toEqual({ removed: { contacts: 1, accounts: 0, custom_records: 0 } });
    expect(await contactByEmail("rita@example.com")).toEqual([]);
    const [amara] = await contactByEmail("amara@example.com");
    expect(amara?.company).toBe("Changed Co");
    const [row] = await db().select().from(imports).where(eq(imports.id, status.import_id));
    expect(row?.status).toBe("reverted");
    const second = await revert();
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe("This import was already reverted.");
  });

  it("a validation run cannot be reverted", async () => {
    const status = await importCsv(t.app, admin, CONTACTS, "Email\r\nv@example.com\r\n", {
      validate_only: true,
    });
    const response = await t.app.inject({
      method: "POST",
      url: `/api/modules/${CONTACTS}/import/${status.import_id}/revert`,
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "This was a validation run: it wrote nothing, so there is nothing to revert.",
    );
  });
});

describe("request checks", () => {
  it("refuses a column that is not in the file and an unmapped required field", async () => {
    const url = await uploadImportFile(t.app, admin, "Company\r\nX\r\n");
    const map = await mappingOf(t.app, admin, SPONSORS, url);
    const groups = chosenGroups(map);
    const wrongColumn = groups.map((group) => ({
      ...group,
      fields: group.fields.map((item) => (item.id === "NAME" ? { ...item, column: "Nope" } : item)),
    }));
    const response = await postImport(t.app, admin, SPONSORS, { url, fields_groups: wrongColumn });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The column "Nope" chosen for "Accounts - Name" is not in the file');
    const unmapped = groups.map((group) => ({
      ...group,
      fields: group.fields.map((item) => (item.id === "NAME" ? { ...item, enabled: false } : item)),
    }));
    const refused = await postImport(t.app, admin, SPONSORS, { url, fields_groups: unmapped });
    expect(refused.json().message).toBe('Map the "Accounts - Name" field to a CSV column');
    const unknownGroup = await postImport(t.app, admin, SPONSORS, {
      url,
      fields_groups: [...groups, { id: "nope", fields: [] }],
    });
    expect(unknownGroup.json().message).toBe('"nope" is not a field group of this module');
  });

  it("a default value fills every row, and a bad one is refused", async () => {
    const url = await uploadImportFile(
      t.app,
      admin,
      "Email,First Name,Last Name\r\ndef@example.com,Def,Ault\r\n",
    );
    const map = await mappingOf(t.app, admin, CONTACTS, url);
    const withDefault = (value: string) =>
      chosenGroups(map).map((group) => ({
        ...group,
        fields: group.fields.map((item) =>
          item.id === DEMO_CONTACT_FIELDS.tshirt.id
            ? { ...item, enabled: true, column: DEFAULT_VALUE_COLUMN, default_value: value }
            : item,
        ),
      }));
    const bad = await postImport(t.app, admin, CONTACTS, { url, fields_groups: withDefault("XXL") });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Default value of Contacts - T-Shirt Size: "XXL" is not one of the options (S, M, L, XL)',
    );
    const good = await postImport(t.app, admin, CONTACTS, { url, fields_groups: withDefault("l") });
    const status = await waitForImport(t.app, admin, CONTACTS, good.json().payload.import_id);
    expect(status.detail.counters.contacts_created).toBe(1);
    const [def] = await contactByEmail("def@example.com");
    expect(def?.data[DEMO_CONTACT_FIELDS.tshirt.id]).toBe("L");
  });
});

describe("a pasted table without a header row", () => {
  it("names the columns by position and reads the first line as data", async () => {
    const url = await uploadImportFile(t.app, admin, "nohead@example.com,Nora\r\nsecond@example.com,Sam\r\n");
    const response = await t.app.inject({
      method: "POST",
      url: `/api/modules/${CONTACTS}/import/mapping`,
      headers: bearer(admin),
      payload: { url, org_id: DEMO.org.id, event_id: DEMO.summit.id, has_headers: false },
    });
    const map = response.json().payload as ImportMap;
    expect(map.imported_columns).toEqual(["Column 1", "Column 2"]);
    expect(map.rows_number).toBe(2);
    expect(map.first_lines[0]).toEqual(["nohead@example.com", "Nora"]);
    const groups = chosenGroups(map).map((group) => ({
      ...group,
      fields: group.fields.map((item) =>
        item.id === "EMAIL"
          ? { ...item, enabled: true, column: "Column 1" }
          : item.id === "FULL_NAME"
            ? { ...item, enabled: true, column: "Column 2" }
            : { ...item, enabled: false },
      ),
    }));
    const started = await postImport(t.app, admin, CONTACTS, {
      url,
      fields_groups: groups,
      has_headers: false,
    });
    const status = await waitForImport(t.app, admin, CONTACTS, started.json().payload.import_id);
    expect(status.detail.counters).toMatchObject({ rows_number: 2, contacts_created: 2 });
    expect((await contactByEmail("nohead@example.com"))[0]?.fname).toBe("Nora");
  });
});
