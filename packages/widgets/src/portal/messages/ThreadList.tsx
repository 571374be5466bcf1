import type { PortalThreadSummary } from "@foyer/domain";
import { Link } from "wouter";
import { sentLabel } from "./message-format.js";

export const NO_THREADS = "You have no messages yet.";

/** The participant's threads, newest activity first; an unread one is marked in words, not colour only. */
export function ThreadList({ threads, home }: { threads: readonly PortalThreadSummary[]; home: string }) {
  if (threads.length === 0) return <p className="portal-empty">{NO_THREADS}</p>;
  return (
    <ul className="portal-threads" aria-label="Your conversations">
      {threads.map((thread) => (
        <li
          key={thread.id}
          className={`portal-thread-item${thread.unread ? " portal-thread-item--unread" : ""}`}
        >
          <div className="portal-thread-item__top">
            <Link
              href={`${home}/messages?thread=${encodeURIComponent(thread.id)}`}
              className="portal-thread-item__subject"
            >
              {thread.subject}
              {thread.unread ? <span className="foyer-visually-hidden"> (unread)</span> : null}
            </Link>
            {thread.unread ? (
              <span className="portal-thread-item__badge" aria-hidden="true">
                New
              </span>
            ) : null}
            <time className="portal-thread-item__time" dateTime={thread.lastMessageAt}>
              {sentLabel(thread.lastMessageAt)}
            </time>
          </div>
          {thread.preview ? <p className="portal-thread-item__preview">{thread.preview}</p> : null}
        </li>
      ))}
    </ul>
  );
}
