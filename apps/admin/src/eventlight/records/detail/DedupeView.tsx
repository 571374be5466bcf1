import {
  conflictingFields,
  type DuplicateCandidate,
  duplicateReasonLabels,
  type MergeChoice,
  mergedValues,
  type RecordDetail,
  recordValueText,
} from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ComponentType, type ReactNode, useId, useState } from "react";
import { ConfirmDialog } from "../../../list-kit/ConfirmDialog.js";
import { isForbidden } from "../../../server-data/access-gate.js";
import { recordKeys } from "../record-queries.js";
import { useRecordDetailApi } from "./useRecordDetailApi.js";

export const DUPLICATES_LOAD_FAILED = "An error occurred getting the duplicates";
export const MERGE_DONE = "The contacts have been merged.";

export interface DedupeViewProps {
  eventId: string;
  contactId: string;
  /** May merge (the contacts module's update permission); the server checks it too. */
  canWrite: boolean;
  /** Where a contact's page is. */
  contactHref(contactId: string): string;
  /** The merge is done: go to the survivor. */
  onMerged(survivorId: string): void;
  /** The area's link (it may ask before leaving unsaved changes). */
  Link: ComponentType<{ href: string; className?: string; children: ReactNode }>;
}

/**
 * contacts/dedupe/{contactId} (spec 1 §2): the contact, its likely duplicates, one chosen to
 * compare side by side with a choice per differing field, then Merge, confirmed. The contact of
 * the page is the survivor: it keeps its values, fills its empty fields from the other, and takes
 * the other's values where the user chose them. A 403 gives the area (event or organization) to its gate.
 */
export function DedupeView(props: DedupeViewProps) {
  const { eventId, contactId, Link } = props;
  const api = useRecordDetailApi();
  const contactKey = recordKeys.record(eventId, "contact", contactId);
  const contact = useQuery({
    queryKey: contactKey,
    queryFn: () => api.get({ eventId, type: "contact", recordId: contactId }),
    meta: { errorMessage: DUPLICATES_LOAD_FAILED },
  });
  const duplicates = useQuery({
    queryKey: [...contactKey, "duplicates"],
    queryFn: () => api.duplicates(eventId, contactId),
    meta: { errorMessage: DUPLICATES_LOAD_FAILED },
  });
  const failed = contact.error ?? duplicates.error;
  if (failed) {
    return (
      <div className="admin-panel admin-panel--center admin-empty">
        <h1 className="admin-empty__title">
          {isHttpError(failed) && failed.status === 404 ? failed.message : DUPLICATES_LOAD_FAILED}
        </h1>
        <button
          type="button"
          className="foyer-button foyer-button--secondary"
          onClick={() => {
            void contact.refetch();
            void duplicates.refetch();
          }}
        >
          Try again
        </button>
      </div>
    );
  }
  if (!contact.data || !duplicates.data) {
    return (
      <div className="admin-panel admin-panel--center" role="status">
        <span className="foyer-spinner" aria-hidden="true" />
        <span>Looking for duplicates...</span>
      </div>
    );
  }
  const survivor = contact.data;
  const name = survivor.name || "(no name)";
  return (
    <div className="event-page record-dedupe">
      <Link className="event-back" href={props.contactHref(survivor.id)}>
        ← {name}
      </Link>
      <section className="admin-section" aria-labelledby="dedupe-title">
        <header className="admin-section__head">
          <h1 className="admin-section__title" id="dedupe-title">
            Duplicates of {name}
          </h1>
          <p className="admin-section__lead">
            Contacts of this event with the same name, the same phone number or a similar email. Merging keeps{" "}
            {name}
            and deletes the other; its form submissions, sessions, files and history move to {name}.
          </p>
        </header>
        {duplicates.data.length === 0 ? (
          <div className="admin-panel admin-panel--center admin-empty">
            <h2 className="admin-empty__title">No likely duplicates</h2>
            <p className="admin-empty__text">
              No other contact of this event has the same name, phone number or a similar email.
            </p>
            <Link className="foyer-button foyer-button--secondary" href={props.contactHref(survivor.id)}>
              Back to {name}
            </Link>
          </div>
        ) : (
          <Candidates {...props} survivor={survivor} candidates={duplicates.data} />
        )}
      </section>
    </div>
  );
}

function Candidates({
  survivor,
  candidates,
  ...props
}: DedupeViewProps & { survivor: RecordDetail; candidates: DuplicateCandidate[] }) {
  const groupId = useId();
  const [chosen, setChosen] = useState<string | null>(
    candidates.length === 1 ? (candidates[0]?.id ?? null) : null,
  );
  const { Link } = props;
  return (
    <>
      <fieldset className="admin-panel record-dedupe__candidates">
        <legend className="event-card__title">Likely duplicates</legend>
        {candidates.map((candidate) => (
          <div key={candidate.id} className="record-dedupe__candidate">
            <input
              type="radio"
              id={`${groupId}-${candidate.id}`}
              name={`${groupId}-candidate`}
              checked={chosen === candidate.id}
              onChange={() => setChosen(candidate.id)}
            />
            <label htmlFor={`${groupId}-${candidate.id}`} className="record-dedupe__who">
              <strong>{candidate.name || "(no name)"}</strong>
              <span className="event-table__muted">
                {[candidate.email, candidate.phone, candidate.company].filter(Boolean).join(" · ")}
              </span>
            </label>
            <span className="record-dedupe__reasons">
              {candidate.reasons.map((reason) => (
                <span key={reason} className="event-tag">
                  {duplicateReasonLabels[reason]}
                </span>
              ))}
            </span>
            <Link href={props.contactHref(candidate.id)}>Open</Link>
          </div>
        ))}
      </fieldset>
      {chosen ? <Comparison key={chosen} {...props} survivor={survivor} otherId={chosen} /> : null}
    </>
  );
}

function Comparison({
  survivor,
  otherId,
  ...props
}: DedupeViewProps & { survivor: RecordDetail; otherId: string }) {
  const { services } = useApp();
  const api = useRecordDetailApi();
  const queryClient = useQueryClient();
  const other = useQuery({
    queryKey: recordKeys.record(props.eventId, "contact", otherId),
    queryFn: () => api.get({ eventId: props.eventId, type: "contact", recordId: otherId }),
    meta: { errorMessage: DUPLICATES_LOAD_FAILED },
  });
  const merging = useMutation({
    mutationFn: (input: { otherId: string; choices: Record<string, MergeChoice> }) =>
      api.merge(props.eventId, survivor.id, input),
    // The survivor changed and the other is gone: its page, the lists and the duplicates load again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recordKeys.record(props.eventId, "contact", survivor.id) }),
        queryClient.invalidateQueries({ queryKey: recordKeys.lists(props.eventId) }),
      ]),
  });
  const [choices, setChoices] = useState<Record<string, MergeChoice>>({});
  const [confirm, setConfirm] = useState<{ busy: boolean; error: string | null } | null>(null);
  if (other.status === "pending") {
    return (
      <div className="admin-panel admin-panel--center" role="status">
        <span className="foyer-spinner" aria-hidden="true" />
        <span>Loading the duplicate...</span>
      </div>
    );
  }
  if (other.status === "error") {
    return (
      <p className="foyer-alert foyer-alert--error" role="alert">
        {isHttpError(other.error) ? other.error.message : DUPLICATES_LOAD_FAILED}
      </p>
    );
  }
  const duplicate = other.data;
  const fields = survivor.fields.filter(
    (field) =>
      recordValueText(field, survivor.values[field.id]) || recordValueText(field, duplicate.values[field.id]),
  );
  const conflicts = new Set(conflictingFields(survivor.fields, survivor.values, duplicate.values));
  const result = mergedValues(survivor.values, duplicate.values, choices);
  const survivorName = survivor.name || "(no name)";
  const otherName = duplicate.name || "(no name)";

  const merge = async () => {
    setConfirm({ busy: true, error: null });
    try {
      await merging.mutateAsync({ otherId: duplicate.id, choices });
      services.toasts.show({ message: MERGE_DONE, severity: "success" });
      props.onMerged(survivor.id);
    } catch (error) {
      if (isForbidden(error)) return; // the area's gate has it
      setConfirm({ busy: false, error: userMessageOf(error) });
    }
  };

  const cell = (fieldId: string, side: MergeChoice, text: string) => {
    const field = survivor.fields.find((item) => item.id === fieldId);
    if (!conflicts.has(fieldId) || !field)
      return text || <span className="event-answers__empty">Not set</span>;
    const chosen = (choices[fieldId] ?? "survivor") === side;
    return (
      <label className="record-dedupe__choice">
        <input
          type="radio"
          name={`choice-${fieldId}`}
          checked={chosen}
          onChange={() => setChoices((previous) => ({ ...previous, [fieldId]: side }))}
        />{" "}
        {text}
        <span className="foyer-visually-hidden"> ({side === "survivor" ? survivorName : otherName})</span>
      </label>
    );
  };

  return (
    <section className="admin-panel event-card" aria-labelledby="dedupe-compare-title">
      <h2 className="event-card__title" id="dedupe-compare-title">
        Compare and merge
      </h2>
      <p className="event-card__note">
        Where both have a different value, choose the one to keep. Empty fields of {survivorName} take{" "}
        {otherName}'s value.
      </p>
      <div className="admin-table-wrap">
        <table className="admin-table record-dedupe__table">
          <caption className="foyer-visually-hidden">
            {survivorName} and {otherName}, field by field
          </caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">{survivorName} (kept)</th>
              <th scope="col">{otherName}</th>
              <th scope="col">After the merge</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field.id} data-conflict={conflicts.has(field.id) || undefined}>
                <th scope="row">{field.name}</th>
                <td>{cell(field.id, "survivor", recordValueText(field, survivor.values[field.id]))}</td>
                <td>{cell(field.id, "other", recordValueText(field, duplicate.values[field.id]))}</td>
                <td className="record-dedupe__result">
                  {recordValueText(field, result[field.id]) || "Not set"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {props.canWrite ? (
        <div className="records-actions record-dedupe__actions">
          <button
            type="button"
            className="foyer-button foyer-button--primary"
            onClick={() => setConfirm({ busy: false, error: null })}
          >
            Merge
          </button>
        </div>
      ) : (
        <p className="foyer-alert foyer-alert--info">You can compare these contacts but not merge them.</p>
      )}
      {confirm ? (
        <ConfirmDialog
          title="Merge these contacts?"
          confirmLabel="Merge contacts"
          busyLabel="Merging..."
          busy={confirm.busy}
          error={confirm.error}
          danger={false}
          onConfirm={() => void merge()}
          onCancel={() => setConfirm(null)}
        >
          <p>
            <strong>{otherName}</strong> will be merged into <strong>{survivorName}</strong> and then deleted.
            Its form submissions, sessions, files and history move to {survivorName}. This cannot be undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
