import type { Envelope, LibraryCriterion, SessionTemplate, TemplateInput } from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * The sessions settings' libraries of one event (issue 25 item 7): its evaluation criteria
 * (`/events/{eventId}/session-criteria…`), which a new evaluation plan starts with, and its
 * session templates (`/events/{eventId}/session-templates…`), which a new session starts from.
 * Reading needs `sessionSettings` read (or `evaluationPlans` / `sessions` read), changing
 * `sessionSettings` update.
 */

export interface SessionLibraryApi {
  /** GET …/session-criteria, in order. */
  criteria(options?: CallOptions): Promise<LibraryCriterion[]>;
  /** POST …/session-criteria: at the end of the library. */
  addCriterion(
    input: { name: string; description?: string | null; maxScore: number },
    options?: CallOptions,
  ): Promise<LibraryCriterion>;
  /** PUT …/session-criteria/{criterionId}: the fields sent change. */
  updateCriterion(
    criterionId: string,
    input: { name?: string; description?: string | null; maxScore?: number },
    options?: CallOptions,
  ): Promise<LibraryCriterion>;
  /** DELETE …/session-criteria/{criterionId} */
  removeCriterion(criterionId: string, options?: CallOptions): Promise<{ id: string }>;
  /** PUT …/session-criteria/order: every criterion, once, in the new order. */
  reorderCriteria(ids: readonly string[], options?: CallOptions): Promise<LibraryCriterion[]>;
  /** GET …/session-templates, by name. */
  templates(options?: CallOptions): Promise<SessionTemplate[]>;
  /** POST …/session-templates */
  addTemplate(input: TemplateInput, options?: CallOptions): Promise<SessionTemplate>;
  /** PUT …/session-templates/{templateId}: the whole template (a field left out is cleared). */
  updateTemplate(templateId: string, input: TemplateInput, options?: CallOptions): Promise<SessionTemplate>;
  /** DELETE …/session-templates/{templateId} */
  removeTemplate(templateId: string, options?: CallOptions): Promise<{ id: string }>;
}

const enc = encodeURIComponent;

/**
 * The criteria and template calls of one event over the SDK's HTTP client.
 * @example
 * const library = createSessionLibraryApi(sdk.http, eventId);
 * await library.addCriterion({ name: "Relevance", maxScore: 5 });
 */
export function createSessionLibraryApi(http: HttpClient, eventId: string): SessionLibraryApi {
  const criteria = `events/${enc(eventId)}/session-criteria`;
  const templates = `events/${enc(eventId)}/session-templates`;
  return {
    criteria: async (options = {}) =>
      payloadOf(await http.get<Envelope<LibraryCriterion[]>>(criteria, options), "GET session criteria"),
    addCriterion: async (input, options = {}) =>
      payloadOf(
        await http.post<Envelope<LibraryCriterion>>(criteria, { ...options, json: input }),
        "POST session criterion",
      ),
    updateCriterion: async (criterionId, input, options = {}) =>
      payloadOf(
        await http.put<Envelope<LibraryCriterion>>(`${criteria}/${enc(criterionId)}`, {
          ...options,
          json: input,
        }),
        "PUT session criterion",
      ),
    removeCriterion: async (criterionId, options = {}) =>
      payloadOf(
        await http.delete<Envelope<{ id: string }>>(`${criteria}/${enc(criterionId)}`, options),
        "DELETE session criterion",
      ),
    reorderCriteria: async (ids, options = {}) =>
      payloadOf(
        await http.put<Envelope<LibraryCriterion[]>>(`${criteria}/order`, { ...options, json: { ids } }),
        "PUT session criteria order",
      ),
    templates: async (options = {}) =>
      payloadOf(await http.get<Envelope<SessionTemplate[]>>(templates, options), "GET session templates"),
    addTemplate: async (input, options = {}) =>
      payloadOf(
        await http.post<Envelope<SessionTemplate>>(templates, { ...options, json: input }),
        "POST session template",
      ),
    updateTemplate: async (templateId, input, options = {}) =>
      payloadOf(
        await http.put<Envelope<SessionTemplate>>(`${templates}/${enc(templateId)}`, {
          ...options,
          json: input,
        }),
        "PUT session template",
      ),
    removeTemplate: async (templateId, options = {}) =>
      payloadOf(
        await http.delete<Envelope<{ id: string }>>(`${templates}/${enc(templateId)}`, options),
        "DELETE session template",
      ),
  };
}
