import type {
  DeletedField,
  Envelope,
  FieldCreateBody,
  FieldsOverviewModule,
  FieldUpdateBody,
  FieldUpdateResult,
  FieldUsage,
  ModuleField,
  ModuleFieldList,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * Custom fields (issue 7 "Fields and tags"; docs/fields-and-tags.md): an event's modules with
 * their field counts, and one module's fields at `/modules/{moduleId}/fields…`. The server checks
 * read on the module to list them and manage_fields for every change.
 */

/** What a new field needs: `required`, `recommended` and `multiple` default to false. */
export type FieldInput = Pick<FieldCreateBody, "name" | "type"> &
  Partial<Pick<FieldCreateBody, "required" | "recommended" | "options" | "multiple">>;

export interface FieldsApi {
  /** GET /events/{eventId}/fields: the modules the caller may read, each with its number of custom fields. */
  overview(eventId: string, options?: CallOptions): Promise<FieldsOverviewModule[]>;
  /** GET /modules/{moduleId}/fields: the built-in fields, the custom ones in order, and whether the caller may change them. */
  list(moduleId: string, options?: CallOptions): Promise<ModuleFieldList>;
  /** POST /modules/{moduleId}/fields: a new field after the others (409 for a name the module has). */
  create(moduleId: string, input: FieldInput, options?: CallOptions): Promise<ModuleField>;
  /**
   * PUT /modules/{moduleId}/fields/{fieldId}: only what changes. `renames` carries renamed
   * dropdown options, so the records holding them follow; 409 when records hold values the change
   * would strand (the message says how many).
   */
  update(
    moduleId: string,
    fieldId: string,
    changes: FieldUpdateBody,
    options?: CallOptions,
  ): Promise<FieldUpdateResult>;
  /** GET …/fields/{fieldId}/usage: how many records hold a value (named before a delete). */
  usage(moduleId: string, fieldId: string, options?: CallOptions): Promise<FieldUsage>;
  /** DELETE …/fields/{fieldId}: the field and its value in every record of the module. */
  remove(moduleId: string, fieldId: string, options?: CallOptions): Promise<DeletedField>;
  /** PUT /modules/{moduleId}/fields/order: every custom field, once, in the new order. */
  reorder(moduleId: string, fieldIds: readonly string[], options?: CallOptions): Promise<ModuleFieldList>;
}

const enc = encodeURIComponent;

/**
 * The field calls over the SDK's HTTP client (bearer token, one refresh and retry on 401).
 * @example
 * const fields = createFieldsApi(sdk.http);
 * const size = await fields.create(moduleId, { name: "T-Shirt Size", type: "dropdown", options: ["S", "M"] });
 * await fields.update(moduleId, size.id, { options: ["Small", "M"], renames: [{ from: "S", to: "Small" }] });
 */
export function createFieldsApi(http: HttpClient): FieldsApi {
  const base = (moduleId: string) => `modules/${enc(moduleId)}/fields`;
  const field = (moduleId: string, fieldId: string) => `${base(moduleId)}/${enc(fieldId)}`;
  return {
    overview: async (eventId, options = {}) =>
      payloadOf(
        await http.get<Envelope<FieldsOverviewModule[]>>(`events/${enc(eventId)}/fields`, options),
        "GET event fields",
      ),
    list: async (moduleId, options = {}) =>
      payloadOf(await http.get<Envelope<ModuleFieldList>>(base(moduleId), options), "GET fields"),
    create: async (moduleId, input, options = {}) =>
      payloadOf(
        await http.post<Envelope<ModuleField>>(base(moduleId), { ...options, json: input }),
        "POST field",
      ),
    update: async (moduleId, fieldId, changes, options = {}) =>
      payloadOf(
        await http.put<Envelope<FieldUpdateResult>>(field(moduleId, fieldId), { ...options, json: changes }),
        "PUT field",
      ),
    usage: async (moduleId, fieldId, options = {}) =>
      payloadOf(
        await http.get<Envelope<FieldUsage>>(`${field(moduleId, fieldId)}/usage`, options),
        "GET field usage",
      ),
    remove: async (moduleId, fieldId, options = {}) =>
      payloadOf(await http.delete<Envelope<DeletedField>>(field(moduleId, fieldId), options), "DELETE field"),
    reorder: async (moduleId, fieldIds, options = {}) =>
      payloadOf(
        await http.put<Envelope<ModuleFieldList>>(`${base(moduleId)}/order`, {
          ...options,
          json: { ids: fieldIds },
        }),
        "PUT fields order",
      ),
  };
}
