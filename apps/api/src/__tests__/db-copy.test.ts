import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.js";
import { copyRows, copyText, copyValue } from "../db/copy.js";
import { createTestApp, type TestApp } from "./support/test-app.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.database.db.execute(sql`create table copy_probe (id int primary key, a text, b text, c jsonb)`);
});
afterAll(async () => t.close());

const HOSTILE = [
  "plain",
  "",
  "tab\there",
  "two\nlines",
  "carriage\r\nreturn",
  "back\\slash",
  "\\N",
  "\\\\N",
  "ends with a backslash\\",
  "quotes \" and ' and , commas",
  '=HYPERLINK("http://x")',
  "accents é ü ñ and 表 and 👋",
  "\\.",
  "x".repeat(200_000),
];

async function readBack(): Promise<{ id: number; a: string | null; b: string | null; c: unknown }[]> {
  const result = await t.database.db.execute(sql`select id, a, b, c from copy_probe order by id`);
  return ((result as { rows?: unknown[] }).rows ?? result) as {
    id: number;
    a: string | null;
    b: string | null;
    c: unknown;
  }[];
}

describe("COPY text format", () => {
  it("escapes backslash, tab, newline and carriage return, and writes null as \\N", () => {
    expect(copyValue(null)).toBe("\\N");
    expect(copyValue("a\tb\nc\rd\\e")).toBe("a\\tb\\nc\\rd\\\\e");
    expect(copyValue("\\N")).toBe("\\\\N");
    expect(
      copyText([
        ["a", null],
        ["b\tc", ""],
      ]),
    ).toBe("a\t\\N\nb\\tc\t\n");
    expect(copyText([])).toBe("");
  });
});

describe("copyRows: rows into a table inside the caller's transaction", () => {
  it("every value comes back exactly as given, empty strings and nulls apart", async () => {
    await t.database.db.transaction(async (tx) => {
      await copyRows(
        tx as unknown as Db,
        "copy_probe",
        ["id", "a", "b", "c"],
        HOSTILE.map((value, index) => [
          String(index),
          value,
          index % 2 ? null : "",
          JSON.stringify({ value }),
        ]),
      );
    });
    const rows = await readBack();
    expect(rows).toHaveLength(HOSTILE.length);
    rows.forEach((row, index) => {
      expect(row.a).toBe(HOSTILE[index]);
      expect(row.b).toBe(index % 2 ? null : "");
      expect(row.c).toEqual({ value: HOSTILE[index] });
    });
  });

  it("a failing copy (a duplicate key) rolls back the whole transaction", async () => {
    const before = (await readBack()).length;
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into copy_probe (id, a) values (1000, 'kept?')`);
        await copyRows(
          tx as unknown as Db,
          "copy_probe",
          ["id", "a"],
          [
            ["1001", "new"],
            ["0", "duplicate"],
          ],
        );
      }),
    ).rejects.toThrow(/duplicate key|unique/i);
    expect(await readBack()).toHaveLength(before);
  });

  it("a bad value is refused with the database's message, and nothing is written", async () => {
    const before = (await readBack()).length;
    await expect(
      t.database.db.transaction(async (tx) => {
        await copyRows(tx as unknown as Db, "copy_probe", ["id", "c"], [["2000", "{not json"]]);
      }),
    ).rejects.toThrow(/json/i);
    expect(await readBack()).toHaveLength(before);
  });

  it("rows made as the copy goes: many chunks arrive whole, and a failure making them rolls back", async () => {
    const before = (await readBack()).length;
    function* many(count: number, failAt?: number) {
      for (let index = 0; index < count; index++) {
        if (index === failAt) throw new Error("the rows ran out");
        yield [String(10_000 + index), `row ${index}\twith a tab`];
      }
    }
    await t.database.db.transaction(async (tx) => {
      await copyRows(tx as unknown as Db, "copy_probe", ["id", "a"], many(2_345));
    });
    const rows = await readBack();
    expect(rows).toHaveLength(before + 2_345);
    expect(rows.at(-1)).toMatchObject({ id: 12_344, a: "row 2344\twith a tab" });

    await expect(
      t.database.db.transaction(async (tx) => {
        await copyRows(
          tx as unknown as Db,
          "copy_probe",
          ["id", "a"],
          (function* () {
            for (const row of many(1_800, 1_700)) yield [String(Number(row[0]) + 5_000), row[1] as string];
          })(),
        );
      }),
    ).rejects.toThrow("the rows ran out");
    expect(await readBack()).toHaveLength(before + 2_345);
    // The connection is usable again.
    await t.database.db.transaction(async (tx) => {
      await copyRows(tx as unknown as Db, "copy_probe", ["id", "a"], [["50000", "after"]]);
    });
    expect(await readBack()).toHaveLength(before + 2_346);
  });

  it("needs a transaction and plain identifiers", async () => {
    await expect(copyRows(t.database.db, "copy_probe", ["id"], [["3000"]])).rejects.toThrow(
      "copyRows needs a transaction",
    );
    await t.database.db.transaction(async (tx) => {
      await expect(
        copyRows(tx as unknown as Db, "copy_probe; drop table x", ["id"], [["1"]]),
      ).rejects.toThrow(/not a plain identifier/);
      await expect(copyRows(tx as unknown as Db, "copy_probe", ['a" text, "b'], [["1"]])).rejects.toThrow(
        /not a plain identifier/,
      );
    });
  });

  it("no rows writes nothing", async () => {
    const before = (await readBack()).length;
    await t.database.db.transaction(async (tx) => {
      await copyRows(tx as unknown as Db, "copy_probe", ["id"], []);
    });
    expect(await readBack()).toHaveLength(before);
  });
});
