import {
  type EventPortalSummary,
  meetsRequirement,
  type OrganizerPortalTask,
  type PortalTaskBody,
} from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import { ConfirmDialog, useApp, userMessageOf } from "@foyer/widgets/react";
import { useState } from "react";
import { useEvent } from "../../event-context.js";
import { eventPath } from "../../event-paths.js";
import { EditDeleteButtons } from "../../ItemButtons.js";
import { FailedPanel, LoadingPanel } from "../../PagePanels.js";
import { useEventData } from "../../useEventData.js";
import { TaskAssignees } from "./TaskAssignees.js";
import { TaskDialog } from "./TaskDialog.js";
import { dueText, peopleCount, progressText } from "./task-labels.js";
import { useOrganizerTasksApi } from "./useOrganizerTasksApi.js";

export const TASKS_LOAD_FAILED = "An error occurred getting the portal's tasks";

type Editing = { task?: OrganizerPortalTask };
type Deleting = { task: OrganizerPortalTask; busy: boolean; error: string | null };

/** Earliest due first, undated last, then by title: the server's order, kept after a change. */
const byDue = (a: OrganizerPortalTask, b: OrganizerPortalTask) =>
  (a.dueDate ?? "9999").localeCompare(b.dueDate ?? "9999") || a.title.localeCompare(b.title);

/**
 * One portal's tasks (issue 6 "tasks (create, assign to people or groups)"): each with its due
 * date and "n of m done"; create and edit in a dialog, delete after asking, and each task's
 * people opened below it.
 */
export function TaskBoard({ portal }: { portal: EventPortalSummary }) {
  const { services } = useApp();
  const { eventId, profile, denyAccess } = useEvent();
  const api = useOrganizerTasksApi(portal.id);
  const canWrite = meetsRequirement(profile, [{ module: "portalTasks", action: "update" }]);
  const remote = useEventData(() => api.list(), [api], TASKS_LOAD_FAILED);
  const [changed, setChanged] = useState<OrganizerPortalTask[] | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const tasks = changed ?? (remote.state.status === "ready" ? remote.state.data : null);

  if (remote.state.status === "error") {
    return (
      <FailedPanel
        error={remote.state.error}
        message={TASKS_LOAD_FAILED}
        onRetry={remote.reload}
        backHref={eventPath(eventId, "dashboard")}
        backLabel="Back to the event"
      />
    );
  }
  if (!tasks) return <LoadingPanel text="Loading tasks..." />;

  const replace = (task: OrganizerPortalTask) =>
    setChanged([...tasks.filter((one) => one.id !== task.id), task].sort(byDue));

  const save = async (body: PortalTaskBody) => {
    try {
      const saved = editing?.task ? await api.update(editing.task.id, body) : await api.create(body);
      replace(saved);
      setEditing(null);
      services.toasts.show({
        message: editing?.task ? `${saved.title} has been saved.` : `${saved.title} has been created.`,
        severity: "success",
      });
    } catch (error) {
      if (isHttpError(error) && error.status === 403) denyAccess(error);
      throw error;
    }
  };

  const remove = async (target: Deleting) => {
    setDeleting({ ...target, busy: true, error: null });
    try {
      await api.remove(target.task.id);
      setChanged(tasks.filter((one) => one.id !== target.task.id));
      setDeleting(null);
      services.toasts.show({ message: `${target.task.title} has been deleted.`, severity: "success" });
    } catch (error) {
      if (isHttpError(error) && error.status === 403) return denyAccess(error);
      setDeleting({ ...target, busy: false, error: userMessageOf(error) });
    }
  };

  return (
    <>
      {canWrite ? (
        <div className="portal-task-board__tools">
          <button type="button" className="foyer-button foyer-button--primary" onClick={() => setEditing({})}>
            New task
          </button>
        </div>
      ) : null}
      {tasks.length === 0 ? (
        <div className="admin-panel admin-panel--center admin-empty">
          <h2 className="admin-empty__title">No tasks yet</h2>
          <p className="admin-empty__text">
            {canWrite
              ? "Create a task, such as uploading slides, then assign it to people or a group."
              : "Tasks the team gives to the portal's participants show here."}
          </p>
        </div>
      ) : (
        <ul className="portal-task-board" aria-label={`Tasks of ${portal.name}`}>
          {tasks.map((task) => {
            const panelId = `task-people-${task.id}`;
            return (
              <li key={task.id} className="admin-panel portal-task-row">
                <div className="portal-task-row__head">
                  <h2 className="portal-task-row__title">{task.title}</h2>
                  <span className="event-inline-actions">
                    <button
                      type="button"
                      className="foyer-button foyer-button--ghost event-button--small"
                      aria-expanded={open === task.id}
                      aria-controls={panelId}
                      aria-label={`People of ${task.title}`}
                      onClick={() => setOpen(open === task.id ? null : task.id)}
                    >
                      People
                    </button>
                    {canWrite ? (
                      <EditDeleteButtons
                        name={task.title}
                        onEdit={() => setEditing({ task })}
                        onDelete={() => setDeleting({ task, busy: false, error: null })}
                      />
                    ) : null}
                  </span>
                </div>
                <p className="portal-task-row__facts">
                  <span>{dueText(task)}</span>
                  <span>{progressText(task)}</span>
                  {task.link ? <span>Link: {task.link}</span> : null}
                </p>
                {task.description ? <p className="portal-task-row__description">{task.description}</p> : null}
                {open === task.id ? (
                  <div id={panelId}>
                    <TaskAssignees
                      task={task}
                      api={api}
                      canWrite={canWrite}
                      onCounts={(assignedCount, doneCount) => {
                        if (task.assignedCount !== assignedCount || task.doneCount !== doneCount)
                          replace({ ...task, assignedCount, doneCount });
                      }}
                    />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}

      {editing ? (
        <TaskDialog
          {...(editing.task ? { task: editing.task } : {})}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete the task ${deleting.task.title}?`}
          confirmLabel="Delete task"
          busyLabel="Deleting..."
          busy={deleting.busy}
          error={deleting.error}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>
            {deleting.task.assignedCount > 0
              ? `It leaves the portal of the ${peopleCount(deleting.task.assignedCount)} it is assigned to.`
              : "Nobody is assigned to it yet."}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
