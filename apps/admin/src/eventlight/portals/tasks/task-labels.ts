import { dueDateLabel, type OrganizerPortalTask } from "@foyer/domain";

export const dueText = (task: Pick<OrganizerPortalTask, "dueDate">) =>
  task.dueDate ? `Due ${dueDateLabel(task.dueDate)}` : "No due date";

/** "2 of 5 done", or "Not assigned yet". */
export const progressText = (task: Pick<OrganizerPortalTask, "assignedCount" | "doneCount">) =>
  task.assignedCount === 0 ? "Not assigned yet" : `${task.doneCount} of ${task.assignedCount} done`;

export const peopleCount = (n: number) => (n === 1 ? "1 person" : `${n} people`);
