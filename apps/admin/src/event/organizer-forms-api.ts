import type {
  Envelope,
  FormDefinition,
  FormKind,
  FormStep,
  Submission,
  SubmissionStatus,
} from "@foyer/domain";
import type { HttpClient } from "@foyer/sdk";

/*
 * The organizer's form calls (apps/api routes/organizer-forms.ts). They belong in @foyer/sdk's
 * typed API modules; they live here until the SDK grows an organizer module.
 */

export interface SubmissionCounts {
  draft: number;
  submitted: number;
}

export interface EditedBy {
  id: string;
  name: string;
}

export interface OrganizerFormSummary {
  id: string;
  kind: FormKind;
  name: string;
  slug: string;
  isOpen: boolean;
  requiresLogin: boolean;
  stepCount: number;
  fieldCount: number;
  submissions: SubmissionCounts;
  created_at: string;
  updated_at: string;
  updated_by: EditedBy | null;
}

export interface OrganizerForm extends FormDefinition {
  submissions: SubmissionCounts;
  created_at: string;
  updated_at: string;
  updated_by: EditedBy | null;
}

/** What the editor sends back: the whole editable definition. */
export interface FormUpdate {
  name: string;
  description: string;
  requiresLogin: boolean;
  allowSignup: boolean;
  singleSubmission: boolean;
  isOpen: boolean;
  confirmationMessage: string;
  steps: FormStep[];
}

export interface NewFormInput {
  kind: FormKind;
  name: string;
  slug?: string;
  description?: string;
}

export interface OrganizerSubmission extends Submission {
  participant: { id: string | null; name: string; email: string | null };
}

export interface SubmissionPage {
  items: OrganizerSubmission[];
  total: number;
  page: number;
  pageSize: number;
}

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
}

/** The calls of one event: `/events/{eventId}/forms…`. */
export function organizerFormsApi(http: HttpClient, eventId: string): OrganizerFormsApi {
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
  };
}
