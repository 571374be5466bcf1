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

/**
 * A cell as it was before `csvCell` neutralised it: the apostrophe in front of a formula start
 * comes off, so a downloaded error list or export, fixed and uploaded again, reads its own values
 * ("'+1 555 0100" is the phone "+1 555 0100"). Any other cell is answered as it is.
 */
export function restoreCell(cell: string): string {
  return cell.charCodeAt(0) === 39 && FORMULA_START.test(cell.slice(1, 2)) ? cell.slice(1) : cell;
}

/** Rows to CSV text with CRLF line ends (what spreadsheets expect). */
export function toCsv(rows: Iterable<readonly unknown[]>): string {
  let out = "";
  for (const row of rows) out += `${row.map(csvCell).join(",")}\r\n`;
  return out;
}
