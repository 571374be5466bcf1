import { describe, expect, it } from "vitest";
import { sampleCsv, sampleFileName } from "../import-wizard/sample-csv.js";
import { counterLines, pageTitle, plural, wizardText } from "../import-wizard/wizard-text.js";
import { counters, MODULE, makeMap } from "./import-wizard-kit.js";

describe("titles (spec 2 §2.2): 'Review Import', 'Import Confirmation', otherwise 'Import'", () => {
  it.each([
    ["importFile", "Import"],
    ["copyPaste", "Import"],
    ["mapCsv", "Import"],
    ["invalidRows", "Review Import"],
    ["summaryScene", "Import Confirmation"],
  ])("%s → %s", (page, title) => {
    expect(pageTitle(page)).toBe(title);
  });
});

describe("summary wording switches between 'will be' and 'were/was' (spec 2 §2.2)", () => {
  const values = counters({
    contacts_created: 2,
    existing_contacts: 1,
    accounts_created: 1,
    skipped_rows: 4,
  });

  it("before the import: will be", () => {
    expect(counterLines(values, MODULE, true).map((line) => line.text)).toEqual([
      "2 new contacts will be created",
      "1 row will be matched to existing contacts",
      "1 new account will be created",
    ]);
  });

  it("after the import: were / was", () => {
    expect(counterLines(values, MODULE, false).map((line) => line.text)).toEqual([
      "2 new contacts were created",
      "1 row was matched to existing contacts",
      "1 new account was created",
    ]);
  });

  it("names the module's own records (sponsors, custom records)", () => {
    const sponsors = { kind: "accounts" as const, recordName: "sponsor" };
    expect(counterLines(counters({ accounts_created: 3 }), sponsors, false)[0]?.text).toBe(
      "3 new sponsors were created",
    );
    const sessions = { kind: "custom" as const, recordName: "activity" };
    expect(counterLines(counters({ custom_records_created: 2 }), sessions, true)[0]?.text).toBe(
      "2 new activities will be created",
    );
    expect(plural("box")).toBe("boxes");
  });

  it("'{n} row(s) skipped due to issues' and the counts of the results page, in the spec's words", () => {
    expect(wizardText.skipped(4)).toBe("4 rows skipped due to issues");
    expect(wizardText.passed(8, 10)).toBe("8 of 10 rows passed validation checks");
    expect(wizardText.withIssues(2)).toBe("2 rows with issues");
  });

  it("one row reads 'row' wherever a count is shown (issue 22)", () => {
    expect(wizardText.withIssues(1)).toBe("1 row with issues");
    expect(wizardText.withIssues(0)).toBe("0 rows with issues");
    expect(wizardText.skipped(1)).toBe("1 row skipped due to issues");
    expect(wizardText.passed(0, 1)).toBe("0 of 1 row passed validation checks");
    expect(wizardText.passed(1, 2)).toBe("1 of 2 rows passed validation checks");
    expect(wizardText.recordsProgress(1, 1)).toBe("1 of 1 row");
    expect(wizardText.recordsProgress(3, 40)).toBe("3 of 40 rows");
  });

  it("lists at most 50 row numbers, counting the rows the server left out", () => {
    const rows = Array.from({ length: 1000 }, (_, index) => index + 1);
    expect(wizardText.rowsLabel(rows, 4000)).toBe(`Rows ${rows.slice(0, 50).join(", ")} and 3950 more`);
    expect(wizardText.rowsLabel([7])).toBe("Row 7");
  });
});

describe("'Download Sample CSV': the module's fields with one example row", () => {
  it("before a file is read: the built-in fields of the module's kind", () => {
    const [header, example] = sampleCsv(MODULE).split("\r\n");
    expect(header).toBe("First Name,Last Name,Email,Company,Title,Phone,Country");
    expect(example).toBe(
      "Ada,Lovelace,ada@example.org,Analytical Engines Ltd,Mathematician,(555) 010-0199,US",
    );
    expect(sampleFileName(MODULE)).toBe("contacts-sample.csv");
  });

  it("after a mapping answer: the module's own group's supported fields, custom ones included", () => {
    const [header] = sampleCsv(MODULE, makeMap().fields_groups).split("\r\n");
    expect(header).toBe("First Name,Last Name,Email,Phone,Job Title");
  });
});
