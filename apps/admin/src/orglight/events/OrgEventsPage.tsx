import { compareOrgEvents, messages, type OrgEvent, type OrgEventStatus } from "@foyer/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { Link } from "wouter";
import { StatusBadge, statusLabels } from "../../eventlight/dashboard/event-status.js";
import { useDebounced } from "../../list-kit/useDebounced.js";
import { formatEventDates } from "../../platform/event-dates.js";
import { orgKey } from "../../server-data/query-keys.js";
import { ADD_EVENT } from "../dashboard/OrgDashboardPage.js";
import { LoadingPanel, RetryPanel } from "../OrgPanels.js";
import { canCreateEvents, useOrg } from "../org-context.js";
import { eventDashboardPath } from "../org-paths.js";

export const EVENTS_LOAD_FAILED = messages.eventsLoadFailed;
/** Not quoted by the spec; in the style of its catalogue (spec 2 §8). */
export const STAR_FAILED = "An error occurred saving your star";

type StatusFilter = "all" | OrgEventStatus;
const statusFilters: readonly StatusFilter[] = ["all", "upcoming", "ongoing", "past", "draft"];

/**
 * /org-light/{orgId}/events: the organization's events, the user's starred ones first, with
 * search and filters; each leads to its dashboard in the event area.
 */
export function OrgEventsPage() {
  const { orgId, api, profile, openAddEvent, refreshMenu } = useOrg();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [starredOnly, setStarredOnly] = useState(false);
  const q = useDebounced(search.trim());
  const list = useQuery({
    queryKey: orgKey(orgId, "events", { q, status, starred: starredOnly }),
    queryFn: () => api.events(orgId, { q, status, starred: starredOnly }),
    meta: { errorMessage: EVENTS_LOAD_FAILED },
  });
  // Stars the user changed since the list loaded; the server's answer replaces them on reload.
  const [stars, setStars] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer (its time) is the trigger.
  useEffect(() => setStars(new Map()), [list.dataUpdatedAt]);
  const star = useMutation({
    mutationFn: ({ eventId, starred }: { eventId: string; starred: boolean }) =>
      api.setStar(orgId, eventId, starred),
    meta: { errorMessage: STAR_FAILED },
  });

  const shown = useMemo(() => {
    if (list.status !== "success") return [];
    return list.data
      .map((event) => ({ ...event, starred: stars.get(event.id) ?? event.starred }))
      .filter((event) => !starredOnly || event.starred)
      .sort(compareOrgEvents);
  }, [list.status, list.data, stars, starredOnly]);

  const toggleStar = async (event: OrgEvent) => {
    const next = !event.starred;
    setStars((current) => new Map(current).set(event.id, next));
    setSaving((current) => new Set(current).add(event.id));
    try {
      await star.mutateAsync({ eventId: event.id, starred: next });
      refreshMenu();
    } catch {
      // Reported (or gated) by the query client's one error handler; the star goes back.
      setStars((current) => new Map(current).set(event.id, !next));
    } finally {
      setSaving((current) => {
        const left = new Set(current);
        left.delete(event.id);
        return left;
      });
    }
  };

  const filtered = q !== "" || status !== "all" || starredOnly;
  const clearFilters = () => {
    setSearch("");
    setStatus("all");
    setStarredOnly(false);
  };
  const mayAdd = canCreateEvents(profile);

  return (
    <section className="event-page" aria-labelledby="org-events-title">
      <header className="event-page-head">
        <div className="admin-section__head">
          <h1 className="admin-section__title" id="org-events-title">
            Events
          </h1>
          <p className="admin-section__lead">
            Star the events you work on: they come first here and in the menu.
          </p>
        </div>
        {mayAdd ? (
          <button type="button" className="foyer-button foyer-button--primary" onClick={openAddEvent}>
            {ADD_EVENT}
          </button>
        ) : null}
      </header>
      <search className="records-toolbar" aria-label="Find events">
        <label className="foyer-visually-hidden" htmlFor="org-events-search">
          Search events
        </label>
        <input
          id="org-events-search"
          className="foyer-input records-search"
          type="search"
          placeholder="Search events"
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
        />
        <label className="foyer-visually-hidden" htmlFor="org-events-status">
          Status
        </label>
        <select
          id="org-events-status"
          className="foyer-input org-events__status"
          value={status}
          onChange={(event) => setStatus(event.target.value as StatusFilter)}
        >
          {statusFilters.map((value) => (
            <option key={value} value={value}>
              {value === "all" ? "All events" : statusLabels[value]}
            </option>
          ))}
        </select>
        <label className="org-events__starred">
          <input
            type="checkbox"
            checked={starredOnly}
            onChange={(event) => setStarredOnly(event.target.checked)}
          />
          Starred only
        </label>
      </search>
      {list.status === "pending" ? (
        <LoadingPanel text="Loading events..." />
      ) : list.status === "error" ? (
        <RetryPanel message={EVENTS_LOAD_FAILED} onRetry={() => void list.refetch()} />
      ) : shown.length === 0 ? (
        <div className="admin-panel admin-panel--center admin-empty">
          <h2 className="admin-empty__title">{filtered ? "No events match" : "No events yet"}</h2>
          <p className="admin-empty__text">
            {filtered
              ? "Try another search, or clear the filters."
              : "Your organization's events show up here."}
          </p>
          {filtered ? (
            <button type="button" className="foyer-button foyer-button--secondary" onClick={clearFilters}>
              Clear filters
            </button>
          ) : mayAdd ? (
            <button type="button" className="foyer-button foyer-button--secondary" onClick={openAddEvent}>
              {ADD_EVENT}
            </button>
          ) : null}
        </div>
      ) : (
        <EventsTable events={shown} saving={saving} onToggleStar={toggleStar} />
      )}
    </section>
  );
}

function EventsTable({
  events,
  saving,
  onToggleStar,
}: {
  events: readonly OrgEvent[];
  saving: ReadonlySet<string>;
  onToggleStar: (event: OrgEvent) => void;
}) {
  return (
    <div className="admin-panel admin-table-wrap">
      <table className="admin-table org-events">
        <caption className="foyer-visually-hidden">Organization events</caption>
        <thead>
          <tr>
            <th scope="col" className="org-events__star-col">
              <span className="foyer-visually-hidden">Starred</span>
            </th>
            <th scope="col">Event</th>
            <th scope="col">Dates</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td className="org-events__star-col">
                <button
                  type="button"
                  className={`event-icon-button org-star${event.starred ? " org-star--on" : ""}`}
                  aria-pressed={event.starred}
                  aria-label={`Star ${event.name}`}
                  // Not `disabled`: that would drop the keyboard's focus while the star saves.
                  aria-disabled={saving.has(event.id) || undefined}
                  onClick={() => {
                    if (!saving.has(event.id)) onToggleStar(event);
                  }}
                >
                  <span aria-hidden="true">{event.starred ? "★" : "☆"}</span>
                </button>
              </td>
              <th scope="row" className="admin-table__name">
                {event.can_open ? (
                  <Link href={eventDashboardPath(event.id)}>{event.name}</Link>
                ) : (
                  <>
                    {event.name}
                    <span className="event-table__meta">Not on its team</span>
                  </>
                )}
              </th>
              <td data-label="Dates">{formatEventDates(event.date_from, event.date_to)}</td>
              <td data-label="Status">
                <StatusBadge status={event.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
