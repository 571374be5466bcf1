import type { FormKind } from "@foyer/domain";
import type { SubmissionFilter } from "@foyer/sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { EventContextValue } from "../event-context.js";

type EventApi = Pick<EventContextValue, "api" | "eventId">;

/** Spec 2 §8, said when a load fails. */
export const FORMS_LOAD_FAILED = "An error occurred getting forms";
export const FORM_LOAD_FAILED = "An error occurred getting the form";
export const SUBMISSIONS_LOAD_FAILED = "An error occurred getting submissions";
export const SUBMISSION_LOAD_FAILED = "An error occurred getting the submission";

/** The cache keys of an event's forms: invalidating `all` refreshes every list, form and submission. */
export const formKeys = {
  all: (eventId: string) => ["events", eventId, "forms"] as const,
  list: (eventId: string, kinds: readonly FormKind[]) => [...formKeys.all(eventId), "list", kinds] as const,
  contactFields: (eventId: string) => [...formKeys.all(eventId), "contact-fields"] as const,
  form: (eventId: string, formId: string) => [...formKeys.all(eventId), "form", formId] as const,
  submissions: (eventId: string, formId: string, filter: SubmissionFilter) =>
    [...formKeys.form(eventId, formId), "submissions", filter] as const,
  submission: (eventId: string, formId: string, submissionId: string) =>
    [...formKeys.form(eventId, formId), "submission", submissionId] as const,
};

/** The queries of the form pages, over the event area's `api` (`useEvent()`). */
export const formQueries = {
  list: ({ api, eventId }: EventApi, kinds: readonly FormKind[]) =>
    queryOptions({
      queryKey: formKeys.list(eventId, kinds),
      queryFn: () => api.list(kinds),
      meta: { errorMessage: FORMS_LOAD_FAILED },
    }),
  /** The event's contact fields a question may fill; the editor says itself when they fail. */
  contactFields: ({ api, eventId }: EventApi) =>
    queryOptions({
      queryKey: formKeys.contactFields(eventId),
      queryFn: () => api.contactFields(),
      meta: { gate: false },
    }),
  form: ({ api, eventId }: EventApi, formId: string) =>
    queryOptions({
      queryKey: formKeys.form(eventId, formId),
      queryFn: () => api.get(formId),
      meta: { errorMessage: FORM_LOAD_FAILED },
    }),
  /** A page of submissions; the previous page stays on screen while the next loads. */
  submissions: ({ api, eventId }: EventApi, formId: string, filter: SubmissionFilter) =>
    queryOptions({
      queryKey: formKeys.submissions(eventId, formId, filter),
      queryFn: () => api.submissions(formId, filter),
      meta: { errorMessage: SUBMISSIONS_LOAD_FAILED },
      placeholderData: keepPreviousData,
    }),
  submission: ({ api, eventId }: EventApi, formId: string, submissionId: string) =>
    queryOptions({
      queryKey: formKeys.submission(eventId, formId, submissionId),
      queryFn: () => api.submission(formId, submissionId),
      meta: { errorMessage: SUBMISSION_LOAD_FAILED },
    }),
};
