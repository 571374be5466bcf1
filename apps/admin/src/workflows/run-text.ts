import type { WorkflowRun } from "@foyer/domain";

export const runStatusText: Record<WorkflowRun["status"], string> = {
  queued: "Waiting to run",
  running: "Running",
  succeeded: "Succeeded",
  failed: "Failed",
  stopped: "Stopped (loop)",
};

export const whenText = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" }) : "";

/** "Succeeded, 20 Nov 2026, 11:00:00" or "Never run". */
export const lastRunText = (run: WorkflowRun | null) =>
  run ? `${runStatusText[run.status]}, ${whenText(run.createdAt)}` : "Never run";
