import type { PortalThreadDetail } from "@foyer/domain";
import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import { useEvery } from "../../remote/useEvery.js";
import { PortalFrame } from "../PortalFrame.js";
import { LoadFailed } from "../sessions/LoadFailed.js";
import { usePortalData } from "../usePortalData.js";
import { NewThreadForm } from "./NewThreadForm.js";
import { ThreadList } from "./ThreadList.js";
import { ThreadView } from "./ThreadView.js";
import { THREADS_REFRESH_MS } from "./unread-signal.js";
import { usePortalMessagesApi } from "./usePortalMessagesApi.js";

export const THREADS_LOAD_FAILED = "An error occurred getting your messages";

/** The list of conversations with "New message"; a sent one opens at once. */
function Inbox({ onStarted }: { onStarted(thread: PortalThreadDetail): void }) {
  const { api, home } = usePortalMessagesApi();
  const list = usePortalData(() => api.threads(), [api], { errorMessage: THREADS_LOAD_FAILED });
  useEvery(list.refresh, THREADS_REFRESH_MS);
  const [composing, setComposing] = useState(false);

  return (
    <section aria-labelledby="messages-title">
      <div className="portal-messages__head">
        <h1 id="messages-title" className="portal-page__title">
          Messages
        </h1>
        {composing ? null : (
          <button
            type="button"
            className="foyer-button foyer-button--primary"
            onClick={() => setComposing(true)}
          >
            New message
          </button>
        )}
      </div>
      <p className="portal-muted">Conversations with the organizer team.</p>
      {composing ? <NewThreadForm api={api} onSent={onStarted} onCancel={() => setComposing(false)} /> : null}
      {list.state.status === "loading" ? <p role="status">Loading your messages…</p> : null}
      {list.state.status === "error" ? (
        <LoadFailed message={THREADS_LOAD_FAILED} onRetry={list.reload} />
      ) : null}
      {list.state.status === "ready" ? <ThreadList threads={list.state.data} home={home} /> : null}
    </section>
  );
}

function Messages() {
  const { home } = usePortalMessagesApi();
  const [, navigate] = useLocation();
  const threadId = new URLSearchParams(useSearch()).get("thread");
  const [started, setStarted] = useState<PortalThreadDetail | null>(null);
  if (threadId) {
    return (
      <ThreadView
        key={threadId}
        threadId={threadId}
        {...(started?.id === threadId ? { initial: started } : {})}
      />
    );
  }
  return (
    <Inbox
      onStarted={(thread) => {
        setStarted(thread);
        navigate(`${home}/messages?thread=${encodeURIComponent(thread.id)}`);
      }}
    />
  );
}

/**
 * /portals/{portalSlug}/{portalId}/messages (spec 1 §2 "Portal"; issue 6 "threads with the
 * organizer team, unread state"): the conversations, or one of them with `?thread={id}`.
 */
export function PortalMessagesPage() {
  return <PortalFrame>{() => <Messages />}</PortalFrame>;
}
