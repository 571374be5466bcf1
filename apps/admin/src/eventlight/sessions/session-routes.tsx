import { Route } from "wouter";
import { AgendaEmbedPage } from "./AgendaEmbedPage.js";
import { DecisionMailsPage } from "./DecisionMailsPage.js";
import { SessionPage } from "./SessionPage.js";
import { SessionSettingsPage } from "./SessionSettingsPage.js";
import { SessionsPage } from "./SessionsPage.js";
import { sessionRoutePattern } from "./session-paths.js";
import { AgendaSettingsPage } from "./settings/AgendaSettingsPage.js";
import { ConflictSettingsPage } from "./settings/ConflictSettingsPage.js";

/**
 * The sessions pages' routes under `prefix` (/event-light/:eventId): the list, the settings, the
 * embeds, and one session with its tab. The session's route never matches the spec's other sessions/* pages
 * (forms, agenda, …), so it may sit anywhere in the area's Switch.
 */
export function sessionRoutes(prefix: string) {
  return [
    <Route key="sessions-list" path={`${prefix}/sessions`}>
      <SessionsPage />
    </Route>,
    <Route key="sessions-decisions" path={`${prefix}/sessions/decisions`}>
      <DecisionMailsPage />
    </Route>,
    <Route key="sessions-embeds" path={`${prefix}/sessions/embeds`}>
      <AgendaEmbedPage />
    </Route>,
    <Route key="sessions-settings-home" path={`${prefix}/sessions/settings`}>
      <SessionSettingsPage kind="rooms" />
    </Route>,
    <Route key="sessions-settings-agenda" path={`${prefix}/sessions/settings/agenda`}>
      <AgendaSettingsPage />
    </Route>,
    <Route key="sessions-settings-conflicts" path={`${prefix}/sessions/settings/conflicts`}>
      <ConflictSettingsPage />
    </Route>,
    <Route key="sessions-settings" path={`${prefix}/sessions/settings/:kind`}>
      {(params) => <SessionSettingsPage kind={params.kind} />}
    </Route>,
    <Route key="session" path={sessionRoutePattern}>
      {(params: { sessionId?: string; tab?: string }) => (
        <SessionPage
          key={params.sessionId}
          sessionId={decodeURIComponent(params.sessionId ?? "")}
          tab={params.tab ?? "details"}
        />
      )}
    </Route>,
  ];
}
