import { type WorkflowSummary, workflowMessages } from "@foyer/domain";
import { ConfirmDialog, userMessageOf } from "@foyer/widgets/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import { useEvent } from "../eventlight/event-context.js";
import { eventPath } from "../eventlight/event-paths.js";
import { useGuardedList } from "../list-kit/SecretsList.js";
import { eventKey } from "../server-data/query-keys.js";
import { lastRunText } from "./run-text.js";
import { useWorkflowsApi } from "./useWorkflowsApi.js";

export const WORKFLOWS_TITLE = "Workflows";
export const CREATE_WORKFLOW = "Create workflow";
export const NO_WORKFLOWS =
  "No workflows yet. A workflow acts on its own when something happens in the event: it can send an email, add a tag, set a status, give portal access or call a webhook.";

export const builderPath = (eventId: string, workflowId?: string) =>
  eventPath(
    eventId,
    workflowId ? `workflows/builder/${encodeURIComponent(workflowId)}` : "workflows/builder",
  );

/**
 * /event-light/{eventId}/workflows (spec 1 §2; issue 21 item 4): the event's workflows with an
 * enabled switch, their trigger and last run, a link to each one's builder, and a "Create
 * workflow" call to action (also in the empty state). Update on settings opens it.
 */
export function WorkflowsPage() {
  const { eventId, denyAccess } = useEvent();
  const api = useWorkflowsApi();
  const queryClient = useQueryClient();
  const queryKey = eventKey(eventId, "workflows");
  const list = useGuardedList(queryKey, () => api.list(eventId), denyAccess);
  const [deleting, setDeleting] = useState<WorkflowSummary | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const toggle = useMutation({
    mutationFn: (workflow: WorkflowSummary) =>
      api.update(eventId, workflow.id, { enabled: !workflow.enabled }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (workflow: WorkflowSummary) => api.remove(eventId, workflow.id),
    onSuccess: async () => {
      setDeleting(null);
      await refresh();
    },
  });
  const create = (
    <Link href={builderPath(eventId)} className="foyer-button foyer-button--primary">
      {CREATE_WORKFLOW}
    </Link>
  );

  return (
    <section className="event-page" aria-labelledby="workflows-title">
      <header className="admin-section__head">
        <h1 className="admin-section__title" id="workflows-title">
          {WORKFLOWS_TITLE}
        </h1>
        {list.data && list.data.length > 0 ? create : null}
      </header>
      <p className="admin-section__lead">
        When something happens in the event (a contact is created, a form is submitted, a session changes…),
        each enabled workflow of that trigger whose conditions hold runs its actions in order.
      </p>
      {list.status === "pending" ? <p role="status">Loading workflows…</p> : null}
      {list.status === "error" ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {workflowMessages.loadFailed}. {userMessageOf(list.error)}
        </p>
      ) : null}
      {list.data && list.data.length === 0 ? (
        <div className="admin-panel">
          <p>{NO_WORKFLOWS}</p>
          <p>{create}</p>
        </div>
      ) : null}
      {toggle.error ? (
        <p className="foyer-field__error" role="alert">
          {userMessageOf(toggle.error)}
        </p>
      ) : null}
      {list.data && list.data.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="foyer-visually-hidden">The event's workflows</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Trigger</th>
                <th scope="col">Enabled</th>
                <th scope="col">Last run</th>
                <th scope="col">
                  <span className="foyer-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((workflow) => (
                <tr key={workflow.id}>
                  <th scope="row" className="admin-table__name">
                    <Link href={builderPath(eventId, workflow.id)}>{workflow.name}</Link>
                  </th>
                  <td>
                    <code>{workflow.trigger}</code>
                  </td>
                  <td>
                    <label>
                      <input
                        type="checkbox"
                        checked={workflow.enabled}
                        disabled={toggle.isPending}
                        aria-label={`${workflow.name} enabled`}
                        onChange={() => toggle.mutate(workflow)}
                      />{" "}
                      {workflow.enabled ? "On" : "Off"}
                    </label>
                  </td>
                  <td>{lastRunText(workflow.lastRun)}</td>
                  <td>
                    <button
                      type="button"
                      className="foyer-button foyer-button--ghost"
                      aria-label={`Delete the workflow ${workflow.name}`}
                      onClick={() => setDeleting(workflow)}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this workflow?"
          confirmLabel="Delete workflow"
          busyLabel="Deleting..."
          busy={remove.isPending}
          error={remove.error ? userMessageOf(remove.error) : null}
          onConfirm={() => remove.mutate(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>
            <strong>{deleting.name}</strong> stops running, and its run log is deleted.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
