// @vitest-environment node
import { describe, expect, it } from "vitest";
import { READ_MESSAGES } from "../import-wizard/reader/messages.js";
import { cellText, excelDateText, plainNumber } from "../import-wizard/reader/xlsx.js";
import {
  dataRows,
  messageOf,
  readBytes,
  tableOf,
  textCell,
  uploadText,
  xlsxBytes,
} from "./import-reader-kit.js";

const header = `<row r="1">${["Name", "Joined", "Budget", "Opt In", "At", "Time", "Total", "Ratio"]
  .map((name, index) => textCell(`${String.fromCharCode(65 + index)}1`, name))
  .join("")}</row>`;

describe(".xlsx: the first sheet, values as the import formats expect", () => {
  it("reads a workbook: strings, dates, numbers, booleans, formulas, empty rows", async () => {
    const sheet =
      header +
      `<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" s="1"><v>45292</v></c><c r="C2"><v>1234.5</v></c>` +
      `<c r="D2" t="b"><v>1</v></c><c r="E2" s="2"><v>45292.75</v></c><c r="F2" s="3"><v>0.5</v></c>` +
      `<c r="G2" t="str"><f>"="&amp;"SUM(1)"</f><v>=SUM(1)</v></c><c r="H2"><v>0.30000000000000004</v></c></row>` +
      `<row r="4"><c r="A4" t="s"><v>1</v></c><c r="C4"><v>1E+21</v></c><c r="D4" t="b"><v>0</v></c>` +
      `<c r="G4"><f>SUM(C2:C4)</f><v>-0.000001</v></c></row>`;
    const table = tableOf(await readBytes(xlsxBytes(sheet, [' Ada, "the first" ', "Grace"]), "people.xlsx"));
    expect(table.columns).toEqual(["Name", "Joined", "Budget", "Opt In", "At", "Time", "Total", "Ratio"]);
    expect(table.rowCount).toBe(2);
    expect(dataRows(table)).toEqual([
      [
        ' Ada, "the first" ',
        "2024-01-01",
        "1234.5",
        "True",
        "2024-01-01T18:00:00",
        "12:00:00",
        "=SUM(1)",
        "0.3",
      ],
      ["Grace", "", "1000000000000000000000", "False", "", "", "-0.000001", ""],
    ]);
    expect(table.sample).toEqual(dataRows(table));
    // A formula's value is data: not neutralised in the upload.
    expect(uploadText(table).split("\r\n")[1]).toBe(
      '" Ada, ""the first"" ",2024-01-01,1234.5,True,2024-01-01T18:00:00,12:00:00,=SUM(1),0.3',
    );
  });

  it("an empty first sheet", async () => {
    expect(messageOf(await readBytes(xlsxBytes(""), "empty.xlsx"))).toBe(READ_MESSAGES.emptySheet);
  });

  it("a sheet with headers only", async () => {
    expect(messageOf(await readBytes(xlsxBytes(header), "headers.xlsx"))).toBe(READ_MESSAGES.headerOnly);
  });

  it("row numbers in messages are the sheet's", async () => {
    const long = "z".repeat(100_001);
    const sheet = `${header}<row r="3">${textCell("A3", "Ada")}${textCell("B3", long)}</row>`;
    expect(messageOf(await readBytes(xlsxBytes(sheet), "long.xlsx"))).toBe(
      READ_MESSAGES.cellTooLong(3, "Joined"),
    );
  });
});

describe("Excel values to text", () => {
  it("numbers: plain decimals as Excel shows them (15 significant digits, no exponent)", () => {
    expect(plainNumber("1234.5")).toBe("1234.5");
    expect(plainNumber("1E+21")).toBe("1000000000000000000000");
    expect(plainNumber("1.5E-7")).toBe("0.00000015");
    expect(plainNumber("0.30000000000000004")).toBe("0.3");
    expect(plainNumber("-42")).toBe("-42");
    expect(plainNumber("-0")).toBe("0");
    expect(plainNumber("12345678901234567890")).toBe("12345678901234600000");
    expect(plainNumber("not a number")).toBe("not a number");
  });

  it("dates: YYYY-MM-DD; with a time YYYY-MM-DDTHH:mm:ss; a time alone HH:mm:ss", () => {
    expect(excelDateText(new Date(Date.UTC(2024, 0, 5)))).toBe("2024-01-05");
    expect(excelDateText(new Date(Date.UTC(2024, 0, 5, 9, 30, 0, 999)))).toBe("2024-01-05T09:30:01");
    expect(excelDateText(new Date(Date.UTC(1899, 11, 30, 7, 5, 0)))).toBe("07:05:00");
  });

  it('booleans: "True" / "False"; empty cells: ""', () => {
    expect(cellText(true)).toBe("True");
    expect(cellText(false)).toBe("False");
    expect(cellText(null)).toBe("");
    expect(cellText(3)).toBe("3");
  });
});
