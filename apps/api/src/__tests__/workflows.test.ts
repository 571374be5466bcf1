import { MAX_WORKFLOW_DEPTH, workflowMessages } from "@foyer/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  contacts,
  mailMessages,
  portalUsers,
  recordTags,
  workflowRuns,
  workflows,
} from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { conditionHolds } from "../services/workflows/conditions.js";
import { recoverWorkflowRuns } from "../services/workflows/run.js";
import { workflowRuntimeOf } from "../services/workflows/runtime.js";
import { startTestSmtp, type TestSmtp, until } from "./support/mail.js";
import { bearer, createTestApp, signIn, type TestApp } from "./support/test-app.js";
import { startWebhookReceiver, type WebhookReceiver } from "./support/webhook-receiver.js";

/*
 * Issue 21 item 4: workflows. A trigger (a webhook event type), conditions on the record, actions
 * that really happen (the email reaches a real SMTP server on loopback, the tag is on the contact,
 * the portal lets the contact in, the session gets its status, the webhook receiver is called), a
 * failing action that stops the run, a loop stopped at the depth limit, and a dry run that changes
 * nothing. On both databases.
 */

let t: TestApp;
let smtp: TestSmtp;
let receiver: WebhookReceiver;
let admin = "";
const summit = DEMO.summit.id;
const base = `/api/events/${summit}/workflows`;

// The first file of a run builds the migrated database image: on a busy machine, that takes a while.
beforeAll(async () => {
  smtp = await startTestSmtp();
  receiver = await startWebhookReceiver();
  t = await createTestApp({
    mail: {
      smtpUrl: smtp.url,
      from: { name: "Foyer", address: "events@foyer.test" },
      retry: { limit: 1, delaySeconds: 0.02 },
    },
    webhooks: {
      allowHosts: ["127.0.0.1"],
      timeoutMs: 2000,
      lookup: async () => [{ address: "93.184.216.34", family: 4 }],
    },
  });
  admin = (await signIn(t.app)).tokens.id_token;
}, 180_000);
afterAll(async () => {
  await t?.close();
  await receiver?.close();
  await smtp?.close();
});
// Each test's workflows go with it, so the next test's news starts only its own.
afterEach(async () => {
  await t.database.db.delete(workflows).where(eq(workflows.eventId, summit));
});

const call = (
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
  token = admin,
) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function ok<T = Record<string, unknown>>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
  status = 200,
): Promise<T> {
  const response = await call(method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response.json().payload as T;
}

let made = 0;
async function newContact(email: string | null, first = "Flow") {
  made += 1;
  const values: Record<string, string> = { FIRST_NAME: first, LAST_NAME: `Test ${made}` };
  if (email) values.EMAIL = email;
  return ok<{ id: string }>("POST", `/api/event/${summit}/contact`, { values }, 201);
}

const newTag = async (name: string) =>
  ok<{ id: string }>("POST", `/api/events/${summit}/tags`, { name: `${name} ${Date.now()}` }, 201);
const newStatus = async (name: string) =>
  ok<{ id: string }>(
    "POST",
    `/api/events/${summit}/session-settings/statuses`,
    { name: `${name} ${made++}` },
    201,
  );
const newWorkflow = (body: object) => ok<{ id: string }>("POST", base, body, 201);

interface RunView {
  id: string;
  status: string;
  recordId: string | null;
  depth: number;
  error: string | null;
  steps: { index: number; kind: string; status: string; detail: string }[];
}
const runsOf = async (workflowId: string) =>
  (await ok<{ items: RunView[] }>("GET", `${base}/${workflowId}/runs?pageSize=100`)).items;
const finishedRun = (workflowId: string, recordId: string) =>
  until(
    async () =>
      (await runsOf(workflowId)).find(
        (run) => run.recordId === recordId && run.status !== "queued" && run.status !== "running",
      ),
    15_000,
    "the workflow run to finish",
  );
const tagsOf = (contactId: string) =>
  t.database.db.select().from(recordTags).where(eq(recordTags.recordId, contactId));

describe("making and managing workflows", () => {
  it("creates, lists with the last run, toggles, changes and deletes a workflow, each audited", async () => {
    const tag = await newTag("Newcomer");
    const created = await newWorkflow({
      name: "Tag newcomers",
      trigger: "contact.created",
      conditions: [{ field: "EMAIL", operator: "is_not_empty" }],
      actions: [{ kind: "add_tag", tagId: tag.id }],
    });
    const list = await ok<{ id: string; enabled: boolean; lastRun: unknown }[]>("GET", base);
    expect(list).toEqual([expect.objectContaining({ id: created.id, enabled: true, lastRun: null })]);

    const contact = await newContact("newcomer@example.com");
    await finishedRun(created.id, contact.id);
    const withRun = await ok<{ lastRun: { status: string; recordId: string } }>(
      "GET",
      `${base}/${created.id}`,
    );
    expect(withRun.lastRun).toMatchObject({ status: "succeeded", recordId: contact.id });

    const off = await ok<{ enabled: boolean; name: string }>("PUT", `${base}/${created.id}`, {
      enabled: false,
    });
    expect(off).toMatchObject({ enabled: false, name: "Tag newcomers" });
    // Disabled: the next contact starts no run (runs are logged when the news is made).
    const later = await newContact("later@example.com");
    expect((await runsOf(created.id)).map((run) => run.recordId)).toEqual([contact.id]);
    expect(await tagsOf(later.id)).toEqual([]);

    await ok("PUT", `${base}/${created.id}`, { name: "Tag every newcomer", enabled: true });
    await ok("DELETE", `${base}/${created.id}`);
    expect((await call("GET", `${base}/${created.id}`)).statusCode).toBe(404);
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "workflow"), eq(auditLog.entityId, created.id)));
    expect(audit.map((entry) => entry.action).sort()).toEqual(["create", "delete", "update", "update"]);
  });

  it("refuses bad input with a clear 400", async () => {
    const tag = await newTag("Bad input");
    const refusal = async (body: object, message: string | RegExp) => {
      const response = await call("POST", base, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(message);
    };
    const action = { kind: "add_tag", tagId: tag.id };
    await refusal(
      { name: "x", trigger: "contact.exploded", actions: [action] },
      /Unknown trigger "contact.exploded"/,
    );
    await refusal({ name: "x", trigger: "contact.created", actions: [] }, workflowMessages.actionsRequired);
    await refusal(
      { name: " ", trigger: "contact.created", actions: [action] },
      workflowMessages.nameRequired,
    );
    await refusal(
      { name: "x".repeat(500), trigger: "contact.created", actions: [action] },
      workflowMessages.nameTooLong,
    );
    await refusal(
      {
        name: "x",
        trigger: "contact.created",
        conditions: [{ field: "EMAIL", operator: "equals" }],
        actions: [action],
      },
      workflowMessages.valueRequired,
    );
    await refusal(
      { name: "x", trigger: "session.created", actions: [action] },
      /does not apply to session.created/,
    );
    await refusal(
      { name: "x", trigger: "contact.created", actions: [{ kind: "add_tag", tagId: "no-such-tag" }] },
      workflowMessages.tagNotFound,
    );
    await refusal(
      {
        name: "x",
        trigger: "contact.created",
        actions: [{ kind: "call_webhook", url: "http://169.254.169.254/latest" }],
      },
      /https:\/\//,
    );
    await refusal(
      {
        name: "x",
        trigger: "contact.created",
        actions: [{ kind: "call_webhook", url: "https://10.0.0.1/hook" }],
      },
      /private|not allowed|refused/i,
    );
    await refusal(
      {
        name: "x",
        trigger: "contact.created",
        actions: [{ kind: "send_email", template: "password-reset" }],
      },
      /template|Invalid/i,
    );
    const workflow = await newWorkflow({ name: "ok", trigger: "contact.created", actions: [action] });
    const change = await call("PUT", `${base}/${workflow.id}`, { trigger: "session.updated" });
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toMatch(/does not apply to session.updated/);
    expect((await call("GET", `${base}/no-such-workflow`)).statusCode).toBe(404);
  });

  it("answers 403 to a team member who may not change the event's settings", async () => {
    const viewer = (await signIn(t.app, { username: DEMO.viewer.email, password: DEMO.password })).tokens
      .id_token;
    const tag = await newTag("Viewer");
    const response = await call(
      "POST",
      base,
      { name: "no", trigger: "contact.created", actions: [{ kind: "add_tag", tagId: tag.id }] },
      viewer,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe("conditions", () => {
  it("compare text ignoring case, numbers as numbers, and look at emptiness", () => {
    const holds = (operator: string, actual: string | null, value = "") =>
      conditionHolds({ field: "f", operator: operator as "equals", value }, actual);
    expect(holds("equals", "Ada@Example.com", "ada@example.com")).toBe(true);
    expect(holds("not_equals", "a", "b")).toBe(true);
    expect(holds("contains", "ada@vip.example", "@VIP.")).toBe(true);
    expect(holds("is_empty", null)).toBe(true);
    expect(holds("is_empty", "  ")).toBe(true);
    expect(holds("is_not_empty", "x")).toBe(true);
    expect(holds("greater_than", "10", "9")).toBe(true);
    expect(holds("less_than", "2027-03-01T00:00:00Z", "2027-04-01")).toBe(true);
    expect(holds("greater_than", null, "0")).toBe(false);
  });

  it("start a run only for the records they match", async () => {
    const tag = await newTag("VIP");
    const workflow = await newWorkflow({
      name: "VIPs",
      trigger: "contact.created",
      conditions: [
        { field: "email", operator: "contains", value: "@vip.example" },
        { field: "FIRST_NAME", operator: "not_equals", value: "Mallory" },
      ],
      actions: [{ kind: "add_tag", tagId: tag.id }],
    });
    const plain = await newContact("plain@example.com");
    const mallory = await newContact("mallory@vip.example", "Mallory");
    const vip = await newContact("grace@vip.example", "Grace");
    const run = await finishedRun(workflow.id, vip.id);
    expect(run.status).toBe("succeeded");
    // Runs are logged when the news is made: the others never had one.
    expect((await runsOf(workflow.id)).map((one) => one.recordId)).toEqual([vip.id]);
    expect((await tagsOf(vip.id)).map((row) => row.tagId)).toEqual([tag.id]);
    expect(await tagsOf(plain.id)).toEqual([]);
    expect(await tagsOf(mallory.id)).toEqual([]);
  });
});

describe("actions", () => {
  it("sends the template email through SMTP, tags, gives portal access and calls the webhook, in order", async () => {
    const tag = await newTag("Welcomed");
    const workflow = await newWorkflow({
      name: "Welcome",
      trigger: "contact.created",
      actions: [
        { kind: "send_email", template: "portal-access" },
        { kind: "add_tag", tagId: tag.id },
        { kind: "portal_access", portalId: DEMO.portal.id },
        { kind: "call_webhook", url: `${receiver.base}/workflow-ok` },
      ],
    });
    const contact = await newContact("welcome.flow@example.com", "Wendy");
    const run = await finishedRun(workflow.id, contact.id);
    expect(run.error).toBeNull();
    expect(run.status).toBe("succeeded");
    expect(run.steps.map((step) => [step.kind, step.status])).toEqual([
      ["send_email", "done"],
      ["add_tag", "done"],
      ["portal_access", "done"],
      ["call_webhook", "done"],
    ]);
    const mail = await smtp.mailTo("welcome.flow@example.com");
    expect(mail.parsed.subject).toBe("Your access to Speaker Portal");
    expect(mail.parsed.text).toContain("Hello Wendy,");
    expect((await tagsOf(contact.id)).map((row) => row.tagId)).toEqual([tag.id]);
    const [linked] = await t.database.db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(linked?.userId).toBeTruthy();
    const access = await t.database.db
      .select()
      .from(portalUsers)
      .where(and(eq(portalUsers.portalId, DEMO.portal.id), eq(portalUsers.userId, linked?.userId ?? "")));
    expect(access).toHaveLength(1);
    const called = receiver.received.find((hit) => hit.path === "/workflow-ok");
    expect(JSON.parse(called?.body ?? "{}")).toMatchObject({
      workflowId: workflow.id,
      runId: run.id,
      eventId: summit,
      data: { id: contact.id },
    });
  });

  it("sets a session's status on a session trigger", async () => {
    const status = await newStatus("Confirmed");
    const workflow = await newWorkflow({
      name: "Confirm",
      trigger: "session.created",
      conditions: [{ field: "title", operator: "contains", value: "keynote" }],
      actions: [{ kind: "set_status", statusId: status.id }],
    });
    const session = await ok<{ id: string }>(
      "POST",
      `/api/events/${summit}/sessions`,
      { title: "Closing Keynote" },
      201,
    );
    const run = await finishedRun(workflow.id, session.id);
    expect(run.steps).toEqual([expect.objectContaining({ kind: "set_status", status: "done" })]);
    const detail = await ok<{ status: { id: string } | null }>(
      "GET",
      `/api/events/${summit}/sessions/${session.id}`,
    );
    expect(detail.status?.id).toBe(status.id);
  });

  it("logs a failing action with its reason and skips the actions after it (the run has failed)", async () => {
    receiver.failures.set("/workflow-broken", Number.POSITIVE_INFINITY);
    const tag = await newTag("Never");
    const workflow = await newWorkflow({
      name: "Breaks",
      trigger: "contact.created",
      actions: [
        { kind: "call_webhook", url: `${receiver.base}/workflow-broken` },
        { kind: "add_tag", tagId: tag.id },
      ],
    });
    const contact = await newContact("broken.flow@example.com");
    const run = await finishedRun(workflow.id, contact.id);
    expect(run.status).toBe("failed");
    expect(run.error).toMatch(/Action 1 \(Call a webhook\) failed: .*answered 500/);
    expect(run.steps.map((step) => step.status)).toEqual(["failed", "skipped"]);
    expect(await tagsOf(contact.id)).toEqual([]);
  });

  it("fails an email action for a contact without an email address", async () => {
    const workflow = await newWorkflow({
      name: "Mail them",
      trigger: "contact.created",
      actions: [{ kind: "send_email", template: "form-confirmation" }],
    });
    const contact = await newContact(null);
    const run = await finishedRun(workflow.id, contact.id);
    expect(run).toMatchObject({
      status: "failed",
      steps: [expect.objectContaining({ detail: "The contact has no email address" })],
    });
  });
});

describe("durability", () => {
  it("takes over a run whose worker died (its lease ran out) and resumes after its last finished action", async () => {
    const first = await newTag("Before the crash");
    const second = await newTag("After the crash");
    const workflow = await newWorkflow({
      name: "Survives",
      trigger: "contact.updated",
      actions: [
        { kind: "add_tag", tagId: first.id },
        { kind: "add_tag", tagId: second.id },
      ],
    });
    const contact = await newContact("crash.flow@example.com");
    // A run a dead process left: its first action done, its lease over.
    await t.database.db.insert(workflowRuns).values({
      id: "wfr_crashed",
      workflowId: workflow.id,
      eventId: summit,
      trigger: "contact.updated",
      recordType: "contact",
      recordId: contact.id,
      payload: { id: contact.id },
      status: "running",
      steps: [{ index: 0, kind: "add_tag", status: "done", detail: "Added the tag Before the crash" }],
      leaseUntil: new Date(Date.now() - 60_000),
    });
    const rt = workflowRuntimeOf(t.database.db);
    if (!rt) throw new Error("no workflow runtime");
    expect(await recoverWorkflowRuns(rt, { atStart: false })).toBeGreaterThanOrEqual(1);
    const run = await finishedRun(workflow.id, contact.id);
    expect(run.status).toBe("succeeded");
    expect(run.steps.map((step) => step.index)).toEqual([0, 1]);
    // Only the second action ran now: the first tag was never added (it was "done" before the crash).
    expect((await tagsOf(contact.id)).map((row) => row.tagId)).toEqual([second.id]);
  });
});

describe("loops", () => {
  it("stops workflows that keep triggering each other at the depth limit, and the run says so", async () => {
    const first = await newStatus("Ping");
    const second = await newStatus("Pong");
    const ping = await newWorkflow({
      name: "Ping",
      trigger: "session.updated",
      actions: [{ kind: "set_status", statusId: first.id }],
    });
    const pong = await newWorkflow({
      name: "Pong",
      trigger: "session.updated",
      actions: [{ kind: "set_status", statusId: second.id }],
    });
    const session = await ok<{ id: string }>(
      "POST",
      `/api/events/${summit}/sessions`,
      { title: "Looping talk" },
      201,
    );
    await ok("PATCH", `/api/events/${summit}/sessions/${session.id}`, { description: "Start the loop" });
    const stopped = await until(
      async () => {
        const rows = await t.database.db
          .select()
          .from(workflowRuns)
          .where(and(eq(workflowRuns.recordId, session.id), eq(workflowRuns.status, "stopped")));
        return rows[0];
      },
      20_000,
      "a stopped run",
    );
    expect(stopped.depth).toBe(MAX_WORKFLOW_DEPTH + 1);
    expect(stopped.error).toBe(workflowMessages.loopStopped(MAX_WORKFLOW_DEPTH));
    expect([ping.id, pong.id]).toContain(stopped.workflowId);
    const all = await t.database.db.select().from(workflowRuns).where(eq(workflowRuns.recordId, session.id));
    expect(Math.max(...all.map((run) => run.depth))).toBe(MAX_WORKFLOW_DEPTH + 1);
    // The stopped run shows in the run log.
    const log = await runsOf(stopped.workflowId);
    expect(log.find((run) => run.id === stopped.id)?.error).toMatch(/loop/);
  });
});

describe("dry runs", () => {
  it("say what would happen on a chosen record and change nothing", async () => {
    const tag = await newTag("Dry");
    const contact = await newContact("dry.run@example.com", "Dora");
    const workflow = {
      name: "Dry",
      trigger: "contact.updated",
      conditions: [
        { field: "email", operator: "contains", value: "dry" },
        { field: "FIRST_NAME", operator: "equals", value: "Nobody" },
      ],
      actions: [
        { kind: "send_email", template: "form-confirmation" },
        { kind: "add_tag", tagId: tag.id },
        { kind: "call_webhook", url: "https://10.0.0.1/hook" },
      ],
    };
    const result = await ok<{
      matched: boolean;
      conditions: { holds: boolean; actual: string | null }[];
      actions: { ok: boolean; detail: string }[];
    }>("POST", `${base}/dry-run`, { workflow, recordId: contact.id });
    expect(result.matched).toBe(false);
    expect(result.conditions).toEqual([
      expect.objectContaining({ holds: true, actual: "dry.run@example.com" }),
      expect.objectContaining({ holds: false, actual: "Dora" }),
    ]);
    expect(result.actions).toEqual([
      {
        index: 0,
        kind: "send_email",
        ok: true,
        detail: 'Would send "Form submission confirmation" to dry.run@example.com',
      },
      { index: 1, kind: "add_tag", ok: true, detail: expect.stringMatching(/^Would add the tag Dry/) },
      { index: 2, kind: "call_webhook", ok: false, detail: expect.stringMatching(/^Would not send/) },
    ]);
    expect(await tagsOf(contact.id)).toEqual([]);
    const mails = await t.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, "dry.run@example.com"));
    expect(mails).toEqual([]);
    expect(
      await t.database.db.select().from(workflowRuns).where(eq(workflowRuns.recordId, contact.id)),
    ).toEqual([]);

    const missing = await call("POST", `${base}/dry-run`, { workflow, recordId: "no-such-contact" });
    expect(missing.statusCode).toBe(404);
    const noRecord = await call("POST", `${base}/dry-run`, {
      workflow: {
        ...workflow,
        trigger: "import.finished",
        actions: [{ kind: "call_webhook", url: "https://example.com/x" }],
      },
      recordId: contact.id,
    });
    expect(noRecord.statusCode).toBe(400);
  });
});
