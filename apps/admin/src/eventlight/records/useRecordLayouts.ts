import {
  type ModuleLayout,
  type ModuleSummary,
  type RecordColumn,
  type SavedLayout,
  sameColumns,
  visibleColumns,
} from "@foyer/domain";
import { createRecordLayoutsApi, isHttpError, type LayoutsApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { type QueryKey, type UseQueryResult, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { useEvent } from "../event-context.js";
import { recordKeys } from "./record-queries.js";

export const LAYOUTS_LOAD_FAILED = "An error occurred getting layouts";
/** The query parameter holding the chosen layout's id (issue 7: a reload keeps the layout). */
export const LAYOUT_PARAM = "layout";

/**
 * The layout last chosen on a list, remembered in this browser (absent: Default): by module id,
 * or `org:{orgId}:{kind}` for the organization's people and speakers.
 */
export const layoutMemory = {
  key: (moduleId: string) => `foyer:records-layout:${moduleId}`,
  read(moduleId: string): string | null {
    try {
      return localStorage.getItem(this.key(moduleId));
    } catch {
      // Storage can be off (a privacy mode): the address still holds the choice.
      return null;
    }
  },
  write(moduleId: string, layoutId: string | null): void {
    try {
      if (layoutId) localStorage.setItem(this.key(moduleId), layoutId);
      else localStorage.removeItem(this.key(moduleId));
    } catch {
      // As above: nothing to remember with.
    }
  },
};

export interface RecordLayoutsModel<L extends SavedLayout = ModuleLayout> {
  status: "loading" | "ready" | "error";
  layouts: readonly L[];
  /** The saved layout in use; null is Default (every column, in the list's order). */
  chosen: L | null;
  /** The columns of `columns` shown, in order: the unsaved edit, else the chosen layout's, else all. */
  shown(columns: readonly RecordColumn[]): RecordColumn[];
  /** Whether the columns shown differ from the chosen layout (or from Default). */
  edited(columns: readonly RecordColumn[]): boolean;
  choose(layoutId: string | null): void;
  /** Stars and orders columns without saving (anyone may; saving needs update permission). */
  edit(keys: readonly string[]): void;
  discard(): void;
  /** Saves the columns shown as a new layout, then uses it. Rejects with the server's sentence. */
  saveAs(name: string, keys: readonly string[]): Promise<void>;
  /** Saves the edit into the chosen layout. */
  save(keys: readonly string[]): Promise<void>;
  rename(name: string): Promise<void>;
  remove(): Promise<void>;
  retry(): void;
}

/**
 * A module's list layouts (issue 7 item 1 "starred fields and layouts"): loads them, keeps the
 * chosen one in the address (`?layout=`) and in this browser per module, and holds the unsaved
 * edit of the columns until it is saved or discarded.
 */
export function useRecordLayouts(module: ModuleSummary): RecordLayoutsModel {
  const { services } = useApp();
  const { eventId } = useEvent();
  const api = useMemo(() => createRecordLayoutsApi(services.sdk.http, module.id), [services, module.id]);
  const queryKey = [...recordKeys.module(eventId, module.id), "layouts"];
  const list = useQuery({ queryKey, queryFn: () => api.list(), meta: { errorMessage: LAYOUTS_LOAD_FAILED } });
  return useListLayouts(module.id, api, list, queryKey);
}

/**
 * Any list's layouts, over its calls (`api`) and their query (`list`, cached under `queryKey`):
 * the organization's people and speakers use it as the event lists do. `memoryKey` names the
 * list in this browser's memory of the last choice.
 */
export function useListLayouts<L extends SavedLayout>(
  memoryKey: string,
  api: LayoutsApi<L>,
  list: UseQueryResult<L[]>,
  queryKey: QueryKey,
): RecordLayoutsModel<L> {
  const queryClient = useQueryClient();
  const layouts = list.data ?? [];
  // A write puts its answer into the cache, so it shows at once without loading the list again.
  const setChanged = (next: L[]) => queryClient.setQueryData(queryKey, next);

  const search = useSearch();
  const [location, navigate] = useLocation();
  const fromAddress = new URLSearchParams(search).get(LAYOUT_PARAM);
  const wanted = fromAddress ?? layoutMemory.read(memoryKey);
  const chosen = layouts.find((layout) => layout.id === wanted) ?? null;
  const chosenId = chosen?.id ?? null;
  const [draft, setDraft] = useState<{ layoutId: string | null; keys: string[] } | null>(null);
  const draftKeys = draft && draft.layoutId === chosenId ? draft.keys : null;

  const setAddress = (layoutId: string | null, replace: boolean) => {
    const params = new URLSearchParams(search);
    if (layoutId) params.set(LAYOUT_PARAM, layoutId);
    else params.delete(LAYOUT_PARAM);
    const query = params.toString();
    navigate(query ? `${location}?${query}` : location, { replace });
  };

  // Once the layouts first load, the address names the layout in use: the remembered one when it
  // names none, nothing when it names one that is gone (deleted elsewhere). Only then: later
  // choices write the address themselves, and a render between two of their updates must not undo them.
  const synced = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with what the render that saw the first answer knew.
  useEffect(() => {
    if (!list.data || synced.current) return;
    synced.current = true;
    const known = list.data.some((layout) => layout.id === wanted);
    if (wanted !== null && !known) {
      layoutMemory.write(memoryKey, null);
      if (fromAddress !== null) setAddress(null, true);
    } else if (known && fromAddress === null) setAddress(wanted, true);
  }, [list.data]);

  const keysOf = (columns: readonly RecordColumn[]) =>
    draftKeys ?? chosen?.starredFields ?? columns.map((column) => column.id);
  const replace = (layout: L) =>
    setChanged(layouts.map((other) => (other.id === layout.id ? layout : other)));

  return {
    status: list.data ? "ready" : list.status === "error" ? "error" : "loading",
    layouts,
    chosen,
    shown: (columns) => visibleColumns(columns, keysOf(columns)),
    edited: (columns) => {
      if (!draftKeys) return false;
      return !sameColumns(draftKeys, chosen?.starredFields ?? columns.map((column) => column.id));
    },
    choose: (layoutId) => {
      layoutMemory.write(memoryKey, layoutId);
      setDraft(null);
      setAddress(layoutId, false);
    },
    edit: (keys) => setDraft({ layoutId: chosenId, keys: [...keys] }),
    discard: () => setDraft(null),
    saveAs: async (name, keys) => {
      const created = await api.create({ name, starredFields: [...keys] });
      setChanged([...layouts, created]);
      layoutMemory.write(memoryKey, created.id);
      setDraft(null);
      setAddress(created.id, false);
    },
    save: async (keys) => {
      if (!chosen) return;
      replace(await api.update(chosen.id, { starredFields: [...keys] }));
      setDraft(null);
    },
    rename: async (name) => {
      if (!chosen) return;
      replace(await api.update(chosen.id, { name }));
    },
    remove: async () => {
      if (!chosen) return;
      try {
        await api.remove(chosen.id);
      } catch (error) {
        // Deleted elsewhere already: gone either way.
        if (!(isHttpError(error) && error.status === 404)) throw error;
      }
      setChanged(layouts.filter((layout) => layout.id !== chosen.id));
      layoutMemory.write(memoryKey, null);
      setDraft(null);
      setAddress(null, false);
    },
    retry: () => void list.refetch(),
  };
}
