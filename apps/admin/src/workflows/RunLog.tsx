import { workflowActionLabels } from "@foyer/domain";
import { userMessageOf } from "@foyer/widgets/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Paginator } from "../list-kit/Paginator.js";
import { eventKey } from "../server-data/query-keys.js";
import { runStatusText, whenText } from "./run-text.js";
import { useWorkflowsApi } from "./useWorkflowsApi.js";

/** A saved workflow's run log, newest first: the record, each action's outcome and the error. */
export function RunLog({ eventId, workflowId }: { eventId: string; workflowId: string }) {
  const api = useWorkflowsApi();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const runs = useQuery({
    queryKey: eventKey(eventId, "workflows", workflowId, "runs", page, pageSize),
    queryFn: () => api.runs(eventId, workflowId, { page, pageSize }),
    // Runs are jobs: the log follows while some are waiting or running.
    refetchInterval: (query) =>
      query.state.data?.items.some((run) => run.status === "queued" || run.status === "running")
        ? 1000
        : 5000,
  });
  return (
    <section className="admin-panel" aria-labelledby="workflow-runs-title">
      <h2 className="event-card__title" id="workflow-runs-title">
        Run log
      </h2>
      {runs.status === "pending" ? <p role="status">Loading runs…</p> : null}
      {runs.status === "error" ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          The runs could not be loaded. {userMessageOf(runs.error)}
        </p>
      ) : null}
      {runs.data && runs.data.items.length === 0 ? <p className="admin-section__lead">No runs yet.</p> : null}
      {runs.data && runs.data.items.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="foyer-visually-hidden">The workflow's runs, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Record</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {runs.data.items.map((run) => (
                <tr key={run.id}>
                  <th scope="row" className="admin-table__name">
                    {whenText(run.createdAt)}
                    <br />
                    <code>{run.trigger}</code>
                  </th>
                  <td>
                    {run.recordType === "none" ? "" : `${run.recordType} `}
                    {run.recordId ? <code>{run.recordId}</code> : null}
                  </td>
                  <td>
                    {runStatusText[run.status]}
                    {run.error ? <p className="foyer-field__error">{run.error}</p> : null}
                  </td>
                  <td>
                    <ol className="workflow-builder__steps">
                      {run.steps.map((step) => (
                        <li key={step.index}>
                          {workflowActionLabels[step.kind]}: {step.detail}
                        </li>
                      ))}
                    </ol>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {runs.data ? (
        <Paginator
          page={page}
          pageSize={pageSize}
          total={runs.data.total}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          label="Run log pages"
        />
      ) : null}
    </section>
  );
}
