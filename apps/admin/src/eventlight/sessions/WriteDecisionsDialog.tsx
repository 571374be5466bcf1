import { type DecisionDraftsResult, type SessionDecision, sessionDecisionLabels } from "@foyer/domain";
import { userMessageOf } from "@foyer/widgets/react";
import { useId, useState } from "react";
import { ModalFrame } from "../../dialog/ModalFrame.js";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { decisionMailsPath } from "./session-paths.js";

const people = (n: number) => (n === 1 ? "1 person" : `${n} people`);

/** What writing drafts did, in one sentence per count that is not zero. */
export function draftsResultLines(result: DecisionDraftsResult): string[] {
  const lines = [`${result.written === 1 ? "1 draft" : `${result.written} drafts`} written.`];
  if (result.kept > 0)
    lines.push(`${people(result.kept)} already had a draft of this decision (kept as it is).`);
  if (result.alreadySent > 0)
    lines.push(
      `${people(result.alreadySent)} ${result.alreadySent === 1 ? "was" : "were"} already sent theirs.`,
    );
  if (result.noAddress > 0)
    lines.push(`${people(result.noAddress)} ${result.noAddress === 1 ? "has" : "have"} no email address.`);
  if (result.noSpeakers > 0)
    lines.push(
      `${result.noSpeakers === 1 ? "1 session has" : `${result.noSpeakers} sessions have`} no speakers.`,
    );
  return lines;
}

export interface WriteDecisionsDialogProps {
  count: number;
  write(decision: SessionDecision): Promise<DecisionDraftsResult>;
  onClose(): void;
}

/**
 * "Write decision emails…" for the chosen sessions: Accepted or Rejected, then how many drafts
 * were written; nothing is sent here (the drafts wait on the decision emails page).
 */
export function WriteDecisionsDialog({ count, write, onClose }: WriteDecisionsDialogProps) {
  const { eventId } = useEvent();
  const name = useId();
  const [decision, setDecision] = useState<SessionDecision>("accepted");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<DecisionDraftsResult | null>(null);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      setResult(await write(decision));
    } catch (caught) {
      setError(userMessageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  const footer = result ? (
    <>
      <button type="button" className="foyer-button foyer-button--secondary" onClick={onClose}>
        Close
      </button>
      <EventLink className="foyer-button foyer-button--primary" href={decisionMailsPath(eventId)}>
        Review decision emails
      </EventLink>
    </>
  ) : (
    <>
      <button
        type="button"
        className="foyer-button foyer-button--secondary"
        disabled={busy}
        onClick={onClose}
      >
        Cancel
      </button>
      <button
        type="button"
        className="foyer-button foyer-button--primary"
        disabled={busy}
        onClick={() => void submit()}
      >
        {busy ? "Writing..." : "Write drafts"}
      </button>
    </>
  );

  return (
    <ModalFrame title="Write decision emails" onClose={onClose} busy={busy} footer={footer}>
      {result ? (
        <div role="status">
          {draftsResultLines(result).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : (
        <fieldset className="foyer-fieldset">
          <legend>
            Drafts for the speakers of {count === 1 ? "1 session" : `${count} sessions`}; nothing is sent yet.
          </legend>
          {(["accepted", "rejected"] as const).map((value) => (
            <label key={value} className="foyer-radio">
              <input
                type="radio"
                name={name}
                value={value}
                checked={decision === value}
                onChange={() => setDecision(value)}
              />{" "}
              {sessionDecisionLabels[value]}
            </label>
          ))}
        </fieldset>
      )}
      {error ? (
        <p className="foyer-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </ModalFrame>
  );
}
