import {
  type PortalProfile,
  type PortalProfileField,
  type PortalProfileUpdate,
  portalProfileFields,
  readApiError,
} from "@foyer/domain";
import { fieldErrorsOf, isHttpError } from "@foyer/sdk";

/** What the form holds: every editable field as the text in its input. */
export type ProfileDraft = Record<PortalProfileField, string>;

export function draftOf(profile: PortalProfile): ProfileDraft {
  const draft = {} as ProfileDraft;
  for (const key of portalProfileFields) draft[key] = profile.values[key] ?? "";
  return draft;
}

/** Only the editable fields whose text differs from what is stored (spaces around do not count). */
export function changesOf(draft: ProfileDraft, profile: PortalProfile): PortalProfileUpdate {
  const changes: PortalProfileUpdate = {};
  for (const key of profile.editable) {
    if (draft[key].trim() !== (profile.values[key] ?? "")) changes[key] = draft[key];
  }
  return changes;
}

/** A refused save: each field's problem to show beside it, and what to say when none is named. */
export function problemsOf(error: unknown): {
  fields: Partial<Record<string, string>>;
  message: string | null;
} {
  const body = isHttpError(error) && error.status === 400 ? readApiError(error.body) : null;
  const fields: Partial<Record<string, string>> = body ? fieldErrorsOf(error) : {};
  const named = Object.keys(fields).some((key) => (portalProfileFields as readonly string[]).includes(key));
  return { fields, message: named ? null : (body?.message ?? null) };
}

/** The letters shown in place of a photo: "SS" for Sam Speaker. */
export function initialsOf(fname: string, lname: string, email: string | null): string {
  const letters = [fname, lname]
    .map((part) => part.trim().charAt(0))
    .join("")
    .toUpperCase();
  return letters || (email?.charAt(0).toUpperCase() ?? "?");
}
