import {
  type DecisionMailDetail,
  decisionMailPatch,
  decisionMailStatusLabels,
  MAIL_BODY_MAX,
  MAIL_SUBJECT_MAX,
  mailStatusLabels,
  PLACEHOLDER_PATTERN,
  sessionDecisionLabels,
} from "@foyer/domain";
import { userMessageOf } from "@foyer/widgets/react";
import { useId, useState } from "react";
import { ModalFrame } from "../../dialog/ModalFrame.js";

/** The words with the person's values put in, as the text part will read. */
export function previewOf(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) => values[name] ?? whole);
}

/** What is wrong with the words before they go to the server: its own rules, run here. */
function problemsOf(subject: string, body: string): { subject?: string; body?: string } {
  const checked = decisionMailPatch.safeParse({ subject, body });
  const problems: { subject?: string; body?: string } = {};
  for (const issue of checked.error?.issues ?? []) {
    const part = issue.path[0];
    if ((part === "subject" || part === "body") && !problems[part]) problems[part] = issue.message;
  }
  return problems;
}

export interface DecisionMailEditorProps {
  mail: DecisionMailDetail;
  /** Saves the draft's words; a refusal keeps the dialog open with the server's sentence. */
  onSave(words: { subject: string; body: string }): Promise<void>;
  onDiscard(): Promise<void>;
  onClose(): void;
}

/**
 * One decision email: a draft's subject and message to edit, with a preview filled with the
 * person's values; a sent (or discarded) one is read only, with what became of its message.
 */
export function DecisionMailEditor({ mail, onSave, onDiscard, onClose }: DecisionMailEditorProps) {
  const subjectId = useId();
  const bodyId = useId();
  const [subject, setSubject] = useState(mail.subject);
  const [body, setBody] = useState(mail.body);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const editable = mail.status === "draft";
  const problems = problemsOf(subject, body);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(userMessageOf(caught));
      setBusy(false);
    }
  };

  const footer = editable ? (
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
        className="foyer-button foyer-button--danger"
        disabled={busy}
        onClick={() => void run(onDiscard)}
      >
        Discard
      </button>
      <button
        type="submit"
        form={`${subjectId}-form`}
        className="foyer-button foyer-button--primary"
        disabled={busy || Object.keys(problems).length > 0}
      >
        {busy ? "Saving..." : "Save draft"}
      </button>
    </>
  ) : (
    <button type="button" className="foyer-button foyer-button--secondary" onClick={onClose}>
      Close
    </button>
  );

  return (
    <ModalFrame
      title={`${sessionDecisionLabels[mail.decision]}: ${mail.toName || mail.toAddress}`}
      onClose={onClose}
      busy={busy}
      footer={footer}
      className="decision-editor"
    >
      <p className="admin-section__lead">
        To {mail.toName ? `${mail.toName} <${mail.toAddress}>` : mail.toAddress} · {mail.sessionTitle} ·{" "}
        {decisionMailStatusLabels[mail.status]}
        {mail.delivery ? ` · Delivery: ${mailStatusLabels[mail.delivery]}` : ""}
        {mail.failureReason ? ` (${mail.failureReason})` : ""}
      </p>
      {editable ? (
        <form
          id={`${subjectId}-form`}
          className="decision-editor__form"
          onSubmit={(event) => {
            event.preventDefault();
            if (Object.keys(problems).length === 0) void run(() => onSave({ subject, body }));
          }}
        >
          <div className="foyer-field">
            <label className="foyer-field__label" htmlFor={subjectId}>
              Subject
            </label>
            <input
              id={subjectId}
              className="foyer-input"
              value={subject}
              maxLength={MAIL_SUBJECT_MAX}
              aria-invalid={problems.subject ? true : undefined}
              aria-describedby={problems.subject ? `${subjectId}-problem` : undefined}
              onChange={(event) => setSubject(event.target.value)}
            />
            {problems.subject ? (
              <p className="foyer-field__error" id={`${subjectId}-problem`}>
                {problems.subject}
              </p>
            ) : null}
          </div>
          <div className="foyer-field">
            <label className="foyer-field__label" htmlFor={bodyId}>
              Message
            </label>
            <textarea
              id={bodyId}
              className="foyer-input decision-editor__body"
              rows={10}
              value={body}
              maxLength={MAIL_BODY_MAX}
              aria-invalid={problems.body ? true : undefined}
              aria-describedby={`${bodyId}-hint${problems.body ? ` ${bodyId}-problem` : ""}`}
              onChange={(event) => setBody(event.target.value)}
            />
            <p className="foyer-field__hint" id={`${bodyId}-hint`}>
              Placeholders: {"{first_name}"}, {"{session_title}"}, {"{event_name}"}.
            </p>
            {problems.body ? (
              <p className="foyer-field__error" id={`${bodyId}-problem`}>
                {problems.body}
              </p>
            ) : null}
          </div>
        </form>
      ) : null}
      <section className="decision-editor__preview" aria-label="Preview">
        <h3 className="decision-editor__preview-title">Preview</h3>
        <p className="decision-editor__preview-subject">{previewOf(subject, mail.values)}</p>
        <pre className="decision-editor__preview-body">{previewOf(body, mail.values)}</pre>
      </section>
      {error ? (
        <p className="foyer-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </ModalFrame>
  );
}
