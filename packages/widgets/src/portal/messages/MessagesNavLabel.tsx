import { useEffect, useRef } from "react";
import { useEvery } from "../../remote/useEvery.js";
import { useRemote } from "../../remote/useRemote.js";
import { THREADS_REFRESH_MS, unreadSignal } from "./unread-signal.js";
import { usePortalMessagesApi } from "./usePortalMessagesApi.js";

/** What a screen reader hears for the nav entry: "Messages, 1 unread". */
export const messagesNavName = (unread: number) => (unread > 0 ? `Messages, ${unread} unread` : "Messages");

/**
 * The nav entry's text: "Messages", or "Messages (1)" while threads have news from the organizers.
 * A count that fails to load just leaves the number out (the page itself reports errors).
 */
export function MessagesNavLabel() {
  const { api } = usePortalMessagesApi();
  const count = useRemote(() => api.unreadCount(), [api]);
  const { refresh } = count;
  useEffect(() => unreadSignal.subscribe(refresh), [refresh]);
  // New answers from the organizers count on any page of the portal.
  useEvery(refresh, THREADS_REFRESH_MS);
  // While it counts again, the last count stays (no flicker to "Messages").
  const last = useRef(0);
  if (count.state.status === "ready") last.current = count.state.data.unread;
  const unread = last.current;
  if (unread === 0) return <>Messages</>;
  return (
    <>
      <span aria-hidden="true">Messages ({unread})</span>
      <span className="foyer-visually-hidden">{messagesNavName(unread)}</span>
    </>
  );
}
