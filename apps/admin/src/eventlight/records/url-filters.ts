import { decodeRecordFilters, encodeRecordFilters, type RecordFilter } from "@foyer/domain";
import { useMemo } from "react";
import { useLocation, useSearch } from "wouter";

/** The query parameter a list's filters live in (issue 7: a reload and Back keep them). */
export const FILTERS_PARAM = "filters";

export interface UrlFilters {
  /** The filters of the address; none when it has none, or none that read. */
  filters: RecordFilter[];
  /** The filters as the address holds them ("" for none): a stable key for loads and paging. */
  key: string;
  /** Whether the address has the parameter at all (a segment's page: its own filters, or these). */
  inUrl: boolean;
  /** Puts new filters in the address as a new history entry, keeping its other parameters. */
  setFilters(filters: readonly RecordFilter[]): void;
}

export interface UrlFiltersOptions {
  /**
   * Write "no filters" as `filters=[]` rather than leaving the parameter out: on a segment's page
   * an address without it means the segment's own filters.
   * @default false
   */
  keepEmpty?: boolean;
}

/**
 * A list's filters, kept in the address's `filters` parameter: reloading the page keeps them,
 * Back undoes the last change, and the address can be shared.
 * @example const { filters, key, setFilters } = useUrlFilters();
 */
export function useUrlFilters({ keepEmpty = false }: UrlFiltersOptions = {}): UrlFilters {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const raw = params.get(FILTERS_PARAM);
  const filters = useMemo(() => decodeRecordFilters(raw), [raw]);
  return {
    filters,
    key: encodeRecordFilters(filters) ?? "",
    inUrl: raw !== null,
    setFilters: (next) => {
      const params = new URLSearchParams(search);
      const text = encodeRecordFilters(next) ?? (keepEmpty ? "[]" : undefined);
      if (text) params.set(FILTERS_PARAM, text);
      else params.delete(FILTERS_PARAM);
      const query = params.toString();
      navigate(query ? `${location}?${query}` : location);
    },
  };
}
