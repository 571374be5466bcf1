import { type WebhookEventType, type WorkflowStep, workflowActionLabels } from "@foyer/domain";
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { events, workflowRuns, workflows } from "../../db/schema/index.js";
import { ActionFailure, performAction } from "./actions.js";
import { runningWorkflow, WORKFLOW_JOB, type WorkflowJobData, type WorkflowRuntime } from "./runtime.js";
import { subjectOfRun } from "./subject.js";

/*
 * Running a workflow (issue 21 item 4), as a job. The run is claimed with a lease (two workers
 * never run it at once), then its actions run in order, each one's outcome saved as it ends: a
 * run taken over after its process died resumes after the last saved action. The rule when an
 * action fails (docs/workflows.md): the failure is logged with its reason, the actions after it
 * are skipped, and the run has failed. Actions run inside `runningWorkflow`, so the news they make
 * starts the next runs one deeper (loop protection, trigger.ts).
 */

type RunRow = typeof workflowRuns.$inferSelect;

async function claim(rt: WorkflowRuntime, runId: string): Promise<RunRow | null> {
  const [row] = await rt.db
    .update(workflowRuns)
    .set({
      status: "running",
      leaseUntil: sql`now() + make_interval(secs => ${rt.leaseSeconds}::int)`,
    })
    .where(
      and(
        eq(workflowRuns.id, runId),
        inArray(workflowRuns.status, ["queued", "running"]),
        or(isNull(workflowRuns.leaseUntil), lt(workflowRuns.leaseUntil, sql`now()`)),
      ),
    )
    .returning();
  return row ?? null;
}

async function finish(rt: WorkflowRuntime, runId: string, steps: WorkflowStep[], error: string | null) {
  await rt.db
    .update(workflowRuns)
    .set({ status: error ? "failed" : "succeeded", steps, error, leaseUntil: null, finishedAt: sql`now()` })
    .where(eq(workflowRuns.id, runId));
}

export async function runWorkflowJob(rt: WorkflowRuntime, data: WorkflowJobData): Promise<void> {
  const run = await claim(rt, data.runId);
  if (!run) return;
  const [workflow] = await rt.db.select().from(workflows).where(eq(workflows.id, run.workflowId));
  const [event] = await rt.db.select().from(events).where(eq(events.id, run.eventId));
  if (!workflow || !event) return finish(rt, run.id, run.steps, "The workflow or its event was deleted");
  const subject = await subjectOfRun(
    rt.db,
    event,
    run.trigger as WebhookEventType,
    run.recordId,
    run.payload,
  );
  const steps = [...run.steps];
  const ctx = {
    rt,
    subject,
    actor: workflow.updatedBy ?? workflow.createdBy,
    workflowId: workflow.id,
    runId: run.id,
  };
  for (let index = steps.length; index < workflow.actions.length; index++) {
    const action = workflow.actions[index];
    if (!action) break;
    try {
      const detail = await runningWorkflow.run({ depth: run.depth, runId: run.id }, () =>
        performAction(ctx, action, false),
      );
      steps.push({ index, kind: action.kind, status: "done", detail });
      await rt.db.update(workflowRuns).set({ steps }).where(eq(workflowRuns.id, run.id));
    } catch (error) {
      if (!(error instanceof ActionFailure))
        rt.log.error({ err: error, runId: run.id, workflowId: workflow.id }, "workflow action failed");
      const reason = error instanceof Error ? error.message : String(error);
      steps.push({ index, kind: action.kind, status: "failed", detail: reason });
      for (const [later, next] of workflow.actions.entries())
        if (later > index)
          steps.push({
            index: later,
            kind: next.kind,
            status: "skipped",
            detail: "Skipped: an action before it failed",
          });
      return finish(
        rt,
        run.id,
        steps,
        `Action ${index + 1} (${workflowActionLabels[action.kind]}) failed: ${reason}`,
      );
    }
  }
  return finish(rt, run.id, steps, null);
}

/**
 * Runs a dead process left: at start on the embedded database every unfinished run (one process
 * owns it), else the running ones whose lease ran out. Queued again; the claim keeps it to one worker.
 */
export async function recoverWorkflowRuns(
  rt: WorkflowRuntime,
  options: { atStart: boolean },
): Promise<number> {
  const everything = options.atStart && rt.queue.kind === "in-process";
  const stuck = await rt.db
    .select({ id: workflowRuns.id })
    .from(workflowRuns)
    .where(
      everything
        ? inArray(workflowRuns.status, ["queued", "running"])
        : and(eq(workflowRuns.status, "running"), lt(workflowRuns.leaseUntil, sql`now()`)),
    );
  for (const { id } of stuck) {
    if (everything) await rt.db.update(workflowRuns).set({ leaseUntil: null }).where(eq(workflowRuns.id, id));
    await rt.queue.send(WORKFLOW_JOB, { runId: id });
  }
  return stuck.length;
}
