import { randomUUID } from "node:crypto";
import { and, eq, sql, TransactionRollbackError } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.js";
import { contacts, modules } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { type LoadTarget, loadBatch, newSeenExisting, RunContacts } from "../services/imports/load.js";
import { importCsv } from "./support/imports.js";
import { bearer, createTestApp, signIn, type TestApp } from "./support/test-app.js";

/*
 * An import into an event that holds no contacts but its own: the batches match emails against the
 * contacts the run itself created (RunContacts) instead of looking them up, and the result is the
 * same as with lookups.
 */

let t: TestApp;
let admin: string;
let eventId = "";
let contactsModule = "";

beforeAll(async () => {
  t = await createTestApp({ imports: { batchSize: 2 } });
  admin = (await signIn(t.app)).tokens.id_token;
  const created = await t.app.inject({
    method: "POST",
    url: `/api/event/organization/${DEMO.org.id}/events`,
    headers: bearer(admin),
    payload: {
      orgId: DEMO.org.id,
      name: "Empty Event",
      date_from: "2027-09-01",
      date_to: "2027-09-02",
      timezone: "UTC",
    },
  });
  expect(created.statusCode).toBe(201);
  eventId = created.json().payload.id;
  const [module] = await t.database.db
    .select()
    .from(modules)
    .where(and(eq(modules.eventId, eventId), eq(modules.kind, "contacts")));
  contactsModule = module?.id ?? "";
});
afterAll(async () => t.close());

const eventContacts = () =>
  t.database.db.select().from(contacts).where(eq(contacts.eventId, eventId)).orderBy(contacts.email);

describe("an import into a new event", () => {
  it("keeps one contact per email across batches, the later row's values winning, all counted as created", async () => {
    const csv =
      "Email,First Name,Last Name,Company\r\n" +
      "x1@example.com,A,One,First Co\r\n" +
      "x2@example.com,B,Two,\r\n" +
      "X1@EXAMPLE.COM,C,One,\r\n" + // batch 2: the contact batch 1 created
      "y@example.com,D,Why,\r\n" +
      ",No,Email,Nowhere\r\n" + // batch 3
      "x2@example.com,,,Second Co\r\n";
    const ids = { org_id: DEMO.org.id, event_id: eventId };
    const status = await importCsv(t.app, admin, contactsModule, csv, { ids });
    expect(status.detail.counters).toMatchObject({ rows_ok: 6, contacts_created: 4, existing_contacts: 0 });
    const rows = await eventContacts();
    expect(rows.map((row) => [row.email, row.fname, row.lname, row.company])).toEqual([
      ["x1@example.com", "C", "One", "First Co"],
      ["x2@example.com", "B", "Two", "Second Co"],
      ["y@example.com", "D", "Why", null],
      [null, "No", "Email", "Nowhere"],
    ]);

    // The same file again: the event now holds another import's contacts, so the emails are looked
    // up, and nothing is created twice.
    const again = await importCsv(t.app, admin, contactsModule, csv, { ids });
    expect(again.detail.counters).toMatchObject({ rows_ok: 6, contacts_created: 0, existing_contacts: 4 });
    expect(await eventContacts()).toHaveLength(4);
  });
});

describe("loadBatch with the run's own contacts", () => {
  const groupId = "contacts-group";
  const target = (importId: string): LoadTarget => ({
    importId,
    orgId: DEMO.org.id,
    eventId,
    groupIds: { contacts: groupId, accounts: null, custom: null },
    accountsModuleId: null,
    customModuleId: null,
  });

  /** Runs `work` in a transaction that is rolled back, so the event keeps what it had. */
  async function rolledBack(work: (tx: Db) => Promise<void>): Promise<void> {
    await t.database.db
      .transaction(async (tx) => {
        await work(tx as unknown as Db);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
  }

  it("updates the contact the run knows by email, without looking it up", async () => {
    const [known] = await t.database.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.eventId, eventId), sql`lower(${contacts.email}) = 'y@example.com'`));
    if (!known?.importId) throw new Error("expected y@example.com from the first test's import");
    const run = new RunContacts();
    run.add([{ key: "e:y@example.com", id: known.id }]);
    await rolledBack(async (tx) => {
      const loaded = await loadBatch(
        tx,
        target(known.importId as string),
        [{ [groupId]: { EMAIL: "Y@example.com", COMPANY: "Known Co" } }],
        newSeenExisting(),
        { run },
      );
      expect(loaded.counters).toMatchObject({ contacts_created: 0, existing_contacts: 0 });
      expect(loaded.createdByEmail).toEqual([]);
      const [updated] = await tx.select().from(contacts).where(eq(contacts.id, known.id));
      expect(updated?.company).toBe("Known Co");
    });
  });

  it("takes an email the run does not know as new (the unique index refuses it if it exists)", async () => {
    await rolledBack(async (tx) => {
      const loaded = await loadBatch(
        tx,
        target(randomUUID()),
        [{ [groupId]: { EMAIL: "brand.new@example.com", FIRST_NAME: "Bran" } }],
        newSeenExisting(),
        { run: new RunContacts() },
      );
      expect(loaded.counters.contacts_created).toBe(1);
      expect(loaded.createdByEmail).toEqual([{ key: "e:brand.new@example.com", id: expect.any(String) }]);
    });
    await expect(
      rolledBack(async (tx) => {
        await loadBatch(
          tx,
          target(randomUUID()),
          [{ [groupId]: { EMAIL: "y@example.com" } }],
          newSeenExisting(),
          { run: new RunContacts() },
        );
      }),
    ).rejects.toSatisfy((error: unknown) => /duplicate key|unique/i.test(String(error)));
  });

  it("gives a batch's new contacts ids in the order of their emails (the indexes fill in order)", async () => {
    await rolledBack(async (tx) => {
      const emails = ["zed@example.com", "Amy@example.com", "mid@example.com", "bob@example.com"];
      const loaded = await loadBatch(
        tx,
        target(randomUUID()),
        emails.map((email) => ({ [groupId]: { EMAIL: email } })),
        newSeenExisting(),
        { run: new RunContacts() },
      );
      const keys = loaded.createdByEmail.map((created) => created.key);
      expect(keys).toEqual([
        "e:amy@example.com",
        "e:bob@example.com",
        "e:mid@example.com",
        "e:zed@example.com",
      ]);
      const ids = loaded.createdByEmail.map((created) => created.id);
      expect(ids).toEqual([...ids].sort());
    });
  });

  it("stops standing in for lookups past its limit", () => {
    const run = new RunContacts(2);
    run.add([
      { key: "e:a@example.com", id: "1" },
      { key: "e:b@example.com", id: "2" },
    ]);
    expect(run.usable).toBe(true);
    expect(run.get("e:a@example.com")).toBe("1");
    run.add([{ key: "e:c@example.com", id: "3" }]);
    expect(run.usable).toBe(false);
    expect(run.get("e:a@example.com")).toBeUndefined();
  });
});
