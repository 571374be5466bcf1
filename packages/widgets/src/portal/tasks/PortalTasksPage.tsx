import { type PortalTask, type PortalTaskList, portalTaskMessages, todayIn } from "@foyer/domain";
import { useState } from "react";
import { userMessageOf } from "../../app-shell/user-message.js";
import { PortalPage } from "../PortalPage.js";
import { LoadFailed } from "../sessions/LoadFailed.js";
import { usePortalData } from "../usePortalData.js";
import { TaskItem } from "./TaskItem.js";
import { tasksSummary } from "./task-format.js";
import { usePortalTasksApi } from "./usePortalTasksApi.js";

export const TASKS_LOAD_FAILED = "An error occurred getting your tasks";
export const NO_TASKS = portalTaskMessages.noTasks;

/** What a failed change says; the checkbox is back where it was. */
export const toggleFailed = (task: PortalTask, done: boolean, error: unknown) =>
  `Could not mark "${task.title}" as ${done ? "done" : "not done"}. ${userMessageOf(error)}`;

/**
 * The loaded tasks. A change shows at once and is undone, with a message, if the server refuses it
 * (issue 6: "optimistic with rollback"). The order stays as loaded while the page is open, so a
 * ticked task does not jump away from the pointer; the next visit puts done tasks last.
 */
function TaskBoard({ initial }: { initial: PortalTaskList }) {
  const { api, home } = usePortalTasksApi();
  const [tasks, setTasks] = useState(initial.tasks);
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const today = todayIn(initial.timezone);

  const put = (next: PortalTask) => setTasks((all) => all.map((one) => (one.id === next.id ? next : one)));
  const mark = (id: string, on: boolean) =>
    setSaving((all) => {
      const next = new Set(all);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const toggle = async (task: PortalTask, done: boolean) => {
    setProblems(({ [task.id]: _, ...rest }) => rest);
    put({ ...task, done, doneAt: done ? new Date().toISOString() : null });
    mark(task.id, true);
    try {
      put(await api.setDone(task.id, done));
    } catch (error) {
      put(task);
      setProblems((all) => ({ ...all, [task.id]: toggleFailed(task, done, error) }));
    } finally {
      mark(task.id, false);
    }
  };

  if (tasks.length === 0) return <p className="portal-empty">{NO_TASKS}</p>;
  return (
    <>
      <p className="portal-muted" aria-live="polite">
        {tasksSummary(tasks)}
      </p>
      <ul className="portal-tasks">
        {tasks.map((task) => (
          <TaskItem
            key={task.id}
            task={task}
            home={home}
            today={today}
            saving={saving.has(task.id)}
            problem={problems[task.id] ?? null}
            onToggle={(done) => void toggle(task, done)}
          />
        ))}
      </ul>
    </>
  );
}

function TaskList() {
  const { api } = usePortalTasksApi();
  const list = usePortalData(() => api.list(), [api], { errorMessage: TASKS_LOAD_FAILED });
  if (list.state.status === "loading") return <p role="status">Loading your tasks…</p>;
  if (list.state.status === "error") return <LoadFailed message={TASKS_LOAD_FAILED} onRetry={list.reload} />;
  return <TaskBoard initial={list.state.data} />;
}

/** /portals/{portalSlug}/{portalId}/tasks: the tasks assigned to the participant (issue 6). */
export function PortalTasksPage() {
  return (
    <PortalPage id="tasks" title="My tasks">
      <TaskList />
    </PortalPage>
  );
}
