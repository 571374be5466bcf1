import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_MODULES } from "../db/seed.js";
import { importCsv, summitContactsByEmail } from "./support/imports.js";
import { createTestApp, signIn, type TestApp } from "./support/test-app.js";

/*
 * PostgreSQL only (two connections): someone else commits a contact with one of the batch's
 * emails after the batch has looked its emails up and before its COPY is done. The unique index
 * makes the COPY wait for that transaction, then refuse the row; the batch rolls back whole and is
 * written again, and then it matches the new contact instead of duplicating it.
 */

let t: TestApp;
let other: pg.Client;
/** Whether the import's COPY was seen waiting for the other transaction before it committed. */
let sawWait = false;
let raceDone: Promise<void> = Promise.resolve();

/** Commits the other transaction once another backend waits for a lock (the import's COPY). */
async function commitWhenWaitedFor(): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const waiting = await other.query(
      `select 1 from pg_locks l join pg_stat_activity a on a.pid = l.pid
       where not l.granted and a.datname = current_database() and l.pid <> pg_backend_pid()`,
    );
    if (waiting.rowCount) {
      sawWait = true;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await other.query("commit");
}

beforeAll(async () => {
  let first = true;
  t = await createTestApp({
    imports: {
      beforeBatch: async () => {
        if (!first) return;
        first = false;
        await other.query("begin");
        await other.query(
          "insert into contacts (id, org_id, event_id, fname, lname, email) values ($1, $2, $3, 'Someone', 'Else', 'Race@Example.com')",
          [randomUUID(), DEMO.org.id, DEMO.summit.id],
        );
        raceDone = commitWhenWaitedFor();
      },
    },
  });
  other = new pg.Client({ connectionString: t.url });
  await other.connect();
});
afterAll(async () => {
  await other.end();
  await t.close();
});

describe("a contact committed by someone else while a batch writes", () => {
  it("is matched on the batch's second try, not duplicated, and counted as existing", async () => {
    const admin = (await signIn(t.app)).tokens.id_token;
    const csv =
      "First Name,Last Name,Email,Company\r\n" +
      "New,One,new.one@example.com,Alpha\r\n" +
      "Rae,Sing,race@example.com,Racing Co\r\n" +
      "New,Two,new.two@example.com,Beta\r\n";
    const status = await importCsv(t.app, admin, DEMO_MODULES.contacts.id, csv);
    await raceDone;
    expect(sawWait).toBe(true);
    expect(status.detail.counters).toMatchObject({ rows_ok: 3, contacts_created: 2, existing_contacts: 1 });
    const raced = await summitContactsByEmail(t.database.db, "race@example.com");
    expect(raced).toHaveLength(1);
    expect(raced[0]).toMatchObject({ fname: "Rae", lname: "Sing", company: "Racing Co", importId: null });
    expect(await summitContactsByEmail(t.database.db, "new.one@example.com")).toHaveLength(1);
  });
});
