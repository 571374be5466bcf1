import { describe, expect, it } from "vitest";
import { rowsWithErrors } from "../import/contract.js";
import { csvCell, restoreCell, toCsv } from "../import/csv-out.js";

describe("csv for people: cells that start with = + - @ are neutralised", () => {
  it.each(["=SUM(A1:A2)", "+1", "-2+3", "@cmd", "\t=1", "\r=1"])("%j is written as text", (cell) => {
    expect(csvCell(cell).replace(/^"|"$/g, "").startsWith("'")).toBe(true);
  });

  it("leaves ordinary text, numbers and empty values alone", () => {
    expect(csvCell("Ada")).toBe("Ada");
    expect(csvCell(12.5)).toBe("12.5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
  });

  it("writes rows with CRLF line ends", () => {
    expect(
      toCsv([
        ["Row", "Error"],
        [3, "=bad"],
      ]),
    ).toBe("Row,Error\r\n3,'=bad\r\n");
  });
});

describe("rows with errors are counted as unique row numbers across the summary errors", () => {
  it("counts a row once even when it has several problems", () => {
    expect(
      rowsWithErrors([
        { id: "a", description: "A", rows: [1, 2, 5] },
        { id: "b", description: "B", rows: [2, 5, 9] },
      ]),
    ).toBe(4);
  });
});

describe("a neutralised cell read back (a downloaded list, fixed and uploaded again)", () => {
  it.each(["=SUM(A1:A2)", "+1 555 0100", "-2", "@cmd", "\t=1"])("%j comes back as it was written", (cell) => {
    const written = csvCell(cell).replace(/^"|"$/g, "");
    expect(restoreCell(written)).toBe(cell);
  });

  it("keeps an apostrophe that does not guard a formula start", () => {
    expect(restoreCell("'Ada")).toBe("'Ada");
    expect(restoreCell("O'Brien")).toBe("O'Brien");
    expect(restoreCell("'")).toBe("'");
    expect(restoreCell("")).toBe("");
  });
});
