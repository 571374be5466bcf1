import type { RecordDetail, RecordFieldDefinition, RecordInput, RecordValue } from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import { userMessageOf } from "@foyer/widgets/react";
import { useRef, useState } from "react";
import { isForbidden } from "../../../server-data/access-gate.js";
import { useServerWrite } from "../../../server-data/useServerWrite.js";
import { useEvent } from "../../event-context.js";
import { type Draft, draftOf, fieldErrorOf, inputOf, plainValue } from "./edit-model.js";
import { type FieldStatus, InlineField } from "./InlineField.js";
import { useRecordDetailApi } from "./useRecordDetailApi.js";

const IDLE: FieldStatus = { status: "idle" };

/** The last change saved here, which Undo puts back. */
interface LastChange {
  field: RecordFieldDefinition;
  before: RecordValue;
  undoing: boolean;
  error: string | null;
}

/**
 * The Edit tab (issue 7: "changing a value updates it at once and on the server"): every field is
 * its own small form that saves by itself, shows "Saved" or the server's message for that field,
 * and the last change can be undone.
 */
export function RecordEditor({
  record,
  onChange,
}: {
  record: RecordDetail;
  onChange(record: RecordDetail): void;
}) {
  const api = useRecordDetailApi();
  const { eventId } = useEvent();
  const write = useServerWrite();
  const [statuses, setStatuses] = useState<Record<string, FieldStatus>>({});
  const [last, setLast] = useState<LastChange | null>(null);
  // Saves of different fields may answer in any order: each answer only brings its own field.
  const current = useRef(record);
  current.current = record;
  const key = { eventId, type: record.type, recordId: record.id };
  const setStatus = (fieldId: string, status: FieldStatus) =>
    setStatuses((previous) => ({ ...previous, [fieldId]: status }));

  const save = async (field: RecordFieldDefinition, input: RecordInput): Promise<boolean> => {
    const before = current.current.values[field.id] ?? null;
    setStatus(field.id, { status: "saving" });
    try {
      const result = await write(() => api.update(key, { [field.id]: input }));
      const latest = current.current;
      const next: RecordDetail = {
        ...latest,
        name: result.record.name,
        updatedAt: result.record.updatedAt,
        values: { ...latest.values, [field.id]: result.record.values[field.id] ?? null },
      };
      current.current = next;
      onChange(next);
      setStatus(field.id, { status: "saved" });
      return result.changes.length > 0 ? recordLast(field, before) : true;
    } catch (error) {
      if (isForbidden(error)) return false; // the area's gate has it
      const message = isHttpError(error)
        ? fieldErrorOf(error, field.id, error.message)
        : userMessageOf(error);
      setStatus(field.id, { status: "error", message });
      return false;
    }
  };
  const recordLast = (field: RecordFieldDefinition, before: RecordValue) => {
    setLast({ field, before, undoing: false, error: null });
    return true;
  };

  const undo = async (change: LastChange) => {
    setLast({ ...change, undoing: true });
    const input = inputOf(change.field, draftOf(change.field, change.before));
    const saved = await save(change.field, input);
    // An undone change is not undone twice; a failed undo says why and can be tried again.
    if (saved) setLast(null);
    else setLast({ ...change, undoing: false, error: `Could not undo the change of ${change.field.name}.` });
  };

  return (
    <section className="admin-panel event-card record-editor" aria-labelledby="record-editor-title">
      <div className="record-editor__head">
        <div>
          <h2 className="event-card__title" id="record-editor-title">
            Edit {record.module.recordName}
          </h2>
          <p className="event-card__note">
            Each change is saved as you make it: press Enter or leave the field. Escape puts the saved value
            back.
          </p>
        </div>
        <div className="record-editor__undo" aria-live="polite">
          {last ? (
            <>
              <span>
                Changed {last.field.name} (was {plainValue(last.before)})
              </span>
              <button
                type="button"
                className="foyer-button foyer-button--secondary"
                disabled={last.undoing}
                onClick={() => void undo(last)}
              >
                {last.undoing ? "Undoing..." : "Undo"}
              </button>
              {last.error ? <span className="foyer-field__error">{last.error}</span> : null}
            </>
          ) : null}
        </div>
      </div>
      <div className="record-editor__fields">
        {record.fields.map((field) => (
          <InlineField
            key={field.id}
            field={field}
            value={record.values[field.id]}
            status={statuses[field.id] ?? IDLE}
            onCommit={(draft: Draft) => void save(field, inputOf(field, draft))}
          />
        ))}
      </div>
    </section>
  );
}
