import { randomUUID } from "node:crypto";
import {
  changedFields,
  MAX_WORKFLOWS_PER_EVENT,
  type WebhookEventType,
  type WorkflowBody,
  type WorkflowDryRun,
  type WorkflowDryRunBody,
  type WorkflowRun,
  type WorkflowRunPage,
  type WorkflowSummary,
  type WorkflowUpdateBody,
  workflowBody,
  workflowMessages,
} from "@foyer/domain";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { events, workflowRuns, workflows } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { recordAudit } from "../audit/audit.js";
import type { EventRow } from "../permissions/event-access.js";
import { absent, clash, invalid } from "../refusal.js";
import { ActionFailure, actionProblem, performAction } from "./actions.js";
import { checkConditions } from "./conditions.js";
import type { WorkflowRuntime } from "./runtime.js";
import { subjectForDryRun } from "./subject.js";

/*
 * An event's workflows (issue 21 item 4; routes/workflows.ts): made, listed with their last run,
 * changed (an enabled toggle sends `enabled` alone), deleted, each audited; their run log; and a
 * dry run of a workflow as the builder holds it on a chosen record, which changes nothing.
 */

type WorkflowRow = typeof workflows.$inferSelect;
type RunRow = typeof workflowRuns.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function runOf(row: RunRow): WorkflowRun {
  return {
    id: row.id,
    workflowId: row.workflowId,
    trigger: row.trigger,
    recordType:
      row.recordType === "contact" || row.recordType === "session" || row.recordType === "submission"
        ? row.recordType
        : "none",
    recordId: row.recordId,
    depth: row.depth,
    status: row.status as WorkflowRun["status"],
    steps: row.steps,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
  };
}

function summaryOf(row: WorkflowRow, lastRun: RunRow | null): WorkflowSummary {
  return {
    id: row.id,
    eventId: row.eventId,
    name: row.name,
    enabled: row.enabled,
    trigger: row.trigger as WebhookEventType,
    conditions: row.conditions.map(({ field, operator, value }) => ({ field, operator, value })),
    actions: row.actions,
    lastRun: lastRun ? runOf(lastRun) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function lastRunOf(rt: WorkflowRuntime, workflowId: string): Promise<RunRow | null> {
  const [run] = await rt.db
    .select()
    .from(workflowRuns)
    .where(eq(workflowRuns.workflowId, workflowId))
    .orderBy(desc(workflowRuns.createdAt), desc(workflowRuns.id))
    .limit(1);
  return run ?? null;
}

async function findWorkflow(rt: WorkflowRuntime, event: EventRow, workflowId: string): Promise<WorkflowRow> {
  const [row] = await rt.db
    .select()
    .from(workflows)
    .where(and(eq(workflows.id, workflowId), eq(workflows.eventId, event.id)));
  if (!row) throw absent(workflowMessages.notFound);
  return row;
}

/** Each action's tag, status or portal is the event's, and its webhook address may be called (400 otherwise). */
async function checkBody(rt: WorkflowRuntime, event: EventRow, body: WorkflowBody): Promise<void> {
  const problems: { path: string; message: string }[] = [];
  for (const [index, action] of body.actions.entries()) {
    const problem = await actionProblem(rt, event.id, action);
    if (problem) problems.push({ path: `actions.${index}`, message: problem });
  }
  const first = problems[0];
  if (first) throw invalid(`Action ${Number(first.path.split(".")[1]) + 1}: ${first.message}`, problems);
}

/** What the audit keeps of a workflow. */
const snapshot = (body: WorkflowBody) => ({
  Name: body.name,
  Enabled: body.enabled,
  Trigger: body.trigger,
  Conditions: body.conditions,
  Actions: body.actions,
});

const bodyOf = (row: WorkflowRow): WorkflowBody => ({
  name: row.name,
  enabled: row.enabled,
  trigger: row.trigger as WebhookEventType,
  conditions: row.conditions,
  actions: row.actions,
});

export async function listWorkflows(rt: WorkflowRuntime, event: EventRow): Promise<WorkflowSummary[]> {
  const rows = await rt.db
    .select()
    .from(workflows)
    .where(eq(workflows.eventId, event.id))
    .orderBy(asc(workflows.name), asc(workflows.id));
  return Promise.all(rows.map(async (row) => summaryOf(row, await lastRunOf(rt, row.id))));
}

export async function getWorkflow(rt: WorkflowRuntime, event: EventRow, workflowId: string) {
  const row = await findWorkflow(rt, event, workflowId);
  return summaryOf(row, await lastRunOf(rt, row.id));
}

export async function createWorkflow(
  rt: WorkflowRuntime,
  event: EventRow,
  userId: string,
  body: WorkflowBody,
): Promise<WorkflowSummary> {
  await checkBody(rt, event, body);
  const id = `wf_${randomUUID().replaceAll("-", "")}`;
  const row = await inTransaction(rt.db, async (tx) => {
    // Counted with the event held, so two creates at once cannot both pass the limit.
    await tx.select({ id: events.id }).from(events).where(eq(events.id, event.id)).for("update");
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(workflows)
      .where(eq(workflows.eventId, event.id));
    if (total >= MAX_WORKFLOWS_PER_EVENT) throw clash(workflowMessages.tooMany);
    const [made] = await tx
      .insert(workflows)
      .values({ id, orgId: event.orgId, eventId: event.id, ...body, createdBy: userId, updatedBy: userId })
      .returning();
    await recordAudit(tx, {
      orgId: event.orgId,
      eventId: event.id,
      entityType: "workflow",
      entityId: id,
      action: "create",
      userId,
      changes: changedFields({}, snapshot(body)),
    });
    return made;
  });
  if (!row) throw new Error("workflow not saved");
  return summaryOf(row, null);
}

export async function updateWorkflow(
  rt: WorkflowRuntime,
  event: EventRow,
  userId: string,
  workflowId: string,
  change: WorkflowUpdateBody,
): Promise<WorkflowSummary> {
  const row = await findWorkflow(rt, event, workflowId);
  const before = bodyOf(row);
  // The whole workflow after the change must hold together (an action that fits the trigger).
  const parsed = workflowBody.safeParse({ ...before, ...change });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(issue?.message ?? workflowMessages.saveFailed);
  }
  const next = parsed.data;
  if (change.actions || change.trigger) await checkBody(rt, event, next);
  const changes = changedFields(snapshot(before), snapshot(next));
  if (changes.length === 0) return summaryOf(row, await lastRunOf(rt, row.id));
  const updated = await inTransaction(rt.db, async (tx) => {
    const [saved] = await tx
      .update(workflows)
      .set({ ...next, updatedBy: userId, updatedAt: new Date() })
      .where(eq(workflows.id, row.id))
      .returning();
    await recordAudit(tx, {
      orgId: event.orgId,
      eventId: event.id,
      entityType: "workflow",
      entityId: row.id,
      action: "update",
      userId,
      changes,
    });
    return saved;
  });
  if (!updated) throw absent(workflowMessages.notFound);
  return summaryOf(updated, await lastRunOf(rt, row.id));
}

export async function deleteWorkflow(
  rt: WorkflowRuntime,
  event: EventRow,
  userId: string,
  workflowId: string,
) {
  const row = await findWorkflow(rt, event, workflowId);
  await inTransaction(rt.db, async (tx) => {
    await tx.delete(workflows).where(eq(workflows.id, row.id));
    await recordAudit(tx, {
      orgId: event.orgId,
      eventId: event.id,
      entityType: "workflow",
      entityId: row.id,
      action: "delete",
      userId,
      changes: changedFields(snapshot(bodyOf(row)), {}),
    });
  });
  return { id: row.id };
}

export async function listRuns(
  rt: WorkflowRuntime,
  event: EventRow,
  workflowId: string,
  query: { page: number; pageSize: number },
): Promise<WorkflowRunPage> {
  const row = await findWorkflow(rt, event, workflowId);
  const [{ total } = { total: 0 }] = await rt.db
    .select({ total: count() })
    .from(workflowRuns)
    .where(eq(workflowRuns.workflowId, row.id));
  const items = await rt.db
    .select()
    .from(workflowRuns)
    .where(eq(workflowRuns.workflowId, row.id))
    .orderBy(desc(workflowRuns.createdAt), desc(workflowRuns.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: items.map(runOf), total, page: query.page, pageSize: query.pageSize };
}

/**
 * POST …/workflows/dry-run: the workflow's conditions on the chosen record, and what each action
 * would do (or why it could not), without doing any of it. Every action is described, even after
 * one that could not run: the organizer sees all there is to fix at once.
 */
export async function dryRun(
  rt: WorkflowRuntime,
  event: EventRow,
  body: WorkflowDryRunBody,
): Promise<WorkflowDryRun> {
  const { workflow } = body;
  const subject = await subjectForDryRun(rt.db, event, workflow.trigger, body.recordId);
  const { matched, results } = checkConditions(workflow.conditions, subject.payload);
  const ctx = { rt, subject, actor: null, workflowId: "dry-run", runId: null };
  const actions: WorkflowDryRun["actions"] = [];
  for (const [index, action] of workflow.actions.entries()) {
    try {
      actions.push({ index, kind: action.kind, ok: true, detail: await performAction(ctx, action, true) });
    } catch (error) {
      if (!(error instanceof ActionFailure)) throw error;
      actions.push({ index, kind: action.kind, ok: false, detail: error.message });
    }
  }
  return {
    matched,
    conditions: results.map(({ field, operator, value, actual, holds }) => ({
      field,
      operator,
      value,
      actual,
      holds,
    })),
    actions,
  };
}
