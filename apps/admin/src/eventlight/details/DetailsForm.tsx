import {
  EVENT_CURRENCIES,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_NAME_MAX_LENGTH,
  EVENT_VENUE_MAX_LENGTH,
  type EventDetails,
  type EventDetailsBody,
  eventLifeMessages,
  withNewEnd,
  withNewStart,
} from "@foyer/domain";
import { fieldErrorsOf } from "@foyer/sdk";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { type FormEvent, type ReactNode, useState } from "react";
import { isForbidden } from "../../server-data/access-gate.js";
import { useServerWrite } from "../../server-data/useServerWrite.js";
import { TimeZonePicker } from "../../time-zone/TimeZonePicker.js";

export const SAVE_DETAILS = "Save details";

type Field = keyof Required<EventDetailsBody>;

const valuesOf = (event: EventDetails): Required<EventDetailsBody> => ({
  name: event.name,
  date_from: event.date_from,
  date_to: event.date_to,
  timezone: event.timezone,
  description: event.description,
  venue: event.venue,
  currency: event.currency,
});

/**
 * The event's details (issue 20 item 1): name, dates (the clone wizard's rule, spec 2 §4.1: a start
 * after the end moves the end up to it, an end before the start moves the start down), time zone,
 * description, venue and currency (USD only, spec 2 §9). The server checks it all again.
 */
export function DetailsForm({
  event,
  save,
  onSaved,
}: {
  event: EventDetails;
  save(body: EventDetailsBody): Promise<EventDetails>;
  onSaved(event: EventDetails): Promise<void>;
}) {
  const { services } = useApp();
  const write = useServerWrite();
  const [values, setValues] = useState(() => valuesOf(event));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<Required<EventDetailsBody>>) =>
    setValues((current) => ({ ...current, ...change }));
  const dates = { dateFrom: values.date_from, dateTo: values.date_to };

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const saved = await write(() => save(values));
      setErrors({});
      setValues(valuesOf(saved));
      await onSaved(saved);
      services.toasts.show({ message: eventLifeMessages.saved, severity: "success" });
    } catch (caught) {
      if (isForbidden(caught)) return;
      const byField = fieldErrorsOf(caught) as Partial<Record<Field, string>>;
      setErrors(byField);
      setFailure(Object.keys(byField).length > 0 ? "Check the fields marked below." : userMessageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, control: (common: Common) => ReactNode, hint?: string) => {
    const id = `event-details-${name}`;
    const error = errors[name];
    const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
    return (
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={id}>
          {label}
        </label>
        {control({
          id,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy || undefined,
        })}
        {hint ? (
          <p className="event-card__note" id={`${id}-hint`}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p className="foyer-field__error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className="admin-panel event-card" aria-label="Event details" onSubmit={submit} noValidate>
      {failure ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      {field("name", "Event name", (common) => (
        <input
          {...common}
          className="foyer-input"
          type="text"
          maxLength={EVENT_NAME_MAX_LENGTH}
          value={values.name}
          onChange={(change) => set({ name: change.target.value })}
        />
      ))}
      <div className="admin-form__row">
        {field("date_from", "Start date", (common) => (
          <input
            {...common}
            className="foyer-input"
            type="date"
            value={values.date_from}
            onChange={(change) =>
              change.target.value && set(rename(withNewStart(dates, change.target.value)))
            }
          />
        ))}
        {field("date_to", "End date", (common) => (
          <input
            {...common}
            className="foyer-input"
            type="date"
            value={values.date_to}
            onChange={(change) => change.target.value && set(rename(withNewEnd(dates, change.target.value)))}
          />
        ))}
      </div>
      {field(
        "timezone",
        "Time zone",
        (common) => (
          <TimeZonePicker
            id={common.id}
            value={values.timezone}
            onChange={(timezone) => set({ timezone })}
            invalid={common["aria-invalid"]}
            describedBy={common["aria-describedby"]}
          />
        ),
        "Times of sessions and forms are read on this clock.",
      )}
      {field("venue", "Venue", (common) => (
        <input
          {...common}
          className="foyer-input"
          type="text"
          maxLength={EVENT_VENUE_MAX_LENGTH}
          value={values.venue}
          onChange={(change) => set({ venue: change.target.value })}
        />
      ))}
      {field("description", "Description", (common) => (
        <textarea
          {...common}
          className="foyer-input"
          rows={5}
          maxLength={EVENT_DESCRIPTION_MAX_LENGTH}
          value={values.description}
          onChange={(change) => set({ description: change.target.value })}
        />
      ))}
      {field(
        "currency",
        "Currency",
        (common) => (
          <select
            {...common}
            className="foyer-input"
            value={values.currency}
            onChange={(change) => set({ currency: change.target.value as "USD" })}
          >
            {EVENT_CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        ),
        "Prices are in US dollars, the one currency Foyer handles.",
      )}
      <div>
        <button type="submit" className="foyer-button foyer-button--primary" disabled={busy}>
          {busy ? "Saving..." : SAVE_DETAILS}
        </button>
      </div>
    </form>
  );
}

interface Common {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

const rename = (dates: { dateFrom: string; dateTo: string }) => ({
  date_from: dates.dateFrom,
  date_to: dates.dateTo,
});
