import { isTaskOverdue, type PortalTask } from "@foyer/domain";
import { useId } from "react";
import { Link } from "wouter";
import { dueLabel, taskHref } from "./task-format.js";

export interface TaskItemProps {
  task: PortalTask;
  home: string;
  /** Today in the event's time zone, `YYYY-MM-DD`. */
  today: string;
  /** A change of this task is on its way to the server. */
  saving: boolean;
  /** Why the last change failed (it was undone), or null. */
  problem: string | null;
  onToggle(done: boolean): void;
}

/**
 * One task: a checkbox named by its title marks it done or open, its due day (overdue marked in
 * words, not colour alone), its description as plain text and, when set, a link into the portal.
 */
export function TaskItem({ task, home, today, saving, problem, onToggle }: TaskItemProps) {
  const boxId = useId();
  const dueId = useId();
  const problemId = useId();
  const due = dueLabel(task, today);
  const overdue = isTaskOverdue(task, today);
  const href = taskHref(home, task.link);
  const describedBy = [due ? dueId : "", problem ? problemId : ""].filter(Boolean).join(" ");
  const classes = [
    "portal-task",
    task.done ? "portal-task--done" : "",
    overdue ? "portal-task--overdue" : "",
  ];

  return (
    <li className={classes.filter(Boolean).join(" ")} aria-busy={saving || undefined}>
      <div className="portal-task__head">
        <input
          id={boxId}
          type="checkbox"
          className="portal-task__check"
          checked={task.done}
          disabled={saving}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onToggle(event.currentTarget.checked)}
        />
        <label htmlFor={boxId} className="portal-task__title">
          {task.title}
        </label>
      </div>
      {due ? (
        <p id={dueId} className="portal-task__due">
          {due}
        </p>
      ) : null}
      {task.description ? <p className="portal-task__description">{task.description}</p> : null}
      {href ? (
        <Link href={href} className="portal-task__link" aria-label={`Open ${task.title}`}>
          Open
        </Link>
      ) : null}
      {problem ? (
        <p id={problemId} className="foyer-alert foyer-alert--error portal-task__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </li>
  );
}
