import type {
  Envelope,
  ImportHistoryItem,
  ImportMap,
  ImportMappingRequest,
  ImportRequest,
  ImportStatus,
  ModuleSummary,
  RevertResult,
  UploadedFile,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import { getCsv } from "./csv-text.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * The record import's calls (spec 2 §7 "Set import file / mapping", "Import data", "Import
 * status"), with the module look-ups the wizard and the admin pages need. The server checks the
 * caller's permissions on the module for every call.
 */

export interface ImportApi {
  /**
   * POST /uploads?purpose=module-import (multipart, field `file`): the file the import reads,
   * stored under `module-import/`.
   */
  upload(file: Blob, name: string, options?: CallOptions): Promise<UploadedFile>;
  /** POST /modules/{moduleId}/import/mapping → the field groups, columns and sample rows. */
  mapping(moduleId: string, body: ImportMappingRequest, options?: CallOptions): Promise<ImportMap>;
  /** POST /modules/{moduleId}/import → the import's id; its progress is read with `status`. */
  start(moduleId: string, body: ImportRequest, options?: CallOptions): Promise<{ import_id: string }>;
  /** GET /modules/{moduleId}/import/{importId} */
  status(moduleId: string, importId: string, options?: CallOptions): Promise<ImportStatus>;
  /** GET /modules/{moduleId}/imports: the module's imports, newest first. */
  history(moduleId: string, options?: CallOptions): Promise<ImportHistoryItem[]>;
  /**
   * GET /modules/{moduleId}/import/{importId}/errors: every invalid row of a run (its number, its
   * cells, its problems) as CSV, for when the status lists only the first rows of a problem.
   */
  errorsCsv(moduleId: string, importId: string, options?: CallOptions): Promise<Blob>;
  /** POST /modules/{moduleId}/import/{importId}/revert: removes the records that import created. */
  revert(moduleId: string, importId: string, options?: CallOptions): Promise<RevertResult>;
  /** GET /event/{eventId}/modules */
  modules(eventId: string, options?: CallOptions): Promise<ModuleSummary[]>;
  /** GET /modules/{moduleId} */
  module(moduleId: string, options?: CallOptions): Promise<ModuleSummary>;
}

const enc = encodeURIComponent;

/**
 * The import calls over the SDK's HTTP client (bearer token, one refresh and retry on 401).
 * @example
 * const imports = createImportApi(sdk.http);
 * const map = await imports.mapping(moduleId, { url, org_id, event_id });
 */
export function createImportApi(http: HttpClient): ImportApi {
  const module = (moduleId: string) => `modules/${enc(moduleId)}`;
  return {
    async upload(file, name, options = {}) {
      const form = new FormData();
      // A File carries its name in every FormData implementation (a Blob's third argument not always).
      form.append("file", new File([file], name, { type: file.type || "text/csv" }));
      return payloadOf(
        await http.post<Envelope<UploadedFile>>("uploads", {
          ...options,
          body: form,
          searchParams: { purpose: "module-import" },
          // A large file takes as long as the connection needs; the caller can abort it.
          timeout: false,
        }),
        "POST uploads",
      );
    },
    mapping: async (moduleId, body, options = {}) =>
      payloadOf(
        await http.post<Envelope<ImportMap>>(`${module(moduleId)}/import/mapping`, {
          ...options,
          json: body,
          timeout: false,
        }),
        "POST import mapping",
      ),
    start: async (moduleId, body, options = {}) =>
      payloadOf(
        await http.post<Envelope<{ import_id: string }>>(`${module(moduleId)}/import`, {
          ...options,
          json: body,
        }),
        "POST import",
      ),
    status: async (moduleId, importId, options = {}) =>
      payloadOf(
        await http.get<Envelope<ImportStatus>>(`${module(moduleId)}/import/${enc(importId)}`, options),
        "GET import status",
      ),
    history: async (moduleId, options = {}) =>
      payloadOf(
        await http.get<Envelope<ImportHistoryItem[]>>(`${module(moduleId)}/imports`, options),
        "GET imports",
      ),
    errorsCsv: (moduleId, importId, options = {}) =>
      getCsv(http, `${module(moduleId)}/import/${enc(importId)}/errors`, options),
    revert: async (moduleId, importId, options = {}) =>
      payloadOf(
        await http.post<Envelope<RevertResult>>(
          `${module(moduleId)}/import/${enc(importId)}/revert`,
          options,
        ),
        "POST import revert",
      ),
    modules: async (eventId, options = {}) =>
      payloadOf(
        await http.get<Envelope<ModuleSummary[]>>(`event/${enc(eventId)}/modules`, options),
        "GET event modules",
      ),
    module: async (moduleId, options = {}) =>
      payloadOf(await http.get<Envelope<ModuleSummary>>(module(moduleId), options), "GET module"),
  };
}
