import "../sessions.css";
import { CHANGELOG_MAX, VERSION_MAX } from "@foyer/domain";
import { useApp } from "@foyer/widgets/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { EventLink } from "../../EventLink.js";
import { useEvent } from "../../event-context.js";
import { formatDateTime } from "../../format-dates.js";
import { AgendaEditor } from "./AgendaEditor.js";
import type { CalendarView } from "./agenda-grid.js";
import { agendaPath, draftAddPath, draftChangesPath, draftEditPath } from "./agenda-paths.js";
import { changeError, scheduleKeys, useDraftQuery, useScheduleApi } from "./useAgendaData.js";

/**
 * /event-light/{eventId}/sessions/agenda[/{calendarView}][/{draftId}] (issue 25; spec 1 §6: read
 * on `agenda`): the grid of the live schedule or of a draft, the drafts, and publishing.
 */
export function AgendaPage({ view, draftId }: { view: CalendarView; draftId: string | null }) {
  const { eventId } = useEvent();
  const titleId = useId();
  const draft = useDraftQuery(draftId);
  return (
    <div className="event-page sessions-page">
      <section className="admin-section" aria-labelledby={titleId}>
        <header className="event-page-head">
          <div className="admin-section__head">
            <h1 className="admin-section__title" id={titleId}>
              {draftId ? `Agenda draft: ${draft.data?.name ?? "…"}` : "Agenda"}
            </h1>
            <p className="admin-section__lead">
              {draftId ? (
                <>
                  Changes here stay in the draft until it is applied.{" "}
                  <EventLink href={draftEditPath(eventId, draftId, "schedule")}>Run the scheduler</EventLink>{" "}
                  · <EventLink href={draftChangesPath(eventId, draftId)}>Review changes</EventLink> ·{" "}
                  <EventLink href={agendaPath(eventId, view)}>Back to the live schedule</EventLink>
                </>
              ) : (
                "Place the sessions in rooms and times. Changes here are live; publish a release to show them on your site."
              )}
            </p>
          </div>
        </header>
        <AgendaEditor key={draftId ?? "live"} view={view} draftId={draftId} />
        {draftId ? null : (
          <div className="agenda-panels">
            <DraftsPanel view={view} />
            <PublishPanel />
          </div>
        )}
      </section>
    </div>
  );
}

/** The event's drafts, each opened in the grid or reviewed; a link to start one. */
function DraftsPanel({ view }: { view: CalendarView }) {
  const { eventId } = useEvent();
  const schedule = useScheduleApi();
  const id = useId();
  const drafts = useQuery({
    queryKey: scheduleKeys.drafts(eventId),
    queryFn: ({ signal }) => schedule.drafts({ signal }),
  });
  return (
    <section className="admin-panel event-card" aria-labelledby={`${id}-title`}>
      <h2 className="event-card__title" id={`${id}-title`}>
        Drafts
      </h2>
      <p className="agenda-note">Try a new arrangement apart from the live schedule, then apply it.</p>
      {drafts.isPending ? (
        <p role="status">Loading drafts...</p>
      ) : drafts.isError ? (
        <p className="foyer-alert foyer-alert--error">
          The drafts could not be loaded.{" "}
          <button
            type="button"
            className="foyer-button foyer-button--secondary"
            onClick={() => void drafts.refetch()}
          >
            Try again
          </button>
        </p>
      ) : drafts.data.length === 0 ? (
        <p className="agenda-note">No drafts yet.</p>
      ) : (
        <ul className="agenda-list">
          {drafts.data.map((draft) => (
            <li key={draft.id} className="agenda-list__item">
              <strong>{draft.name}</strong>
              <span className="agenda-note">changed {formatDateTime(draft.updatedAt)}</span>
              <EventLink
                href={agendaPath(eventId, view, draft.id)}
                aria-label={`Open ${draft.name} in the grid`}
              >
                Open
              </EventLink>
              <EventLink
                href={draftEditPath(eventId, draft.id, "schedule")}
                aria-label={`Schedule ${draft.name}`}
              >
                Scheduler
              </EventLink>
              <EventLink href={draftChangesPath(eventId, draft.id)} aria-label={`Changes of ${draft.name}`}>
                Changes
              </EventLink>
            </li>
          ))}
        </ul>
      )}
      <EventLink className="foyer-button foyer-button--secondary" href={draftAddPath(eventId)}>
        New draft
      </EventLink>
    </section>
  );
}

/** Publishing: a release with a version and a changelog; the latest releases under it. */
function PublishPanel() {
  const { eventId } = useEvent();
  const { services } = useApp();
  const schedule = useScheduleApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [version, setVersion] = useState("");
  const [changelog, setChangelog] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const releases = useQuery({
    queryKey: scheduleKeys.releases(eventId),
    queryFn: ({ signal }) => schedule.releases({ signal }),
  });
  const publish = async (submit: FormEvent) => {
    submit.preventDefault();
    if (!version.trim()) {
      setError("version is required");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const release = await schedule.release({ version: version.trim(), changelog });
      services.toasts.show({ message: `Version ${release.version} is published.`, severity: "success" });
      setVersion("");
      setChangelog("");
      await queryClient.invalidateQueries({ queryKey: scheduleKeys.releases(eventId) });
    } catch (caught) {
      setError(changeError(caught));
    } finally {
      setBusy(false);
    }
  };
  const latest = releases.data?.[0];
  return (
    <section className="admin-panel event-card" aria-labelledby={`${id}-title`}>
      <h2 className="event-card__title" id={`${id}-title`}>
        Publish
      </h2>
      <p className="agenda-note">
        {releases.isPending
          ? "Loading releases..."
          : latest
            ? `Published: version ${latest.version} (${formatDateTime(latest.releasedAt)}, ${latest.sessionCount} sessions).`
            : "Not published yet."}
      </p>
      <form className="agenda-publish" onSubmit={publish} noValidate>
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={`${id}-version`}>
            Version
          </label>
          <input
            id={`${id}-version`}
            className="foyer-input"
            value={version}
            maxLength={VERSION_MAX}
            onChange={(change) => setVersion(change.target.value)}
            aria-invalid={error === "version is required" ? true : undefined}
          />
        </div>
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={`${id}-changelog`}>
            Changelog
          </label>
          <textarea
            id={`${id}-changelog`}
            className="foyer-input"
            rows={3}
            value={changelog}
            maxLength={CHANGELOG_MAX}
            onChange={(change) => setChangelog(change.target.value)}
          />
        </div>
        {error ? (
          <p className="foyer-alert foyer-alert--error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="foyer-button foyer-button--primary" disabled={busy}>
          {busy ? "Publishing..." : "Publish"}
        </button>
      </form>
    </section>
  );
}
