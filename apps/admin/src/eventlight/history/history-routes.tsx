import { areaHistoryLabels, areaHistoryTypes } from "@foyer/domain";
import { Redirect, Route } from "wouter";
import { EmailHistoryList } from "../../mail-history/EmailHistoryList.js";
import { EmailHistoryMessage } from "../../mail-history/EmailHistoryMessage.js";
import { useEvent } from "../event-context.js";
import { eventPath } from "../event-paths.js";
import { MissingPanel } from "../PagePanels.js";

/** /event-light/{eventId}/history/emails, and one message below it. */
export const eventEmailPath = (eventId: string, messageId?: string) =>
  eventPath(eventId, `history/emails${messageId ? `/${encodeURIComponent(messageId)}` : ""}`);

/**
 * The event's history/{historyType} pages (spec 1 §2; issue 19 item 5): `emails`, what each
 * person was sent. EventLayout guards them (spec 1 §6: read on history or on emails).
 */
export function historyRoutes(prefix: string) {
  return [
    <Route key="history" path={`${prefix}/history`}>
      <HistoryLanding />
    </Route>,
    <Route key="history-emails" path={`${prefix}/history/emails`}>
      <EventEmailHistory />
    </Route>,
    <Route key="history-email" path={`${prefix}/history/emails/:messageId`}>
      {(params) => <EventEmailHistory messageId={params.messageId ?? ""} />}
    </Route>,
    <Route key="history-other" path={`${prefix}/history/:historyType`}>
      <UnknownHistory />
    </Route>,
  ];
}

function HistoryLanding() {
  return <Redirect to={eventEmailPath(useEvent().eventId)} replace />;
}

function EventEmailHistory({ messageId }: { messageId?: string }) {
  const { eventId } = useEvent();
  return (
    <div className="event-page">
      {messageId ? (
        <EmailHistoryMessage scope={{ eventId }} messageId={messageId} backHref={eventEmailPath(eventId)} />
      ) : (
        <EmailHistoryList
          scope={{ eventId }}
          lead="Every email this event sent, newest first: when, to whom, and what became of it."
          messageHref={(id) => eventEmailPath(eventId, id)}
          backHref={eventPath(eventId, "dashboard")}
        />
      )}
    </div>
  );
}

function UnknownHistory() {
  const { eventId } = useEvent();
  return (
    <MissingPanel
      title="This history does not exist."
      text={`The event's histories: ${areaHistoryTypes.map((type) => areaHistoryLabels[type]).join(", ")}.`}
      backHref={eventEmailPath(eventId)}
      backLabel="Email history"
    />
  );
}
