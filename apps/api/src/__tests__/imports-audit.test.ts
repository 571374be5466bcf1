import type { AuditEntry } from "@foyer/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, auditLog, contacts } from "../db/schema/index.js";
import { DEMO, DEMO_MODULES } from "../db/seed.js";
import { importCsv, summitContactsByEmail } from "./support/imports.js";
import { bearer, createTestApp, signIn, type TestApp } from "./support/test-app.js";

/*
 * Issue 7 "Audit: every change to a record … is recorded (who, when, before, after)": the records
 * an import changes get an 'update' entry by the importing user, noting the import; records it
 * leaves as they were get none, and records it creates have their import as their history.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app)).tokens.id_token;
});
afterAll(async () => t.close());

async function auditOf(type: "contact" | "account", id: string): Promise<AuditEntry[]> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/event/${DEMO.summit.id}/${type}/${id}/audit`,
    headers: bearer(admin),
  });
  expect(response.statusCode).toBe(200);
  return response.json().payload;
}

const importEntries = (entries: AuditEntry[]) =>
  entries.filter((entry) => entry.note?.startsWith("Imported"));

describe("an import's changes to existing records are audited", () => {
  it("a contact the import changes gets who, when, before and after; one it leaves alone gets nothing", async () => {
    await importCsv(
      t.app,
      admin,
      DEMO_MODULES.contacts.id,
      "First Name,Last Name,Email,Company\r\nIda,Auditee,ida.auditee@example.com,First Co\r\nUma,Unchanged,uma.unchanged@example.com,Same Co\r\n",
    );
    const [ida] = await summitContactsByEmail(t.database.db, "ida.auditee@example.com");
    const [uma] = await summitContactsByEmail(t.database.db, "uma.unchanged@example.com");
    if (!ida || !uma) throw new Error("the first import did not write its contacts");
    // Created by the import: its import is its history, not an audit entry.
    expect(importEntries(await auditOf("contact", ida.id))).toEqual([]);

    await importCsv(
      t.app,
      admin,
      DEMO_MODULES.contacts.id,
      "First Name,Last Name,Email,Company\r\nIda,Auditee,IDA.AUDITEE@example.com,Second Co\r\nUma,Unchanged,uma.unchanged@example.com,Same Co\r\n",
    );
    const [entry, ...more] = importEntries(await auditOf("contact", ida.id));
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: "update",
      note: expect.stringMatching(/^Imported from .+/),
      user: { id: DEMO.admin.id },
    });
    expect(entry?.changes).toEqual([{ field: "Company", before: "First Co", after: "Second Co" }]);
    expect(importEntries(await auditOf("contact", uma.id))).toEqual([]);
  });

  it("a sponsor the import changes is audited too", async () => {
    await importCsv(
      t.app,
      admin,
      DEMO_MODULES.sponsors.id,
      "Name,Website\r\nAcme Corp,https://acme.example/new\r\n",
    );
    const [acme] = await t.database.db
      .select()
      .from(accounts)
      .where(
        and(eq(accounts.moduleId, DEMO_MODULES.sponsors.id), sql`lower(${accounts.name}) = 'acme corp'`),
      );
    if (!acme) throw new Error("no Acme Corp");
    const [entry] = importEntries(await auditOf("account", acme.id));
    expect(entry?.changes).toEqual([
      { field: "Website", before: "https://acme.example", after: "https://acme.example/new" },
    ]);
  });

  it("reverting an import writes a 'delete' entry, with the values it had, on each record it removes", async () => {
    await importCsv(
      t.app,
      admin,
      DEMO_MODULES.contacts.id,
      "First Name,Last Name,Email,Company\r\nRita,Reverted,rita.reverted@example.com,Gone Co\r\n",
    );
    const [rita] = await summitContactsByEmail(t.database.db, "rita.reverted@example.com");
    if (!rita) throw new Error("the import did not write Rita");
    const reverted = await t.app.inject({
      method: "POST",
      url: `/api/modules/${DEMO_MODULES.contacts.id}/import/${rita.importId}/revert`,
      headers: bearer(admin),
    });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(await summitContactsByEmail(t.database.db, "rita.reverted@example.com")).toEqual([]);
    // The record is gone; its audit is still read by id.
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, rita.id), eq(auditLog.action, "delete")));
    expect(entry).toMatchObject({
      userId: DEMO.admin.id,
      note: expect.stringMatching(/^Removed by reverting the import of /),
    });
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: "Email", before: "rita.reverted@example.com", after: null },
        { field: "Company", before: "Gone Co", after: null },
      ]),
    );
  });

  it("a contact matched by a name with a line break or backslash in it is audited too", async () => {
    const csv = (company: string) =>
      `First Name,Last Name,Company\r\n"Multi\nLine",Back\\slash,${company}\r\n`;
    await importCsv(t.app, admin, DEMO_MODULES.contacts.id, csv("First Co"));
    const [created] = await t.database.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.eventId, DEMO.summit.id), eq(contacts.fname, "Multi\nLine")));
    if (!created) throw new Error("the first import did not write the contact");
    expect(created.lname).toBe("Back\\slash");

    const second = await importCsv(t.app, admin, DEMO_MODULES.contacts.id, csv("Second Co"));
    expect(second.detail.counters).toMatchObject({ contacts_created: 0, existing_contacts: 1 });
    const [entry] = importEntries(await auditOf("contact", created.id));
    expect(entry?.changes).toEqual([{ field: "Company", before: "First Co", after: "Second Co" }]);
  });
});
