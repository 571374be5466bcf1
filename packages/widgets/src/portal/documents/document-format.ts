import { dayHeading } from "../sessions/session-format.js";

/** "Due Monday, February 22, 2027", or "No due date". */
export function dueLabel(dueDate: string | null): string {
  return dueDate ? `Due ${dayHeading(dueDate)}` : "No due date";
}

/** "1 of 2 files handed in". */
export function handedInLabel(handedIn: number, maxFiles: number): string {
  return `${handedIn} of ${maxFiles === 1 ? "1 file" : `${maxFiles} files`} handed in`;
}

/** When a file was handed in, in the participant's own zone: "Feb 3, 2027, 4:05 PM". */
export function submittedLabel(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}
