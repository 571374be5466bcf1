import {
  DEFAULT_VALUE_COLUMN,
  type ImportField,
  type ImportFieldGroup,
  isGroupActive,
  isUnmapped,
  mappingText,
} from "@foyer/domain";
import { useId, useRef, useState } from "react";
import { useSignals } from "../runtime/signals.js";
import { MoreFieldsDialog } from "./MoreFieldsDialog.js";
import type { ImportWizardModel } from "./model.js";
import { RecordPreview } from "./RecordPreview.js";
import { FieldMark, WizardButton, WizardSwitch } from "./WizardControls.js";
import { wizardText } from "./wizard-text.js";

/**
 * The mapping page (spec 2 §2.2, §4.2, §5) with the record preview beside it (mapCsvReview): a
 * toggle per field group, a 'Column Headers' dropdown per chosen field, default values, the
 * 'More {group} fields...' modal, the unmapped-field messages, Cancel and Import.
 */
export function MapCsvPage({ model }: { model: ImportWizardModel }) {
  useSignals();
  const id = useId();
  const groups = model.groups.value;
  const columns = model.map.value?.imported_columns ?? [];
  const messages = model.messages.value;
  const messageId = (groupId: string, fieldId: string) => `${id}-m-${groupId}-${fieldId}`.replace(/\s/g, "_");
  return (
    <section className="foyer-iw-page foyer-iw-map" aria-labelledby={`${id}-heading`}>
      <h3 className="foyer-iw__heading" id={`${id}-heading`} tabIndex={-1} data-page-heading="">
        {wizardText.mappingTitle}
      </h3>
      <div className="foyer-iw-map__layout">
        <div className="foyer-iw-map__panel" part="mapping-panel">
          {groups.map((group) => (
            <GroupMapping
              key={group.id}
              model={model}
              group={group}
              columns={columns}
              messageId={(fieldId) => messageId(group.id, fieldId)}
            />
          ))}
        </div>
        <RecordPreview model={model} />
      </div>
      {messages.length > 0 ? (
        <ul className="foyer-iw-messages" part="mapping-messages" aria-live="polite">
          {messages.map((item) => (
            <li key={`${item.groupId}/${item.fieldId}`} id={messageId(item.groupId, item.fieldId)}>
              {item.message}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="foyer-iw-actions">
        <WizardButton name="cancel" onClick={() => model.cancel()}>
          {wizardText.cancel}
        </WizardButton>
        <WizardButton
          name="import"
          primary
          disabled={!model.importable.value}
          onClick={() => void model.validate()}
        >
          {wizardText.import}
        </WizardButton>
      </div>
    </section>
  );
}

interface GroupMappingProps {
  model: ImportWizardModel;
  group: ImportFieldGroup;
  columns: readonly string[];
  messageId(fieldId: string): string;
}

function GroupMapping({ model, group, columns, messageId }: GroupMappingProps) {
  const id = useId();
  const [moreOpen, setMoreOpen] = useState(false);
  const moreButton = useRef<HTMLButtonElement | null>(null);
  const active = isGroupActive(group);
  const shown = group.fields.filter((field) => field.enabled);
  return (
    <section className="foyer-iw-group" part="field-group" aria-labelledby={`${id}-name`}>
      <div className="foyer-iw-group__head">
        <h4 className="foyer-iw-group__name" id={`${id}-name`}>
          {group.name}
        </h4>
        {/* Spec 2 §4.2: per-group toggles exist only when not locked. */}
        {group.options.locked ? null : (
          <WizardSwitch checked={group.options.enabled} onChange={() => model.toggleGroup(group.id)}>
            {wizardText.importGroup(group.name)}
          </WizardSwitch>
        )}
      </div>
      {group.description ? <p className="foyer-iw-group__description">{group.description}</p> : null}
      {active ? (
        <>
          <ul className="foyer-iw-fields">
            {shown.map((field) => (
              <FieldRow
                key={field.id}
                model={model}
                group={group}
                field={field}
                columns={columns}
                messageId={messageId(field.id)}
              />
            ))}
          </ul>
          <button
            ref={moreButton}
            type="button"
            className="foyer-iw-link"
            part="link"
            aria-haspopup="dialog"
            onClick={() => setMoreOpen(true)}
          >
            {wizardText.moreFields(group.name)}
          </button>
          {moreOpen ? (
            <MoreFieldsDialog
              group={group}
              onCancel={() => setMoreOpen(false)}
              onDone={(next) => {
                model.replaceGroup(next);
                setMoreOpen(false);
              }}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

interface FieldRowProps {
  model: ImportWizardModel;
  group: ImportFieldGroup;
  field: ImportField;
  columns: readonly string[];
  messageId: string;
}

function FieldRow({ model, group, field, columns, messageId }: FieldRowProps) {
  const id = useId();
  const unmapped = field.supported && isUnmapped(field);
  const byDefault = field.column === DEFAULT_VALUE_COLUMN;
  const describedBy = [field.supported ? "" : `${id}-unsupported`, unmapped ? messageId : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <li className="foyer-iw-field" part="mapping-field" data-unmapped={unmapped ? "" : undefined}>
      <label className="foyer-iw-field__name" htmlFor={`${id}-column`}>
        {field.name}
        <FieldMark field={field} />
      </label>
      <div className="foyer-iw-field__control">
        <select
          id={`${id}-column`}
          className="foyer-iw-input foyer-iw-select"
          part="input column-select"
          value={field.column}
          disabled={!field.supported}
          aria-invalid={unmapped ? true : undefined}
          aria-required={field.required ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => model.setColumn(group.id, field.id, event.currentTarget.value)}
        >
          <option value="">
            {field.required ? wizardText.columnHeadersRequired : wizardText.columnHeaders}
          </option>
          {columns.map((column) => (
            <option key={column} value={column}>
              {column}
            </option>
          ))}
          <option value={DEFAULT_VALUE_COLUMN}>{wizardText.useDefaultValue}</option>
        </select>
        {byDefault ? <DefaultValue model={model} group={group} field={field} /> : null}
        {field.supported ? null : (
          <p className="foyer-iw-field__note" id={`${id}-unsupported`}>
            {mappingText.unsupported(field.name)}
          </p>
        )}
      </div>
    </li>
  );
}

/** The value every row gets: a choice of the field's options for dropdowns, text otherwise. */
function DefaultValue({ model, group, field }: Omit<FieldRowProps, "columns" | "messageId">) {
  const label = wizardText.defaultValueFor(field.name);
  const set = (value: string) => model.setDefault(group.id, field.id, value);
  if (field.options && field.options.length > 0) {
    return (
      <select
        className="foyer-iw-input foyer-iw-select"
        part="input"
        aria-label={label}
        value={field.default_value}
        onChange={(event) => set(event.currentTarget.value)}
      >
        <option value="">{label}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      className="foyer-iw-input"
      part="input"
      aria-label={label}
      placeholder={label}
      value={field.default_value}
      onChange={(event) => set(event.currentTarget.value)}
    />
  );
}
