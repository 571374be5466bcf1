/**
 * What the reader tells a person when a file cannot be imported (issue 4 "Reading files"): one
 * object, so the wizard and the tests quote the same sentences. Plain words, no parser jargon, and
 * each says what to do next where there is something to do.
 */
import { IMPORT_LIMITS } from "@foyer/domain";

/** 2000 → "2,000" (the wizard's language is English). */
export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}

/** Bytes in 1024 steps, the way file managers show them: "200 MB", "1.5 GB". */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = unit === 0 ? value : Math.round(value * 10) / 10;
  return `${formatCount(rounded)} ${units[unit]}`;
}

export const READ_MESSAGES = {
  empty: "This file is empty.",
  emptyPaste: "There is no table in the pasted text.",
  emptySheet: "The first sheet of this Excel file is empty.",
  headerOnly: "This file has column headers but no rows to import.",
  headerOnlyPaste: "The pasted table has column headers but no rows to import.",
  notATable: "This file does not look like a CSV or Excel file.",
  legacyExcel:
    "This is an older Excel file (.xls), which cannot be imported. Open it in Excel, save it as .xlsx or CSV, and choose the new file.",
  protectedExcel:
    "This Excel file is password-protected. Open it in Excel, remove the password (or save it as CSV), and choose it again.",
  corruptExcel:
    "This Excel file could not be opened; it may be damaged. Open it in Excel and save it again, or save it as CSV.",
  workbookTooLarge:
    "This Excel file holds more data than the browser can read at once. Save its first sheet as CSV and import that.",
  unreadable: "This file could not be read. Choose it again; if it still fails, save it as CSV and try that.",
  failed:
    "Something went wrong while reading this file. Try again; if it still fails, save it as CSV and try that.",
  unclosedQuote: (row: number) =>
    `A quotation mark (") that opens a cell on row ${formatCount(row)} is never closed, so nothing after it can be read. Add the missing quotation mark on that row and try again.`,
  tooManyColumns: (columns: number) =>
    `This file has ${formatCount(columns)} columns; an import can read at most ${formatCount(IMPORT_LIMITS.maxColumns)}.`,
  tooManyRows: `This file has more than ${formatCount(IMPORT_LIMITS.maxRows)} rows, the most an import can read. Split it into smaller files.`,
  cellTooLong: (row: number, column: string) =>
    `Row ${formatCount(row)} has a cell in column "${column}" longer than ${formatCount(IMPORT_LIMITS.maxCellLength)} characters, the most an import can read in one cell.`,
  tooLarge: (bytes: number) =>
    `This file is ${formatBytes(bytes)}; an import can read at most ${formatBytes(IMPORT_LIMITS.maxBytes)}. Split it into smaller files.`,
} as const;
