import {
  type ActivityHistoryType,
  type AreaHistoryType,
  areaHistoryLabels,
  areaHistoryTypes,
} from "@foyer/domain";
import { Redirect, Route } from "wouter";
import { ActivityHistoryList } from "../../activity-history/ActivityHistoryList.js";
import { HistoryTabs } from "../../activity-history/HistoryTabs.js";
import { EmailHistoryList } from "../../mail-history/EmailHistoryList.js";
import { EmailHistoryMessage } from "../../mail-history/EmailHistoryMessage.js";
import { useEvent } from "../event-context.js";
import { eventPath } from "../event-paths.js";
import { MissingPanel } from "../PagePanels.js";

/** /event-light/{eventId}/history/emails, and one message below it. */
export const eventEmailPath = (eventId: string, messageId?: string) =>
  eventPath(eventId, `history/emails${messageId ? `/${encodeURIComponent(messageId)}` : ""}`);

/** /event-light/{eventId}/history/{historyType}. */
export const eventHistoryPath = (eventId: string, type: AreaHistoryType) =>
  eventPath(eventId, `history/${type}`);

/**
 * The event's history/{historyType} pages (spec 1 §2; issue 19 item 5, issue 20 item 6): `emails`,
 * what each person was sent; `imports`, `exports` and `integrations`. EventLayout guards them
 * (spec 1 §6: read on history or on emails).
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
      {(params) => <EventActivityHistory historyType={params.historyType ?? ""} />}
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
        <>
          <HistoryTabs current="emails" hrefOf={(type) => eventHistoryPath(eventId, type)} />
          <EmailHistoryList
            scope={{ eventId }}
            lead="Every email this event sent, newest first: when, to whom, and what became of it."
            messageHref={(id) => eventEmailPath(eventId, id)}
            backHref={eventPath(eventId, "dashboard")}
          />
        </>
      )}
    </div>
  );
}

const isActivityType = (type: string): type is ActivityHistoryType =>
  type !== "emails" && (areaHistoryTypes as readonly string[]).includes(type);

function EventActivityHistory({ historyType }: { historyType: string }) {
  const { eventId } = useEvent();
  if (!isActivityType(historyType)) {
    return (
      <MissingPanel
        title="This history does not exist."
        text={`The event's histories: ${areaHistoryTypes.map((type) => areaHistoryLabels[type]).join(", ")}.`}
        backHref={eventEmailPath(eventId)}
        backLabel="Email history"
      />
    );
  }
  return (
    <div className="event-page">
      <HistoryTabs current={historyType} hrefOf={(type) => eventHistoryPath(eventId, type)} />
      <ActivityHistoryList
        scope={{ eventId }}
        type={historyType}
        backHref={eventPath(eventId, "dashboard")}
      />
    </div>
  );
}
