import { isUtf8 } from "node:buffer";
import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { IMPORT_LIMITS } from "@foyer/domain";
import Papa from "papaparse";

/**
 * Reading an uploaded import file on the server (issue 4 "Server pipeline"). The wizard uploads a
 * UTF-8 CSV with a header row, but anything may arrive here, so the file is checked as it is read:
 * binary data, UTF-16, an unclosed quote, too many columns, rows or characters in a cell each stop
 * the read with an ImportFileError whose message says what is wrong (the routes answer 400 with it,
 * a job reports it as its failure). Bytes that are not UTF-8 are read as windows-1252, which is what
 * spreadsheets on Windows write.
 */
export class ImportFileError extends Error {
  override readonly name = "ImportFileError";
}

export function isImportFileError(error: unknown): error is ImportFileError {
  return error instanceof Error && error.name === "ImportFileError";
}

const count = (value: number) => value.toLocaleString("en-US");

export const FILE_MESSAGES = {
  empty: "This file is empty.",
  headerOnly: "This file has column headers but no rows to import.",
  binary:
    "This file does not look like a CSV file: it holds binary data. Save it as CSV (UTF-8) and upload it again.",
  utf16: "This file is saved as UTF-16 text. Save it as CSV (UTF-8) and upload it again.",
  unclosedQuote: (row: number) =>
    `A quotation mark (") that opens a cell on row ${count(row)} is never closed, so the rest of the file cannot be read. Add the missing quotation mark on that row and try again.`,
  rowTooLong: (row: number) =>
    `Row ${count(row)} is longer than ${count(MAX_RECORD_CHARS)} characters: a quotation mark (") may be missing its closing one.`,
  tooManyColumns: (columns: number) =>
    `This file has ${count(columns)} columns; an import can read at most ${count(IMPORT_LIMITS.maxColumns)}.`,
  tooManyRows: () =>
    `This file has more than ${count(IMPORT_LIMITS.maxRows)} rows; an import can read at most ${count(IMPORT_LIMITS.maxRows)}. Split it into smaller files.`,
  cellTooLong: (row: number, column: string) =>
    `Row ${count(row)} has a cell in column "${column}" longer than ${count(IMPORT_LIMITS.maxCellLength)} characters, the most an import can read in one cell.`,
  tooLarge: () =>
    `This file is larger than ${count(IMPORT_LIMITS.maxBytes / 1024 / 1024)} MB, the most an import can read. Split it into smaller files.`,
} as const;

/** Longest record (all its cells and separators) the reader holds while looking for its end. */
export const MAX_RECORD_CHARS = 4 * 1024 * 1024;
/** Text parsed at once: large enough that the parser's per-call cost disappears. */
const SLICE_CHARS = 1 << 20;

export type FileEncoding = "utf-8" | "windows-1252";
export type OpenFile = () => Readable;

/** Bytes at the end of `chunk` that start a UTF-8 sequence the next chunk completes. */
function incompleteTail(chunk: Buffer): number {
  for (let back = 1; back <= Math.min(3, chunk.length); back++) {
    const byte = chunk[chunk.length - back] as number;
    if ((byte & 0xc0) === 0x80) continue; // continuation byte: look further back
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? back : 0;
  }
  return 0;
}

function looksBinary(start: Buffer): boolean {
  let control = 0;
  for (const byte of start) {
    if (byte === 0) return true;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control++;
  }
  return control > start.length / 100;
}

/**
 * Checks the bytes before anything is parsed: not empty, not binary, not UTF-16; UTF-8 when every
 * byte sequence is valid UTF-8, windows-1252 otherwise.
 */
export async function detectEncoding(open: OpenFile): Promise<FileEncoding> {
  let carry = Buffer.alloc(0);
  let seen = 0;
  let utf8 = true;
  for await (const piece of open()) {
    const chunk = piece as Buffer;
    if (seen === 0) {
      if ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff)) {
        throw new ImportFileError(FILE_MESSAGES.utf16);
      }
      if (looksBinary(chunk.subarray(0, 64 * 1024))) throw new ImportFileError(FILE_MESSAGES.binary);
    }
    // A NUL byte is never text (and PostgreSQL cannot store it): binary, wherever it is.
    if (chunk.indexOf(0) !== -1) throw new ImportFileError(FILE_MESSAGES.binary);
    seen += chunk.length;
    if (seen > IMPORT_LIMITS.maxBytes) throw new ImportFileError(FILE_MESSAGES.tooLarge());
    if (!utf8) continue;
    const joined = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    const tail = incompleteTail(joined);
    if (!isUtf8(joined.subarray(0, joined.length - tail))) utf8 = false;
    carry = Buffer.from(joined.subarray(joined.length - tail));
  }
  if (seen === 0) throw new ImportFileError(FILE_MESSAGES.empty);
  return utf8 && carry.length === 0 ? "utf-8" : "windows-1252";
}

/** The line break outside quoted cells at the start of the text. */
function detectNewline(text: string): "\r\n" | "\n" | "\r" {
  const unquoted = text.slice(0, 256 * 1024).replace(/"[^"]*"/g, "");
  const at = unquoted.search(/[\r\n]/);
  if (at === -1 || unquoted[at] === "\n") return "\n";
  return unquoted[at + 1] === "\n" ? "\r\n" : "\r";
}

function isBlank(record: readonly string[]): boolean {
  for (const cell of record)
    if (cell.length > 0 && (cell.charCodeAt(0) > 32 || cell.trim() !== "")) return false;
  return true;
}

/** Header names: trimmed, blanks named by position, repeats numbered ("Email", "Email (2)"), as the wizard does. */
export function uniqueColumnNames(header: readonly string[], width: number): string[] {
  const wanted = Array.from({ length: width }, (_, index) => header[index]?.trim() || `Column ${index + 1}`);
  const taken = new Set(wanted.map((name) => name.toLowerCase()));
  const seen = new Set<string>();
  return wanted.map((name) => {
    if (!seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      return name;
    }
    let copy = 2;
    while (taken.has(`${name} (${copy})`.toLowerCase())) copy++;
    const unique = `${name} (${copy})`;
    taken.add(unique.toLowerCase());
    seen.add(unique.toLowerCase());
    return unique;
  });
}

export interface CsvReadOptions {
  encoding: FileEncoding;
  hasHeaders: boolean;
}

/** A slice of data rows: `first` is the 1-based data-row number of `rows[0]`. */
export interface RowSlice {
  first: number;
  rows: string[][];
  /** 0..1 of the file read so far. */
  fraction: number;
}

interface ParsedSlice {
  data: string[][];
  errors: { code: string; row?: number }[];
  meta: { cursor: number };
}

/**
 * Streams the data rows of the file in slices, blank lines dropped (they are not rows: the
 * wizard drops them too, so row numbers agree). Checks every limit of IMPORT_LIMITS on the way.
 */
export async function* readCsvSlices(
  open: OpenFile,
  options: CsvReadOptions,
  onColumns: (columns: string[]) => void,
  size = 0,
): AsyncGenerator<RowSlice> {
  // Node's StringDecoder is the quicker UTF-8 decoder; windows-1252 needs TextDecoder (ICU).
  const decoder =
    options.encoding === "utf-8"
      ? new StringDecoder("utf8")
      : (() => {
          const text = new TextDecoder("windows-1252");
          return {
            write: (chunk: Buffer) => text.decode(chunk, { stream: true }),
            end: () => text.decode(),
          };
        })();
  let pending = "";
  let base = 0;
  let started = false;
  let columns: string[] | null = null;
  let dataRows = 0;
  let records = 0;
  let bytes = 0;
  let parser: Papa.Parser | null = null;
  let wanted = SLICE_CHARS;

  const take = (data: string[][]): string[][] => {
    const rows: string[][] = [];
    for (const record of data) {
      records++;
      if (isBlank(record)) continue;
      if (!columns) {
        const width = record.length;
        if (width > IMPORT_LIMITS.maxColumns) throw new ImportFileError(FILE_MESSAGES.tooManyColumns(width));
        columns = uniqueColumnNames(options.hasHeaders ? record : [], width);
        const long = columns.findIndex((name) => name.length > IMPORT_LIMITS.maxCellLength);
        if (long !== -1) throw new ImportFileError(FILE_MESSAGES.cellTooLong(records, `Column ${long + 1}`));
        onColumns(columns);
        if (options.hasHeaders) continue;
      }
      dataRows++;
      if (dataRows > IMPORT_LIMITS.maxRows) throw new ImportFileError(FILE_MESSAGES.tooManyRows());
      if (record.length > IMPORT_LIMITS.maxColumns) {
        throw new ImportFileError(FILE_MESSAGES.tooManyColumns(record.length));
      }
      for (let cell = 0; cell < record.length; cell++) {
        if ((record[cell] as string).length > IMPORT_LIMITS.maxCellLength) {
          throw new ImportFileError(
            FILE_MESSAGES.cellTooLong(dataRows, columns[cell] ?? `Column ${cell + 1}`),
          );
        }
      }
      rows.push(record);
    }
    return rows;
  };

  const parse = (last: boolean): string[][] => {
    if (!parser) {
      const newline = detectNewline(pending);
      parser = new Papa.Parser({ delimiter: ",", newline, quoteChar: '"' });
    }
    const result = parser.parse(pending, base, !last) as ParsedSlice;
    const unclosed = result.errors.find((error) => error.code === "MissingQuotes");
    if (unclosed) {
      // The rows before it are fine; the unclosed one is the next data row.
      take(result.data.slice(0, unclosed.row ?? 0));
      throw new ImportFileError(FILE_MESSAGES.unclosedQuote(dataRows + 1));
    }
    const consumed = result.meta.cursor - base;
    const rows = take(result.data);
    pending = last ? "" : pending.slice(consumed);
    base = result.meta.cursor;
    // A record longer than a slice: wait for twice as much text rather than re-parsing it each time.
    wanted = pending.length >= SLICE_CHARS / 2 ? pending.length * 2 : SLICE_CHARS;
    if (pending.length > MAX_RECORD_CHARS) {
      throw new ImportFileError(FILE_MESSAGES.rowTooLong(dataRows + 1));
    }
    return rows;
  };

  let firstOfSlice = 1;
  for await (const piece of open()) {
    const chunk = piece as Buffer;
    bytes += chunk.length;
    let text = decoder.write(chunk);
    if (!started) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      started = true;
    }
    pending += text;
    if (pending.length < wanted) continue;
    const rows = parse(false);
    if (rows.length > 0) {
      yield { first: firstOfSlice, rows, fraction: size > 0 ? Math.min(1, bytes / size) : 0 };
      firstOfSlice += rows.length;
    }
  }
  pending += decoder.end();
  const rows = parse(true);
  if (!columns) throw new ImportFileError(FILE_MESSAGES.empty);
  if (rows.length > 0) yield { first: firstOfSlice, rows, fraction: 1 };
  if (dataRows === 0) throw new ImportFileError(FILE_MESSAGES.headerOnly);
}

/** What the mapping page needs: the columns, the first rows and how many rows there are. */
export interface FileOverview {
  columns: string[];
  sample: string[][];
  rowCount: number;
}

/** Reads the whole file once (every check included) for the mapping answer. */
export async function overviewFile(
  open: OpenFile,
  options: { hasHeaders: boolean; sampleRows: number; size?: number },
): Promise<FileOverview> {
  const encoding = await detectEncoding(open);
  let columns: string[] = [];
  const sample: string[][] = [];
  let rowCount = 0;
  for await (const slice of readCsvSlices(
    open,
    { encoding, hasHeaders: options.hasHeaders },
    (found) => {
      columns = found;
    },
    options.size,
  )) {
    for (const row of slice.rows) {
      if (sample.length < options.sampleRows) sample.push(columns.map((_, index) => row[index] ?? ""));
    }
    rowCount += slice.rows.length;
  }
  return { columns, sample, rowCount };
}
