/**
 * Delimited text to records with papaparse (issue 4 "Reading files"): the delimiter is guessed
 * among comma, semicolon, tab and pipe, quoted cells may hold delimiters, doubled quotes and line
 * breaks, and lines end in CRLF, LF or CR.
 *
 * The text is parsed in slices with papaparse's core `Parser` (what its own streamer uses), each
 * slice's records handed on at once, so a read can report progress, stop at the first problem
 * and, on the main thread, yield between slices. A slice always starts at a record boundary; a
 * record longer than a slice (a 10 MB line, an unclosed quote) doubles the slice instead of
 * re-reading it from the start each time, so no file costs more than a few passes.
 */
import Papa from "papaparse";
import { READ_MESSAGES } from "./messages.js";

export const GUESSED_DELIMITERS = [",", ";", "\t", "|"];

/** Characters per slice in a worker: fewer, larger slices; progress still moves every 1 MB. */
export const SLICE_CHARS = 1 << 20;

/** Characters per slice in the page: each slice (parsing and writing its rows) is one task, ~10 ms. */
export const PAGE_SLICE_CHARS = 1 << 18;

/** How much of the start the delimiter and line-break guess reads. */
const DIALECT_SAMPLE_CHARS = 64 * 1024;

export interface Dialect {
  delimiter: string;
  newline: "\r\n" | "\n" | "\r";
}

/** Guesses the delimiter (papaparse's consistency test over the first rows) and the line break. */
export function detectDialect(text: string, delimiter?: string): Dialect {
  const sample = text.slice(0, DIALECT_SAMPLE_CHARS);
  const result = Papa.parse<string[]>(sample, {
    preview: 20,
    // Blank lines (the one after the last line break) would pull a 2-column file's average below
    // papaparse's threshold of 2 fields per row, and every delimiter would lose to the comma.
    skipEmptyLines: true,
    ...(delimiter ? { delimiter } : { delimitersToGuess: GUESSED_DELIMITERS }),
  });
  const newline = result.meta.linebreak;
  return {
    delimiter: result.meta.delimiter || ",",
    newline: newline === "\r\n" || newline === "\r" ? newline : "\n",
  };
}

export interface ParseOptions {
  /** Skips the guess (a pasted spreadsheet table is tab-separated). */
  delimiter?: string;
  /**
   * Takes each slice's records; `firstIndex` is the first one's index among all records (blank
   * lines included). Returning a message stops the parse with it.
   */
  onRecords: (records: string[][], firstIndex: number) => string | null;
  /** Runs after each slice: the main-thread fallback yields to the page there. */
  between: () => Promise<void>;
  /** @default SLICE_CHARS */
  sliceChars?: number;
  /** 0..1 of the text parsed. */
  onProgress?: (fraction: number) => void;
}

export type ParseOutcome = { ok: true; dialect: Dialect } | { ok: false; message: string };

interface SliceResult {
  data: string[][];
  errors: Papa.ParseError[];
  meta: { cursor: number };
}

export async function parseDelimited(text: string, options: ParseOptions): Promise<ParseOutcome> {
  const dialect = detectDialect(text, options.delimiter);
  const config = { delimiter: dialect.delimiter, newline: dialect.newline, quoteChar: '"' };
  let recordCount = 0;
  const sliceChars = options.sliceChars ?? SLICE_CHARS;
  let base = 0;
  let size = sliceChars;
  for (;;) {
    const end = Math.min(text.length, base + size);
    const last = end === text.length;
    const result = new Papa.Parser(config).parse(text.substring(base, end), base, !last) as SliceResult;
    const unclosed = result.errors.find((error) => error.code === "MissingQuotes");
    if (unclosed) {
      return { ok: false, message: READ_MESSAGES.unclosedQuote(recordCount + (unclosed.row ?? 0) + 1) };
    }
    const refused = options.onRecords(result.data, recordCount);
    if (refused) return { ok: false, message: refused };
    recordCount += result.data.length;
    options.onProgress?.(end / text.length);
    if (last) break;
    if (result.meta.cursor > base) {
      base = result.meta.cursor;
      size = sliceChars;
    } else {
      size *= 2;
    }
    await options.between();
  }
  return { ok: true, dialect };
}
