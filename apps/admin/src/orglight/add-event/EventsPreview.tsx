import { type EventImportRow, eventImportMessages } from "@foyer/domain";
import { useEffect, useId, useRef } from "react";
import { TimeZonePicker } from "../../time-zone/TimeZonePicker.js";

export const READY_TO_IMPORT = "Ready to import";

export interface EventsPreviewProps {
  fileName: string;
  rows: readonly EventImportRow[];
  /** The time zone of rows without one. */
  zone: string;
  onZoneChange(zone: string): void;
  /** Why the last import was refused, or null. */
  failure: string | null;
  busy: boolean;
}

const count = (value: number, one: string, many: string) =>
  `${value.toLocaleString("en-US")} ${value === 1 ? one : many}`;

/** "2 events are ready to import. 1 row has a problem and will not be imported." */
export function previewSummary(rows: readonly EventImportRow[]): string {
  const ready = rows.filter((row) => row.event !== null).length;
  const refused = rows.length - ready;
  if (ready === 0) return eventImportMessages.noValidRows;
  const readyText = `${count(ready, "event is", "events are")} ready to import.`;
  if (refused === 0) return readyText;
  return `${readyText} ${count(refused, "row has a problem", "rows have problems")} and will not be imported.`;
}

/**
 * The import's preview (issue 5 item 3): every row of the table with its name, dates and time
 * zone as they will be saved, and what keeps a row out. Cells are shown as text, never as HTML.
 */
export function EventsPreview({ fileName, rows, zone, onZoneChange, failure, busy }: EventsPreviewProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed under the user: start them at its heading, which says what it is.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="org-import__preview">
      <h3 className="org-import__title" ref={heading} tabIndex={-1}>
        Review the events in {fileName}
      </h3>
      <p className="org-import__summary">{previewSummary(rows)}</p>
      {failure ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="foyer-field org-import__zone">
        <label className="foyer-field__label" htmlFor={`${id}-zone`}>
          Time zone of rows without one
        </label>
        <TimeZonePicker id={`${id}-zone`} value={zone} disabled={busy} onChange={onZoneChange} />
      </div>
      <section
        className="admin-table-wrap org-import__table-wrap"
        aria-labelledby={`${id}-caption`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
        tabIndex={0}
      >
        <table className="admin-table org-import__table">
          <caption className="foyer-visually-hidden" id={`${id}-caption`}>
            Events to import
          </caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Name</th>
              <th scope="col">Start date</th>
              <th scope="col">End date</th>
              <th scope="col">Time zone</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.row} className={row.event ? undefined : "org-import__row--problem"}>
                <td>{row.row}</td>
                <th scope="row" className="admin-table__name">
                  {row.name}
                </th>
                <td>{row.date_from}</td>
                <td>{row.date_to}</td>
                <td>{row.timezone.replaceAll("_", " ")}</td>
                <td>
                  {row.event ? (
                    <span className="org-import__ready">{READY_TO_IMPORT}</span>
                  ) : (
                    <ul className="org-import__problems">
                      {row.problems.map((problem) => (
                        <li key={problem}>{problem}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
