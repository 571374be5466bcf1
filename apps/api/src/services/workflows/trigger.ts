import { randomUUID } from "node:crypto";
import {
  MAX_WORKFLOW_DEPTH,
  type WebhookEventType,
  workflowMessages,
  workflowSubjectOf,
} from "@foyer/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { workflowRuns, workflows } from "../../db/schema/index.js";
import { checkConditions } from "./conditions.js";
import { runningWorkflow, WORKFLOW_JOB, workflowRuntimeOf } from "./runtime.js";

/*
 * News for the workflows (issue 21 item 4), called where the webhooks hear of it
 * (webhooks/emit.ts), after the write committed. Each enabled workflow of the event with this
 * trigger whose conditions hold gets a run, queued as a job. News made by a run's own actions
 * starts runs one deeper; past MAX_WORKFLOW_DEPTH the run is logged as stopped and not queued.
 * Like the webhooks, it never fails the write: what goes wrong is logged.
 */
export async function queueWorkflowRuns(
  db: Db,
  eventId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<void> {
  const rt = workflowRuntimeOf(db);
  if (!rt) return;
  try {
    const found = await db
      .select()
      .from(workflows)
      .where(and(eq(workflows.eventId, eventId), eq(workflows.trigger, type), eq(workflows.enabled, true)));
    const matching = found.filter((workflow) => checkConditions(workflow.conditions, data).matched);
    if (matching.length === 0) return;
    const depth = (runningWorkflow.getStore()?.depth ?? 0) + 1;
    const stopped = depth > MAX_WORKFLOW_DEPTH;
    const recordId = typeof data.id === "string" ? data.id : null;
    const rows = matching.map((workflow) => ({
      id: `wfr_${randomUUID().replaceAll("-", "")}`,
      workflowId: workflow.id,
      eventId,
      trigger: type,
      recordType: workflowSubjectOf(type),
      recordId,
      payload: data,
      depth,
      ...(stopped
        ? { status: "stopped", error: workflowMessages.loopStopped(depth - 1), finishedAt: new Date() }
        : {}),
    }));
    await db.insert(workflowRuns).values(rows);
    if (stopped) {
      rt.log.warn({ eventId, type, depth }, "workflow loop stopped");
      return;
    }
    // The job runs in its own context, not in the one of the run whose action made this news.
    await runningWorkflow.exit(async () => {
      for (const row of rows) await rt.queue.send(WORKFLOW_JOB, { runId: row.id });
    });
  } catch (error) {
    rt.log.error({ err: error, eventId, type }, "workflow runs not queued");
  }
}
