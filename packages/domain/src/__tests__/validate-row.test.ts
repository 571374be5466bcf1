import { describe, expect, it } from "vitest";
import {
  alpha3Code,
  countryCodes,
  createRowReader,
  DEFAULT_VALUE_COLUMN,
  findCountryCode,
  type ImportField,
  type RowGroup,
  SummaryErrorCollector,
} from "../index.js";

const event = { dateFrom: "2027-03-15", dateTo: "2027-03-17" };

function field(id: string, name: string, type: string, extra: Partial<ImportField> = {}): ImportField {
  return {
    id,
    name,
    column: name,
    type,
    required: false,
    recommended: false,
    enabled: true,
    supported: true,
    default_value: "",
    ...extra,
  };
}

function reader(fields: ImportField[], extraGroups: RowGroup[] = []) {
  const groups: RowGroup[] = [
    { id: "contacts", name: "Contacts", kind: "contacts", locked: true, fields },
    ...extraGroups,
  ];
  const columns = [...new Set(groups.flatMap((group) => group.fields.map((item) => item.column)))];
  const read = createRowReader(groups, columns, { event });
  return (cells: Record<string, string>) => read(columns.map((column) => cells[column] ?? ""));
}

describe("every value format of spec 2 §5, read into its stored value", () => {
  const read = reader([
    field("FULL_NAME", "Full Name", "full-name"),
    field("EMAIL", "Email", "email"),
    field("size", "Size", "dropdown", { options: ["S", "M", "L"] }),
    field("diet", "Diet", "dropdown", { options: ["Vegan", "Halal"], multiple: true }),
    field("days", "Days", "event-days"),
    field("PHONE", "Phone", "phone"),
    field("arrival", "Arrival", "date"),
    field("guests", "Guests", "number"),
    field("fee", "Fee", "currency"),
    field("optin", "Opt In", "boolean"),
    field("cv", "CV", "file"),
    field("starts", "Starts", "datetime"),
    field("slot", "Slot", "time"),
    field("COUNTRY", "Country", "countries"),
    field("discount", "Discount", "percent"),
    field("bio", "Bio", "textarea"),
  ]);

  it("accepts each format", () => {
    const outcome = read({
      "Full Name": "Mary Ann Smith",
      Email: "mary@example.com",
      Size: "m",
      Diet: "vegan, HALAL",
      Days: "03/16-03/20",
      Phone: "+44 20 7946 0958",
      Arrival: "03-14-2027",
      Guests: "2.5",
      Fee: "$1,250.50",
      "Opt In": "Yes",
      CV: "https://files.example.com/cv.pdf",
      Starts: "2027-03-15T09:30+02:00",
      Slot: "9:05",
      Country: "deu",
      Discount: "0.5",
      Bio: "  Line one\nLine two ",
    });
    expect(outcome).toEqual({
      ok: true,
      groups: {
        contacts: {
          FULL_NAME: { first_name: "Mary", last_name: "Ann Smith" },
          EMAIL: "mary@example.com",
          size: "M",
          diet: ["Vegan", "Halal"],
          days: ["2027-03-16", "2027-03-17"],
          PHONE: "+44 20 7946 0958",
          arrival: "2027-03-14",
          guests: 2.5,
          fee: 1250.5,
          optin: true,
          cv: "https://files.example.com/cv.pdf",
          starts: "2027-03-15T09:30:00+02:00",
          slot: "09:05:00",
          COUNTRY: "DE",
          discount: 0.5,
          bio: "Line one\nLine two",
        },
      },
    });
  });

  it.each([
    ["Email", "bob@", "EMAIL_INVALID", 'Contacts - Email: "bob@" is not a valid email address'],
    ["Size", "XXL", "DROPDOWN_INVALID", 'Contacts - Size: "XXL" is not one of the options (S, M, L)'],
    [
      "Days",
      "someday",
      "EVENT_DAYS_INVALID",
      'Contacts - Days: "someday" is not a day or a range of days (e.g. 03/15-03/17)',
    ],
    ["Phone", "call me", "PHONE_INVALID", 'Contacts - Phone: "call me" is not a phone number'],
    ["Arrival", "2027-02-30", "DATE_INVALID", 'Contacts - Arrival: "2027-02-30" is not a real calendar date'],
    ["Guests", "two", "NUMBER_INVALID", 'Contacts - Guests: "two" is not a number'],
    ["Fee", "€10", "CURRENCY_INVALID", 'Contacts - Fee: "€10" is not in USD: only US dollars are accepted'],
    ["Fee", "10.505", "CURRENCY_INVALID", 'Contacts - Fee: "10.505" has more than 2 decimals'],
    [
      "Opt In",
      "maybe",
      "BOOLEAN_INVALID",
      'Contacts - Opt In: "maybe" is not a yes/no value: use Y/N, Yes/No, 1/0 or True/False',
    ],
    [
      "CV",
      "cv.pdf",
      "FILE_INVALID",
      'Contacts - CV: "cv.pdf" is not a file URL (http:// or https:// with a file path)',
    ],
    [
      "Starts",
      "tomorrow",
      "DATETIME_INVALID",
      'Contacts - Starts: "tomorrow" is not a date and time: use yyyy-mm-ddThh:mm with an optional zone',
    ],
    ["Slot", "25:00", "TIME_INVALID", 'Contacts - Slot: "25:00" is not a time of day'],
    [
      "Country",
      "Atlantis",
      "COUNTRY_INVALID",
      'Contacts - Country: "Atlantis" is not a country: use an ISO code (US, USA) or the English name',
    ],
    ["Discount", "half", "PERCENT_INVALID", 'Contacts - Discount: "half" is not a percentage'],
  ])("%s %j is refused: %s", (column, cell, errorId, description) => {
    const outcome = read({ "Full Name": "Ann", [column]: cell });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.problems.map(({ errorId: id, description: text }) => [id, text])).toEqual([
        [errorId, description],
      ]);
  });

  it("leaves empty cells out", () => {
    expect(read({ Email: "a@b.co" })).toEqual({ ok: true, groups: { contacts: { EMAIL: "a@b.co" } } });
  });
});

describe("cells from a downloaded error list, fixed and uploaded again", () => {
  it("reads a phone or a number the list wrote with a guarding apostrophe as the value itself", () => {
    const read = reader([
      field("EMAIL", "Email", "email"),
      field("PHONE", "Phone", "phone"),
      field("N", "Score", "number"),
    ]);
    const outcome = read({ Email: "ada@example.com", Phone: "'+1 555 0100", Score: "'-2" });
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(outcome.groups.contacts).toMatchObject({ PHONE: "+1 555 0100", N: -2 });
  });
});

describe("required fields must be non-empty; a contact needs a name or an email", () => {
  it("reports a missing required value", () => {
    const read = reader([field("EMAIL", "Email", "email", { required: true })]);
    const outcome = read({ Email: "  " });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.problems[0]).toMatchObject({
        errorId: "REQUIRED_MISSING",
        description: "Contacts - Email: a value is required",
      });
  });

  it("a contact with neither name nor email is refused", () => {
    const read = reader([field("FIRST_NAME", "First Name", "text"), field("COMPANY", "Company", "text")]);
    const outcome = read({ Company: "Acme" });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.problems[0]?.errorId).toBe("NAME_OR_EMAIL_MISSING");
  });

  it("a default value fills every row", () => {
    const read = reader([
      field("EMAIL", "Email", "email"),
      field("size", "Size", "dropdown", {
        options: ["S", "M"],
        column: DEFAULT_VALUE_COLUMN,
        default_value: "s",
      }),
    ]);
    expect(read({ Email: "a@b.co" })).toEqual({
      ok: true,
      groups: { contacts: { EMAIL: "a@b.co", size: "S" } },
    });
  });

  it("an optional group the row leaves empty is no record, a partly filled one must be complete", () => {
    const accounts: RowGroup = {
      id: "accounts",
      name: "Accounts",
      kind: "accounts",
      locked: false,
      fields: [field("NAME", "Company", "text", { required: true }), field("WEBSITE", "Website", "text")],
    };
    const read = reader([field("EMAIL", "Email", "email")], [accounts]);
    expect(read({ Email: "a@b.co" })).toEqual({
      ok: true,
      groups: { contacts: { EMAIL: "a@b.co" }, accounts: null },
    });
    const partial = read({ Email: "a@b.co", Website: "https://acme.test" });
    expect(partial.ok).toBe(false);
    if (!partial.ok) expect(partial.problems[0]?.description).toBe("Accounts - Company: a value is required");
  });
});

describe("countries: ISO alpha-2, alpha-3 or the English name, stored as alpha-2", () => {
  it.each([
    ["us", "US"],
    ["USA", "US"],
    ["United States of America", "US"],
    ["germany", "DE"],
    ["DEU", "DE"],
    ["Côte d'Ivoire", "CI"],
    ["cote divoire", "CI"],
    ["UK", "GB"],
    ["Bosnia and Herzegovina", "BA"],
    ["Saint Lucia", "LC"],
    ["  fr ", "FR"],
  ])("%s → %s", (text, code) => {
    expect(findCountryCode(text)).toBe(code);
  });

  it("knows no made-up country", () => {
    expect(findCountryCode("XX")).toBeNull();
    expect(findCountryCode("Narnia")).toBeNull();
  });

  it("has an alpha-3 code for every alpha-2 code, all different", () => {
    const codes = countryCodes.map((code) => alpha3Code(code));
    expect(codes.every((code) => code && /^[A-Z]{3}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(countryCodes.length);
  });
});

describe("summaryErrors group rows by error id and description", () => {
  it("lists each problem once with its rows, and counts rows with errors uniquely", () => {
    const collector = new SummaryErrorCollector();
    const bad = (description: string) => ({
      errorId: "EMAIL_INVALID",
      description,
      generic: "Contacts - Email: x",
    });
    collector.add(3, [bad('Contacts - Email: "bob@" is not a valid email address')]);
    collector.add(5, [
      { errorId: "REQUIRED_MISSING", description: "Contacts - Name: a value is required", generic: "g" },
      bad('Contacts - Email: "x" is not a valid email address'),
    ]);
    collector.add(7, [bad('Contacts - Email: "bob@" is not a valid email address')]);
    expect(collector.list()).toEqual([
      {
        id: "EMAIL_INVALID",
        description: 'Contacts - Email: "bob@" is not a valid email address',
        rows: [3, 7],
      },
      { id: "REQUIRED_MISSING", description: "Contacts - Name: a value is required", rows: [5] },
      { id: "EMAIL_INVALID", description: 'Contacts - Email: "x" is not a valid email address', rows: [5] },
    ]);
    expect(collector.rowsWithErrors).toBe(3);
  });

  it("caps the rows listed and the distinct descriptions of one field, keeping the exact total", () => {
    const collector = new SummaryErrorCollector({ maxRowsPerError: 2, maxDescriptionsPerField: 1 });
    for (let row = 1; row <= 5; row++) {
      collector.add(row, [
        {
          errorId: "EMAIL_INVALID",
          description: `Contacts - Email: "${row}" is bad`,
          generic: "Contacts - Email: not a valid email address",
        },
      ]);
    }
    expect(collector.list()).toEqual([
      { id: "EMAIL_INVALID", description: 'Contacts - Email: "1" is bad', rows: [1] },
      {
        id: "EMAIL_INVALID",
        description: "Contacts - Email: not a valid email address",
        rows: [2, 3],
        total: 4,
      },
    ]);
    expect(collector.rowsWithErrors).toBe(5);
  });
});
