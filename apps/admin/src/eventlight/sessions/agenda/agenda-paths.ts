import { eventPath } from "../../event-paths.js";
import type { CalendarView } from "./agenda-grid.js";

/*
 * Where the agenda pages live (spec 1 §2 event area; issue 25): the editor at
 * sessions/agenda[/{calendarView}][/{draftId}], the conflicts at sessions/conflicts, and a draft's
 * pages at sessions/drafts/add, /edit/{draftId}[/step/{stepId}] and /changes/{draftId}.
 */

const seg = encodeURIComponent;

/** The editor: the live schedule, or a draft in the same grid. */
export function agendaPath(eventId: string, view: CalendarView = "day", draftId?: string | null): string {
  return eventPath(eventId, `sessions/agenda/${view}${draftId ? `/${seg(draftId)}` : ""}`);
}

export function conflictsPath(eventId: string): string {
  return eventPath(eventId, "sessions/conflicts");
}

export function conflictSettingsPath(eventId: string): string {
  return eventPath(eventId, "sessions/settings/conflicts");
}

export function agendaSettingsPath(eventId: string): string {
  return eventPath(eventId, "sessions/settings/agenda");
}

export function draftAddPath(eventId: string): string {
  return eventPath(eventId, "sessions/drafts/add");
}

/** The draft's steps: place in the grid, run the scheduler, review. */
export const draftSteps = [
  { id: "place", label: "Place sessions" },
  { id: "schedule", label: "Run the scheduler" },
  { id: "review", label: "Review" },
] as const;
export type DraftStep = (typeof draftSteps)[number]["id"];

export function isDraftStep(value: string | undefined): value is DraftStep {
  return draftSteps.some((step) => step.id === value);
}

export function draftEditPath(eventId: string, draftId: string, step: DraftStep = "place"): string {
  return eventPath(eventId, `sessions/drafts/edit/${seg(draftId)}/step/${step}`);
}

export function draftChangesPath(eventId: string, draftId: string): string {
  return eventPath(eventId, `sessions/drafts/changes/${seg(draftId)}`);
}

/** Whether `pathname` is one of the agenda editor's pages (the live schedule or a draft in it). */
export function isAgendaPage(pathname: string, eventId: string): boolean {
  const base = eventPath(eventId, "sessions/agenda");
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Whether `pathname` is one of the drafts' pages. */
export function isDraftsPage(pathname: string, eventId: string): boolean {
  return pathname.startsWith(`${eventPath(eventId, "sessions/drafts")}/`);
}
