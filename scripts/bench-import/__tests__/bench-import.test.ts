import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { CONTACT_COLUMNS, generateContactsCsv } from "../generate.js";
import { benchParse } from "../parse.js";

describe("the import benchmark's contacts CSV", () => {
  const csv = generateContactsCsv(200);

  it("is deterministic, CRLF, 12 columns, one record per contact", () => {
    expect(generateContactsCsv(200)).toBe(csv);
    expect(csv.endsWith("\r\n")).toBe(true);
    const parsed = Papa.parse<string[]>(csv, { delimiter: ",", newline: "\r\n", skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[0]).toEqual([...CONTACT_COLUMNS]);
    expect(parsed.data).toHaveLength(201);
    for (const row of parsed.data) expect(row).toHaveLength(12);
  });

  it("has the awkward cells: quoted commas, doubled quotes, multi-line notes, both date formats, currency", () => {
    const rows = Papa.parse<string[]>(csv, { newline: "\r\n", skipEmptyLines: true }).data.slice(1);
    const notes = rows.map((row) => row[8] ?? "");
    expect(notes.some((note) => note.includes(","))).toBe(true);
    expect(notes.some((note) => note.includes('"'))).toBe(true);
    expect(notes.some((note) => note.includes("\n"))).toBe(true);
    const dates = rows.map((row) => row[9] ?? "");
    expect(dates.some((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))).toBe(true);
    expect(dates.some((date) => /^\d{2}-\d{2}-\d{4}$/.test(date))).toBe(true);
    expect(new Set(rows.map((row) => row[10]))).toEqual(new Set(["Yes", "No", "1", "0"]));
    for (const row of rows) expect(row[11]).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  });

  it("benchParse runs the reader's worker path and counts every row", async () => {
    const result = await benchParse(generateContactsCsv(2_000));
    expect(result.rows).toBe(2_000);
    expect(result.seconds).toBeGreaterThan(0);
    expect(result.rowsPerSecond).toBe(Math.round(2_000 / result.seconds));
  });
});
