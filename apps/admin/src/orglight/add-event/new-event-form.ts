import { type NewEventBody, newEventBody } from "@foyer/domain";
import { fieldErrorsOf, isHttpError } from "@foyer/sdk";

/** The event-creation form's fields, as the inputs hold them. */
export interface NewEventValues {
  name: string;
  orgId: string;
  date_from: string;
  date_to: string;
  timezone: string;
}

export type NewEventField = keyof NewEventValues;
export type NewEventErrors = Partial<Record<NewEventField, string>>;

const fields: readonly NewEventField[] = ["name", "orgId", "date_from", "date_to", "timezone"];

/** The form's start: nothing typed, the user's own time zone (or the browser's). */
export function initialValues(orgId: string, timezone: string | null | undefined): NewEventValues {
  const fallback = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  return { name: "", orgId, date_from: "", date_to: "", timezone: timezone || fallback };
}

/**
 * The request body, or the first problem of each field. The server checks the same rules
 * (`newEventBody` of @foyer/domain) and more.
 */
export function checkNewEvent(
  values: NewEventValues,
): { ok: true; body: NewEventBody } | { ok: false; errors: NewEventErrors } {
  const { orgId: _orgId, ...rest } = values;
  const result = newEventBody.safeParse(rest);
  if (result.success) return { ok: true, body: result.data };
  const errors: NewEventErrors = {};
  for (const issue of result.error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The server's validation messages by field (`details` of a 400). */
export function serverFieldErrors(error: unknown): NewEventErrors {
  if (!isHttpError(error) || error.status !== 400) return {};
  const byPath = fieldErrorsOf(error);
  const errors: NewEventErrors = {};
  for (const field of fields) if (byPath[field] !== undefined) errors[field] = byPath[field];
  return errors;
}
