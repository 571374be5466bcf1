import type { PortalOverview } from "@foyer/domain";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { dayLabel } from "../history/history-format.js";
import { usePortalProfileApi } from "../profile/usePortalProfileApi.js";
import { LoadFailed } from "../sessions/LoadFailed.js";
import { whenLabel } from "../sessions/session-format.js";
import { usePortalData } from "../usePortalData.js";

export const OVERVIEW_LOAD_FAILED = "An error occurred getting your overview";

function Card({ href, title, children }: { href: string; title: string; children: ReactNode }) {
  return (
    <li className="portal-overview__card">
      <h2 className="portal-overview__title">
        <Link href={href}>{title}</Link>
      </h2>
      <div className="portal-overview__detail">{children}</div>
    </li>
  );
}

function Cards({ overview, home }: { overview: PortalOverview; home: string }) {
  const shows = (section: string) => (overview.sections as readonly string[]).includes(section);
  const { tasks, messages, documents, nextSession } = overview;
  return (
    <ul className="portal-overview" aria-label="Your overview">
      {shows("tasks") ? (
        <Card href={`${home}/tasks`} title={`Tasks: ${tasks.open} open`}>
          {tasks.nextDue ? (
            <p>
              Next due: {tasks.nextDue.title}, {dayLabel(tasks.nextDue.dueDate)}
            </p>
          ) : (
            <p>{tasks.open === 0 ? "Nothing to do right now." : "No due dates."}</p>
          )}
        </Card>
      ) : null}
      {shows("messages") ? (
        <Card href={`${home}/messages`} title={`Messages: ${messages.unread} unread`}>
          <p>{messages.unread === 0 ? "You are all caught up." : "The event team wrote to you."}</p>
        </Card>
      ) : null}
      <Card href={`${home}/documents`} title={`Documents: ${documents.open} to hand in`}>
        <p>{documents.open === 0 ? "Nothing asked of you." : "The event team asked you for files."}</p>
      </Card>
      {shows("sessions") ? (
        <Card href={`${home}/sessions`} title="Next session">
          {nextSession ? (
            <>
              <p className="portal-overview__session">{nextSession.title}</p>
              <p className="portal-muted">
                {whenLabel(nextSession)}
                {nextSession.room ? ` · ${nextSession.room}` : ""}
              </p>
            </>
          ) : (
            <p>No upcoming sessions.</p>
          )}
        </Card>
      ) : null}
    </ul>
  );
}

/** The landing page's cards: what is open for the participant, each linking to its section. */
export function OverviewCards() {
  const { api: me, home } = usePortalProfileApi();
  const overview = usePortalData(() => me.overview(), [me], { errorMessage: OVERVIEW_LOAD_FAILED });
  if (overview.state.status === "loading") return <p role="status">Loading your overview…</p>;
  if (overview.state.status === "error")
    return <LoadFailed message={OVERVIEW_LOAD_FAILED} onRetry={overview.reload} />;
  return <Cards overview={overview.state.data} home={home} />;
}
