import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { userMessageOf } from "../app-shell/user-message.js";

/** The composer's own fields. */
type Field = "subject" | "body";

/** What the composer asks `check` about: the typed message, and its subject when it has one. */
export interface ComposerInput {
  body: string;
  subject: string;
}

/**
 * What `check` makes of the typed message: the value to send, or why not (the composer's fields'
 * problems, if any; the caller shows those of its own fields).
 */
export type ComposerCheck<T> =
  | { ok: true; value: T }
  | { ok: false; problems?: Partial<Record<Field, string | undefined>> | undefined };

/** A zod `safeParse` answer (any schema whose fields include `body`, and `subject` where there is one). */
type Parsed<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/**
 * Turns a `safeParse` of the whole message into a `check` answer: the parsed value, or the first
 * problem with the subject and with the message.
 * @example check={({ body }) => composerCheck(portalReplyBody.safeParse({ body }))}
 */
export function composerCheck<T>(parsed: Parsed<T>): ComposerCheck<T> {
  if (parsed.success) return { ok: true, value: parsed.data };
  const first = (field: Field) => parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
  return { ok: false, problems: { subject: first("subject"), body: first("body") } };
}

/** Parts the caller renders with the composer; a function gets whether a send is under way. */
type Slot = ReactNode | ((sending: boolean) => ReactNode);

export interface MessageComposerProps<T> {
  /** The message box's label. @example label: "Reply" */
  label: string;
  /** The send button's text. @example sendLabel: "Send reply" */
  sendLabel: string;
  /** The send button's text while sending. @default "Sending..." */
  sendingLabel?: string | undefined;
  /** Put before the reason when a send fails. @example failedMessage: "The reply could not be sent" */
  failedMessage: string;
  /** Read out after a send; leave out where the form goes away once sent. */
  sentNotice?: string | undefined;
  /** A short line under the message box. @example hint: "Ctrl+Enter sends." */
  hint?: string | undefined;
  hintClassName?: string | undefined;
  maxLength: number;
  /** A subject line above the message (a new conversation); `focus` puts the focus there at first. */
  subject?: { label: string; maxLength: number; focus?: boolean | undefined } | undefined;
  /** @default 4 */
  rows?: number | undefined;
  /** The form's class. */
  className?: string | undefined;
  /** The message box's class, after `foyer-input`. */
  bodyClassName?: string | undefined;
  /** Names the form (e.g. its heading's id). */
  labelledBy?: string | undefined;
  /** Checks what was typed with the server's rules, before anything is sent. */
  check(input: ComposerInput): ComposerCheck<T>;
  /** Sends; a rejection is shown with `failedMessage` and the text stays. */
  onSend(value: T): Promise<void>;
  /** Above the subject and message: a heading, the recipient. */
  children?: Slot;
  /** Beside the send button, e.g. Cancel; wrapped with the send button in `actionsClassName`. */
  actions?: Slot;
  actionsClassName?: string | undefined;
}

const render = (slot: Slot, sending: boolean) => (typeof slot === "function" ? slot(sending) : slot);

/**
 * A message box with its send button (and a subject line for a new conversation), shared by the
 * apps' reply and new-message forms. Checked before sending; Ctrl+Enter (⌘+Enter) sends too; the
 * fields are read-only while sending; a failed send says why and keeps the text, a sent one
 * empties the fields.
 * @example <MessageComposer label="Reply" sendLabel="Send reply" failedMessage="The reply could not be sent" maxLength={10000} check={({ body }) => ({ ok: true, value: body })} onSend={send} />
 */
export function MessageComposer<T>({
  label,
  sendLabel,
  sendingLabel = "Sending...",
  failedMessage,
  sentNotice,
  hint,
  hintClassName,
  maxLength,
  subject,
  rows = 4,
  className,
  bodyClassName,
  labelledBy,
  check,
  onSend,
  children,
  actions,
  actionsClassName,
}: MessageComposerProps<T>) {
  const id = useId();
  const subjectRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState<ComposerInput>({ subject: "", body: "" });
  const [problems, setProblems] = useState<Partial<Record<Field, string | undefined>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<"idle" | "sending" | "sent">("idle");
  const sending = status === "sending";
  const focusSubject = subject?.focus === true;

  useEffect(() => {
    if (focusSubject) subjectRef.current?.focus();
  }, [focusSubject]);

  const send = async () => {
    if (sending) return;
    const checked = check(text);
    setFailure(null);
    if (!checked.ok) {
      setProblems(checked.problems ?? {});
      return;
    }
    setStatus("sending");
    setProblems({});
    try {
      await onSend(checked.value);
      setText({ subject: "", body: "" });
      setStatus("sent");
    } catch (error) {
      setFailure(`${failedMessage}: ${userMessageOf(error)}`);
      setStatus("idle");
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };
  const change = (field: Field, value: string) => {
    setText((before) => ({ ...before, [field]: value }));
    setProblems((before) => ({ ...before, [field]: undefined }));
    setFailure(null);
    if (status === "sent") setStatus("idle");
  };
  const error = (field: Field, role?: "alert") =>
    problems[field] ? (
      <p className="foyer-field__error" role={role} id={`${id}-${field}-error`}>
        {problems[field]}
      </p>
    ) : null;

  const button = (
    <button type="submit" className="foyer-button foyer-button--primary" disabled={sending}>
      {sending ? sendingLabel : sendLabel}
    </button>
  );
  return (
    <form className={className} onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      {render(children, sending)}
      {subject ? (
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={`${id}-subject`}>
            {subject.label}
          </label>
          <input
            ref={subjectRef}
            id={`${id}-subject`}
            className="foyer-input"
            value={text.subject}
            maxLength={subject.maxLength}
            autoComplete="off"
            readOnly={sending}
            aria-invalid={problems.subject ? true : undefined}
            aria-describedby={problems.subject ? `${id}-subject-error` : undefined}
            onChange={(event) => change("subject", event.target.value)}
          />
          {error("subject")}
        </div>
      ) : null}
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-body`}>
          {label}
        </label>
        <textarea
          id={`${id}-body`}
          className={bodyClassName ? `foyer-input ${bodyClassName}` : "foyer-input"}
          rows={rows}
          value={text.body}
          maxLength={maxLength}
          readOnly={sending}
          aria-invalid={problems.body ? true : undefined}
          aria-describedby={problems.body ? `${id}-body-error` : hint ? `${id}-hint` : undefined}
          onKeyDown={onKeyDown}
          onChange={(event) => change("body", event.target.value)}
        />
        {hint ? (
          <p className={hintClassName} id={`${id}-hint`}>
            {hint}
          </p>
        ) : null}
        {error("body", "alert")}
      </div>
      {failure ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      {sentNotice === undefined ? null : (
        <p className="foyer-visually-hidden" role="status">
          {status === "sent" ? sentNotice : ""}
        </p>
      )}
      {actions === undefined ? (
        button
      ) : (
        <div className={actionsClassName}>
          {button}
          {render(actions, sending)}
        </div>
      )}
    </form>
  );
}
