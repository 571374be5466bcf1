import { MESSAGE_BODY_MAX, portalReplyBody } from "@foyer/domain";
import { userMessageOf } from "@foyer/widgets/react";
import { type FormEvent, type KeyboardEvent, useId, useState } from "react";

export const REPLY_FAILED = "The reply could not be sent";

/**
 * The team's reply box. Ctrl+Enter (⌘+Enter) sends too; a failed send says why and keeps the
 * text, a sent one empties the box.
 */
export function ReplyBox({ onSend }: { onSend(body: string): Promise<void> }) {
  const id = useId();
  const [body, setBody] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<"idle" | "sending" | "sent">("idle");

  const send = async () => {
    if (status === "sending") return;
    const parsed = portalReplyBody.safeParse({ body });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    setStatus("sending");
    setProblem(null);
    try {
      await onSend(parsed.data.body);
      setBody("");
      setStatus("sent");
    } catch (error) {
      setProblem(`${REPLY_FAILED}: ${userMessageOf(error)}`);
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

  return (
    <form className="portal-thread__reply" onSubmit={submit} noValidate>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-body`}>
          Reply
        </label>
        <textarea
          id={`${id}-body`}
          className="foyer-input portal-thread__textarea"
          rows={4}
          value={body}
          maxLength={MESSAGE_BODY_MAX}
          readOnly={status === "sending"}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setBody(event.target.value);
            setProblem(null);
            if (status === "sent") setStatus("idle");
          }}
        />
      </div>
      {problem ? (
        <p className="foyer-alert foyer-alert--error" role="alert" id={`${id}-error`}>
          {problem}
        </p>
      ) : null}
      <p className="foyer-visually-hidden" role="status">
        {status === "sent" ? "The reply was sent." : ""}
      </p>
      <button type="submit" className="foyer-button foyer-button--primary" disabled={status === "sending"}>
        {status === "sending" ? "Sending..." : "Send reply"}
      </button>
    </form>
  );
}
