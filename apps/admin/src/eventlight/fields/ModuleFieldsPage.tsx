import "./fields.css";
import { fieldTypeLabel, hasOptions, type ModuleField, type ModuleFieldList } from "@foyer/domain";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { ConfirmDialog } from "../../list-kit/ConfirmDialog.js";
import { EditDeleteButtons, MoveButtons } from "../../list-kit/ItemButtons.js";
import { isForbidden } from "../../server-data/access-gate.js";
import { eventKey } from "../../server-data/query-keys.js";
import { useServerWrite } from "../../server-data/useServerWrite.js";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { FailedPanel, LoadingPanel } from "../PagePanels.js";
import { plural } from "../records/record-paths.js";
import { recordKeys } from "../records/record-queries.js";
import { FieldDialog } from "./FieldDialog.js";
import { createBodyOf, type FieldDraft, updateBodyOf } from "./field-draft.js";
import { fieldsPath } from "./field-paths.js";
import { useFieldsApi } from "./useFieldsApi.js";

export const FIELDS_LOAD_FAILED = "An error occurred getting the fields";

type Editing = { field?: ModuleField };
type Deleting = { field: ModuleField; records: number | null; busy: boolean; error: string | null };

const countOf = (n: number, word: string) => `${n.toLocaleString("en-US")} ${plural(word, n)}`;

/**
 * /event-light/{eventId}/fields/{moduleId} (spec 1 §2 `fields/{moduleId}`): a module's custom
 * fields in order, with their type, rules and options; added and edited in a dialog, moved with
 * buttons, deleted after a confirmation that says how many records lose a value.
 */
export function ModuleFieldsPage({ moduleId }: { moduleId: string }) {
  const { eventId } = useEvent();
  const api = useFieldsApi();
  const remote = useQuery({
    queryKey: eventKey(eventId, "fields", moduleId),
    queryFn: () => api.list(moduleId),
    meta: { errorMessage: FIELDS_LOAD_FAILED },
  });
  if (remote.data) return <FieldsView key={moduleId} list={remote.data} />;
  if (remote.status === "pending") return <LoadingPanel text="Loading the fields..." />;
  return (
    <div className="event-page">
      <FailedPanel
        error={remote.error}
        message={FIELDS_LOAD_FAILED}
        onRetry={() => void remote.refetch()}
        backHref={fieldsPath(eventId)}
        backLabel="Back to custom fields"
      />
    </div>
  );
}

function FieldsView({ list }: { list: ModuleFieldList }) {
  const { services } = useApp();
  const { eventId } = useEvent();
  const api = useFieldsApi();
  const write = useServerWrite();
  const queryClient = useQueryClient();
  const titleId = useId();
  // A change's answer is written into the cache; the fields overview and the module's lists follow.
  const setList = (next: ModuleFieldList) => {
    queryClient.setQueryData(eventKey(eventId, "fields", next.module.id), next);
    void queryClient.invalidateQueries({ queryKey: eventKey(eventId, "fields", "overview") });
    void queryClient.invalidateQueries({ queryKey: recordKeys.module(eventId, next.module.id) });
  };
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { module, fields, canManage } = list;
  const recordWord = module.recordName;
  const toast = (message: string) => services.toasts.show({ message, severity: "success" });

  // Focus stays with the moved field once the cache's new order is on screen: its button the same
  // way, or the other one at an end.
  const justMoved = useRef<{ fieldId: string; by: -1 | 1 } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list on screen (its identity) is the trigger.
  useEffect(() => {
    const moved = justMoved.current;
    if (!moved) return;
    justMoved.current = null;
    const same = document.querySelector<HTMLButtonElement>(`[data-move="${moved.fieldId}:${moved.by}"]`);
    const other = document.querySelector<HTMLButtonElement>(`[data-move="${moved.fieldId}:${-moved.by}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [list]);

  /** A 403 is the gate's business (the writes are mutations); anything else is said here. */
  const failed = (error: unknown): string | null => (isForbidden(error) ? null : userMessageOf(error));

  const save = async (draft: FieldDraft) => {
    const field = editing?.field;
    if (!field) {
      const created = await write(() => api.create(module.id, createBodyOf(draft)));
      setList({ ...list, fields: [...fields, created] });
      toast(`${created.name} has been added.`);
    } else {
      const body = updateBodyOf(field, draft);
      if (body) {
        const result = await write(() => api.update(module.id, field.id, body));
        setList({ ...list, fields: fields.map((one) => (one.id === field.id ? result.field : one)) });
        toast(
          result.changedRecords > 0
            ? `${result.field.name} has been saved; ${countOf(result.changedRecords, recordWord)} updated.`
            : `${result.field.name} has been saved.`,
        );
      }
    }
    setEditing(null);
  };

  const move = async (index: number, by: -1 | 1) => {
    const order = fields.map((field) => field.id);
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + by, 0, moved);
    setProblem(null);
    try {
      const next = await write(() => api.reorder(module.id, order));
      justMoved.current = { fieldId: moved, by };
      setList(next);
    } catch (error) {
      setProblem(failed(error));
    }
  };

  const askDelete = async (field: ModuleField) => {
    setDeleting({ field, records: null, busy: true, error: null });
    try {
      const usage = await queryClient.fetchQuery({
        queryKey: [...eventKey(eventId, "fields", module.id), "usage", field.id],
        queryFn: () => api.usage(module.id, field.id),
      });
      setDeleting({ field, records: usage.records, busy: false, error: null });
    } catch (error) {
      const message = failed(error);
      if (message) setDeleting({ field, records: null, busy: false, error: message });
    }
  };

  const remove = async (target: Deleting) => {
    setDeleting({ ...target, busy: true, error: null });
    try {
      const result = await write(() => api.remove(module.id, target.field.id));
      setList({ ...list, fields: fields.filter((field) => field.id !== target.field.id) });
      setDeleting(null);
      toast(
        result.clearedRecords > 0
          ? `${target.field.name} has been deleted, with its values in ${countOf(result.clearedRecords, recordWord)}.`
          : `${target.field.name} has been deleted.`,
      );
    } catch (error) {
      const message = failed(error);
      if (message) setDeleting({ ...target, busy: false, error: message });
    }
  };

  return (
    <div className="event-page fields-page">
      <EventLink className="event-back" href={fieldsPath(eventId)}>
        ← Custom fields
      </EventLink>
      <section className="admin-section" aria-labelledby={titleId}>
        <header className="event-page-head">
          <div className="admin-section__head">
            <h1 className="admin-section__title" id={titleId}>
              {module.name} fields
            </h1>
            <p className="admin-section__lead">
              The fields each {recordWord} has beyond the built-in ones: its page, the import and the export
              use them.
            </p>
          </div>
          {canManage ? (
            <div className="records-actions">
              <button
                type="button"
                className="foyer-button foyer-button--primary"
                onClick={() => setEditing({})}
              >
                Add field
              </button>
            </div>
          ) : null}
        </header>

        <p className="event-card__note">Built in: {list.builtins.map((field) => field.name).join(", ")}.</p>
        {canManage ? null : (
          <p className="foyer-alert foyer-alert--info">You can see these fields but not change them.</p>
        )}
        {problem ? (
          <p className="foyer-alert foyer-alert--error" role="alert">
            {problem}
          </p>
        ) : null}

        {fields.length === 0 ? (
          <div className="admin-panel admin-panel--center admin-empty">
            <h2 className="admin-empty__title">No custom fields yet</h2>
            <p className="admin-empty__text">
              {canManage
                ? `Add a field to keep more about each ${recordWord}: a dropdown, a date, a yes/no and more.`
                : `Nobody has added a field to ${module.name} yet.`}
            </p>
          </div>
        ) : (
          <div className="admin-panel admin-table-wrap">
            <table className="admin-table fields-table">
              <caption className="foyer-visually-hidden">Custom fields of {module.name}, in order</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Type</th>
                  <th scope="col">Required</th>
                  <th scope="col">Options</th>
                  {canManage ? (
                    <th scope="col">
                      <span className="foyer-visually-hidden">Actions</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {fields.map((field, index) => (
                  <FieldRow
                    key={field.id}
                    field={field}
                    first={index === 0}
                    last={index === fields.length - 1}
                    canManage={canManage}
                    onMove={(by) => void move(index, by)}
                    onEdit={() => setEditing({ field })}
                    onDelete={() => void askDelete(field)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {editing ? (
        <FieldDialog
          module={module}
          {...(editing.field ? { field: editing.field } : {})}
          others={fields.filter((field) => field.id !== editing.field?.id)}
          onCancel={() => setEditing(null)}
          onSave={async (draft) => {
            try {
              await save(draft);
            } catch (error) {
              if (failed(error) === null) return setEditing(null);
              throw error;
            }
          }}
        />
      ) : null}

      {deleting ? (
        <ConfirmDialog
          title="Delete this field?"
          confirmLabel="Delete field"
          busyLabel={deleting.records === null ? "Counting..." : "Deleting..."}
          busy={deleting.busy}
          error={deleting.error}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>
            <strong>{deleting.field.name}</strong> will be removed from {module.name}.{" "}
            {deleting.records === null
              ? ""
              : deleting.records === 0
                ? `No ${recordWord} holds a value for it.`
                : `${countOf(deleting.records, recordWord)} ${deleting.records === 1 ? "holds" : "hold"} a value for it, which will be removed too. This cannot be undone.`}
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function FieldRow({
  field,
  first,
  last,
  canManage,
  onMove,
  onEdit,
  onDelete,
}: {
  field: ModuleField;
  first: boolean;
  last: boolean;
  canManage: boolean;
  onMove(by: -1 | 1): void;
  onEdit(): void;
  onDelete(): void;
}) {
  const options = hasOptions(field.type) ? (field.options ?? []) : [];
  return (
    <tr>
      <th scope="row" className="admin-table__name">
        {field.name}
      </th>
      <td>
        {fieldTypeLabel(field.type)}
        {field.supported ? null : <span className="event-table__muted"> (not supported)</span>}
      </td>
      <td>
        {field.required ? "Required" : "Optional"}
        {field.recommended ? <span className="event-table__muted"> · recommended</span> : null}
      </td>
      <td>
        {options.length > 0 ? (
          <>
            <span className="fields-table__options">{options.join(", ")}</span>
            {field.multiple ? <span className="event-table__muted"> (several may be chosen)</span> : null}
          </>
        ) : (
          <span className="event-table__muted">—</span>
        )}
      </td>
      {canManage ? (
        <td className="fields-table__actions">
          <MoveButtons name={field.name} first={first} last={last} onMove={onMove} moveKey={field.id} />
          <EditDeleteButtons name={field.name} onEdit={onEdit} onDelete={onDelete} />
        </td>
      ) : null}
    </tr>
  );
}
