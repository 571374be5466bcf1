/**
 * Helpers for the import reader's tests: run the worker's code path on bytes or text without a
 * Worker, read the normalised table back, and build small .xlsx workbooks in memory.
 */
import { strToU8, zipSync } from "fflate";
import Papa from "papaparse";
import { expect } from "vitest";
import { readOwnRecord } from "../import-wizard/reader/own-csv.js";
import { type ReadSource, readSource } from "../import-wizard/reader/read-core.js";
import type { NormalizedTable, TableOutcome } from "../import-wizard/reader/table.js";

export const bytesOf = (text: string) => new TextEncoder().encode(text);

/** Reads what a file with these bytes would give. */
export function readBytes(bytes: Uint8Array, name = "contacts.csv"): Promise<TableOutcome> {
  return readSource({ kind: "bytes", bytes, name }, {});
}

export function readCsvText(text: string): Promise<TableOutcome> {
  return readBytes(bytesOf(text));
}

export function readPaste(text: string, hasHeaders = true): Promise<TableOutcome> {
  return readSource({ kind: "paste", text, hasHeaders } satisfies ReadSource, {});
}

/** The table, or a failed expectation showing the message. */
export function tableOf(outcome: TableOutcome): NormalizedTable {
  if (!outcome.ok) expect.fail(`expected a table, got: ${outcome.message}`);
  return outcome.table;
}

export function messageOf(outcome: TableOutcome): string {
  if (outcome.ok) expect.fail(`expected a message, got a table of ${outcome.table.rowCount} rows`);
  return outcome.message;
}

/** Every data row of the uploaded CSV, read back. */
export function dataRows(table: NormalizedTable): string[][] {
  const decoder = new TextDecoder();
  return table.rowStarts.slice(0, -1).map((start, index) => {
    const end = (table.rowStarts[index + 1] as number) - 2;
    return readOwnRecord(decoder.decode(table.rows.subarray(start, end)));
  });
}

/** The uploaded CSV as text (header and rows, as the server receives it). */
export function uploadText(table: NormalizedTable): string {
  const decoder = new TextDecoder();
  return decoder.decode(table.header) + decoder.decode(table.rows);
}

/** The upload parsed by papaparse as objects keyed by header: what a server CSV parser sees. */
export function uploadObjects(table: NormalizedTable): Record<string, string>[] {
  const parsed = Papa.parse<Record<string, string>>(uploadText(table), {
    header: true,
    delimiter: ",",
    newline: "\r\n",
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

const XML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>`;
const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PACKAGE_REL = "http://schemas.openxmlformats.org/package/2006/relationships";

/**
 * A minimal .xlsx (what Excel writes, minus what readers ignore) whose first sheet has the given
 * `<row>` elements; styles: 1 = date (numFmt 14), 2 = date and time (22), 3 = time (21).
 */
export function xlsxBytes(sheetRows: string, sharedStrings: readonly string[] = []): Uint8Array {
  const xmlText = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
  return zipSync({
    "[Content_Types].xml": strToU8(
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`,
    ),
    "_rels/.rels": strToU8(
      `${XML}<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    "xl/workbook.xml": strToU8(
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Contacts" sheetId="1" r:id="rId1"/><sheet name="Other" sheetId="2" r:id="rId4"/></sheets></workbook>`,
    ),
    "xl/_rels/workbook.xml.rels": strToU8(
      `${XML}<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId4" Type="${REL}/worksheet" Target="worksheets/sheet2.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    "xl/styles.xml": strToU8(
      `${XML}<styleSheet xmlns="${MAIN}"><cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/><xf numFmtId="22" applyNumberFormat="1"/><xf numFmtId="21" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    ),
    "xl/sharedStrings.xml": strToU8(
      `${XML}<sst xmlns="${MAIN}" count="${sharedStrings.length}" uniqueCount="${sharedStrings.length}">${sharedStrings
        .map((text) => `<si><t xml:space="preserve">${xmlText(text)}</t></si>`)
        .join("")}</sst>`,
    ),
    "xl/worksheets/sheet1.xml": strToU8(
      `${XML}<worksheet xmlns="${MAIN}"><sheetData>${sheetRows}</sheetData></worksheet>`,
    ),
    "xl/worksheets/sheet2.xml": strToU8(
      `${XML}<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Not this sheet</t></is></c></row></sheetData></worksheet>`,
    ),
  });
}

/** An inline-string cell. */
export const textCell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
