import "../sessions.css";
import "./agenda.css";
import { DRAFT_NAME_MAX, type DraftChange, isJobRunning, type JobProgress } from "@foyer/domain";
import { useApp } from "@foyer/widgets/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import { ConfirmDialog } from "../../../list-kit/ConfirmDialog.js";
import { EventLink } from "../../EventLink.js";
import { useEvent } from "../../event-context.js";
import { FailedPanel, LoadingPanel } from "../../PagePanels.js";
import { sessionPath } from "../session-paths.js";
import { sessionKeys } from "../session-queries.js";
import { useSessionsApi } from "../useSessionsApi.js";
import { AgendaEditor } from "./AgendaEditor.js";
import { clockLabel, dayLabel, dayOfInstant } from "./agenda-grid.js";
import { agendaPath, type DraftStep, draftChangesPath, draftEditPath, draftSteps } from "./agenda-paths.js";
import {
  allSessions,
  changeError,
  scheduleKeys,
  useDraftQuery,
  useScheduleApi,
  useSessionTitles,
} from "./useAgendaData.js";

/** Polling the scheduler's job: soon after it starts, then every second. */
const POLL_FIRST_MS = 300;
const POLL_MS = 1000;

/** What a finished scheduler run reports in its job's payload. */
export interface SolveOutcome {
  placed: number;
  unplaced: { sessionId: string; reason: string }[];
  conflictsLeft: number;
}

/** The outcome in a finished job's payload, or null while there is none. */
export function solveOutcomeOf(progress: JobProgress | null | undefined): SolveOutcome | null {
  const payload = progress?.payload as Partial<SolveOutcome> | undefined;
  if (!payload || typeof payload.placed !== "number") return null;
  return {
    placed: payload.placed,
    unplaced: Array.isArray(payload.unplaced) ? payload.unplaced : [],
    conflictsLeft: typeof payload.conflictsLeft === "number" ? payload.conflictsLeft : 0,
  };
}

/** /event-light/{eventId}/sessions/drafts/add: a name, then the new draft's first step. */
export function DraftAddPage() {
  const { eventId, leaveTo } = useEvent();
  const { services } = useApp();
  const schedule = useScheduleApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const create = async (submit: FormEvent) => {
    submit.preventDefault();
    if (!name.trim()) {
      setError("name is required");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const created = await schedule.createDraft(name.trim());
      await queryClient.invalidateQueries({ queryKey: scheduleKeys.drafts(eventId) });
      services.toasts.show({ message: `The draft “${name.trim()}” has been created.`, severity: "success" });
      leaveTo(draftEditPath(eventId, created.id, "place"));
    } catch (caught) {
      setError(changeError(caught));
      setBusy(false);
    }
  };
  return (
    <div className="event-page sessions-page">
      <section className="admin-section" aria-labelledby={`${id}-title`}>
        <header className="event-page-head">
          <div className="admin-section__head">
            <h1 className="admin-section__title" id={`${id}-title`}>
              New draft
            </h1>
            <p className="admin-section__lead">
              A draft starts as a copy of the current schedule. Change it, run the scheduler on it, then apply
              it; the live schedule is untouched until then.
            </p>
          </div>
        </header>
        <form className="admin-panel event-card" onSubmit={create} noValidate>
          <div className="foyer-field">
            <label className="foyer-field__label" htmlFor={`${id}-name`}>
              Name
            </label>
            <input
              id={`${id}-name`}
              className="foyer-input"
              value={name}
              maxLength={DRAFT_NAME_MAX}
              onChange={(change) => setName(change.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          {error ? (
            <p className="foyer-alert foyer-alert--error" id={`${id}-error`} role="alert">
              {error}
            </p>
          ) : null}
          <div className="agenda-selection">
            <button type="submit" className="foyer-button foyer-button--primary" disabled={busy}>
              {busy ? "Creating..." : "Create draft"}
            </button>
            <EventLink href={agendaPath(eventId)}>Cancel</EventLink>
          </div>
        </form>
      </section>
    </div>
  );
}

/** A draft's page while the draft loads, or when it could not be. */
function DraftLoading({ draft }: { draft: ReturnType<typeof useDraftQuery> }) {
  const { eventId } = useEvent();
  if (draft.isPending) return <LoadingPanel text="Loading the draft..." />;
  return (
    <FailedPanel
      error={draft.error}
      message="The draft could not be loaded"
      onRetry={() => void draft.refetch()}
      backHref={agendaPath(eventId)}
      backLabel="Back to the agenda"
    />
  );
}

/** The steps' navigation of a draft. */
function DraftStepsNav({ draftId, step }: { draftId: string; step: DraftStep }) {
  const { eventId } = useEvent();
  return (
    <nav aria-label="Draft steps">
      <ol className="agenda-steps">
        {draftSteps.map((one, index) => (
          <li key={one.id}>
            <EventLink
              href={draftEditPath(eventId, draftId, one.id)}
              aria-current={one.id === step ? "step" : undefined}
            >
              {index + 1}. {one.label}
            </EventLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * /event-light/{eventId}/sessions/drafts/edit/{draftId}/step/{stepId}: place sessions in the
 * draft's grid, run the scheduler on it, review what would change.
 */
export function DraftEditPage({ draftId, step }: { draftId: string; step: DraftStep }) {
  const { eventId } = useEvent();
  const id = useId();
  const draft = useDraftQuery(draftId);
  if (!draft.isSuccess) return <DraftLoading draft={draft} />;
  return (
    <div className="event-page sessions-page">
      <section className="admin-section" aria-labelledby={`${id}-title`}>
        <header className="event-page-head">
          <div className="admin-section__head">
            <h1 className="admin-section__title" id={`${id}-title`}>
              Draft: {draft.data.name}
            </h1>
            <DraftStepsNav draftId={draftId} step={step} />
          </div>
        </header>
        {step === "place" ? (
          <>
            <AgendaEditor view="day" draftId={draftId} />
            <p>
              <EventLink
                className="foyer-button foyer-button--primary"
                href={draftEditPath(eventId, draftId, "schedule")}
              >
                Next: run the scheduler
              </EventLink>
            </p>
          </>
        ) : step === "schedule" ? (
          <SolveStep draftId={draftId} />
        ) : (
          <>
            <DraftChangesList draftId={draftId} />
            <p>
              <EventLink
                className="foyer-button foyer-button--primary"
                href={draftChangesPath(eventId, draftId)}
              >
                Apply or discard
              </EventLink>
            </p>
          </>
        )}
      </section>
    </div>
  );
}

/** Step 2: the automatic scheduler on the draft, with its progress and what it could not place. */
function SolveStep({ draftId }: { draftId: string }) {
  const { eventId } = useEvent();
  const schedule = useScheduleApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [keepPlaced, setKeepPlaced] = useState(true);
  const [jobId, setJobId] = useState<string | null>(null);
  const [progress, setProgress] = useState<JobProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const titles = useSessionTitles();

  useEffect(() => {
    if (!jobId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const next = await schedule.progress(jobId);
        if (stopped) return;
        setProgress(next);
        if (isJobRunning(next.status)) {
          timer = setTimeout(poll, POLL_MS);
          return;
        }
        if (next.status === "error")
          setError(next.payload.error ?? "The scheduler stopped; nothing was written.");
        await queryClient.invalidateQueries({ queryKey: scheduleKeys.all(eventId) });
        setJobId(null);
      } catch (caught) {
        if (!stopped) {
          setError(changeError(caught));
          setJobId(null);
        }
      }
    };
    timer = setTimeout(poll, POLL_FIRST_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [jobId, schedule, queryClient, eventId]);

  const run = async () => {
    setError(null);
    setProgress(null);
    try {
      setJobId((await schedule.solve(draftId, { keepPlaced })).jobId);
    } catch (caught) {
      setError(changeError(caught));
    }
  };
  const running = jobId !== null;
  const outcome = solveOutcomeOf(progress);
  const percent = Math.round((progress?.payload.progress ?? 0) * 100);

  return (
    <section className="admin-panel event-card" aria-labelledby={`${id}-title`}>
      <h2 className="event-card__title" id={`${id}-title`}>
        Run the scheduler
      </h2>
      <p className="agenda-note">
        The scheduler places the draft's unscheduled accepted sessions: no room or speaker overlaps, within
        availabilities, the event's days and room capacities.
      </p>
      <label className="foyer-checkbox">
        <input
          type="checkbox"
          checked={keepPlaced}
          onChange={(change) => setKeepPlaced(change.target.checked)}
        />
        Keep the sessions already placed where they are
      </label>
      <div className="agenda-selection">
        <button type="button" className="foyer-button foyer-button--primary" disabled={running} onClick={run}>
          {running ? "Scheduling..." : "Run the scheduler"}
        </button>
      </div>
      {running || progress ? (
        <div
          className="agenda-progress"
          role="progressbar"
          aria-label="Scheduler progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span>{progress?.payload.latestOperation || "Starting..."}</span> <span>{percent}%</span>
        </div>
      ) : null}
      {error ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {outcome && !running ? (
        <div role="status">
          <p>
            Placed {outcome.placed === 1 ? "1 session" : `${outcome.placed} sessions`}; conflicts left:{" "}
            {outcome.conflictsLeft}.
          </p>
          {outcome.unplaced.length ? (
            <>
              <h3 className="foyer-field__label">Could not be placed</h3>
              <ul className="agenda-list">
                {outcome.unplaced.map((one) => (
                  <li key={one.sessionId}>
                    <EventLink href={sessionPath(eventId, one.sessionId)}>
                      {titles.get(one.sessionId) ?? "Session"}
                    </EventLink>
                    : {one.reason}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>Every session could be placed.</p>
          )}
          <EventLink
            className="foyer-button foyer-button--primary"
            href={draftEditPath(eventId, draftId, "review")}
          >
            Next: review
          </EventLink>
        </div>
      ) : null}
    </section>
  );
}

const CHANGE_LABELS: Record<DraftChange["change"], string> = {
  moved: "Moved",
  added: "Added",
  removed: "Removed",
};

/** A draft's differences from the live schedule, before and after. */
export function DraftChangesList({ draftId }: { draftId: string }) {
  const { eventId } = useEvent();
  const schedule = useScheduleApi();
  const sessionsApi = useSessionsApi();
  const changes = useQuery({
    queryKey: scheduleKeys.changes(eventId, draftId),
    queryFn: ({ signal }) => schedule.changes(draftId, { signal }),
  });
  const settings = useQuery({
    queryKey: sessionKeys.settings(eventId),
    queryFn: ({ signal }) => sessionsApi.settings({ signal }),
  });
  const sessions = useQuery({
    queryKey: scheduleKeys.sessions(eventId),
    queryFn: ({ signal }) => allSessions(sessionsApi, signal),
  });
  const timeZone = sessions.data?.timezone ?? "UTC";
  const roomName = (roomId: string | null) =>
    roomId ? (settings.data?.rooms.find((room) => room.id === roomId)?.name ?? "a deleted room") : "no room";
  const side = (one: DraftChange["before"]) =>
    one.startsAt && one.endsAt
      ? `${dayLabel(dayOfInstant(one.startsAt, timeZone) ?? "")}, ${clockLabel(Date.parse(one.startsAt), timeZone)} – ${clockLabel(Date.parse(one.endsAt), timeZone)}, ${roomName(one.roomId)}`
      : "Not scheduled";
  if (changes.isPending) return <LoadingPanel text="Loading the changes..." />;
  if (changes.isError) {
    return (
      <FailedPanel
        error={changes.error}
        message="The changes could not be loaded"
        onRetry={() => void changes.refetch()}
        backHref={agendaPath(eventId)}
        backLabel="Back to the agenda"
      />
    );
  }
  if (changes.data.length === 0) {
    return (
      <p className="admin-panel agenda-empty">No changes: this draft is the same as the live schedule.</p>
    );
  }
  return (
    <table className="admin-table">
      <caption className="foyer-visually-hidden">Changes of the draft</caption>
      <thead>
        <tr>
          <th scope="col">Session</th>
          <th scope="col">Change</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {changes.data.map((change) => (
          <tr key={change.sessionId}>
            <td>
              <EventLink href={sessionPath(eventId, change.sessionId)}>{change.title}</EventLink>
            </td>
            <td>{CHANGE_LABELS[change.change]}</td>
            <td>{side(change.before)}</td>
            <td>{side(change.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /event-light/{eventId}/sessions/drafts/changes/{draftId}: the changes, then apply or discard. */
export function DraftChangesPage({ draftId }: { draftId: string }) {
  const { eventId, leaveTo } = useEvent();
  const { services } = useApp();
  const schedule = useScheduleApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [confirming, setConfirming] = useState<"apply" | "discard" | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const draft = useDraftQuery(draftId);
  if (!draft.isSuccess) return <DraftLoading draft={draft} />;
  const act = async () => {
    setBusy(true);
    setError(null);
    try {
      if (confirming === "apply") {
        const { applied } = await schedule.apply(draftId);
        services.toasts.show({
          message: `The draft has been applied: ${applied === 1 ? "1 session" : `${applied} sessions`} changed.`,
          severity: "success",
        });
      } else {
        await schedule.discard(draftId);
        services.toasts.show({ message: "The draft has been discarded.", severity: "success" });
      }
      await queryClient.invalidateQueries({ queryKey: ["events", eventId] });
      setConfirming(null);
      leaveTo(agendaPath(eventId), { force: true });
    } catch (caught) {
      setError(changeError(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="event-page sessions-page">
      <section className="admin-section" aria-labelledby={`${id}-title`}>
        <header className="event-page-head">
          <div className="admin-section__head">
            <h1 className="admin-section__title" id={`${id}-title`}>
              Changes: {draft.data.name}
            </h1>
            <p className="admin-section__lead">
              What applying this draft changes in the live schedule.{" "}
              <EventLink href={agendaPath(eventId, "day", draftId)}>Edit the draft</EventLink>
            </p>
          </div>
        </header>
        <DraftChangesList draftId={draftId} />
        <div className="agenda-selection">
          <button
            type="button"
            className="foyer-button foyer-button--primary"
            onClick={() => setConfirming("apply")}
          >
            Apply
          </button>
          <button
            type="button"
            className="foyer-button foyer-button--secondary"
            onClick={() => setConfirming("discard")}
          >
            Discard
          </button>
        </div>
        {confirming ? (
          <ConfirmDialog
            title={confirming === "apply" ? "Apply this draft?" : "Discard this draft?"}
            confirmLabel={confirming === "apply" ? "Apply" : "Discard"}
            busyLabel={confirming === "apply" ? "Applying..." : "Discarding..."}
            busy={busy}
            danger={confirming === "discard"}
            error={error}
            onConfirm={() => void act()}
            onCancel={() => {
              setConfirming(null);
              setError(null);
            }}
          >
            {confirming === "apply"
              ? "The live schedule takes the draft's places, and the draft goes. Publish a release to show them on your site."
              : "The draft and its changes are deleted; the live schedule stays as it is."}
          </ConfirmDialog>
        ) : null}
      </section>
    </div>
  );
}
