import { dueDateLabel, isSafePortalLink, isTaskOverdue, type PortalTask } from "@foyer/domain";

/**
 * Where a task's link goes: a path below the portal home. The server only stores safe relative
 * paths; the page checks again so a bad one is never followed (issue 6: only paths inside the portal).
 */
export function taskHref(home: string, link: string | null): string | null {
  return link && isSafePortalLink(link) ? `${home}/${link}` : null;
}

/** "Due Mon, Feb 15, 2027", "Overdue since …" for an open task past its day, or null without one. */
export function dueLabel(task: Pick<PortalTask, "dueDate" | "done">, today: string): string | null {
  if (!task.dueDate) return null;
  return isTaskOverdue(task, today)
    ? `Overdue: was due ${dueDateLabel(task.dueDate)}`
    : `Due ${dueDateLabel(task.dueDate)}`;
}

/** "2 open · 1 done" above the list. */
export function tasksSummary(tasks: readonly Pick<PortalTask, "done">[]): string {
  const done = tasks.filter((task) => task.done).length;
  return `${tasks.length - done} open · ${done} done`;
}
