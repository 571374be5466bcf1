import type {
  DeletedLayout,
  Envelope,
  LayoutCreateBody,
  LayoutUpdateBody,
  ModuleLayout,
  SavedLayout,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * The saved layouts of a module's record list (`/modules/{moduleId}/layouts…`, issue 7 item 1
 * "starred fields and layouts"): a name and the starred field keys the list shows as columns. The
 * server checks read on the module to list them and update on it for every change.
 */

/** The layout calls of one list; `L` is the list's layout (a module's or the organization's). */
export interface LayoutsApi<L extends SavedLayout> {
  /** GET …/layouts: the list's layouts in their order. */
  list(options?: CallOptions): Promise<L[]>;
  /** POST …/layouts: a new layout after the others (409 for a name in use). */
  create(body: LayoutCreateBody, options?: CallOptions): Promise<L>;
  /** PUT …/layouts/{layoutId}: a new name, starred fields or position. */
  update(layoutId: string, body: LayoutUpdateBody, options?: CallOptions): Promise<L>;
  /** DELETE …/layouts/{layoutId} */
  remove(layoutId: string, options?: CallOptions): Promise<DeletedLayout>;
}

/** `/modules/{moduleId}/layouts…` */
export type RecordLayoutsApi = LayoutsApi<ModuleLayout>;

const enc = encodeURIComponent;

/**
 * The layout calls of one module over the SDK's HTTP client (bearer token, one refresh and retry
 * on 401).
 * @example
 * const layouts = createRecordLayoutsApi(sdk.http, contactsModuleId);
 * const desk = await layouts.create({ name: "Front desk", starredFields: ["name", "email"] });
 */
export function createRecordLayoutsApi(http: HttpClient, moduleId: string): RecordLayoutsApi {
  return createLayoutsApi<ModuleLayout>(http, `modules/${enc(moduleId)}/layouts`);
}

/**
 * The layout calls at `base` (a list's `…/layouts` path, without the API prefix); the
 * organization's people and speakers use it too (org-people.ts).
 */
export function createLayoutsApi<L extends SavedLayout>(http: HttpClient, base: string): LayoutsApi<L> {
  const layout = (layoutId: string) => `${base}/${enc(layoutId)}`;
  return {
    list: async (options = {}) => payloadOf(await http.get<Envelope<L[]>>(base, options), "GET layouts"),
    create: async (body, options = {}) =>
      payloadOf(await http.post<Envelope<L>>(base, { ...options, json: body }), "POST layout"),
    update: async (layoutId, body, options = {}) =>
      payloadOf(await http.put<Envelope<L>>(layout(layoutId), { ...options, json: body }), "PUT layout"),
    remove: async (layoutId, options = {}) =>
      payloadOf(await http.delete<Envelope<DeletedLayout>>(layout(layoutId), options), "DELETE layout"),
  };
}
