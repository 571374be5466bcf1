import type {
  Envelope,
  FormKind,
  FormUpdate,
  NewFormInput,
  OrganizerForm,
  OrganizerFormSummary,
  OrganizerSubmission,
  RecordFieldDefinition,
  SubmissionPage,
  SubmissionStatus,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";

/*
 * The organizer's form calls (`/events/{eventId}/forms…`): the event team edits forms and reads
 * their submissions. The server checks the caller is on the event's team on every call.
 */

export interface SubmissionFilter {
  status?: SubmissionStatus | undefined;
  page?: number;
  pageSize?: number;
}

export interface OrganizerFormsApi {
  list(kinds: readonly FormKind[]): Promise<OrganizerFormSummary[]>;
  create(input: NewFormInput): Promise<OrganizerForm>;
  get(formId: string): Promise<OrganizerForm>;
  update(formId: string, body: FormUpdate): Promise<OrganizerForm>;
  remove(formId: string): Promise<void>;
  submissions(formId: string, filter?: SubmissionFilter): Promise<SubmissionPage>;
  submission(formId: string, submissionId: string): Promise<OrganizerSubmission>;
  /** The event's contact fields (built-in, then custom) a question may save its answers to. */
  contactFields(): Promise<RecordFieldDefinition[]>;
}

/** The calls of one event: `/events/{eventId}/forms…`. */
export function createOrganizerFormsApi(http: HttpClient, eventId: string): OrganizerFormsApi {
  const base = `events/${encodeURIComponent(eventId)}/forms`;
  const form = (formId: string) => `${base}/${encodeURIComponent(formId)}`;
  const unwrap = <T>(answer: Envelope<T>) => answer.payload;
  return {
    list: async (kinds) =>
      unwrap(
        await http.get<Envelope<OrganizerFormSummary[]>>(base, {
          searchParams: kinds.length > 0 ? { kind: kinds.join(",") } : undefined,
        }),
      ),
    create: async (input) => unwrap(await http.post<Envelope<OrganizerForm>>(base, { json: input })),
    get: async (formId) => unwrap(await http.get<Envelope<OrganizerForm>>(form(formId))),
    update: async (formId, body) =>
      unwrap(await http.put<Envelope<OrganizerForm>>(form(formId), { json: body })),
    remove: async (formId) => {
      await http.delete(form(formId));
    },
    submissions: async (formId, filter = {}) =>
      unwrap(
        await http.get<Envelope<SubmissionPage>>(`${form(formId)}/submissions`, {
          searchParams: { status: filter.status, page: filter.page, pageSize: filter.pageSize },
        }),
      ),
    submission: async (formId, submissionId) =>
      unwrap(
        await http.get<Envelope<OrganizerSubmission>>(
          `${form(formId)}/submissions/${encodeURIComponent(submissionId)}`,
        ),
      ),
    contactFields: async () =>
      unwrap(await http.get<Envelope<RecordFieldDefinition[]>>(`${base}/contact-fields`)),
  };
}
