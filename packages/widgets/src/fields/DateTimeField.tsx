import type { FieldValue } from "@foyer/domain";
import { useMemo } from "react";
import { useWidgetCss } from "../runtime/useWidgetCss.js";
import { DateInput } from "./DateInput.js";
import { dateFieldsCss } from "./date-fields.css.js";
import type { FieldProps } from "./field-props.js";
import { type EditCodec, useEditable } from "./useEditable.js";
import { formatZoned, isoToZoned, usableTimeZone, zonedToIso } from "./zoned-time.js";

interface DateTimeDraft {
  day: string;
  time: string;
}

/** Both parts: the instant and its reading in the zone; one part: a value validation refuses. */
function dateTimeCodec(zone: string): EditCodec<FieldValue | undefined, DateTimeDraft> {
  return {
    toDraft(value) {
      const iso = typeof value === "object" && value !== null && "iso" in value ? value.iso : "";
      return isoToZoned(iso, zone) ?? { day: "", time: "" };
    },
    fromDraft({ day, time }) {
      if (day.trim() === "" && time === "") return null;
      const iso = zonedToIso(day.trim(), time, zone);
      return iso ? { iso, formatted: formatZoned(iso, zone) } : { iso: "", formatted: "" };
    },
  };
}

/** datetime: {iso, formatted} in the field's time zone or the participant's guessed one (spec 2 §3). */
export function DateTimeField(props: FieldProps) {
  useWidgetCss(dateFieldsCss);
  const { field, value, onChange, ids, disabled } = props;
  const zone = usableTimeZone(field.timezone);
  const codec = useMemo(() => dateTimeCodec(zone), [zone]);
  const [draft, setDraft] = useEditable(value, codec);
  const update = (next: DateTimeDraft) => {
    setDraft(next);
    onChange(codec.fromDraft(next) ?? null);
  };
  const zoneId = `${ids.input}-zone`;
  const describedBy = [zoneId, props.describedBy].filter(Boolean).join(" ");
  const timeAria = {
    "aria-invalid": props.error ? true : undefined,
    "aria-required": field.required ? true : undefined,
    "aria-describedby": describedBy,
  };
  return (
    <fieldset className="foyer-datetime" aria-labelledby={ids.label} aria-describedby={props.describedBy}>
      <div className="foyer-datetime__part">
        <label className="foyer-field__sublabel" htmlFor={ids.input}>
          Date
        </label>
        <DateInput
          id={ids.input}
          label={field.label}
          text={draft.day}
          onText={(day) => update({ ...draft, day })}
          disabled={disabled}
          invalid={Boolean(props.error)}
          required={field.required}
          describedBy={describedBy}
        />
      </div>
      <div className="foyer-datetime__part">
        <label className="foyer-field__sublabel" htmlFor={`${ids.input}-time`}>
          Time
        </label>
        <input
          id={`${ids.input}-time`}
          className="foyer-input foyer-input--time"
          part="input"
          type="time"
          step={60}
          value={draft.time}
          disabled={disabled}
          {...timeAria}
          onChange={(event) => update({ ...draft, time: event.currentTarget.value })}
        />
      </div>
      <p className="foyer-field__note" id={zoneId}>
        Time zone: {zone}
      </p>
    </fieldset>
  );
}
