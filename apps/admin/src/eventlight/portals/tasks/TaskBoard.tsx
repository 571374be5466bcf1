import {
  type EventPortalSummary,
  meetsRequirement,
  type OrganizerPortalTask,
  type PortalTaskBody,
} from "@foyer/domain";
import { useApp } from "@foyer/widgets/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useEvent } from "../../event-context.js";
import { DeleteItemDialog, useDeleteItem } from "../DeleteItemDialog.js";
import { BoardTools, PortalBoardRow } from "../PortalBoardRow.js";
import { EmptyListPanel, PortalListPending, useEditedList } from "../PortalListStates.js";
import { portalKeys } from "../portal-keys.js";
import { useEditDialog } from "../useEditDialog.js";
import { TaskAssignees } from "./TaskAssignees.js";
import { TaskDialog } from "./TaskDialog.js";
import { dueText, peopleCount, progressText } from "./task-labels.js";
import { useOrganizerTasksApi } from "./useOrganizerTasksApi.js";

export const TASKS_LOAD_FAILED = "An error occurred getting the portal's tasks";

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
  const { eventId, profile } = useEvent();
  const api = useOrganizerTasksApi(portal.id);
  const canWrite = meetsRequirement(profile, [{ module: "portalTasks", action: "update" }]);
  const tasksKey = portalKeys.of(eventId, portal.id, "tasks");
  const remote = useQuery({
    queryKey: tasksKey,
    queryFn: () => api.list(),
    meta: { errorMessage: TASKS_LOAD_FAILED },
  });
  const [tasks, setTasks] = useEditedList(remote, tasksKey);
  const deleting = useDeleteItem<OrganizerPortalTask>();
  const [open, setOpen] = useState<string | null>(null);
  const replace = (task: OrganizerPortalTask) =>
    setTasks([...(tasks ?? []).filter((one) => one.id !== task.id), task].sort(byDue));
  const dialog = useEditDialog<OrganizerPortalTask, PortalTaskBody>(api, replace);

  if (!tasks)
    return (
      <PortalListPending remote={remote} failedMessage={TASKS_LOAD_FAILED} loadingText="Loading tasks..." />
    );

  return (
    <>
      {canWrite ? <BoardTools label="New task" onNew={() => dialog.open()} /> : null}
      {tasks.length === 0 ? (
        <EmptyListPanel
          title="No tasks yet"
          text={
            canWrite
              ? "Create a task, such as uploading slides, then assign it to people or a group."
              : "Tasks the team gives to the portal's participants show here."
          }
        />
      ) : (
        <ul className="portal-board" aria-label={`Tasks of ${portal.name}`}>
          {tasks.map((task) => (
            <PortalBoardRow
              key={task.id}
              id={`task-people-${task.id}`}
              title={task.title}
              peopleLabel="People"
              open={open === task.id}
              onToggle={() => setOpen(open === task.id ? null : task.id)}
              {...(canWrite ? { onEdit: () => dialog.open(task), onDelete: () => deleting.ask(task) } : {})}
              facts={
                <>
                  <span>{dueText(task)}</span>
                  <span>{progressText(task)}</span>
                  {task.link ? <span>Link: {task.link}</span> : null}
                </>
              }
              text={task.description}
              people={() => (
                <TaskAssignees
                  task={task}
                  api={api}
                  queryKey={[...tasksKey, task.id, "assignees"]}
                  canWrite={canWrite}
                  onCounts={(assignedCount, doneCount) => {
                    if (task.assignedCount !== assignedCount || task.doneCount !== doneCount)
                      replace({ ...task, assignedCount, doneCount });
                  }}
                />
              )}
            />
          ))}
        </ul>
      )}

      {dialog.editing ? (
        <TaskDialog
          {...(dialog.editing.item ? { task: dialog.editing.item } : {})}
          onSubmit={dialog.save}
          onCancel={dialog.close}
        />
      ) : null}
      <DeleteItemDialog
        state={deleting}
        title={(task) => `Delete the task ${task.title}?`}
        confirmLabel="Delete task"
        remove={async (task) => {
          await api.remove(task.id);
          setTasks(tasks.filter((one) => one.id !== task.id));
          services.toasts.show({ message: `${task.title} has been deleted.`, severity: "success" });
        }}
      >
        {(task) => (
          <p>
            {task.assignedCount > 0
              ? `It leaves the portal of the ${peopleCount(task.assignedCount)} it is assigned to.`
              : "Nobody is assigned to it yet."}
          </p>
        )}
      </DeleteItemDialog>
    </>
  );
}
