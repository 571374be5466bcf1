import type {
  DeletedLayout,
  Envelope,
  LayoutCreateBody,
  LayoutUpdateBody,
  ModuleLayout,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * The saved layouts of a module's record list (`/modules/{moduleId}/layouts…`, issue 7 item 1
 * "starred fields and layouts"): a name and the starred field keys the list shows as columns. The
 * server checks read on the module to list them and update on it for every change.
 */

export interface RecordLayoutsApi {
  /** GET /modules/{moduleId}/layouts: the module's layouts in their order. */
  list(options?: CallOptions): Promise<ModuleLayout[]>;
  /** POST /modules/{moduleId}/layouts: a new layout after the others (409 for a name in use). */
  create(body: LayoutCreateBody, options?: CallOptions): Promise<ModuleLayout>;
  /** PUT /modules/{moduleId}/layouts/{layoutId}: a new name, starred fields or position. */
  update(layoutId: string, body: LayoutUpdateBody, options?: CallOptions): Promise<ModuleLayout>;
  /** DELETE /modules/{moduleId}/layouts/{layoutId} */
  remove(layoutId: string, options?: CallOptions): Promise<DeletedLayout>;
}

const enc = encodeURIComponent;

/**
 * The layout calls of one module over the SDK's HTTP client (bearer token, one refresh and retry
 * on 401).
 * @example
 * const layouts = createRecordLayoutsApi(sdk.http, contactsModuleId);
 * const desk = await layouts.create({ name: "Front desk", starredFields: ["name", "email"] });
 */
export function createRecordLayoutsApi(http: HttpClient, moduleId: string): RecordLayoutsApi {
  const base = `modules/${enc(moduleId)}/layouts`;
  const layout = (layoutId: string) => `${base}/${enc(layoutId)}`;
  return {
    list: async (options = {}) =>
      payloadOf(await http.get<Envelope<ModuleLayout[]>>(base, options), "GET layouts"),
    create: async (body, options = {}) =>
      payloadOf(await http.post<Envelope<ModuleLayout>>(base, { ...options, json: body }), "POST layout"),
    update: async (layoutId, body, options = {}) =>
      payloadOf(
        await http.put<Envelope<ModuleLayout>>(layout(layoutId), { ...options, json: body }),
        "PUT layout",
      ),
    remove: async (layoutId, options = {}) =>
      payloadOf(await http.delete<Envelope<DeletedLayout>>(layout(layoutId), options), "DELETE layout"),
  };
}
