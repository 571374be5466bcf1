/**
 * The first sheet of an .xlsx workbook to records (issue 4 "Reading files"), with read-excel-file
 * (maintained, MIT; about 21 kB gzip with fflate; not the npm `xlsx` 0.18 build). This module is only
 * ever loaded with `import()`, so reading a CSV never downloads it.
 *
 * Values become the text the server's import formats accept (spec 2 §5 "Value formats for
 * import"): dates YYYY-MM-DD (with a time: YYYY-MM-DDTHH:mm:ss; a time alone: HH:mm:ss), numbers
 * as plain decimals as Excel shows them (15 significant digits, never 1E+21), booleans "True" /
 * "False". A formula's cell holds its last computed value, as Excel shows it.
 */
import { type Unzipped, unzipSync, zipSync } from "fflate";
import { readSheet } from "read-excel-file/universal";
import { READ_MESSAGES } from "./messages.js";

export type WorkbookRecords = { ok: true; records: string[][] } | { ok: false; message: string };

/** Past this much sheet XML the browser cannot hold it as one string. */
const MAX_XML_BYTES = 400 * 1024 * 1024;

/** A number as Excel displays it in General format, without an exponent: 1E+21 → "1000000000000000000000". */
export function plainNumber(raw: string): string {
  const value = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(value)) return raw;
  const [mantissa = "0", exponent = "0"] = Math.abs(value).toPrecision(15).split("e");
  const digits = mantissa.replace(".", "");
  const point = (mantissa.includes(".") ? mantissa.indexOf(".") : mantissa.length) + Number(exponent);
  let whole: string;
  let fraction: string;
  if (point <= 0) {
    whole = "0";
    fraction = "0".repeat(-point) + digits;
  } else if (point >= digits.length) {
    whole = digits + "0".repeat(point - digits.length);
    fraction = "";
  } else {
    whole = digits.slice(0, point);
    fraction = digits.slice(point);
  }
  whole = whole.replace(/^0+(?=\d)/, "");
  fraction = fraction.replace(/0+$/, "");
  const text = fraction ? `${whole}.${fraction}` : whole;
  return value < 0 && text !== "0" ? `-${text}` : text;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** read-excel-file gives dates as UTC midnight plus the time of day (Excel dates have no zone). */
export function excelDateText(date: Date): string {
  const at = new Date(Math.round(date.getTime() / 1000) * 1000);
  const day = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  const time = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
  // A time without a date is stored as a day fraction, which lands on Excel's day 0 (1899-12-30/31).
  if (at.getUTCFullYear() < 1900) return time;
  return time === "00:00:00" ? day : `${day}T${time}`;
}

export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "number") return plainNumber(String(value));
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : excelDateText(value);
  return String(value);
}

/**
 * The workbook rezipped with its XML parts stored uncompressed. read-excel-file inflates large
 * parts with fflate's async API, which starts blob: workers — refused by a strict CSP (the admin
 * app's `script-src 'self'`, most host pages) and not possible everywhere. Inflating here,
 * synchronously, avoids that; it also tells a damaged zip apart from a workbook.
 */
function storedWorkbook(bytes: Uint8Array): { ok: true; zip: Uint8Array } | { ok: false; message: string } {
  let parts: Unzipped;
  let xmlBytes = 0;
  try {
    parts = unzipSync(bytes, {
      filter(file) {
        if (!file.name.endsWith(".xml") && !file.name.endsWith(".rels")) return false;
        xmlBytes += file.originalSize;
        if (xmlBytes > MAX_XML_BYTES) throw new Error("The workbook is too large");
        return true;
      },
    });
  } catch {
    const message = xmlBytes > MAX_XML_BYTES ? READ_MESSAGES.workbookTooLarge : READ_MESSAGES.corruptExcel;
    return { ok: false, message };
  }
  if (!parts["xl/workbook.xml"] && !Object.keys(parts).some((name) => name.endsWith("/workbook.xml"))) {
    // A zip, but not a workbook (an .ods, a .docx, a zipped folder).
    return { ok: false, message: READ_MESSAGES.notATable };
  }
  return { ok: true, zip: zipSync(parts, { level: 0 }) };
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : "";
}

export async function readWorkbookRecords(bytes: Uint8Array): Promise<WorkbookRecords> {
  const stored = storedWorkbook(bytes);
  if (!stored.ok) return stored;
  const { zip } = stored;
  let rows: unknown[][];
  try {
    const whole = zip.byteOffset === 0 && zip.byteLength === zip.buffer.byteLength;
    const buffer = (whole ? zip.buffer : zip.slice().buffer) as ArrayBuffer;
    // Numbers come from the file's own digits (no float round trip); strings stay untrimmed.
    rows = await readSheet<string>(buffer, { parseNumber: plainNumber, trim: false });
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === "NO_DATA" || errorName(error) === "SheetNotFoundError") {
      return { ok: false, message: READ_MESSAGES.emptySheet };
    }
    return { ok: false, message: READ_MESSAGES.corruptExcel };
  }
  return { ok: true, records: rows.map((row) => row.map(cellText)) };
}
