// @vitest-environment node
import { SAMPLE_ROWS } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import { readWholeTable } from "../import-wizard/default-reader.js";
import { PASTED_TABLE_NAME, READ_MESSAGES } from "../import-wizard/reader/index.js";
import { textCell, xlsxBytes } from "./import-reader-kit.js";

/*
 * Issue 5 item 3 (the organization's events import reads its table with the wizard's reader):
 * `readWholeTable` hands back every row up to `maxRows`, not the wizard's sample, and counts all.
 */

const csvFile = (content: string | Uint8Array, name = "events.csv") =>
  new File([content as BlobPart], name, { type: "text/csv" });

describe("a small table read whole", () => {
  it("every row of a file past the wizard's sample, each as wide as the header", async () => {
    const rows = Array.from(
      { length: SAMPLE_ROWS + 5 },
      (_, index) => `Event ${index},2027-03-${10 + index}`,
    );
    const outcome = await readWholeTable(
      { file: csvFile(`\ufeffName,Start,End\r\n${rows.join("\r\n")}\r\n\r\n`) },
      { maxRows: 500 },
    );
    if (!outcome.ok) return expect.fail(outcome.message);
    expect(outcome.table.fileName).toBe("events.csv");
    expect(outcome.table.columns).toEqual(["Name", "Start", "End"]);
    expect(outcome.table.rowCount).toBe(SAMPLE_ROWS + 5);
    expect(outcome.table.rows).toHaveLength(SAMPLE_ROWS + 5);
    expect(outcome.table.rows.at(-1)).toEqual([`Event ${SAMPLE_ROWS + 4}`, "2027-03-24", ""]);
  });

  it("stops handing rows back at maxRows, still counting them all", async () => {
    const rows = Array.from({ length: 12 }, (_, index) => `Event ${index}\t2027-03-15`);
    const outcome = await readWholeTable(
      { text: `Name\tStart\n${rows.join("\n")}`, hasHeaders: true },
      { maxRows: 10 },
    );
    if (!outcome.ok) return expect.fail(outcome.message);
    expect(outcome.table.fileName).toBe(PASTED_TABLE_NAME);
    expect(outcome.table.rows).toHaveLength(10);
    expect(outcome.table.rowCount).toBe(12);
  });

  it("a Windows-1252 file and a workbook's dates, as the wizard reads them", async () => {
    const latin = new Uint8Array([
      ...new TextEncoder().encode("Name;Start\r\nF"),
      0xea,
      ...new TextEncoder().encode("te;2027-03-15\r\n"),
    ]);
    const csv = await readWholeTable({ file: csvFile(latin) }, { maxRows: 500 });
    expect(csv.ok && csv.table.rows).toEqual([["Fête", "2027-03-15"]]);

    const sheet =
      `<row r="1">${textCell("A1", "Name")}${textCell("B1", "Start date")}</row>` +
      `<row r="2">${textCell("A2", "Gala")}<c r="B2" s="1"><v>46461</v></c></row>`;
    const workbook = await readWholeTable(
      { file: csvFile(xlsxBytes(sheet), "events.xlsx") },
      { maxRows: 500 },
    );
    expect(workbook.ok && workbook.table.rows).toEqual([["Gala", "2027-03-15"]]);
  });

  it("a table that cannot be read answers the reader's message", async () => {
    const outcome = await readWholeTable({ text: "Name\tStart\n", hasHeaders: true }, { maxRows: 500 });
    expect(outcome).toEqual({ ok: false, message: READ_MESSAGES.headerOnlyPaste });
  });

  it("an aborted read rejects with the signal's reason", async () => {
    const controller = new AbortController();
    controller.abort(new DOMException("Closed", "AbortError"));
    await expect(
      readWholeTable({ text: "a,b\n1,2\n", hasHeaders: true }, { maxRows: 5, signal: controller.signal }),
    ).rejects.toThrow("Closed");
  });
});
