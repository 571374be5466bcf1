import { type PortalThreadDetail, portalMessageTexts } from "@foyer/domain";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { useEvery } from "../../remote/useEvery.js";
import { isNotFound } from "../portal-errors.js";
import { LoadFailed } from "../sessions/LoadFailed.js";
import { usePortalData } from "../usePortalData.js";
import { sentLabel } from "./message-format.js";
import { ReplyForm } from "./ReplyForm.js";
import { unreadSignal } from "./unread-signal.js";
import { usePortalMessagesApi } from "./usePortalMessagesApi.js";

export const THREAD_LOAD_FAILED = "An error occurred getting this conversation";
/** How often an open conversation is asked for again. */
export const THREAD_REFRESH_MS = 15_000;

/**
 * One conversation, oldest message first, each with who wrote it ("You" or the organizer) and
 * when; bodies are text with their line breaks. Opening it marks it read, so the nav counts again.
 * `initial` is a thread just started here (shown without asking the server again). The
 * conversation is asked for again every 15 seconds while shown, so an answer appears by itself.
 */
export function ThreadView({ threadId, initial }: { threadId: string; initial?: PortalThreadDetail }) {
  const { api, home } = usePortalMessagesApi();
  const started = useRef(initial);
  const loaded = usePortalData(
    () => {
      const first = started.current;
      started.current = undefined;
      return first ? Promise.resolve(first) : api.thread(threadId);
    },
    [api, threadId],
    {
      errorMessage: THREAD_LOAD_FAILED,
      expected: isNotFound,
    },
  );
  const [changed, setChanged] = useState<PortalThreadDetail | null>(null);
  useEvery(loaded.refresh, THREAD_REFRESH_MS);
  const data = loaded.state.status === "ready" ? loaded.state.data : null;
  // Each answer from the server is the newest: it replaces what a reply sent here showed, and the
  // conversation it marked read makes the nav count again.
  useEffect(() => {
    if (!data) return;
    setChanged(null);
    unreadSignal.notify();
  }, [data]);

  const back = (
    <Link href={`${home}/messages`} className="portal-back-link">
      ← All messages
    </Link>
  );
  if (loaded.state.status === "loading") return <p role="status">Loading the conversation…</p>;
  if (loaded.state.status === "error") {
    return (
      <section>
        {back}
        {isNotFound(loaded.state.error) ? (
          <p className="portal-empty" role="alert">
            {portalMessageTexts.threadNotFound}
          </p>
        ) : (
          <LoadFailed message={THREAD_LOAD_FAILED} onRetry={loaded.reload} />
        )}
      </section>
    );
  }
  const thread = changed ?? loaded.state.data;

  return (
    <section aria-labelledby="thread-title" className="portal-thread">
      {back}
      <h1 id="thread-title" className="portal-page__title">
        {thread.subject}
      </h1>
      <ol className="portal-thread__messages" aria-label="Messages in this conversation">
        {thread.messages.map((message) => (
          <li
            key={message.id}
            className={`portal-message${message.fromOrganizer ? " portal-message--organizer" : " portal-message--mine"}`}
          >
            <p className="portal-message__meta">
              <strong>{message.author}</strong>{" "}
              <time dateTime={message.createdAt} className="portal-muted">
                {sentLabel(message.createdAt)}
              </time>
            </p>
            <p className="portal-message__body">{message.body}</p>
          </li>
        ))}
      </ol>
      <ReplyForm onSend={async (body) => setChanged(await api.reply(thread.id, body))} />
    </section>
  );
}
