/**
 * One read, start to finish, the way the worker runs it (issue 4 "Reading files"): the file's
 * bytes (checked against IMPORT_LIMITS.maxBytes), what they really are, text decoded and parsed or
 * the workbook's first sheet read, then the normalised table. Plain functions without a Worker, so
 * tests and `scripts/bench-import` call exactly this.
 *
 * Progress runs 0..1 over the whole read: reading the bytes counts for the first fifth, parsing
 * and writing the rows for the rest (a workbook: opening it up to 0.6, its rows after).
 */
import { IMPORT_LIMITS } from "@foyer/domain";
import { decodeText, sniffFileKind } from "./decode.js";
import { PAGE_SLICE_CHARS, parseDelimited, SLICE_CHARS } from "./delimited.js";
import { READ_MESSAGES } from "./messages.js";
import { TableBuilder, type TableOptions, type TableOutcome } from "./table.js";

export type ReadSource =
  /** A chosen file (a `File` in the browser; any Blob with a name in tests). */
  (
    | { kind: "file"; file: Blob; name: string }
    /** Bytes already in memory (the benchmark, tests). */
    | { kind: "bytes"; bytes: Uint8Array; name: string }
    /** Text pasted from a spreadsheet or typed. */
    | { kind: "paste"; text: string; hasHeaders: boolean }
  ) & {
    /** Data rows handed back as the table's `sample` (`whole-table.ts` asks for all). @default SAMPLE_ROWS */
    sampleRows?: number;
  };

export interface ReadHooks {
  /** 0..1 of the whole read. */
  onProgress?: (fraction: number) => void;
  /**
   * Given by the main-thread fallback: runs between slices of work, where the page gets to handle
   * input and paint. A worker passes none.
   */
  between?: () => Promise<void>;
}

const noPause = (): Promise<void> => Promise.resolve();

/** Which part of 0..1 each stage of a file read covers (parsing and writing rows go together). */
const STAGES = { read: [0, 0.2], table: [0.2, 1] } as const;

/** Sheet rows handed to the table per slice (a sheet arrives whole). */
const SHEET_SLICE = 5_000;

function stage(hooks: ReadHooks, [from, to]: readonly [number, number]) {
  return (fraction: number) => hooks.onProgress?.(from + (to - from) * Math.min(1, Math.max(0, fraction)));
}

/** The file's bytes, read in the stream's chunks so progress moves while a large file loads. */
async function readBytes(file: Blob, onProgress: (fraction: number) => void): Promise<Uint8Array | null> {
  try {
    if (typeof file.stream !== "function") return new Uint8Array(await file.arrayBuffer());
    const bytes = new Uint8Array(file.size);
    const reader = file.stream().getReader();
    let length = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // A file that grew since it was chosen: fall back to reading it whole.
      if (length + value.length > bytes.length) return new Uint8Array(await file.arrayBuffer());
      bytes.set(value, length);
      length += value.length;
      onProgress(length / Math.max(1, bytes.length));
    }
    return length === bytes.length ? bytes : bytes.subarray(0, length);
  } catch {
    // The file was moved, deleted or is not readable any more (NotReadableError).
    return null;
  }
}

async function readText(
  text: string,
  table: TableOptions,
  delimiter: string | undefined,
  hooks: ReadHooks,
): Promise<TableOutcome> {
  const builder = new TableBuilder(table);
  const parsed = await parseDelimited(text, {
    onRecords: (records, firstIndex) => builder.add(records, firstIndex),
    between: hooks.between ?? noPause,
    sliceChars: hooks.between ? PAGE_SLICE_CHARS : SLICE_CHARS,
    onProgress: stage(hooks, STAGES.table),
    ...(delimiter ? { delimiter } : {}),
  });
  return parsed.ok ? builder.finish() : parsed;
}

async function readSheetRecords(
  records: string[][],
  hooks: ReadHooks,
  expectedBytes: number,
  sampleRows: number | undefined,
): Promise<TableOutcome> {
  const builder = new TableBuilder({
    hasHeaders: true,
    emptyMessage: READ_MESSAGES.emptySheet,
    expectedBytes,
    sampleRows,
  });
  const progress = stage(hooks, [0.6, 1]);
  for (let start = 0; start < records.length; start += SHEET_SLICE) {
    const refused = builder.add(records.slice(start, start + SHEET_SLICE), start);
    if (refused) return { ok: false, message: refused };
    progress((start + SHEET_SLICE) / records.length);
    await hooks.between?.();
  }
  return builder.finish();
}

/** Reads a file's bytes, whatever its name says: CSV or other delimited text, or a workbook. */
export async function readFileBytes(
  bytes: Uint8Array,
  hooks: ReadHooks,
  sampleRows?: number,
): Promise<TableOutcome> {
  if (bytes.length === 0) return { ok: false, message: READ_MESSAGES.empty };
  if (bytes.length > IMPORT_LIMITS.maxBytes)
    return { ok: false, message: READ_MESSAGES.tooLarge(bytes.length) };
  switch (sniffFileKind(bytes)) {
    case "binary":
      return { ok: false, message: READ_MESSAGES.notATable };
    case "xls":
      return { ok: false, message: READ_MESSAGES.legacyExcel };
    case "protected-xlsx":
      return { ok: false, message: READ_MESSAGES.protectedExcel };
    case "xlsx": {
      // Loaded on demand: CSV readers never download the workbook reader.
      const { readWorkbookRecords } = await import("./xlsx.js");
      const workbook = await readWorkbookRecords(bytes);
      hooks.onProgress?.(0.6);
      if (!workbook.ok) return workbook;
      return readSheetRecords(workbook.records, hooks, bytes.length * 4, sampleRows);
    }
    case "text": {
      const decoded = await decodeText(bytes, hooks.between);
      if (!decoded.ok) return decoded;
      const table = { hasHeaders: true, expectedBytes: bytes.length, sampleRows };
      return readText(decoded.text, table, undefined, hooks);
    }
  }
}

export async function readSource(source: ReadSource, hooks: ReadHooks): Promise<TableOutcome> {
  if (source.kind === "paste") {
    if (source.text.trim() === "") return { ok: false, message: READ_MESSAGES.emptyPaste };
    // Spreadsheets copy cells with tabs between them; anything else gets the delimiter guess.
    const delimiter = source.text.includes("\t") ? "\t" : undefined;
    const messages = {
      emptyMessage: READ_MESSAGES.emptyPaste,
      headerOnlyMessage: READ_MESSAGES.headerOnlyPaste,
    };
    const table = {
      hasHeaders: source.hasHeaders,
      expectedBytes: source.text.length,
      sampleRows: source.sampleRows,
      ...messages,
    };
    return readText(source.text, table, delimiter, hooks);
  }
  if (source.kind === "bytes") return readFileBytes(source.bytes, hooks, source.sampleRows);
  if (source.file.size === 0) return { ok: false, message: READ_MESSAGES.empty };
  if (source.file.size > IMPORT_LIMITS.maxBytes) {
    return { ok: false, message: READ_MESSAGES.tooLarge(source.file.size) };
  }
  const bytes = await readBytes(source.file, stage(hooks, STAGES.read));
  if (!bytes) return { ok: false, message: READ_MESSAGES.unreadable };
  return readFileBytes(bytes, hooks, source.sampleRows);
}
