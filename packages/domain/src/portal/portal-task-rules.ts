/*
 * Portal tasks' words, the safe-link rule and the due-date helpers (issue 6).
 * Plain texts and rules without zod: the portal pages (also in the embedded `<foyer-portal>`) take
 * them alone; the server's schemas beside them use the same.
 */

export const PORTAL_TASK_LINK_MAX = 500;
export const portalTaskMessages = {
  /** Participant side: an unknown task and another participant's read the same. */
  notYours: "This task does not exist or is not one of yours.",
  notFound: "This task does not exist.",
  contactNotInEvent: "A contact you picked is not in this event.",
  notAssigned: "This person is not assigned to this task.",
  noTasks: "You have no tasks.",
  link: "Link must be a path inside the portal, such as profile or documents/request/{id}",
} as const;

const SEGMENT = /^[A-Za-z0-9_~.-]+$/;

/**
 * Whether `link` is a safe path below the portal: relative, no scheme, no `//`, no `.` or `..`
 * segment, plain characters only (so nothing decodes into one of those). Both the server and the
 * portal check it: a task must never send a participant off-site.
 * @example isSafePortalLink("documents/request/4f1c") // true
 * @example isSafePortalLink("https://evil.example") // false
 */
export function isSafePortalLink(link: string): boolean {
  if (link.length === 0 || link.length > PORTAL_TASK_LINK_MAX) return false;
  return link.split("/").every((part) => SEGMENT.test(part) && part !== "." && part !== "..");
}

/** Open and due before `today` (both `YYYY-MM-DD`; today from `todayIn(timezone)`, org-events). */
export function isTaskOverdue(task: { dueDate: string | null; done: boolean }, today: string): boolean {
  return !task.done && task.dueDate !== null && task.dueDate < today;
}

/** A due day as people read it: "Mon, Feb 15, 2027". */
export function dueDateLabel(dueDate: string): string {
  const [year, month, day] = dueDate.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
  }).format(Date.UTC(year, month - 1, day, 12));
}
