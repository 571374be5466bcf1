import { type CreatedEvent, orgMessages } from "@foyer/domain";
import type { OrganizationsApi } from "@foyer/sdk";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { type FormEvent, type ReactNode, useState } from "react";
import { TimeZonePicker } from "../../time-zone/TimeZonePicker.js";
import {
  checkNewEvent,
  type NewEventErrors,
  type NewEventField,
  type NewEventValues,
  serverFieldErrors,
} from "./new-event-form.js";

export const CREATE_EVENT = "Create event";

export interface NewEventFormProps {
  api: OrganizationsApi;
  /** Where the event may go; a choice appears when there are several. */
  organizations: readonly { id: string; name: string }[];
  initial: NewEventValues;
  onBack(): void;
  onCreated(event: CreatedEvent): void;
  /** Reports the submit in progress, so the dialog cannot be closed meanwhile. */
  onBusyChange(busy: boolean): void;
}

type Status = { status: "editing" } | { status: "creating" } | { status: "failed"; message: string };

/** The "Add a new event" form (spec 1 §4): name, organization, dates and time zone. */
export function NewEventForm({
  api,
  organizations,
  initial,
  onBack,
  onCreated,
  onBusyChange,
}: NewEventFormProps) {
  const { services } = useApp();
  const [values, setValues] = useState<NewEventValues>(initial);
  const [errors, setErrors] = useState<NewEventErrors>({});
  const [save, setSave] = useState<Status>({ status: "editing" });
  const busy = save.status === "creating";

  const change = (field: NewEventField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => {
      const next = { ...current, [field]: value };
      // A one-day event is the common case: the end follows the start until it is set.
      if (field === "date_from" && (current.date_to === "" || current.date_to < value)) next.date_to = value;
      return next;
    });
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkNewEvent(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setSave({ status: "editing" });
      focusFirstError(event.currentTarget, checked.errors);
      return;
    }
    setErrors({});
    setSave({ status: "creating" });
    onBusyChange(true);
    try {
      const created = await api.createEvent(values.orgId, checked.body);
      onCreated(created);
    } catch (error) {
      onBusyChange(false);
      const fieldErrors = serverFieldErrors(error);
      setErrors(fieldErrors);
      // Spec 2 §8: registered in the central error store (its snackbar), and said here with the reason.
      services.errors.register(orgMessages.createEventFailed);
      const reason =
        Object.keys(fieldErrors).length > 0 ? "Please correct the highlighted fields." : userMessageOf(error);
      setSave({ status: "failed", message: `${orgMessages.createEventFailed}. ${reason}` });
    }
  };

  const field = (name: NewEventField, label: string, input: (common: FieldProps) => ReactNode) => {
    const id = `new-event-${name}`;
    const error = errors[name];
    return (
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={id}>
          {label}
        </label>
        {input({
          id,
          name,
          className: "foyer-input",
          value: values[name],
          onChange: change(name),
          disabled: busy,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
        })}
        {error ? (
          <p className="foyer-field__error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className="org-new-event" onSubmit={submit} noValidate aria-label="Add a new event">
      {save.status === "failed" ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {save.message}
        </p>
      ) : null}
      {field("name", "Event name", (common) => (
        <input {...common} type="text" autoComplete="off" maxLength={200} data-autofocus />
      ))}
      {organizations.length > 1
        ? field("orgId", "Organization", (common) => (
            <select {...common}>
              {organizations.map((org) => (
                <option key={org.id} value={org.id}>
                  {org.name}
                </option>
              ))}
            </select>
          ))
        : null}
      <div className="admin-form__row">
        {field("date_from", "Start date", (common) => (
          <input {...common} type="date" />
        ))}
        {field("date_to", "End date", (common) => (
          <input {...common} type="date" min={values.date_from || undefined} />
        ))}
      </div>
      {field("timezone", "Time zone", (common) => (
        <TimeZonePicker
          id={common.id}
          value={values.timezone}
          onChange={(timezone) => change("timezone")({ target: { value: timezone } })}
          invalid={common["aria-invalid"]}
          describedBy={common["aria-describedby"]}
          disabled={busy}
        />
      ))}
      {busy ? (
        <p className="org-new-event__status" role="status">
          <span className="foyer-spinner" aria-hidden="true" /> {orgMessages.creatingEvent}
        </p>
      ) : null}
      <div className="org-modal__actions">
        <button type="button" className="foyer-button foyer-button--ghost" onClick={onBack} disabled={busy}>
          Back
        </button>
        <button type="submit" className="foyer-button foyer-button--primary" disabled={busy}>
          {busy ? orgMessages.creatingEvent : CREATE_EVENT}
        </button>
      </div>
    </form>
  );
}

const fieldOrder: readonly NewEventField[] = ["name", "orgId", "date_from", "date_to", "timezone"];

/** Keyboard and screen-reader users land on the first field to correct. */
function focusFirstError(form: HTMLFormElement, errors: NewEventErrors) {
  const first = fieldOrder.find((name) => errors[name]);
  if (first) form.querySelector<HTMLElement>(`#new-event-${first}`)?.focus();
}

/** What every input of the form gets from its field: id, value, change handler and error state. */
interface FieldProps {
  id: string;
  name: string;
  className: string;
  value: string;
  onChange(event: { target: { value: string } }): void;
  disabled: boolean;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}
