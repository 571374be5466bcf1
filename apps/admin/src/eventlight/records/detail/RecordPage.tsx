import "./record-detail.css";
import {
  historyTypeLabels,
  meetsRequirement,
  type RecordDetail,
  recordModuleRequirement,
  recordValueText,
} from "@foyer/domain";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { ConfirmDialog } from "../../../list-kit/ConfirmDialog.js";
import { isForbidden } from "../../../server-data/access-gate.js";
import { EventLink } from "../../EventLink.js";
import { useEvent } from "../../event-context.js";
import { eventPath } from "../../event-paths.js";
import { formatDateTime } from "../../format-dates.js";
import { FailedPanel, LoadingPanel, MissingPanel } from "../../PagePanels.js";
import { SponsorTierNote } from "../../sponsor-tiers/SponsorTierNote.js";
import { recordsPath } from "../record-paths.js";
import { recordKeys } from "../record-queries.js";
import { AuditPanel } from "./AuditPanel.js";
import { AvailabilityPanel } from "./AvailabilityPanel.js";
import { FilesPanel } from "./FilesPanel.js";
import { HistoryPanel, visibleHistoryTypes } from "./HistoryPanel.js";
import { RecordEditor } from "./RecordEditor.js";
import { RecordTags } from "./RecordTags.js";
import { dedupePath, type RecordLocation, type RecordTab, recordPath } from "./record-detail-paths.js";
import { useRecordDetailApi } from "./useRecordDetailApi.js";

export const RECORD_LOAD_FAILED = "An error occurred getting the record";
export const HISTORY_MISSING = "This history does not exist.";

export interface RecordPageProps {
  location: RecordLocation;
  tab: RecordTab;
  /** history/{historyType}; the record's first history type when left out. */
  historyType?: string;
}

/**
 * /event-light/{eventId}/contact/{recordId} (and account/{recordId}, a custom module's
 * modules/{moduleId}/records/{recordId}) with the tabs edit, audit, files and history/{historyType}
 * (spec 1 §2). Each tab is its own address; the record loads again on each (the cache shows it
 * meanwhile, with every edit written into it), so a tab never shows values older than the last edit.
 */
export function RecordPage({ location, tab, historyType }: RecordPageProps) {
  const { eventId } = useEvent();
  const api = useRecordDetailApi();
  const record = useQuery({
    queryKey: recordKeys.record(eventId, location.type, location.recordId),
    queryFn: () => api.get({ eventId, type: location.type, recordId: location.recordId }),
    meta: { errorMessage: RECORD_LOAD_FAILED },
  });
  const back = eventPath(eventId, location.type === "account" ? "sponsors" : "contacts");

  if (record.data === undefined) {
    if (record.status !== "error") return <LoadingPanel text="Loading the record..." />;
    return (
      <div className="event-page">
        <FailedPanel
          error={record.error}
          message={RECORD_LOAD_FAILED}
          onRetry={() => void record.refetch()}
          backHref={back}
          backLabel="Back to the list"
        />
      </div>
    );
  }
  const loaded = record.data;
  // A custom record's address names its module: another module's id is not this record's page.
  if (location.moduleId && loaded.module.id !== location.moduleId) {
    return (
      <div className="event-page">
        <MissingPanel title="This record does not exist." backHref={back} backLabel="Back to the list" />
      </div>
    );
  }
  return <RecordFrame key={loaded.id} record={loaded} tab={tab} historyType={historyType} />;
}

function RecordFrame({
  record,
  tab,
  historyType,
}: {
  record: RecordDetail;
  tab: RecordTab;
  historyType: string | undefined;
}) {
  const { services } = useApp();
  const { eventId, profile, leaveTo } = useEvent();
  const api = useRecordDetailApi();
  const titleId = useId();
  const queryClient = useQueryClient();
  const recordKey = recordKeys.record(eventId, record.type, record.id);
  // An edit's answer is written into the cache: the page shows it, and so does the next tab.
  const setRecord = (next: RecordDetail) => {
    queryClient.setQueryData(recordKey, next);
    void queryClient.invalidateQueries({ queryKey: recordKeys.audit(eventId, record.type, record.id) });
  };
  const removal = useMutation({
    mutationFn: () => api.remove({ eventId, type: record.type, recordId: record.id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.lists(eventId) }),
  });
  const [deleting, setDeleting] = useState<{ busy: boolean; error: string | null } | null>(null);
  const canWrite = meetsRequirement(profile, recordModuleRequirement(record.module, "update"));
  const location = { type: record.type, recordId: record.id, moduleId: record.module.id };
  const listHref = recordsPath(eventId, record.module);
  const name = record.name || `(no name)`;
  const recordName = record.module.recordName;
  const email = typeof record.values.EMAIL === "string" ? record.values.EMAIL : null;
  const historyTypes = visibleHistoryTypes(record, profile);
  const activeHistory = historyType ?? historyTypes[0] ?? "";
  const history = historyTypes.find((type) => type === activeHistory);

  const tabs: { key: string; label: string; href: string; active: boolean }[] = [
    { key: "view", label: "Details", href: recordPath(eventId, location), active: tab === "view" },
    ...(canWrite
      ? [{ key: "edit", label: "Edit", href: recordPath(eventId, location, "edit"), active: tab === "edit" }]
      : []),
    { key: "audit", label: "Audit", href: recordPath(eventId, location, "audit"), active: tab === "audit" },
    { key: "files", label: "Files", href: recordPath(eventId, location, "files"), active: tab === "files" },
    ...(historyTypes.length > 0
      ? [
          {
            key: "history",
            label: "History",
            href: recordPath(eventId, location, { history: historyTypes[0] ?? "" }),
            active: tab === "history",
          },
        ]
      : []),
  ];

  const remove = async () => {
    setDeleting({ busy: true, error: null });
    try {
      await removal.mutateAsync();
      services.toasts.show({
        message: `${record.name || `The ${recordName}`} has been deleted.`,
        severity: "success",
      });
      leaveTo(listHref, { force: true });
    } catch (error) {
      if (isForbidden(error)) return; // the area's gate has it
      setDeleting({ busy: false, error: userMessageOf(error) });
    }
  };

  return (
    <div className="event-page record-page">
      <EventLink className="event-back" href={listHref}>
        ← {record.module.name}
      </EventLink>
      <section className="admin-section" aria-labelledby={titleId}>
        <header className="event-page-head">
          <div className="admin-section__head">
            <h1 className="admin-section__title" id={titleId}>
              {name}
            </h1>
            <p className="admin-section__lead">
              <span className="record-page__kind">{recordName}</span>
              {email ? ` · ${email}` : ""}
              <SponsorTierNote module={record.module} recordId={record.id} />
              {` · Added ${formatDateTime(record.createdAt)}`}
              {record.createdByImport ? ` by import ${record.createdByImport.fileName}` : ""}
            </p>
            <RecordTags eventId={eventId} type={record.type} recordId={record.id} canWrite={canWrite} />
          </div>
          {canWrite ? (
            <div className="records-actions">
              {record.type === "contact" ? (
                <EventLink
                  className="foyer-button foyer-button--secondary"
                  href={dedupePath(eventId, record.id)}
                >
                  Find duplicates
                </EventLink>
              ) : null}
              <button
                type="button"
                className="foyer-button event-button--danger-outline"
                onClick={() => setDeleting({ busy: false, error: null })}
              >
                Delete {recordName}
              </button>
            </div>
          ) : null}
        </header>

        <nav className="record-tabs" aria-label={`${recordName} pages`}>
          {tabs.map((item) => (
            <EventLink
              key={item.key}
              className="record-tabs__link"
              href={item.href}
              aria-current={item.active ? "page" : undefined}
            >
              {item.label}
            </EventLink>
          ))}
        </nav>

        {tab === "view" ? <RecordView record={record} /> : null}
        {/* Issue 25 item 1: when a speaker (any contact) can be scheduled. */}
        {tab === "view" && record.type === "contact" ? (
          <AvailabilityPanel record={record} canWrite={canWrite} />
        ) : null}
        {tab === "edit" ? (
          canWrite ? (
            <RecordEditor record={record} onChange={setRecord} />
          ) : (
            <p className="foyer-alert foyer-alert--info">You can view this {recordName} but not change it.</p>
          )
        ) : null}
        {tab === "audit" ? <AuditPanel record={record} /> : null}
        {tab === "files" ? <FilesPanel record={record} canWrite={canWrite} /> : null}
        {tab === "history" ? (
          history ? (
            <HistoryPanel record={record} historyType={history} />
          ) : (
            <MissingPanel
              title={HISTORY_MISSING}
              text={`This ${recordName} has these histories: ${historyTypes.map((type) => historyTypeLabels[type]).join(", ")}.`}
              backHref={recordPath(eventId, location)}
              backLabel={`Back to the ${recordName}`}
            />
          )
        ) : null}
      </section>

      {deleting ? (
        <ConfirmDialog
          title={`Delete this ${recordName}?`}
          confirmLabel={`Delete ${recordName}`}
          busyLabel="Deleting..."
          busy={deleting.busy}
          error={deleting.error}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(null)}
        >
          <p>
            <strong>{name}</strong> will be removed from {record.module.name}. Its audit is kept. This cannot
            be undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** The Details tab: every field and its value, as text (React escapes it). */
export function RecordView({ record }: { record: RecordDetail }) {
  return (
    <section className="admin-panel event-card" aria-label="Details">
      <dl className="event-answers">
        {record.fields.map((field) => {
          const text = recordValueText(field, record.values[field.id]);
          return (
            <div key={field.id} className="event-answers__row">
              <dt className="event-answers__label">{field.name}</dt>
              <dd className="event-answers__value">
                {text ? (
                  <span className="event-answers__text">{text}</span>
                ) : (
                  <span className="event-answers__empty">Not set</span>
                )}
              </dd>
            </div>
          );
        })}
        {record.account ? (
          <div className="event-answers__row">
            <dt className="event-answers__label">Account</dt>
            <dd className="event-answers__value">
              <EventLink href={recordPath(record.eventId, { type: "account", recordId: record.account.id })}>
                {record.account.name}
              </EventLink>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
