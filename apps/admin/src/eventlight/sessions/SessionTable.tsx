import {
  DEFAULT_SESSION_SORT,
  durationLabel,
  nextSessionSort,
  type SessionRef,
  type SessionSort,
  type SessionSortKey,
  type SessionSummary,
  sessionTimeLabel,
} from "@foyer/domain";
import { SortHeader } from "../../list-kit/SortHeader.js";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { sessionPath } from "./session-paths.js";

export interface SessionTableProps {
  /** The table's accessible name. */
  caption: string;
  sessions: SessionSummary[];
  /** The event's time zone: times show as they are on site. */
  timezone: string;
  /** The chosen sort; `undefined` is the default (agenda order). Without `onSort` nothing sorts. */
  sort?: SessionSort | undefined;
  onSort?: (sort: SessionSort | undefined) => void;
  /** A newer page is on its way. */
  busy?: boolean;
  /** The chosen sessions, when rows can be chosen (for decision emails). */
  selected?: ReadonlySet<string> | undefined;
  onSelect?: ((ids: readonly string[], chosen: boolean) => void) | undefined;
}

/** A setting's name with its colour as a dot (tracks and statuses are colour-coded). */
export function RefLabel({ value }: { value: SessionRef | null }) {
  if (!value) return <span className="event-table__muted">—</span>;
  return (
    <span className="sessions-ref">
      {value.colour ? (
        <span className="sessions-ref__dot" style={{ background: value.colour }} aria-hidden="true" />
      ) : null}
      {value.name}
    </span>
  );
}

/** When a session takes place, in the event's zone, and how long. */
export function WhenLabel({ session, timezone }: { session: SessionSummary; timezone: string }) {
  const duration = durationLabel(session.startsAt, session.endsAt);
  return (
    <>
      {session.startsAt ? (
        sessionTimeLabel(session.startsAt, session.endsAt, timezone)
      ) : (
        <span className="event-table__muted">{sessionTimeLabel(null, null, timezone)}</span>
      )}
      {duration ? <span className="event-table__meta">{duration}</span> : null}
    </>
  );
}

/**
 * Sessions as a table: title (a link to the session), when, room, track, speakers, status.
 * Sortable headers are buttons; each press cycles ascending, descending, then the default
 * (spec 2 §4.4), and `aria-sort` says which way the column is sorted.
 */
export function SessionTable({
  caption,
  sessions,
  timezone,
  sort,
  onSort,
  busy = false,
  selected,
  onSelect,
}: SessionTableProps) {
  const allChosen = sessions.length > 0 && sessions.every((session) => selected?.has(session.id));
  const { eventId } = useEvent();
  const effective = sort ?? DEFAULT_SESSION_SORT;
  const header = (key: SessionSortKey, label: string) => {
    if (!onSort) return <th scope="col">{label}</th>;
    const direction = effective === key ? "ascending" : effective === `-${key}` ? "descending" : "none";
    return (
      <SortHeader
        label={label}
        direction={direction}
        onSort={() => onSort(nextSessionSort(effective, key))}
      />
    );
  };
  return (
    <div className="admin-table-wrap" aria-busy={busy || undefined}>
      <table className="admin-table records-table sessions-table">
        <caption className="foyer-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {onSelect ? (
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label="Select all sessions on this page"
                  checked={allChosen}
                  onChange={() =>
                    onSelect(
                      sessions.map((session) => session.id),
                      !allChosen,
                    )
                  }
                />
              </th>
            ) : null}
            {header("title", "Title")}
            {header("startsAt", "When")}
            <th scope="col">Room</th>
            <th scope="col">Track</th>
            <th scope="col">Speakers</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={session.id}>
              {onSelect ? (
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Select ${session.title}`}
                    checked={selected?.has(session.id) ?? false}
                    onChange={(event) => onSelect([session.id], event.target.checked)}
                  />
                </td>
              ) : null}
              <th scope="row" className="admin-table__name">
                <EventLink href={sessionPath(eventId, session.id)}>{session.title}</EventLink>
                {session.subsessionCount > 0 ? (
                  <span className="event-table__meta">
                    {session.subsessionCount === 1
                      ? "1 subsession"
                      : `${session.subsessionCount} subsessions`}
                  </span>
                ) : null}
              </th>
              <td data-label="When">
                <WhenLabel session={session} timezone={timezone} />
              </td>
              <td data-label="Room">
                <RefLabel value={session.room} />
              </td>
              <td data-label="Track">
                <RefLabel value={session.track} />
              </td>
              <td data-label="Speakers" className="sessions-table__speakers">
                {session.speakers.length > 0 ? (
                  session.speakers.join(", ")
                ) : (
                  <span className="event-table__muted">—</span>
                )}
              </td>
              <td data-label="Status">
                <RefLabel value={session.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
