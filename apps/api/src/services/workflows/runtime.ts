import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import type { JobQueue } from "../../jobs/queue.js";
import type { Mailer } from "../mail/outbox.js";
import type { WebhookRuntime } from "../webhooks/runtime.js";

/** The queue name of a workflow run (its data: WorkflowJobData). */
export const WORKFLOW_JOB = "workflow-run";

export interface WorkflowJobData {
  runId: string;
}

/** What the workflow runs need, built once per API process. */
export interface WorkflowRuntime {
  db: Db;
  queue: JobQueue;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  mailer: Mailer;
  /** The webhooks' settings: a workflow calls a webhook through the same outbound guard. */
  webhooks: WebhookRuntime;
  /** How long a run holds itself while a worker runs it, in seconds. */
  leaseSeconds: number;
}

const runtimes = new WeakMap<Db, WorkflowRuntime>();

export function createWorkflowRuntime(deps: Omit<WorkflowRuntime, "leaseSeconds">): WorkflowRuntime {
  // Each action may wait for a webhook's answer: the lease outlasts them all.
  const rt = { ...deps, leaseSeconds: Math.ceil(deps.webhooks.timeoutMs / 1000) * 10 + 60 };
  runtimes.set(deps.db, rt);
  return rt;
}

/** The runtime of the app that owns `db` (services that make news hold only the database). */
export function workflowRuntimeOf(db: Db): WorkflowRuntime | undefined {
  return runtimes.get(db);
}

/**
 * The run whose actions are being carried out, while they are: news they make (a session whose
 * status an action set) starts the next runs one deeper, so a loop is seen and stopped.
 */
export const runningWorkflow = new AsyncLocalStorage<{ depth: number; runId: string }>();
