import type { RecordListQuery, RecordType } from "@foyer/domain";
import type { ImportApi, RecordsApi } from "@foyer/sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";

/** Spec 2 §8, said when a load fails. */
export const MODULES_LOAD_FAILED = "An error occurred getting modules";
export const RECORDS_LOAD_FAILED = "An error occurred getting records";
export const HISTORY_LOAD_FAILED = "An error occurred getting the import history";

/**
 * The cache keys of an event's records: a module's list pages and import history sit under
 * `module`, so a write (delete, import, revert) invalidates them together.
 */
export const recordKeys = {
  modules: (eventId: string) => ["events", eventId, "modules"] as const,
  module: (eventId: string, moduleId: string) => ["events", eventId, "records", moduleId] as const,
  list: (eventId: string, moduleId: string, query: RecordListQuery) =>
    [...recordKeys.module(eventId, moduleId), "list", query] as const,
  history: (eventId: string, moduleId: string) =>
    [...recordKeys.module(eventId, moduleId), "import-history"] as const,
  /** Every list of the event's records (a deleted or merged record leaves them all). */
  lists: (eventId: string) => ["events", eventId, "records"] as const,
  /** One record; its audit, files, histories and tags sit under it. */
  record: (eventId: string, type: RecordType, recordId: string) =>
    ["events", eventId, "record", type, recordId] as const,
  audit: (eventId: string, type: RecordType, recordId: string) =>
    [...recordKeys.record(eventId, type, recordId), "audit"] as const,
  files: (eventId: string, type: RecordType, recordId: string) =>
    [...recordKeys.record(eventId, type, recordId), "files"] as const,
  tags: (eventId: string, type: RecordType, recordId: string) =>
    [...recordKeys.record(eventId, type, recordId), "tags"] as const,
};

/** The queries of the records pages. */
export const recordQueries = {
  modules: (records: RecordsApi, eventId: string) =>
    queryOptions({
      queryKey: recordKeys.modules(eventId),
      queryFn: () => records.modules(eventId),
      meta: { errorMessage: MODULES_LOAD_FAILED },
    }),
  /** A page of a module's records; the previous page stays on screen while the next loads. */
  list: (records: RecordsApi, eventId: string, moduleId: string, query: RecordListQuery) =>
    queryOptions({
      queryKey: recordKeys.list(eventId, moduleId, query),
      queryFn: () => records.list(moduleId, query),
      meta: { errorMessage: RECORDS_LOAD_FAILED },
      placeholderData: keepPreviousData,
    }),
  history: (imports: ImportApi, eventId: string, moduleId: string) =>
    queryOptions({
      queryKey: recordKeys.history(eventId, moduleId),
      queryFn: () => imports.history(moduleId),
      meta: { errorMessage: HISTORY_LOAD_FAILED },
    }),
};
