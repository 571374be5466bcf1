import { type OrganizerThreadDetail, portalMessageTexts } from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef } from "react";
import { formatDateTime } from "../../format-dates.js";
import { messageKeys, messageQueries, type PortalMessages, THREAD_LOAD_FAILED } from "./message-queries.js";
import { ReplyBox } from "./ReplyBox.js";

/**
 * One conversation, oldest message first, as plain text with its line breaks; opening it marks it
 * read for the organizer team. With update on `portal`, a reply box below.
 */
export function ThreadPanel({
  messages,
  threadId,
  canWrite,
  onRead,
  onReplied,
}: {
  messages: PortalMessages;
  threadId: string;
  canWrite: boolean;
  onRead(): void;
  onReplied(): void;
}) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const loaded = useQuery(messageQueries.thread(messages, threadId));
  const reply = useMutation({
    mutationFn: (body: string) => messages.api.reply(threadId, body),
    // The answer is the conversation with the reply: shown at once, no second load.
    onSuccess: (thread: OrganizerThreadDetail) =>
      queryClient.setQueryData(messageKeys.thread(messages.eventId, messages.portalId, threadId), thread),
  });
  const ready = loaded.status === "success";
  // The inbox hands a new callback each render; only the load's arrival matters.
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;
  useEffect(() => {
    if (ready) onReadRef.current();
  }, [ready]);

  if (loaded.status === "pending")
    return (
      <div className="admin-panel" role="status">
        Loading the conversation...
      </div>
    );
  if (loaded.status === "error") {
    const { error } = loaded;
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
          <button
            type="button"
            className="foyer-button foyer-button--secondary"
            onClick={() => void loaded.refetch()}
          >
            Try again
          </button>
        )}
      </div>
    );
  }
  const thread = loaded.data;

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
            await reply.mutateAsync(body);
            onReplied();
          }}
        />
      ) : (
        <p className="foyer-alert foyer-alert--info">Your role can read conversations but not reply.</p>
      )}
    </section>
  );
}
