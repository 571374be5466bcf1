import { type OrganizerThreadDetail, portalMessageTexts } from "@foyer/domain";
import { isHttpError, type OrganizerMessagesApi } from "@foyer/sdk";
import { useEffect, useId, useRef, useState } from "react";
import { useEvent } from "../../event-context.js";
import { formatDateTime } from "../../format-dates.js";
import { useEventData } from "../../useEventData.js";
import { ReplyBox } from "./ReplyBox.js";

export const THREAD_LOAD_FAILED = "An error occurred getting this conversation";

/**
 * One conversation, oldest message first, as plain text with its line breaks; opening it marks it
 * read for the organizer team. With update on `portal`, a reply box below.
 */
export function ThreadPanel({
  api,
  threadId,
  canWrite,
  onRead,
  onReplied,
}: {
  api: OrganizerMessagesApi;
  threadId: string;
  canWrite: boolean;
  onRead(): void;
  onReplied(): void;
}) {
  const { denyAccess } = useEvent();
  const titleId = useId();
  const loaded = useEventData(() => api.thread(threadId), [api, threadId], THREAD_LOAD_FAILED);
  const [changed, setChanged] = useState<OrganizerThreadDetail | null>(null);
  const ready = loaded.state.status === "ready";
  // The inbox hands a new callback each render; only the load's arrival matters.
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;
  useEffect(() => {
    if (ready) onReadRef.current();
  }, [ready]);

  if (loaded.state.status === "loading")
    return (
      <div className="admin-panel" role="status">
        Loading the conversation...
      </div>
    );
  if (loaded.state.status === "error") {
    const { error } = loaded.state;
    const missing =
      isHttpError(error) && error.status === 404
        ? error.message || portalMessageTexts.threadNotInPortal
        : null;
    return (
      <div className="admin-panel">
        <p className="foyer-alert foyer-alert--error" role="alert">
          {missing ?? `${THREAD_LOAD_FAILED}.`}
        </p>
        {missing ? null : (
          <button type="button" className="foyer-button foyer-button--secondary" onClick={loaded.reload}>
            Try again
          </button>
        )}
      </div>
    );
  }
  const thread = changed ?? loaded.state.data;

  return (
    <section className="admin-panel portal-thread" aria-labelledby={titleId}>
      <header className="portal-thread__head">
        <h2 className="event-card__title" id={titleId}>
          {thread.subject}
        </h2>
        <p className="event-card__note">
          With {thread.participant.name}
          {thread.participant.email && thread.participant.email !== thread.participant.name
            ? ` (${thread.participant.email})`
            : ""}
        </p>
      </header>
      <ol className="portal-thread__messages" aria-label="Messages in this conversation">
        {thread.messages.map((message) => (
          <li
            key={message.id}
            className={`portal-thread__message${message.fromOrganizer ? " portal-thread__message--team" : ""}`}
          >
            <p className="portal-thread__meta">
              <strong>{message.author}</strong>{" "}
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </p>
            <p className="portal-thread__body">{message.body}</p>
          </li>
        ))}
      </ol>
      {canWrite ? (
        <ReplyBox
          onSend={async (body) => {
            try {
              setChanged(await api.reply(thread.id, body));
              onReplied();
            } catch (error) {
              if (isHttpError(error) && error.status === 403) denyAccess(error);
              throw error;
            }
          }}
        />
      ) : (
        <p className="foyer-alert foyer-alert--info">Your role can read conversations but not reply.</p>
      )}
    </section>
  );
}
