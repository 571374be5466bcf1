// @vitest-environment node
import { IMPORT_LIMITS } from "@foyer/domain";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { sniffFileKind } from "../import-wizard/reader/decode.js";
import { formatBytes, READ_MESSAGES } from "../import-wizard/reader/messages.js";
import { readSource } from "../import-wizard/reader/read-core.js";
import { bytesOf, messageOf, readBytes, readCsvText, tableOf } from "./import-reader-kit.js";

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Deterministic junk: what an image or an executable looks like to a CSV reader. */
function junk(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = 7;
  for (let index = 0; index < length; index++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

describe("hostile files: each gets a clear message", () => {
  it('an empty file: "This file is empty."', async () => {
    expect(messageOf(await readBytes(new Uint8Array()))).toBe("This file is empty.");
    expect(messageOf(await readCsvText("\r\n\n  \n,,\n"))).toBe("This file is empty.");
    const file = new File([], "empty.csv");
    expect(messageOf(await readSource({ kind: "file", file, name: file.name }, {}))).toBe(
      "This file is empty.",
    );
  });

  it('header only: "This file has column headers but no rows to import."', async () => {
    expect(messageOf(await readCsvText("First Name,Last Name,Email\r\n"))).toBe(
      "This file has column headers but no rows to import.",
    );
    expect(messageOf(await readCsvText("First Name,Last Name,Email\r\n\r\n,,\r\n"))).toBe(
      READ_MESSAGES.headerOnly,
    );
  });

  it("a 10 MB single line without delimiters: the cell is too long (and it is quick)", async () => {
    const started = performance.now();
    const message = messageOf(await readCsvText("x".repeat(10 * 1024 * 1024)));
    expect(message).toBe(READ_MESSAGES.cellTooLong(1, "Column 1"));
    expect(message).toContain("longer than 100,000 characters");
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("a 10 MB single line of cells: too many columns", async () => {
    const message = messageOf(await readCsvText("ab,".repeat((10 * 1024 * 1024) / 3)));
    expect(message).toMatch(/^This file has [\d,]+ columns; an import can read at most 1,000\.$/);
  });

  it("a 10 MB single line that opens a quote and never closes it", async () => {
    const message = messageOf(await readCsvText(`Name,Notes\nAda,"${"y".repeat(10 * 1024 * 1024)}`));
    expect(message).toBe(READ_MESSAGES.unclosedQuote(2));
  });

  it('binary junk: "This file does not look like a CSV or Excel file."', async () => {
    expect(messageOf(await readBytes(junk(50_000), "photo.csv"))).toBe(
      "This file does not look like a CSV or Excel file.",
    );
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, ...junk(200)]);
    expect(messageOf(await readBytes(png, "image.csv"))).toBe(READ_MESSAGES.notATable);
    // Control characters without NULs (a corrupted export) count too.
    const controls = bytesOf(
      "a,b\n".repeat(10) + "\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008".repeat(20),
    );
    expect(messageOf(await readBytes(controls))).toBe(READ_MESSAGES.notATable);
  });

  it("unbalanced quotes: the message names the row the unclosed quote starts on", async () => {
    const message = messageOf(
      await readCsvText('Name,Notes\r\nAda,fine\r\nAlan,"never closed\r\nGrace,ok\r\n'),
    );
    expect(message).toBe(READ_MESSAGES.unclosedQuote(3));
    expect(message).toContain("row 3");
    // Rows are counted as a spreadsheet shows them: a cell with a line break is still one row.
    const afterMultiLine = 'Name,Notes\n"Ada","two\nlines"\n\nAlan,"open\nGrace,ok\n';
    expect(messageOf(await readCsvText(afterMultiLine))).toBe(READ_MESSAGES.unclosedQuote(4));
  });

  it("an unclosed quote far into a large file is found without re-reading the file each slice", async () => {
    const rows = "Ada,Lovelace,ada@example.com\n".repeat(200_000);
    const started = performance.now();
    const message = messageOf(await readCsvText(`a,b,c\n${rows}Alan,"open,x\n${rows}`));
    expect(message).toBe(READ_MESSAGES.unclosedQuote(200_002));
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('2,000 columns: "This file has 2,000 columns; an import can read at most 1,000."', async () => {
    const header = Array.from({ length: 2000 }, (_, index) => `Field ${index + 1}`).join(",");
    const row = Array.from({ length: 2000 }, (_, index) => index).join(",");
    expect(messageOf(await readCsvText(`${header}\n${row}\n`))).toBe(
      "This file has 2,000 columns; an import can read at most 1,000.",
    );
    // Exactly the limit is fine.
    const thousand = Array.from({ length: IMPORT_LIMITS.maxColumns }, (_, index) => `F${index}`).join(",");
    expect(tableOf(await readCsvText(`${thousand}\n${thousand}\n`)).columns).toHaveLength(1000);
  });

  it("a cell over IMPORT_LIMITS.maxCellLength: which row and column", async () => {
    const long = "z".repeat(IMPORT_LIMITS.maxCellLength + 1);
    const message = messageOf(await readCsvText(`Name,Notes\nAda,short\nAlan,"${long}"\n`));
    expect(message).toBe(READ_MESSAGES.cellTooLong(3, "Notes"));
    expect(message).toBe(
      'Row 3 has a cell in column "Notes" longer than 100,000 characters, the most an import can read in one cell.',
    );
    const atLimit = "z".repeat(IMPORT_LIMITS.maxCellLength);
    expect(tableOf(await readCsvText(`Name,Notes\nAda,${atLimit}\n`)).rowCount).toBe(1);
  });

  it("a file larger than IMPORT_LIMITS.maxBytes is refused before it is read", async () => {
    const size = IMPORT_LIMITS.maxBytes + 1;
    const huge = {
      size,
      stream: () => {
        throw new Error("must not be read");
      },
    } as unknown as Blob;
    const message = messageOf(await readSource({ kind: "file", file: huge, name: "big.csv" }, {}));
    expect(message).toBe(READ_MESSAGES.tooLarge(size));
    expect(message).toBe(
      `This file is 200 MB; an import can read at most 200 MB. Split it into smaller files.`,
    );
    expect(formatBytes(1.5 * 1024 * 1024 * 1024)).toBe("1.5 GB");
  });

  it(`more than ${IMPORT_LIMITS.maxRows.toLocaleString("en-US")} rows`, async () => {
    const text = `n\n${"1\n".repeat(IMPORT_LIMITS.maxRows + 1)}`;
    expect(messageOf(await readCsvText(text))).toBe(READ_MESSAGES.tooManyRows);
  }, 30_000);

  it("an old binary .xls: asks to save it as .xlsx or CSV", async () => {
    const xls = new Uint8Array([...OLE, ...junk(4000)]);
    expect(sniffFileKind(xls)).toBe("xls");
    const message = messageOf(await readBytes(xls, "people.xls"));
    expect(message).toBe(READ_MESSAGES.legacyExcel);
    expect(message).toContain("save it as .xlsx or CSV");
  });

  it("a password-protected .xlsx (an encrypted package in an OLE file)", async () => {
    const name = [..."EncryptedPackage"].flatMap((char) => [char.charCodeAt(0), 0]);
    const encrypted = new Uint8Array([...OLE, ...new Uint8Array(600), ...name, ...junk(3000)]);
    expect(messageOf(await readBytes(encrypted, "people.xlsx"))).toBe(READ_MESSAGES.protectedExcel);
  });

  it("a corrupt .xlsx (a broken zip)", async () => {
    const broken = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...junk(5000)]);
    expect(messageOf(await readBytes(broken, "people.xlsx"))).toBe(READ_MESSAGES.corruptExcel);
  });

  it("a zip that is not a workbook", async () => {
    const zip = zipSync({ "readme.txt": strToU8("hello"), "data.xml": strToU8("<a/>") });
    expect(messageOf(await readBytes(zip, "people.xlsx"))).toBe(READ_MESSAGES.notATable);
  });

  it("a file that cannot be read any more (moved or deleted after choosing)", async () => {
    const gone = {
      size: 100,
      stream: () => ({
        getReader: () => ({
          read: () => Promise.reject(new DOMException("The file could not be read", "NotReadableError")),
        }),
      }),
    } as unknown as Blob;
    expect(messageOf(await readSource({ kind: "file", file: gone, name: "gone.csv" }, {}))).toBe(
      READ_MESSAGES.unreadable,
    );
  });

  it("the extension is only a hint: a CSV named .xlsx is read as CSV", async () => {
    expect(tableOf(await readBytes(bytesOf("a,b\n1,2\n"), "actually.xlsx")).rowCount).toBe(1);
  });
});
