import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  PEOPLE_FILTER_FIELDS,
  type PersonRow,
  pageCount,
  type RecordFilter,
  type RecordSort,
  type SegmentKind,
} from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Link } from "wouter";
import { BulkBar } from "../../eventlight/records/BulkBar.js";
import { ColumnsMenu } from "../../eventlight/records/ColumnsMenu.js";
import { DeleteRecordDialog, type DeletingRecord } from "../../eventlight/records/DeleteRecordDialog.js";
import { recordPath } from "../../eventlight/records/detail/record-detail-paths.js";
import { FilterBar, FilteredEmpty } from "../../eventlight/records/FilterBar.js";
import { LayoutPicker } from "../../eventlight/records/LayoutPicker.js";
import { RecordTable } from "../../eventlight/records/RecordTable.js";
import { RowActions } from "../../eventlight/records/RowActions.js";
import { tableSelection } from "../../eventlight/records/useRecordSelection.js";
import { Paginator } from "../../list-kit/Paginator.js";
import { useDebounced } from "../../list-kit/useDebounced.js";
import { LoadingPanel, RetryPanel } from "../OrgPanels.js";
import { useOrg } from "../org-context.js";
import { countText, kindText, listModule, orgContactPath } from "./people-paths.js";
import { listLoadFailed, peopleKeys, peopleQueries } from "./people-queries.js";
import { usePeopleApi } from "./usePeopleApi.js";
import { usePeopleTools } from "./usePeopleTools.js";

/** Spec 2 §8's wording for a failed load, of this list. */

type Deleting = DeletingRecord<PersonRow>;

export interface PeopleListProps {
  kind: SegmentKind;
  /** The filters in force: the address's, or the open segment's. */
  filters: readonly RecordFilter[];
  /** `filters` as text: the list loads again, from page 1, when it changes. */
  filterKey: string;
  onFilters(filters: RecordFilter[]): void;
  /** After the filters: "Save as segment" and the open segment's own actions. */
  actions?: ReactNode;
}

/**
 * The organization's people or speakers as a table, like an event's contacts: search, sorting
 * that cycles ascending, descending and the default, the paginator, filters, starred columns and
 * saved layouts, bulk select (delete, CSV) and each row's actions. Each name opens the
 * organization's contact page.
 */
export function PeopleList({ kind, filters, filterKey, onFilters, actions }: PeopleListProps) {
  const { orgId } = useOrg();
  const { services, navigate } = useApp();
  const api = usePeopleApi();
  const text = kindText[kind];
  const searchId = useId();
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim());
  const [sort, setSort] = useState<RecordSort | undefined>(undefined);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  // The page belongs to the search and filters it was chosen for: new ones start on page 1.
  const listKey = `${q}\n${filterKey}`;
  const [paging, setPaging] = useState({ page: 1, key: "" });
  const page = paging.key === listKey ? paging.page : 1;
  const goTo = (next: number) => setPaging({ page: next, key: listKey });

  const queryClient = useQueryClient();
  const list = useQuery(peopleQueries.list(api, orgId, kind, { page, pageSize, sort, q, filters }));
  // While the next page loads the last one stays on screen (keepPreviousData), marked busy.
  const shown = list.data ?? null;
  // A delete or a bulk action makes every page of this kind stale.
  const refreshPeople = () => void queryClient.invalidateQueries({ queryKey: peopleKeys.kind(orgId, kind) });
  // Issue 7 item 1: the chosen layout's columns, a selection of this query, and bulk calls.
  const tools = usePeopleTools(kind, { q, filters }, listKey, refreshPeople);
  const { layouts, selection, bulk } = tools;
  const pageIds = shown?.records.map((row) => row.id) ?? [];
  const picked = tableSelection(selection, pageIds);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const rowsById = new Map(shown?.records.map((row) => [row.id, row]));
  /** A contact's edit page is its event's (the organization's contact page leads there). */
  const editHref = (row: PersonRow) =>
    row.eventId
      ? recordPath(row.eventId, { type: "contact", recordId: row.id }, "edit")
      : orgContactPath(orgId, row.id);

  const removal = useMutation({
    mutationFn: (id: string) => api.bulkDelete(orgId, kind, { ids: [id] }),
    onSuccess: refreshPeople,
  });
  const remove = async (target: Deleting) => {
    setDeleting({ ...target, busy: true, error: null });
    try {
      const { deleted } = await removal.mutateAsync(target.row.id);
      selection.forget([target.row.id]);
      setDeleting(null);
      // Nothing deleted: it was gone already (deleted elsewhere); the list is what needs refreshing.
      if (deleted > 0)
        services.toasts.show({
          message: `${target.row.name || `The ${text.one}`} has been deleted.`,
          severity: "success",
        });
    } catch (error) {
      setDeleting({ ...target, busy: false, error: userMessageOf(error) });
    }
  };

  // Fewer people than before (a narrower filter elsewhere, say): go to the last page there is.
  useEffect(() => {
    if (list.status !== "success" || list.isPlaceholderData) return;
    const { records, total, page: answered, pageSize: size } = list.data;
    if (records.length === 0 && total > 0 && answered > 1)
      setPaging({ page: clampPage(answered, pageCount(total, size)), key: listKey });
  }, [list.status, list.isPlaceholderData, list.data, listKey]);

  const failure = list.status === "error" ? list.error : null;
  return (
    <>
      <div className="records-toolbar">
        <label className="foyer-visually-hidden" htmlFor={searchId}>
          Search {text.many}
        </label>
        <input
          id={searchId}
          type="search"
          className="foyer-input records-search"
          placeholder="Search by name or email"
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
        />
        {shown ? (
          <span className="records-count" aria-live="polite">
            {filters.length > 0
              ? `${countText(kind, shown.total)} match`
              : q
                ? `${countText(kind, shown.total)} found`
                : countText(kind, shown.total)}
          </span>
        ) : null}
        {shown ? (
          <div className="records-view-tools">
            <LayoutPicker layouts={layouts} columns={shown.columns} canWrite={tools.canSaveLayouts} />
            <ColumnsMenu
              columns={shown.columns}
              starred={layouts.shown(shown.columns).map((column) => column.id)}
              onChange={layouts.edit}
            />
          </div>
        ) : null}
      </div>
      <FilterBar fields={PEOPLE_FILTER_FIELDS} filters={filters} onChange={onFilters} noun={text.many}>
        {actions}
      </FilterBar>

      {failure && isHttpError(failure) && failure.status === 400 ? (
        // A filter the list does not have (an edited address): say which, and offer the way out.
        <div className="admin-panel admin-panel--center admin-empty">
          <p className="foyer-alert foyer-alert--error">{failure.message}</p>
          <button
            type="button"
            className="foyer-button foyer-button--secondary"
            onClick={() => onFilters([])}
          >
            Clear filters
          </button>
        </div>
      ) : failure ? (
        <RetryPanel message={listLoadFailed(kind)} onRetry={() => void list.refetch()} />
      ) : !shown ? (
        <LoadingPanel text={`Loading ${text.many}...`} />
      ) : shown.total === 0 && shown.records.length === 0 ? (
        filters.length > 0 ? (
          <FilteredEmpty noun={text.many} onClear={() => onFilters([])} />
        ) : (
          <div className="admin-panel admin-panel--center admin-empty">
            <h2 className="admin-empty__title">
              {q ? `No ${text.many} match “${q}”` : `No ${text.many} yet`}
            </h2>
            <p className="admin-empty__text">{q ? "Search looks at names and emails." : text.empty}</p>
            {q ? (
              <button
                type="button"
                className="foyer-button foyer-button--secondary"
                onClick={() => setSearch("")}
              >
                Clear search
              </button>
            ) : null}
          </div>
        )
      ) : (
        <div className="admin-panel records-list">
          <BulkBar
            module={listModule(orgId, kind)}
            model={selection}
            total={shown.total}
            pageIds={pageIds}
            onDelete={tools.canDelete ? bulk.remove : undefined}
            onDownload={() => bulk.download()}
            noun={tools.noun}
          />
          <RecordTable
            module={listModule(orgId, kind)}
            page={{ ...shown, columns: layouts.shown(shown.columns) }}
            selection={picked}
            sort={sort}
            busy={list.isFetching}
            onSort={(next) => {
              setSort(next);
              goTo(1);
            }}
            recordHref={(row) => orgContactPath(orgId, row.id)}
            Link={Link}
            onDelete={
              tools.canDelete
                ? (shownRow) => {
                    const row = rowsById.get(shownRow.id);
                    if (row) setDeleting({ row, busy: false, error: null });
                  }
                : undefined
            }
            rowActions={(shownRow) => {
              const row = rowsById.get(shownRow.id);
              if (!row) return null;
              return (
                <RowActions
                  row={row}
                  module={listModule(orgId, kind)}
                  href={orgContactPath(orgId, row.id)}
                  editHref={editHref(row)}
                  selected={picked.isSelected(row.id)}
                  canWrite={tools.canDelete}
                  onToggle={() => picked.onToggle(row.id)}
                  onDelete={() => setDeleting({ row, busy: false, error: null })}
                  onDownload={() => bulk.download({ ids: [row.id] })}
                  go={navigate}
                />
              );
            }}
          />
          <Paginator
            label={`Pages of ${text.many}`}
            page={shown.page}
            pageSize={pageSize}
            total={shown.total}
            onPage={goTo}
            onPageSize={(size) => {
              setPageSize(size);
              goTo(1);
            }}
          />
        </div>
      )}

      {deleting ? (
        <DeleteRecordDialog
          noun={text.one}
          from={`${deleting.row.event ?? "your organization"}, with an entry in its audit`}
          deleting={deleting}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
