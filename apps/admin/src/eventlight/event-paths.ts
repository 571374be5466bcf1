import { accessOutcome, eventRouteRequirement, type FormKind, type PermissionProfile } from "@foyer/domain";

/**
 * Where the event area's form pages live (spec 1 §2 "Event area", prefix /event-light/{eventId}/):
 * submission forms under sessions/forms, application forms under applications, intake and
 * follow-up forms under portals/forms. Each form's editor and submissions sit below its list.
 */
export type FormSection = "sessions" | "applications" | "portals";

export interface SectionInfo {
  /** The list's path below /event-light/{eventId}. */
  path: string;
  title: string;
  navLabel: string;
  lead: string;
  kinds: readonly FormKind[];
}

export const sections: Record<FormSection, SectionInfo> = {
  sessions: {
    path: "sessions/forms",
    title: "Session forms",
    navLabel: "Session forms",
    lead: "Call-for-papers forms where speakers propose sessions.",
    kinds: ["submission"],
  },
  applications: {
    path: "applications",
    title: "Applications",
    navLabel: "Applications",
    lead: "Application forms for exhibitors, sponsors, volunteers and others.",
    kinds: ["application"],
  },
  portals: {
    path: "portals/forms",
    title: "Portal forms",
    navLabel: "Portal forms",
    lead: "Intake forms that collect participants' details, and follow-up forms sent after the event.",
    kinds: ["intake", "followup"],
  },
};

export const sectionOrder: readonly FormSection[] = ["sessions", "applications", "portals"];

export const kindLabels: Record<FormKind, string> = {
  intake: "Intake",
  submission: "Submission",
  application: "Application",
  followup: "Follow-up",
};

export function sectionOfKind(kind: FormKind): FormSection {
  return kind === "submission" ? "sessions" : kind === "application" ? "applications" : "portals";
}

const seg = encodeURIComponent;

export function eventPath(eventId: string, rest = ""): string {
  return `/event-light/${seg(eventId)}${rest ? `/${rest}` : ""}`;
}

export function formsPath(eventId: string, section: FormSection): string {
  return eventPath(eventId, sections[section].path);
}

export function editorPath(eventId: string, kind: FormKind, formId: string): string {
  return `${formsPath(eventId, sectionOfKind(kind))}/${seg(formId)}`;
}

export function submissionsPath(eventId: string, kind: FormKind, formId: string): string {
  return `${editorPath(eventId, kind, formId)}/submissions`;
}

export function submissionPath(
  eventId: string,
  kind: FormKind,
  formId: string,
  submissionId: string,
): string {
  return `${submissionsPath(eventId, kind, formId)}/${seg(submissionId)}`;
}

/** The path below /event-light/{eventId}/, e.g. "settings/details" (spec 1 §6 route requirements). */
export function eventSubpath(pathname: string): string {
  return pathname.split("/").slice(3).join("/");
}

/** Whether the profile opens the page at `subpath` (spec 1 §6); used to hide navigation entries. */
export function canOpen(profile: PermissionProfile, subpath: string): boolean {
  return accessOutcome(profile, eventRouteRequirement(subpath)) === "ok";
}
