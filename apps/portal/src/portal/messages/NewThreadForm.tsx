import {
  MESSAGE_BODY_MAX,
  type PortalThreadDetail,
  portalThreadBody,
  THREAD_SUBJECT_MAX,
} from "@foyer/domain";
import type { PortalMessagesApi } from "@foyer/sdk";
import { userMessageOf } from "@foyer/widgets/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";

export const SEND_FAILED = "Your message could not be sent";

type Problems = { subject?: string; body?: string; form?: string };

/**
 * "New message" to the organizer team: subject and message, checked with the server's own rules
 * and words first. A failed send says why and keeps everything typed.
 */
export function NewThreadForm({
  api,
  onSent,
  onCancel,
}: {
  api: PortalMessagesApi;
  onSent(thread: PortalThreadDetail): void;
  onCancel(): void;
}) {
  const id = useId();
  const subjectRef = useRef<HTMLInputElement>(null);
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => subjectRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = portalThreadBody.safeParse({ subject, body });
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === "subject" ? "subject" : "body";
        found[key] ??= issue.message;
      }
      setProblems(found);
      return;
    }
    setBusy(true);
    setProblems({});
    try {
      onSent(await api.start(parsed.data));
    } catch (error) {
      setProblems({ form: `${SEND_FAILED}: ${userMessageOf(error)}` });
      setBusy(false);
    }
  };

  const describedBy = (key: "subject" | "body") => (problems[key] ? `${id}-${key}-error` : undefined);

  return (
    <form className="portal-compose" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="portal-compose__title">
        New message
      </h2>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-subject`}>
          Subject
        </label>
        <input
          ref={subjectRef}
          id={`${id}-subject`}
          className="foyer-input"
          value={subject}
          maxLength={THREAD_SUBJECT_MAX}
          autoComplete="off"
          readOnly={busy}
          aria-invalid={problems.subject ? true : undefined}
          aria-describedby={describedBy("subject")}
          onChange={(event) => {
            setSubject(event.target.value);
            setProblems((before) => ({ ...before, subject: undefined }));
          }}
        />
        {problems.subject ? (
          <p className="foyer-field__error" id={`${id}-subject-error`}>
            {problems.subject}
          </p>
        ) : null}
      </div>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-body`}>
          Message
        </label>
        <textarea
          id={`${id}-body`}
          className="foyer-input portal-compose__body"
          rows={6}
          value={body}
          maxLength={MESSAGE_BODY_MAX}
          readOnly={busy}
          aria-invalid={problems.body ? true : undefined}
          aria-describedby={describedBy("body")}
          onChange={(event) => {
            setBody(event.target.value);
            setProblems((before) => ({ ...before, body: undefined }));
          }}
        />
        {problems.body ? (
          <p className="foyer-field__error" id={`${id}-body-error`}>
            {problems.body}
          </p>
        ) : null}
      </div>
      {problems.form ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {problems.form}
        </p>
      ) : null}
      <div className="portal-compose__actions">
        <button type="submit" className="foyer-button foyer-button--primary" disabled={busy}>
          {busy ? "Sending…" : "Send message"}
        </button>
        <button
          type="button"
          className="foyer-button foyer-button--secondary"
          onClick={onCancel}
          disabled={busy}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
