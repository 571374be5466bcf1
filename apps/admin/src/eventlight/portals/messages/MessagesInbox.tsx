import { type EventPortalSummary, meetsRequirement } from "@foyer/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useEvent } from "../../event-context.js";
import { eventPath } from "../../event-paths.js";
import { formatDateTime } from "../../format-dates.js";
import { FailedPanel } from "../../PagePanels.js";
import { messageKeys, messageQueries, THREADS_LOAD_FAILED } from "./message-queries.js";
import { StartThreadForm } from "./StartThreadForm.js";
import { ThreadPanel } from "./ThreadPanel.js";
import { useOrganizerMessagesApi } from "./useOrganizerMessagesApi.js";

export const NO_THREADS = "No conversations yet.";
export const NO_UNREAD = "No unread conversations.";

type Open = { kind: "thread"; id: string } | { kind: "new" } | null;

/**
 * The portal's inbox: conversations newest first with an unread marker, "Unread only", one opened
 * beside the list to read and answer, and "New conversation" with a contact of the event.
 */
export function MessagesInbox({ portal }: { portal: EventPortalSummary }) {
  const { eventId, profile } = useEvent();
  const api = useOrganizerMessagesApi(portal.id);
  const canWrite = meetsRequirement(profile, [{ module: "portal", action: "update" }]);
  const listId = useId();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  // Opened since the list loaded: read now, whatever the list said.
  const [read, setRead] = useState<ReadonlySet<string>>(new Set());
  const messages = { eventId, portalId: portal.id, api };
  const queryClient = useQueryClient();
  // A reload keeps the list on screen (the cache's data) instead of a spinner; another filter is another list.
  const list = useQuery(messageQueries.threads(messages, unreadOnly));
  const threads = list.data ?? null;

  const threadsChanged = () => {
    setRead(new Set());
    void queryClient.invalidateQueries({ queryKey: messageKeys.lists(eventId, portal.id) });
  };
  const opened = (id: string) => setRead((before) => new Set(before).add(id));

  let side = (
    <div className="admin-panel admin-panel--center portal-inbox__placeholder">
      <p>Choose a conversation to read it{canWrite ? ", or start a new one" : ""}.</p>
    </div>
  );
  if (open?.kind === "thread")
    side = (
      <ThreadPanel
        key={open.id}
        messages={messages}
        threadId={open.id}
        canWrite={canWrite}
        onRead={() => opened(open.id)}
        onReplied={threadsChanged}
      />
    );
  if (open?.kind === "new")
    side = (
      <StartThreadForm
        api={api}
        onCancel={() => setOpen(null)}
        onStarted={(thread) => {
          setOpen({ kind: "thread", id: thread.id });
          threadsChanged();
        }}
      />
    );

  return (
    <div className="portal-inbox">
      <div className="portal-inbox__list">
        <div className="portal-inbox__tools">
          <label className="portal-inbox__filter">
            <input
              type="checkbox"
              checked={unreadOnly}
              onChange={(event) => setUnreadOnly(event.currentTarget.checked)}
            />
            <span>Unread only</span>
          </label>
          {canWrite ? (
            <button
              type="button"
              className="foyer-button foyer-button--primary"
              onClick={() => setOpen({ kind: "new" })}
            >
              New conversation
            </button>
          ) : null}
        </div>
        {list.status === "error" ? (
          <FailedPanel
            error={list.error}
            message={THREADS_LOAD_FAILED}
            onRetry={() => void list.refetch()}
            backHref={eventPath(eventId, "dashboard")}
            backLabel="Back to the event"
          />
        ) : threads === null ? (
          <p role="status" className="event-card__note">
            Loading conversations...
          </p>
        ) : threads.length === 0 ? (
          <p className="event-card__note">{unreadOnly ? NO_UNREAD : NO_THREADS}</p>
        ) : (
          <ul className="portal-inbox__threads" id={listId} aria-label="Conversations">
            {threads.map((thread) => {
              const unread = thread.unread && !read.has(thread.id);
              const current = open?.kind === "thread" && open.id === thread.id;
              return (
                <li key={thread.id}>
                  <button
                    type="button"
                    className={`portal-inbox__thread${unread ? " portal-inbox__thread--unread" : ""}`}
                    aria-current={current ? "true" : undefined}
                    onClick={() => setOpen({ kind: "thread", id: thread.id })}
                  >
                    <span className="portal-inbox__who">
                      {unread ? (
                        <span className="portal-inbox__dot" aria-hidden="true">
                          ●
                        </span>
                      ) : null}
                      {thread.participant.name}
                      {unread ? <span className="foyer-visually-hidden"> (unread)</span> : null}
                    </span>
                    <span className="portal-inbox__subject">{thread.subject}</span>
                    <span className="portal-inbox__preview">{thread.preview}</span>
                    <time className="portal-inbox__time" dateTime={thread.lastMessageAt}>
                      {formatDateTime(thread.lastMessageAt)}
                    </time>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="portal-inbox__open">{side}</div>
    </div>
  );
}
