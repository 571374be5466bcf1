import {
  type ContactHit,
  MESSAGE_BODY_MAX,
  meetsRequirement,
  type OrganizerThreadDetail,
  organizerThreadBody,
  THREAD_SUBJECT_MAX,
} from "@foyer/domain";
import { isHttpError, type OrganizerMessagesApi } from "@foyer/sdk";
import { RecordPicker, useApp, userMessageOf } from "@foyer/widgets/react";
import { type FormEvent, useCallback, useId, useState } from "react";
import { useEvent } from "../../event-context.js";

export const START_FAILED = "The message could not be sent";

type Problems = { contactId?: string; subject?: string; body?: string; form?: string };

/**
 * "New conversation": pick a contact of the event (the search-and-pick dialog), a subject and the
 * first message. Checked with the server's rules first; a failure says why and keeps the text.
 */
export function StartThreadForm({
  api,
  onStarted,
  onCancel,
}: {
  api: OrganizerMessagesApi;
  onStarted(thread: OrganizerThreadDetail): void;
  onCancel(): void;
}) {
  const { services } = useApp();
  const { eventId, profile, denyAccess } = useEvent();
  const id = useId();
  // The picker searches contacts: it needs read on contacts (the server checks it too).
  const canPick = meetsRequirement(profile, [{ module: "contacts", action: "read" }]);
  const [contact, setContact] = useState<ContactHit | null>(null);
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);

  const onSelect = useCallback(({ records }: { records: { kind: string }[] }) => {
    const picked = records.find((record): record is ContactHit => record.kind === "contact");
    if (!picked) return;
    setContact(picked);
    setProblems((before) => ({ ...before, contactId: undefined }));
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = organizerThreadBody.safeParse({ contactId: contact?.id ?? "", subject, body });
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as "contactId" | "subject" | "body";
        found[key] ??= issue.message;
      }
      return setProblems(found);
    }
    setBusy(true);
    setProblems({});
    try {
      const thread = await api.start(parsed.data);
      services.toasts.show({ message: `Message sent to ${thread.participant.name}.`, severity: "success" });
      onStarted(thread);
    } catch (error) {
      if (isHttpError(error) && error.status === 403) return denyAccess(error);
      setProblems({ form: `${START_FAILED}: ${userMessageOf(error)}` });
      setBusy(false);
    }
  };

  const field = (key: "contactId" | "subject" | "body") => ({
    "aria-invalid": problems[key] ? true : undefined,
    "aria-describedby": problems[key] ? `${id}-${key}-error` : undefined,
  });
  const error = (key: "contactId" | "subject" | "body") =>
    problems[key] ? (
      <p className="foyer-field__error" id={`${id}-${key}-error`}>
        {problems[key]}
      </p>
    ) : null;

  return (
    <form className="admin-panel portal-thread" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 className="event-card__title" id={`${id}-title`}>
        New conversation
      </h2>
      <div className="foyer-field">
        <span className="foyer-field__label">To</span>
        <p className="portal-thread__to" aria-live="polite">
          {contact
            ? `${contact.name || contact.email || "(no name)"}${contact.email ? ` · ${contact.email}` : ""}`
            : "No one picked yet"}
        </p>
        {canPick ? (
          <RecordPicker eventId={eventId} mode="people" max={1} sdk={services.sdk} onSelect={onSelect} />
        ) : (
          <p className="foyer-alert foyer-alert--info">
            Picking someone searches the event's contacts, which your role cannot read.
          </p>
        )}
        {error("contactId")}
      </div>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-subject`}>
          Subject
        </label>
        <input
          id={`${id}-subject`}
          className="foyer-input"
          value={subject}
          maxLength={THREAD_SUBJECT_MAX}
          autoComplete="off"
          readOnly={busy}
          {...field("subject")}
          onChange={(event) => {
            setSubject(event.target.value);
            setProblems((before) => ({ ...before, subject: undefined }));
          }}
        />
        {error("subject")}
      </div>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-body`}>
          Message
        </label>
        <textarea
          id={`${id}-body`}
          className="foyer-input portal-thread__textarea"
          rows={6}
          value={body}
          maxLength={MESSAGE_BODY_MAX}
          readOnly={busy}
          {...field("body")}
          onChange={(event) => {
            setBody(event.target.value);
            setProblems((before) => ({ ...before, body: undefined }));
          }}
        />
        {error("body")}
      </div>
      {problems.form ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {problems.form}
        </p>
      ) : null}
      <div className="portal-thread__actions">
        <button type="submit" className="foyer-button foyer-button--primary" disabled={busy}>
          {busy ? "Sending..." : "Send"}
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
