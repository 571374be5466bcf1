import { remainingTimeText, type SyncCounts, sourceInfo } from "@foyer/domain";
import type { IntegrationWizardState } from "./integration-wizard-model.js";

export const IMPORT_DONE = "Import complete";

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "1 event created, 2 updated; 14 speakers added, 3 updated". */
export function countsText(counts: SyncCounts): string {
  return (
    `${plural(counts.eventsCreated, "event")} created, ${counts.eventsUpdated} updated; ` +
    `${plural(counts.speakersCreated, "speaker")} added, ${counts.speakersUpdated} updated`
  );
}

/**
 * Import (spec 1 §2, §4): the mappings are saved, the sync starts and its job is followed every
 * second — progress, the latest operation, counts and the time left — until it ends.
 */
export function ImportStep({ state }: { state: IntegrationWizardState }) {
  const { sync } = state;
  const label = state.source ? sourceInfo[state.source].label : "";
  if (sync.phase === "succeeded") {
    return (
      <div className="integration-step integration-import" role="status">
        <p className="integration-import__title">{IMPORT_DONE}</p>
        {sync.counts ? <p>{countsText(sync.counts)}</p> : null}
        {sync.problems.length > 0 ? (
          <div className="foyer-alert foyer-alert--warning integration-import__problems">
            <p>Left out:</p>
            <ul>
              {sync.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className="integration-note">
          {sync.eventIds.length > 0
            ? "Go to the event to see what was imported. The event's Settings › Integrations page shows its mapping."
            : "Nothing needed importing."}
        </p>
      </div>
    );
  }
  const running = sync.phase === "running" ? sync : null;
  const percent = Math.round(Math.min(1, Math.max(0, running?.progress ?? 0)) * 100);
  const operation =
    sync.phase === "saving"
      ? "Saving your choices..."
      : sync.phase === "starting"
        ? "Starting the import..."
        : running?.latestOperation || `Importing events from ${label}...`;
  return (
    <div className="integration-step integration-import" aria-live="polite">
      <span className="foyer-spinner" aria-hidden="true" />
      <p className="integration-import__title">Importing events from {label}</p>
      <div
        className="integration-progress"
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="integration-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="integration-import__operation">{operation}</p>
      {running?.counts ? <p>{countsText(running.counts)}</p> : null}
      <p className="integration-note">{remainingTimeText(running?.remainingSeconds)}</p>
    </div>
  );
}
