/**
 * Writing CSV that is safe to open in a spreadsheet: every cell that starts with = + - @ (or a
 * tab or carriage return, which some spreadsheets skip before reading a formula) gets a leading
 * apostrophe, so it is shown as text and never run as a formula. Used by the error list, the
 * skipped-rows download and the module export alike.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows to CSV text with CRLF line ends (what spreadsheets expect). */
export function toCsv(rows: Iterable<readonly unknown[]>): string {
  let out = "";
  for (const row of rows) out += `${row.map(csvCell).join(",")}\r\n`;
  return out;
}
