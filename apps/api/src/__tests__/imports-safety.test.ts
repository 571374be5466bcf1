import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, imports, modules } from "../db/schema/index.js";
import { DEMO, DEMO_MODULES } from "../db/seed.js";
import { InProcessQueue } from "../jobs/in-process-queue.js";
import { recoverImports, runImportJob } from "../services/imports/job.js";
import { textArray } from "../services/imports/load.js";
import { createImportRuntime } from "../services/imports/runtime.js";
import {
  chosenGroups,
  importCsv,
  mappingOf,
  multipart,
  postImport,
  postMapping,
  uploadImportFile,
  waitForImport,
} from "./support/imports.js";
import { bearer, createTestApp, signIn, signUp, signUpEventAdmin, type TestApp } from "./support/test-app.js";

let t: TestApp;
let admin: string;
let outsider: string;
let meetupTeam: string;
let meetupContacts = "";
const CONTACTS = DEMO_MODULES.contacts.id;

/** Batches of 2 rows; the batch numbered `failAt` throws once (a database failure midway). */
const faults = { failAt: -1 };

/**
 * Recovery re-queues every unfinished import: let the app's own queue finish what earlier tests
 * started (on a slow machine it may still be at it), then make this one look as if the process
 * running it had died midway: still "processing", its holder's lease run out.
 */
async function asIfItsProcessDied(importId: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await t.database.db
            .select({ id: imports.id })
            .from(imports)
            .where(inArray(imports.status, ["pending", "processing"]))
        ).length,
      { timeout: 20_000, interval: 100 },
    )
    .toBe(0);
  await t.database.db
    .update(imports)
    .set({ status: "processing", error: null, finishedAt: null, leaseOwner: "gone", leaseUntil: new Date(0) })
    .where(eq(imports.id, importId));
}

beforeAll(async () => {
  t = await createTestApp({
    imports: {
      batchSize: 2,
      beforeBatch: ({ index }) => {
        if (index === faults.failAt) {
          faults.failAt = -1;
          throw new Error("connection lost");
        }
      },
    },
  });
  admin = (await signIn(t.app)).tokens.id_token;
  outsider = (await signUp(t.app, "outsider@example.com")).token;
  meetupTeam = (await signUpEventAdmin(t, "meetup.team@example.com", DEMO.meetup.id)).token;
  const [module] = await t.database.db
    .select()
    .from(modules)
    .where(and(eq(modules.eventId, DEMO.meetup.id), eq(modules.kind, "contacts")));
  meetupContacts = module?.id ?? "";
});
afterAll(async () => t.close());

const csv = "First Name,Last Name,Email\r\nPat,Perm,pat@example.com\r\n";

describe("permissions: the module's event team only", () => {
  it("someone outside the team gets 403 on every import call", async () => {
    const url = await uploadImportFile(t.app, outsider, csv);
    const calls = [
      [
        "POST",
        `/api/modules/${CONTACTS}/import/mapping`,
        { url, org_id: DEMO.org.id, event_id: DEMO.summit.id },
      ],
      [
        "POST",
        `/api/modules/${CONTACTS}/import`,
        { url, org_id: DEMO.org.id, event_id: DEMO.summit.id, fields_groups: [] },
      ],
      ["GET", `/api/modules/${CONTACTS}/import/${randomUUID()}`],
      ["POST", `/api/modules/${CONTACTS}/import/${randomUUID()}/revert`],
      ["GET", `/api/modules/${CONTACTS}/imports`],
      ["GET", `/api/modules/${CONTACTS}/export?contentType=csv`],
    ] as const;
    for (const [method, path, payload] of calls) {
      const response = await t.app.inject({
        method,
        url: path,
        headers: bearer(outsider),
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json().message).toBe("You don't have access to this page!");
    }
  });

  it("another event's team gets 403 on this event's module; an unknown module is 404", async () => {
    const url = await uploadImportFile(t.app, meetupTeam, csv);
    expect((await postMapping(t.app, meetupTeam, CONTACTS, url)).statusCode).toBe(403);
    const unknown = await postMapping(t.app, admin, randomUUID(), url);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("This module does not exist.");
    // The meetup team's own module works, with its own event's ids.
    const own = await postMapping(t.app, meetupTeam, meetupContacts, url, { event_id: DEMO.meetup.id });
    expect(own.statusCode).toBe(200);
  });

  it("an event_id that is not the module's event is refused", async () => {
    const url = await uploadImportFile(t.app, admin, csv);
    const response = await postMapping(t.app, admin, CONTACTS, url, { event_id: DEMO.meetup.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("event_id is not the event of this module");
  });

  it("signed-out uploads for an import are refused; an import file is readable only by its uploader", async () => {
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/uploads?purpose=module-import",
      ...multipart("contacts.csv", "text/csv", csv),
    });
    expect(anonymous.statusCode).toBe(401);
    const url = await uploadImportFile(t.app, admin, csv);
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    const own = await t.app.inject({ method: "GET", url, headers: bearer(admin) });
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe(csv);
    expect((await t.app.inject({ method: "GET", url, headers: bearer(outsider) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });

  it("someone else's upload is refused (404), as is a file not uploaded for an import", async () => {
    const theirs = await uploadImportFile(t.app, outsider, csv);
    const response = await postMapping(t.app, admin, CONTACTS, theirs);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("This file does not exist.");
    const body = multipart("contacts.csv", "text/csv", csv);
    const plain = await t.app.inject({
      method: "POST",
      url: "/api/uploads",
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin) },
    });
    const refused = await postMapping(t.app, admin, CONTACTS, plain.json().payload.url);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "This file was not uploaded for an import: upload it with POST /api/uploads?purpose=module-import",
    );
  });

  it("a URL that is not one of our upload addresses is never fetched, only refused", async () => {
    const upload = await uploadImportFile(t.app, admin, csv);
    const id = upload.split("/").pop();
    for (const url of [
      "https://evil.example/api/uploads/00000000-0000-4000-8000-000000000000",
      `https://evil.example/api/uploads/${id}`,
      "http://169.254.169.254/latest/meta-data/",
      "file:///etc/passwd",
      "/api/uploads/../user/me",
      "not a url",
    ]) {
      const response = await postMapping(t.app, admin, CONTACTS, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe(
        "url must be the address of a file uploaded to Foyer for this import (/api/uploads/…)",
      );
    }
    // Our own absolute address works.
    expect((await postMapping(t.app, admin, CONTACTS, `http://localhost:3000${upload}`)).statusCode).toBe(
      200,
    );
  });
});

describe("hostile files reaching the server directly get a 400 with a clear message", () => {
  const cases: [string, string | Buffer, string][] = [
    ["header only", "First Name,Last Name,Email\r\n", "This file has column headers but no rows to import."],
    ["blank lines only", "\r\n\r\n  \r\n", "This file is empty."],
    [
      "binary junk",
      Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256)),
      "This file does not look like a CSV file: it holds binary data. Save it as CSV (UTF-8) and upload it again.",
    ],
    [
      "UTF-16 text",
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("Email\r\na@b.co\r\n", "utf16le")]),
      "This file is saved as UTF-16 text. Save it as CSV (UTF-8) and upload it again.",
    ],
    [
      "an unbalanced quote",
      'Email,Notes\r\na@b.co,fine\r\nb@c.co,"never closed\r\nc@d.co,x\r\n',
      'A quotation mark (") that opens a cell on row 2 is never closed, so the rest of the file cannot be read. Add the missing quotation mark on that row and try again.',
    ],
    [
      "2,000 columns",
      `${Array.from({ length: 2000 }, (_, index) => `C${index}`).join(",")}\r\n${"x,".repeat(1999)}x\r\n`,
      "This file has 2,000 columns; an import can read at most 1,000.",
    ],
    [
      "a 10 MB single line",
      "x".repeat(10 * 1024 * 1024),
      'Row 1 is longer than 4,194,304 characters: a quotation mark (") may be missing its closing one.',
    ],
    [
      "a cell over 100,000 characters",
      `Email,Notes\r\na@b.co,${"n".repeat(100_001)}\r\n`,
      'Row 1 has a cell in column "Notes" longer than 100,000 characters, the most an import can read in one cell.',
    ],
  ];

  it.each(cases)("%s", async (_name, content, message) => {
    const url = await uploadImportFile(t.app, admin, content);
    const mapping = await postMapping(t.app, admin, CONTACTS, url);
    expect(mapping.statusCode).toBe(400);
    expect(mapping.json().message).toBe(message);
    const start = await postImport(t.app, admin, CONTACTS, { url, fields_groups: [] });
    expect(start.statusCode).toBe(400);
    expect(start.json().message).toBe(message);
  });

  it("an empty file is refused at upload", async () => {
    const body = multipart("empty.csv", "text/csv", "");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/uploads?purpose=module-import",
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The file is empty");
  });

  it("a file that is not CSV is refused at upload", async () => {
    const body = multipart("photo.png", "image/png", "x");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/uploads?purpose=module-import",
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin) },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe("Import files must be CSV (text/csv), not image/png");
  });

  it("a BOM is skipped and windows-1252 bytes are read as such", async () => {
    const bom = await uploadImportFile(t.app, admin, "\ufeffEmail,First Name\r\nb@o.m,Bo\r\n");
    expect((await mappingOf(t.app, admin, CONTACTS, bom)).imported_columns).toEqual(["Email", "First Name"]);
    const latin = Buffer.from([...Buffer.from("Email,First Name\r\njose@example.com,Jos"), 0xe9, 0x0d, 0x0a]);
    const map = await mappingOf(t.app, admin, CONTACTS, await uploadImportFile(t.app, admin, latin));
    expect(map.first_lines).toEqual([["jose@example.com", "José"]]);
  });
});

describe("an import that fails midway reports exactly what was kept", () => {
  const rows = Array.from({ length: 7 }, (_, index) => `Mid,Way${index + 1},midway${index + 1}@example.com`);
  const file = `First Name,Last Name,Email\r\n${rows.join("\r\n")}\r\n`;

  it("batches committed before the failure stay; the status says which rows were written", async () => {
    faults.failAt = 2; // batches of 2: rows 1–2 and 3–4 are written, rows 5–6 fail
    const status = await importCsv(t.app, admin, CONTACTS, file, { skip_invalid_rows: true });
    expect(status).toMatchObject({ finished: true, success: false, current_record: 4 });
    expect(status.detail.imported).toBe(true);
    expect(status.detail.error).toBe(
      "The import stopped while saving rows 5 to 6. Rows 1 to 4 were imported; nothing after row 4 was written. Import the file again to add the rest: records already imported are matched, not duplicated.",
    );
    expect(status.detail.counters).toMatchObject({ rows_number: 4, rows_ok: 4, contacts_created: 4 });
    const written = await t.database.db
      .select({ email: contacts.email })
      .from(contacts)
      .where(eq(contacts.importId, status.import_id));
    expect(written.map((row) => row.email).sort()).toEqual([
      "midway1@example.com",
      "midway2@example.com",
      "midway3@example.com",
      "midway4@example.com",
    ]);

    // Importing the same file again adds the rest and duplicates nothing.
    const again = await importCsv(t.app, admin, CONTACTS, file, { skip_invalid_rows: true });
    expect(again.detail.counters).toMatchObject({ rows_ok: 7, contacts_created: 3, existing_contacts: 4 });
    const all = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contacts)
      .where(sql`${contacts.email} like 'midway%'`);
    expect(all[0]?.n).toBe(7);
  });

  it("a job that stopped (process gone) resumes after its last committed batch when recovered", async () => {
    const resumeFile = file.replaceAll("midway", "resume");
    faults.failAt = 1;
    const failed = await importCsv(t.app, admin, CONTACTS, resumeFile, { skip_invalid_rows: true });
    expect(failed.current_record).toBe(2);
    await asIfItsProcessDied(failed.import_id);
    const queue = new InProcessQueue();
    const runtime = createImportRuntime({
      db: t.database.db,
      storage: t.storage,
      queue,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined } as never,
    });
    await queue.work<{ importId: string }>("module-import", (data) => runImportJob(runtime, data));
    const requeued = await recoverImports(runtime);
    expect(requeued).toContain(failed.import_id);
    // Waits on the import, not on the queue: under load a run may be retried before it ends.
    const status = await waitForImport(t.app, admin, CONTACTS, failed.import_id, 60_000);
    await queue.stop();
    expect(status).toMatchObject({ success: true, current_record: 7 });
    expect(status.detail.counters).toMatchObject({ rows_ok: 7, contacts_created: 7 });
    const all = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contacts)
      .where(sql`${contacts.email} like 'resume%'`);
    expect(all[0]?.n).toBe(7);
  }, 60_000);

  it("the sweep takes over an import whose lease ran out although its queue job still looks active (issue 23)", async () => {
    const deadFile = file.replaceAll("midway", "sweep");
    faults.failAt = 1;
    const failed = await importCsv(t.app, admin, CONTACTS, deadFile, { skip_invalid_rows: true });
    await asIfItsProcessDied(failed.import_id);
    await t.database.db
      .update(imports)
      .set({ jobId: "active-forever" })
      .where(eq(imports.id, failed.import_id));
    const sent: string[] = [];
    // pg-boss after a kill -9: the dead process's job stays "active" until its expiry.
    const queue = {
      kind: "pg-boss" as const,
      send: async (_name: string, data: object) => {
        sent.push((data as { importId: string }).importId);
        return randomUUID();
      },
      work: async () => undefined,
      isPending: async () => true,
      stop: async () => undefined,
    };
    const runtime = createImportRuntime({
      db: t.database.db,
      storage: t.storage,
      queue,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined } as never,
    });
    // A live lease is left alone, whatever the queue says.
    await t.database.db
      .update(imports)
      .set({ leaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(imports.id, failed.import_id));
    expect(await recoverImports(runtime, { atStart: false })).not.toContain(failed.import_id);
    // Run out: taken over, once, though two sweeps read it.
    await t.database.db
      .update(imports)
      .set({ leaseUntil: new Date(0) })
      .where(eq(imports.id, failed.import_id));
    const sweeps = await Promise.all([
      recoverImports(runtime, { atStart: false }),
      recoverImports(runtime, { atStart: false }),
    ]);
    expect(sweeps.flat().filter((id) => id === failed.import_id)).toHaveLength(1);
    expect(sent.filter((id) => id === failed.import_id)).toHaveLength(1);
    // Queued again and never claimed (no lease) while its new queue job waits: left alone.
    expect(await recoverImports(runtime, { atStart: false })).not.toContain(failed.import_id);
    await t.database.db.update(imports).set({ status: "failed" }).where(eq(imports.id, failed.import_id));
  });

  it("a recovered import keeps the lease of the worker that claims it the moment it is queued", async () => {
    // Issue 18: recovery used to clear the dead holder's lease after queueing the job, so a worker
    // quick enough to claim it first lost its lease and stopped, leaving the import "processing".
    const racerFile = file.replaceAll("midway", "racer");
    faults.failAt = 1;
    const failed = await importCsv(t.app, admin, CONTACTS, racerFile, { skip_invalid_rows: true });
    await asIfItsProcessDied(failed.import_id);
    let reachedBatch!: () => void;
    const workerHolds = new Promise<void>((resolve) => {
      reachedBatch = resolve;
    });
    let release!: () => void;
    const recovered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const inner = new InProcessQueue();
    // The worst case of any queue: send answers only once a worker has claimed the job.
    const eager = {
      kind: inner.kind,
      send: async (name: string, data: object) => {
        const id = await inner.send(name, data);
        await workerHolds;
        return id;
      },
      work: inner.work.bind(inner),
      isPending: inner.isPending.bind(inner),
      stop: inner.stop.bind(inner),
    };
    const runtime = createImportRuntime(
      {
        db: t.database.db,
        storage: t.storage,
        queue: eager,
        log: { info: () => undefined, warn: () => undefined, error: () => undefined } as never,
      },
      {
        batchSize: 2,
        beforeBatch: async () => {
          reachedBatch();
          await recovered;
        },
      },
    );
    await eager.work<{ importId: string }>("module-import", (data) => runImportJob(runtime, data));
    expect(await recoverImports(runtime)).toContain(failed.import_id);
    release();
    await inner.idle();
    await inner.stop();
    const status = await waitForImport(t.app, admin, CONTACTS, failed.import_id, 10_000);
    expect(status).toMatchObject({ success: true, current_record: 7 });
  }, 60_000);
});

describe("export: what was imported downloads again, formulas neutralised", () => {
  it("GET /modules/{moduleId}/export?contentType=csv answers an attachment with the module's records", async () => {
    const file =
      "First Name,Last Name,Email,Company,T-Shirt Size,Dietary Needs,Newsletter Opt In\r\n" +
      'Eve,Export,eve@example.com,=HYPERLINK("http://evil"),M,"vegan,halal",yes\r\n' +
      "Al,Plus,al@example.com,+cmd|' /C calc'!A0,,,no\r\n";
    await importCsv(t.app, admin, CONTACTS, file);
    const response = await t.app.inject({
      method: "GET",
      url: `/api/modules/${CONTACTS}/export?userId=x&contentType=csv&orgId=${DEMO.org.id}&eventId=${DEMO.summit.id}`,
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.replace(/^\ufeff/, "").split("\r\n");
    expect(lines[0]).toBe(
      "First Name,Last Name,Email,Company,Title,Phone,Country,T-Shirt Size,Dietary Needs,Newsletter Opt In,Arrival Date,Referred By",
    );
    expect(lines).toContain(
      `Eve,Export,eve@example.com,"'=HYPERLINK(""http://evil"")",,,,M,"Vegan, Halal",Yes,,`,
    );
    expect(lines).toContain("Al,Plus,al@example.com,'+cmd|' /C calc'!A0,,,,,,No,,");
    expect(
      lines.filter((line) => line.includes("@example.com") || line.includes("@foyer.demo")).length,
    ).toBeGreaterThan(5);
  });

  it("refuses another content type and a mismatched event", async () => {
    const xls = await t.app.inject({
      method: "GET",
      url: `/api/modules/${CONTACTS}/export?contentType=xlsx`,
      headers: bearer(admin),
    });
    expect(xls.statusCode).toBe(400);
    expect(xls.json().message).toBe("contentType: contentType must be csv");
    const other = await t.app.inject({
      method: "GET",
      url: `/api/modules/${CONTACTS}/export?contentType=csv&eventId=${DEMO.meetup.id}`,
      headers: bearer(admin),
    });
    expect(other.statusCode).toBe(400);
  });

  it("an export imports again as it is: nothing new, every row existing", async () => {
    const exported = await t.app.inject({
      method: "GET",
      url: `/api/modules/${CONTACTS}/export?contentType=csv`,
      headers: bearer(admin),
    });
    const rowCount = exported.body.trim().split("\r\n").length - 1;
    const url = await uploadImportFile(t.app, admin, exported.body);
    const map = await mappingOf(t.app, admin, CONTACTS, url);
    const response = await postImport(t.app, admin, CONTACTS, {
      url,
      fields_groups: chosenGroups(map),
      skip_invalid_rows: true,
    });
    const status = await waitForImport(t.app, admin, CONTACTS, response.json().payload.import_id);
    expect(status.detail.counters).toMatchObject({ rows_number: rowCount, contacts_created: 0 });
  });
});

describe("cells arrive in the database exactly as written", () => {
  it("quotes, backslashes, line breaks, tabs, accents and the word NULL survive", async () => {
    const file =
      "First Name,Last Name,Email,Company,Title\r\n" +
      'Q,Uote,q@example.com,"Say ""hi"", \\\\ back\\slash","two\r\nlines\tand tab"\r\n' +
      "N,Ull,n@example.com,NULL,Zoë 😀\r\n";
    const status = await importCsv(t.app, admin, CONTACTS, file);
    expect(status.detail.counters.contacts_created).toBe(2);
    const rows = await t.database.db
      .select({ email: contacts.email, company: contacts.company, title: contacts.title })
      .from(contacts)
      .where(eq(contacts.importId, status.import_id))
      .orderBy(contacts.email);
    expect(rows).toEqual([
      { email: "n@example.com", company: "NULL", title: "Zoë 😀" },
      { email: "q@example.com", company: 'Say "hi", \\\\ back\\slash', title: "two\r\nlines\tand tab" },
    ]);
  });
});

describe("the staging arrays", () => {
  it("carry any text through PostgreSQL unchanged", async () => {
    const values = [
      "plain",
      'quote " and comma ,',
      "back\\slash \\n not a newline",
      "\\\\",
      "line\nbreak\r\nand\ttab",
      "{braces}",
      "NULL",
      null,
      "",
      "ünïcødé 😀 \u0001 control",
      "\\",
    ];
    // All of them (control characters: written element by element), and those JSON writes as is.
    const printable = values.filter((value) => ![...(value ?? "")].some((char) => char < " "));
    for (const list of [values, printable]) {
      const result = (await t.database.db.execute(
        sql`select unnest(${textArray(list)}::text[]) as value`,
      )) as unknown as { rows: { value: string | null }[] };
      expect(result.rows.map((row) => row.value)).toEqual(list);
    }
  });
});
