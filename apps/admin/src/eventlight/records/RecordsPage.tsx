import "./records.css";
import {
  type ContactRole,
  clampPage,
  DEFAULT_PAGE_SIZE,
  type ModuleSummary,
  meetsRequirement,
  pageCount,
  type RecordRow,
  type RecordSort,
  recordModuleRequirement,
  recordTypeOf,
} from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import { downloadBlob, useApp, userMessageOf } from "@foyer/widgets/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Paginator } from "../../list-kit/Paginator.js";
import { useDebounced } from "../../list-kit/useDebounced.js";
import { useEvent } from "../event-context.js";
import { eventPath } from "../event-paths.js";
import { FailedPanel, LoadingPanel, MissingPanel } from "../PagePanels.js";
import { ContactRoleTabs, roleViewText } from "../sessions/ContactRoleTabs.js";
import { TiersLink } from "../sponsor-tiers/TiersLink.js";
import { BulkBar } from "./BulkBar.js";
import { ColumnsMenu } from "./ColumnsMenu.js";
import { DeleteRecordDialog, type DeletingRecord } from "./DeleteRecordDialog.js";
import { recordPath } from "./detail/record-detail-paths.js";
import { FilterBar, FilteredEmpty } from "./FilterBar.js";
import { filterFieldsOf, useFilterTags } from "./filter-fields.js";
import { ImportDialog } from "./ImportDialog.js";
import { ImportHistoryPanel } from "./ImportHistoryPanel.js";
import { LayoutPicker } from "./LayoutPicker.js";
import { RecordTable } from "./RecordTable.js";
import { RowActions } from "./RowActions.js";
import { findModule, type ModuleRef, moduleLead, plural } from "./record-paths.js";
import { MODULES_LOAD_FAILED, RECORDS_LOAD_FAILED, recordKeys, recordQueries } from "./record-queries.js";
import { useUrlFilters } from "./url-filters.js";
import { useBulkActions } from "./useBulkActions.js";
import { useRecordLayouts } from "./useRecordLayouts.js";
import { tableSelection, useRecordSelection } from "./useRecordSelection.js";
import { useRecordsApi } from "./useRecordsApi.js";

/** Spec 2 §8, said when the CSV export cannot be fetched. */
export const EXPORT_FAILED = "An error occurred fetching download url";
export const MODULE_MISSING = "This module does not exist.";

/**
 * /event-light/{eventId}/contacts, /sponsors, /exhibitors and /modules/{moduleId}: a module's
 * records, where the import wizard is used from. The module must belong to this event.
 */
export function RecordsPage({ moduleRef, role }: { moduleRef: ModuleRef; role?: ContactRole }) {
  const { eventId } = useEvent();
  const { records } = useRecordsApi();
  const modules = useQuery(recordQueries.modules(records, eventId));
  const back = { backHref: "/home", backLabel: "Back to your events" };

  if (modules.status === "pending") return <LoadingPanel text="Loading..." />;
  if (modules.status === "error") {
    return (
      <FailedPanel
        error={modules.error}
        message={MODULES_LOAD_FAILED}
        onRetry={() => void modules.refetch()}
        {...back}
      />
    );
  }
  const module = findModule(modules.data, moduleRef);
  if (!module) {
    return (
      <MissingPanel
        title={MODULE_MISSING}
        backHref={eventPath(eventId, "contacts")}
        backLabel="Back to contacts"
      />
    );
  }
  return <ModuleRecords key={`${module.id}|${role ?? ""}`} module={module} role={role} />;
}

type Deleting = DeletingRecord<RecordRow>;

function ModuleRecords({ module, role }: { module: ModuleSummary; role?: ContactRole | undefined }) {
  const { services } = useApp();
  const { eventId, profile, leaveTo } = useEvent();
  const queryClient = useQueryClient();
  // Import, delete and revert write: members who may only read don't see them (the server refuses them anyway).
  const canWrite = meetsRequirement(profile, recordModuleRequirement(module, "update"));
  const { records } = useRecordsApi();
  const titleId = useId();
  const searchId = useId();
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim());
  const [sort, setSort] = useState<RecordSort | undefined>(undefined);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  // Issue 7 "filters": in the address, so a reload and Back keep them (FilterBar.tsx).
  const { filters, key: filterKey, setFilters } = useUrlFilters();
  const tags = useFilterTags(eventId);
  // The page belongs to the search and filters it was chosen for: new ones start on page 1 at once.
  const listKey = `${q}\n${filterKey}`;
  const [paging, setPaging] = useState({ page: 1, q: "" });
  const page = paging.q === listKey ? paging.page : 1;
  const goTo = (next: number) => setPaging({ page: next, q: listKey });
  const [historyVersion, setHistoryVersion] = useState(0);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  // Issue 7 item 1: the chosen layout's columns, and a selection that belongs to this query.
  const layouts = useRecordLayouts(module);
  const selection = useRecordSelection(listKey);

  const list = useQuery(
    recordQueries.list(records, eventId, module.id, { page, pageSize, sort, q, role, filters }),
  );
  // While the next page loads the last one stays on screen (keepPreviousData), marked busy.
  const shown = list.data ?? null;
  // A write (delete, import, revert, bulk action) makes the module's pages and history stale.
  const refreshModule = () =>
    void queryClient.invalidateQueries({ queryKey: recordKeys.module(eventId, module.id) });
  const many = plural(module.recordName, 2);
  const bulk = useBulkActions(module, { q, role, filters }, selection, refreshModule);
  const pageIds = shown?.records.map((row) => row.id) ?? [];
  const picked = tableSelection(selection, pageIds);
  const hrefOf = (row: RecordRow, tab: "view" | "edit" = "view") =>
    recordPath(eventId, { type: recordTypeOf(module.kind), recordId: row.id, moduleId: module.id }, tab);

  // A delete or a revert can leave the current page past the end: go to the last one there is.
  useEffect(() => {
    if (list.status !== "success" || list.isPlaceholderData) return;
    const { records: rows, total, page: answered, pageSize: size } = list.data;
    if (rows.length === 0 && total > 0 && answered > 1) {
      setPaging({ page: clampPage(answered, pageCount(total, size)), q: listKey });
    }
  }, [list.status, list.isPlaceholderData, list.data, listKey]);

  const exportMutation = useMutation({
    mutationFn: () => records.exportCsv(module.id, { eventId: module.eventId, orgId: module.orgId, filters }),
    meta: { errorMessage: EXPORT_FAILED },
  });
  const removeMutation = useMutation({
    mutationFn: (recordId: string) => records.remove(module.id, recordId),
    onSettled: refreshModule,
  });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const blob = await exportMutation.mutateAsync();
      downloadBlob(document.body, blob, `${module.slug}.csv`);
    } catch {
      // Reported (or gated) by the query client's one error handler.
    } finally {
      setExporting(false);
    }
  };

  const remove = async (target: Deleting) => {
    setDeleting({ ...target, busy: true, error: null });
    try {
      await removeMutation.mutateAsync(target.row.id);
      selection.forget([target.row.id]);
      setDeleting(null);
      services.toasts.show({
        message: `${target.row.name || `The ${module.recordName}`} has been deleted.`,
        severity: "success",
      });
    } catch (error) {
      // Already gone (deleted elsewhere, or reverted): the list (invalidated once settled) is what needs refreshing.
      if (isHttpError(error) && error.status === 404) {
        setDeleting(null);
        return;
      }
      setDeleting({ ...target, busy: false, error: userMessageOf(error) });
    }
  };

  const importButton = (className: string) => (
    <button type="button" className={`foyer-button ${className}`} onClick={() => setImporting(true)}>
      Import
    </button>
  );

  return (
    <div className="event-page records-page">
      <section className="admin-section" aria-labelledby={titleId}>
        <header className="event-page-head">
          <div className="admin-section__head">
            <h1 className="admin-section__title" id={titleId}>
              {module.name}
            </h1>
            <p className="admin-section__lead">{moduleLead(module)}</p>
          </div>
          <div className="records-actions">
            <TiersLink module={module} />
            <button
              type="button"
              className="foyer-button foyer-button--secondary"
              onClick={() => void exportCsv()}
              disabled={exporting}
            >
              {exporting ? "Exporting..." : "Export CSV"}
            </button>
            {canWrite ? importButton("foyer-button--primary") : null}
          </div>
        </header>

        {module.kind === "contacts" ? <ContactRoleTabs role={role} /> : null}
        <div className="records-toolbar">
          <label className="foyer-visually-hidden" htmlFor={searchId}>
            Search {module.name.toLowerCase()}
          </label>
          <input
            id={searchId}
            type="search"
            className="foyer-input records-search"
            placeholder={module.kind === "custom" ? "Search by name" : "Search by name or email"}
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
          />
          {shown ? (
            <span className="records-count" aria-live="polite">
              {filters.length > 0
                ? `${shown.total} ${plural(module.recordName, shown.total)} match`
                : q
                  ? `${shown.total} ${plural(module.recordName, shown.total)} found`
                  : `${shown.total} ${plural(module.recordName, shown.total)}`}
            </span>
          ) : null}
          {shown ? (
            <div className="records-view-tools">
              <LayoutPicker layouts={layouts} columns={shown.columns} canWrite={canWrite} />
              <ColumnsMenu
                columns={shown.columns}
                starred={layouts.shown(shown.columns).map((column) => column.id)}
                onChange={layouts.edit}
              />
            </div>
          ) : null}
        </div>
        {shown ? (
          <FilterBar
            fields={filterFieldsOf(shown.columns, { tags: tags.status === "success" })}
            filters={filters}
            onChange={setFilters}
            tags={tags.status === "success" ? tags.data : []}
            noun={many}
          />
        ) : null}

        {list.status === "error" ? (
          <FailedPanel
            error={list.error}
            message={RECORDS_LOAD_FAILED}
            onRetry={() => void list.refetch()}
            backHref={eventPath(eventId, "contacts")}
            backLabel="Back to contacts"
          />
        ) : !shown ? (
          <LoadingPanel text={`Loading ${many}...`} />
        ) : shown.total === 0 && shown.records.length === 0 && filters.length > 0 ? (
          <FilteredEmpty noun={many} onClear={() => setFilters([])} />
        ) : shown.total === 0 && shown.records.length === 0 ? (
          <div className="admin-panel admin-panel--center admin-empty">
            {q ? (
              <>
                <h2 className="admin-empty__title">
                  No {many} match “{q}”
                </h2>
                <p className="admin-empty__text">Search looks at names and emails.</p>
                <button
                  type="button"
                  className="foyer-button foyer-button--secondary"
                  onClick={() => setSearch("")}
                >
                  Clear search
                </button>
              </>
            ) : role ? (
              <>
                <h2 className="admin-empty__title">{roleViewText[role].empty}</h2>
                <p className="admin-empty__text">{roleViewText[role].lead}</p>
              </>
            ) : (
              <>
                <h2 className="admin-empty__title">No {many} yet</h2>
                <p className="admin-empty__text">Import them from a CSV or Excel file, or paste a table.</p>
                {canWrite ? importButton("foyer-button--secondary") : null}
              </>
            )}
          </div>
        ) : (
          <div className="admin-panel records-list">
            <BulkBar
              module={module}
              model={selection}
              total={shown.total}
              pageIds={pageIds}
              onDelete={canWrite ? bulk.remove : undefined}
              onDownload={() => bulk.download()}
            />
            <RecordTable
              module={module}
              page={{ ...shown, columns: layouts.shown(shown.columns) }}
              selection={picked}
              sort={sort}
              busy={list.isFetching}
              onSort={(next) => {
                setSort(next);
                goTo(1);
              }}
              onDelete={canWrite ? (row) => setDeleting({ row, busy: false, error: null }) : undefined}
              recordHref={hrefOf}
              rowActions={(row) => (
                <RowActions
                  row={row}
                  module={module}
                  href={hrefOf(row)}
                  editHref={hrefOf(row, "edit")}
                  selected={picked.isSelected(row.id)}
                  canWrite={canWrite}
                  onToggle={() => picked.onToggle(row.id)}
                  onDelete={() => setDeleting({ row, busy: false, error: null })}
                  onDownload={() => bulk.download({ ids: [row.id] })}
                  go={leaveTo}
                />
              )}
            />
            <Paginator
              label={`Pages of ${module.name.toLowerCase()}`}
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
      </section>

      {canWrite ? (
        <ImportHistoryPanel module={module} version={historyVersion} onReverted={refreshModule} />
      ) : null}

      {deleting ? (
        <DeleteRecordDialog
          noun={module.recordName}
          from={module.name}
          deleting={deleting}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}

      {importing ? (
        <ImportDialog
          eventId={eventId}
          moduleId={module.id}
          onImportComplete={() => {
            refreshModule();
            setHistoryVersion((version) => version + 1);
          }}
          onClose={() => setImporting(false)}
        />
      ) : null}
    </div>
  );
}
