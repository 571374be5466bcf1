import type {
  Envelope,
  WorkflowDryRun,
  WorkflowInput,
  WorkflowRunPage,
  WorkflowSummary,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * An event's workflows (issue 21 item 4; docs/workflows.md): a trigger, conditions on the record,
 * ordered actions; their run log and dry runs. Those who may change the event's settings manage
 * them; read on settings lists them and tries dry runs.
 */

export interface WorkflowsApi {
  /** GET /events/{eventId}/workflows: each with its last run. */
  list(eventId: string, options?: CallOptions): Promise<WorkflowSummary[]>;
  get(eventId: string, workflowId: string, options?: CallOptions): Promise<WorkflowSummary>;
  create(eventId: string, input: WorkflowInput, options?: CallOptions): Promise<WorkflowSummary>;
  /** PUT: the fields sent; `{enabled}` alone turns it on or off. */
  update(
    eventId: string,
    workflowId: string,
    changes: Partial<WorkflowInput>,
    options?: CallOptions,
  ): Promise<WorkflowSummary>;
  remove(eventId: string, workflowId: string, options?: CallOptions): Promise<{ id: string }>;
  /** GET …/{workflowId}/runs: newest first. */
  runs(
    eventId: string,
    workflowId: string,
    page?: { page?: number; pageSize?: number },
    options?: CallOptions,
  ): Promise<WorkflowRunPage>;
  /** POST …/workflows/dry-run: what the workflow would do for the record; changes nothing. */
  dryRun(
    eventId: string,
    input: { workflow: WorkflowInput; recordId: string },
    options?: CallOptions,
  ): Promise<WorkflowDryRun>;
}

const enc = encodeURIComponent;

/**
 * The workflow calls over the SDK's HTTP client.
 * @example
 * const flows = createWorkflowsApi(sdk.http);
 * await flows.create(eventId, { name: "Tag partners", trigger: "contact.created", actions: [{ kind: "add_tag", tagId }] });
 */
export function createWorkflowsApi(http: HttpClient): WorkflowsApi {
  const list = (eventId: string) => `events/${enc(eventId)}/workflows`;
  const one = (eventId: string, workflowId: string) => `${list(eventId)}/${enc(workflowId)}`;
  return {
    list: async (eventId, options = {}) =>
      payloadOf(await http.get<Envelope<WorkflowSummary[]>>(list(eventId), options), "GET workflows"),
    get: async (eventId, workflowId, options = {}) =>
      payloadOf(await http.get<Envelope<WorkflowSummary>>(one(eventId, workflowId), options), "GET workflow"),
    create: async (eventId, input, options = {}) =>
      payloadOf(
        await http.post<Envelope<WorkflowSummary>>(list(eventId), { ...options, json: input }),
        "POST workflows",
      ),
    update: async (eventId, workflowId, changes, options = {}) =>
      payloadOf(
        await http.put<Envelope<WorkflowSummary>>(one(eventId, workflowId), { ...options, json: changes }),
        "PUT workflow",
      ),
    remove: async (eventId, workflowId, options = {}) =>
      payloadOf(
        await http.delete<Envelope<{ id: string }>>(one(eventId, workflowId), options),
        "DELETE workflow",
      ),
    runs: async (eventId, workflowId, page = {}, options = {}) =>
      payloadOf(
        await http.get<Envelope<WorkflowRunPage>>(`${one(eventId, workflowId)}/runs`, {
          ...options,
          searchParams: { page: page.page, pageSize: page.pageSize },
        }),
        "GET workflow runs",
      ),
    dryRun: async (eventId, input, options = {}) =>
      payloadOf(
        await http.post<Envelope<WorkflowDryRun>>(`${list(eventId)}/dry-run`, { ...options, json: input }),
        "POST workflow dry run",
      ),
  };
}
