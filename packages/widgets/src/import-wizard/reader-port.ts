/**
 * What the wizard needs from the file reader (`./reader/`): the model is written against this,
 * so its tests can hand it a fake, and the real reader (with its parsers and worker) loads only
 * when a file is first read.
 */

/** Another column for a rows download: its header and each row's value (e.g. the row's errors). */
export interface ExtraColumn {
  name: string;
  values: ReadonlyMap<number, string>;
}

/** A file or pasted table, read and normalised to a UTF-8 CSV. */
export interface ImportTable {
  fileName: string;
  columns: string[];
  sample: string[][];
  rowCount: number;
  /** The whole table as the CSV that is uploaded. */
  csv: Blob;
  /** Some rows (1-based data-row numbers) as a CSV for people, with a "Row" column and `extra`. */
  rowsCsv(rows: readonly number[], extra?: ExtraColumn): Promise<Blob>;
  /** Lets go of the table's memory (and worker). */
  close(): void;
}

export type ReadOutcome = { ok: true; table: ImportTable } | { ok: false; message: string };

export interface ReadOptions {
  /** 0..1 of the file read. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface ImportReader {
  openImportFile(file: File, options: ReadOptions): Promise<ReadOutcome>;
  openPastedTable(text: string, hasHeaders: boolean, options: ReadOptions): Promise<ReadOutcome>;
}
