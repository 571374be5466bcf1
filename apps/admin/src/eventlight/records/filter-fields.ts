import { type RecordColumn, type RecordFilterField, TAG_FILTER_FIELD } from "@foyer/domain";
import { createTagsApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { FilterTag } from "./FilterBar.js";

/** Columns that are not a record's values (when it was added) filter nothing. */
const UNFILTERED = new Set(["createdAt"]);

/**
 * What an event's record list filters by: its columns (built-in ones and the module's own fields)
 * and, when the event has tags, "Tags".
 * @example filterFieldsOf(page.columns, { tags: true })
 */
export function filterFieldsOf(
  columns: readonly RecordColumn[],
  options: { tags: boolean },
): RecordFilterField[] {
  const fields: RecordFilterField[] = columns
    .filter((column) => !UNFILTERED.has(column.id))
    .map((column) => ({ id: column.id, name: column.name, kind: "text" }));
  return options.tags ? [...fields, { id: TAG_FILTER_FIELD, name: "Tags", kind: "tag" }] : fields;
}

/**
 * The event's tags for the tag filter (`GET /events/{eventId}/tags`). A member who may not read
 * them simply gets no "Tags" choice: a failure here is not an error of the page.
 */
export function useFilterTags(eventId: string): UseQueryResult<FilterTag[]> {
  const { services } = useApp();
  const { http } = services.sdk;
  const tags = useMemo(() => createTagsApi(http), [http]);
  return useQuery({
    queryKey: ["events", eventId, "tags", "filter"],
    queryFn: async () => (await tags.list(eventId)).map(({ id, name }) => ({ id, name })),
    meta: { gate: false },
  });
}
