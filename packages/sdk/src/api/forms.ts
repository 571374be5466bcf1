import type {
  Envelope,
  FormDefinition,
  FormKind,
  Submission,
  SubmissionStatus,
  SubmissionValues,
  UploadedFile,
  UploadGrant,
} from "@foyer/domain";
import { NetworkError } from "../errors.js";
import type { HttpClient } from "../http/client.js";
import { payloadOf } from "./payload.js";

export interface SubmissionInput {
  values: SubmissionValues | Record<string, unknown>;
  status: SubmissionStatus;
}

/** A new submission; anonymous ones carry the token that lets this browser edit them later. */
export type CreatedSubmission = Submission & { edit_token: string | null };

export interface UploadOptions {
  /** Called as bytes leave the browser. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /**
   * The form being filled in: without a signed-in user, the upload asks it for an upload grant
   * first (POST /forms/{formId}/upload-grants), since visitors upload only within a form.
   */
  formId?: string | undefined;
}

/** Lets a caller (a widget being unmounted) abandon a request. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** Participant forms (spec 1 §2 "Forms"). Signed-in calls send the bearer token when there is one. */
export interface FormsApi {
  /** GET /forms/{kind}/{slug}/{formId} */
  get(kind: FormKind, slug: string, formId: string, options?: CallOptions): Promise<FormDefinition>;
  /** GET /forms/{formId}/submissions/mine: the signed-in participant's own, newest first. */
  mine(formId: string, options?: CallOptions): Promise<Submission[]>;
  /** GET /forms/{formId}/submissions/{id}; `editToken` for anonymous submissions. */
  getSubmission(
    formId: string,
    submissionId: string,
    editToken?: string | null,
    options?: CallOptions,
  ): Promise<Submission>;
  /** POST /forms/{formId}/submissions */
  create(formId: string, input: SubmissionInput, options?: CallOptions): Promise<CreatedSubmission>;
  /** PUT /forms/{formId}/submissions/{id} */
  update(
    formId: string,
    submissionId: string,
    input: SubmissionInput,
    editToken?: string | null,
    options?: CallOptions,
  ): Promise<Submission>;
  /** POST /uploads (multipart), with upload progress; a visitor's with the form's upload grant. */
  upload(file: File, options?: UploadOptions): Promise<UploadedFile>;
}

const enc = encodeURIComponent;
const editHeaders = (editToken?: string | null) =>
  editToken ? { "x-foyer-edit-token": editToken } : undefined;

export function createFormsApi(
  http: HttpClient,
  deps: { baseUrl: string; getValidIdToken(): Promise<string | null> },
): FormsApi {
  return {
    get: async (kind, slug, formId, options = {}) =>
      payloadOf(
        await http.get<Envelope<FormDefinition>>(`forms/${enc(kind)}/${enc(slug)}/${enc(formId)}`, options),
        "GET forms",
      ),
    mine: async (formId, options = {}) =>
      payloadOf(
        await http.get<Envelope<Submission[]>>(`forms/${enc(formId)}/submissions/mine`, options),
        "GET my submissions",
      ),
    getSubmission: async (formId, submissionId, editToken, options = {}) =>
      payloadOf(
        await http.get<Envelope<Submission>>(`forms/${enc(formId)}/submissions/${enc(submissionId)}`, {
          ...options,
          headers: editHeaders(editToken),
        }),
        "GET submission",
      ),
    create: async (formId, input, options = {}) =>
      payloadOf(
        await http.post<Envelope<CreatedSubmission>>(`forms/${enc(formId)}/submissions`, {
          ...options,
          json: input,
        }),
        "POST submission",
      ),
    update: async (formId, submissionId, input, editToken, options = {}) =>
      payloadOf(
        await http.put<Envelope<Submission>>(`forms/${enc(formId)}/submissions/${enc(submissionId)}`, {
          ...options,
          json: input,
          headers: editHeaders(editToken),
        }),
        "PUT submission",
      ),
    async upload(file, options = {}) {
      const idToken = await deps.getValidIdToken();
      const { formId, signal } = options;
      // Loaded on the first upload: a form's first load stays within its budget (.size-limit.cjs).
      const { uploadWithProgress } = await import("./upload.js").catch(() => {
        throw new NetworkError("Could not reach the server: POST uploads");
      });
      // A visitor uploads only within a form being filled in: with the form's upload grant.
      const grant =
        idToken || !formId
          ? null
          : (await http.post<Envelope<UploadGrant>>(`forms/${enc(formId)}/upload-grants`, { signal })).payload
              .grant;
      return uploadWithProgress(`${deps.baseUrl}/uploads`, file, idToken, grant, options);
    },
  };
}
