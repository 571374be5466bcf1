import { randomUUID } from "node:crypto";
import type { ActivityHistoryPage, EventAuditPage, EventReports } from "@foyer/domain";
import { auditSentences, messages } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import { auditLog, formSubmissions, imports, sessionSettingItems } from "../db/schema/index.js";
import { DEMO, DEMO_MODULES } from "../db/seed.js";
import { DEMO_EVALUATION } from "../db/seed-evaluations.js";
import { DEMO_FORMS } from "../db/seed-forms.js";
import { call, itemId, newSession, setUpSessionsSuite, summit, t, tokens } from "./support/sessions.js";

/*
 * Issue 20 items 5 and 6: the event's audit (who changed what and when, filtered by person,
 * record and dates, paged by cursor), its reports (figures from its data, each as a formula-safe
 * CSV) and the imports, exports and integrations histories of the event and the organization.
 * Spec 1 §6: reports need read on reports; audit and history read on history or on emails.
 */

setUpSessionsSuite();

const audit = (query = "", token = tokens.admin) => call("GET", `/api/events/${summit}/audit${query}`, token);
const reports = (token = tokens.admin) => call("GET", `/api/events/${summit}/reports`, token);
const history = (type: string, token = tokens.admin) =>
  call("GET", `/api/event/${summit}/history/${type}`, token);

async function auditPage(query = ""): Promise<EventAuditPage> {
  const response = await audit(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

describe("the event's audit: who changed what and when", () => {
  it("reads 'Ada changed Status from Proposed to Confirmed on session …', filtered by the person who did it", async () => {
    const session = await newSession("Opening Keynote of the audit");
    const proposed = await itemId("statuses", "Proposed");
    const confirmed = await itemId("statuses", "Confirmed");
    const put = (statusId: string, token: string) =>
      call("PUT", `/api/events/${summit}/sessions/${session.id}`, token, { title: session.title, statusId });
    expect((await put(proposed, tokens.admin)).statusCode).toBe(200);
    expect((await put(confirmed, tokens.editor)).statusCode).toBe(200);

    const all = await auditPage(`?entityType=session&entityId=${session.id}`);
    expect(all.entries.map((entry) => entry.action)).toEqual(["update", "update", "create"]);
    const editorId = all.entries[0]?.user?.id ?? "";
    const byEditor = await auditPage(`?userId=${editorId}`);
    expect(byEditor.entries).toHaveLength(1);
    const [entry] = byEditor.entries;
    if (!entry?.user) throw new Error("no entry of the editor's");
    expect(entry).toMatchObject({ entityType: "session", entityId: session.id, entityName: session.title });
    expect(auditSentences(entry)).toContain(
      `${entry.user.name} changed Status from Proposed to Confirmed on session '${session.title}'`,
    );
    expect(byEditor.people.map((person) => person.id)).toContain(editorId);
    expect(byEditor.people.map((person) => person.id)).toContain(DEMO.admin.id);
  });

  it("finds records and sessions by name and keeps to the date range, on the event's clock", async () => {
    const session = await newSession("Zebra crossings in Rust");
    const found = await auditPage("?q=zebra crossings");
    expect(found.entries.map((entry) => entry.entityId)).toEqual([session.id]);
    expect((await auditPage(`?q=zebra&from=2000-01-01&to=2000-01-02`)).entries).toEqual([]);
    const from = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await auditPage(`?q=zebra&from=${from}&to=${to}`)).entries).toHaveLength(1);
  });

  it("pages newest first by cursor: no entry twice, none skipped", async () => {
    const db = t.database.db;
    const entityId = randomUUID();
    const base = Date.parse("2027-01-10T12:00:00Z");
    // Five entries, two of them at the same instant: the id breaks the tie.
    await db.insert(auditLog).values(
      [0, 1, 1, 2, 3].map((offset, index) => ({
        id: `audit-page-${index}`,
        orgId: DEMO.org.id,
        eventId: summit,
        entityType: "contact" as const,
        entityId,
        action: "update" as const,
        changes: [{ field: "Title", before: `${index}`, after: `${index + 1}` }],
        userId: DEMO.admin.id,
        createdAt: new Date(base + offset * 60_000),
      })),
    );
    const seen: string[] = [];
    let cursor = "";
    for (let guard = 0; guard < 10; guard++) {
      const page = await auditPage(
        `?entityType=contact&entityId=${entityId}&limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      );
      seen.push(...page.entries.map((entry) => entry.id));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(["audit-page-4", "audit-page-3", "audit-page-2", "audit-page-1", "audit-page-0"]);
  });

  it("answers bad filters with a clear 400", async () => {
    const cases: [string, string][] = [
      ["?from=yesterday", "Dates must be days such as 2027-05-01"],
      ["?from=2027-05-02&to=2027-05-01", "The start date must be on or before the end date"],
      ["?entityType=planet", "Record type must be one of contact, account, record, session"],
      ["?entityId=abc", "Choose the kind of record (entityType) with its id"],
      ["?limit=1000", "Limit must be a whole number between 1 and 100"],
      ["?cursor=not-an-entry", "The cursor is not an entry of this audit; start again from the first page."],
      [`?q=${"x".repeat(5000)}`, "Search must be at most"],
    ];
    for (const [query, message] of cases) {
      const response = await audit(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(message);
    }
  });

  it("is refused without read on history or emails, and to another organization", async () => {
    const viewer = await audit("", tokens.viewer);
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().message).toBe(messages.noPermission);
    expect((await audit("", tokens.orgB)).statusCode).toBe(403);
  });
});

describe("the event's reports: figures from its data", () => {
  it("counts submissions and registrations by day, sessions by status and track, evaluation averages", async () => {
    const db = t.database.db;
    const submitted = (formId: string, at: string) => ({
      id: randomUUID(),
      formId,
      status: "submitted" as const,
      values: {},
      submittedAt: new Date(at),
    });
    await db
      .insert(formSubmissions)
      .values([
        submitted(DEMO_FORMS.submission.id, "2027-02-01T10:00:00Z"),
        submitted(DEMO_FORMS.submission.id, "2027-02-01T18:00:00Z"),
        submitted(DEMO_FORMS.submission.id, "2027-02-03T09:00:00Z"),
        submitted(DEMO_FORMS.intake.id, "2027-02-02T09:00:00Z"),
      ]);
    const response = await reports();
    expect(response.statusCode, response.body).toBe(200);
    const figures: EventReports = response.json().payload;
    expect(figures.submissions.byDay).toEqual(
      expect.arrayContaining([
        { day: "2027-02-01", count: 2 },
        { day: "2027-02-03", count: 1 },
      ]),
    );
    expect(figures.registrations.byDay).toEqual(expect.arrayContaining([{ day: "2027-02-02", count: 1 }]));
    expect(figures.sessionsByStatus.find((row) => row.label === "Confirmed")?.count).toBeGreaterThan(0);
    expect(figures.sessionsByTrack.find((row) => row.label === "Product")?.count).toBeGreaterThan(0);
    const relevance = figures.evaluationCriteria.find(
      (row) => row.criterion === DEMO_EVALUATION.criteria[0].name,
    );
    expect(relevance).toMatchObject({ plan: DEMO_EVALUATION.plan.name, maxScore: 5, average: 5, scores: 1 });
    expect(figures.evaluationSessions[0]).toMatchObject({ average: 12, maxTotal: 15, evaluations: 1 });
  });

  it("an event with no data answers empty figures, not an error", async () => {
    const response = await call("GET", `/api/events/${DEMO.meetup.id}/reports`, tokens.admin);
    expect(response.statusCode, response.body).toBe(200);
    const figures: EventReports = response.json().payload;
    expect(figures.submissions).toEqual({ total: 0, byDay: [] });
    expect(figures.evaluationCriteria).toEqual([]);
    expect(figures.portalActivity.total).toBe(0);
  });

  it("exports a report as CSV with a hostile name neutralised, and notes it in the export history", async () => {
    const db = t.database.db;
    const hostile = '=HYPERLINK("http://evil.example","click")';
    const trackId = randomUUID();
    await db.insert(sessionSettingItems).values({
      id: trackId,
      orgId: DEMO.org.id,
      eventId: summit,
      kind: "tracks",
      name: hostile,
      position: 99,
    });
    await newSession("A talk on the hostile track", { trackId });
    const response = await call(
      "GET",
      `/api/events/${summit}/reports/sessions-by-track/export`,
      tokens.admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toContain("sessions-by-track");
    expect(response.body).toContain("Track,Sessions\r\n");
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")",1\r\n`);
    expect(response.body).not.toMatch(/^=HYPERLINK/m);

    const exports: ActivityHistoryPage = (await history("exports")).json().payload;
    expect(exports.entries[0]).toMatchObject({
      title: "Sessions by track (report)",
      status: "downloaded",
      user: { id: DEMO.admin.id },
      link: { kind: "report", reportId: "sessions-by-track" },
    });
    const org: ActivityHistoryPage = (
      await call("GET", `/api/organizations/${DEMO.org.id}/history/exports`, tokens.admin)
    ).json().payload;
    expect(org.entries[0]?.event).toEqual({ id: summit, name: DEMO.summit.name });
  });

  it("a module export is noted in the export history too", async () => {
    const response = await call("GET", `/api/modules/${DEMO_MODULES.contacts.id}/export`, tokens.admin);
    expect(response.statusCode).toBe(200);
    const exports: ActivityHistoryPage = (await history("exports")).json().payload;
    expect(exports.entries[0]).toMatchObject({
      status: "downloaded",
      link: { kind: "module", moduleId: DEMO_MODULES.contacts.id },
    });
  });

  it("refuses without read on reports, another organization, and an unknown report", async () => {
    expect((await reports(tokens.viewer)).statusCode).toBe(403);
    expect((await reports(tokens.orgB)).statusCode).toBe(403);
    const unknown = await call("GET", `/api/events/${summit}/reports/salaries/export`, tokens.admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain("Report must be one of");
  });
});

describe("history/{historyType}: imports, exports, integrations", () => {
  it("lists the event's import runs with their figures, and the organization's across its events", async () => {
    await t.database.db.insert(imports).values({
      id: randomUUID(),
      moduleId: DEMO_MODULES.contacts.id,
      eventId: summit,
      orgId: DEMO.org.id,
      userId: DEMO.admin.id,
      uploadId: randomUUID(),
      fileName: "speakers.csv",
      fieldGroups: [],
      status: "finished",
      totalRecords: 3,
      counters: {
        rows_number: 3,
        rows_ok: 3,
        skipped_rows: 0,
        contacts_created: 2,
        existing_contacts: 1,
        accounts_created: 0,
        existing_accounts: 0,
        custom_records_created: 0,
        existing_custom_records: 0,
        people_portal_created: 0,
      },
    });
    const page: ActivityHistoryPage = (await history("imports")).json().payload;
    expect(page.entries[0]).toMatchObject({
      title: expect.stringContaining("import: speakers.csv"),
      status: "finished",
      detail: "3 rows: 2 created, 1 existing, 0 skipped",
      link: { kind: "module", moduleId: DEMO_MODULES.contacts.id },
    });
    const org: ActivityHistoryPage = (
      await call("GET", `/api/organizations/${DEMO.org.id}/history/imports`, tokens.admin)
    ).json().payload;
    expect(org.entries.some((entry) => entry.detail === "3 rows: 2 created, 1 existing, 0 skipped")).toBe(
      true,
    );
    const figures: EventReports = (await reports()).json().payload;
    expect(figures.imports).toEqual(expect.arrayContaining([{ status: "finished", runs: 1, rows: 3 }]));
  });

  it("an empty history is an empty page; an unknown type a 400; others are refused", async () => {
    const integrations: ActivityHistoryPage = (await history("integrations")).json().payload;
    expect(integrations).toMatchObject({ entries: [], total: 0, page: 1 });
    const unknown = await history("salaries");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain(
      "History type must be one of emails, imports, exports, integrations",
    );
    expect((await history("imports", tokens.viewer)).statusCode).toBe(403);
    expect((await history("imports", tokens.orgB)).statusCode).toBe(403);
    const orgOther = await call("GET", `/api/organizations/${DEMO.org.id}/history/exports`, tokens.orgB);
    expect(orgOther.statusCode).toBe(403);
  });
});
