import { messages } from "@foyer/domain";
import { Route } from "wouter";
import { CallForPapersRedirect } from "../forms/CallForPapersRedirect.js";
import { MissingPanel } from "../PagePanels.js";
import { AgendaEmbedPage } from "./AgendaEmbedPage.js";
import { AgendaPage } from "./agenda/AgendaPage.js";
import { isCalendarView } from "./agenda/agenda-grid.js";
import { isDraftStep } from "./agenda/agenda-paths.js";
import { ConflictsPage } from "./agenda/ConflictsPage.js";
import { DraftAddPage, DraftChangesPage, DraftEditPage } from "./agenda/DraftPages.js";
import { DecisionMailsPage } from "./DecisionMailsPage.js";
import { SessionPage } from "./SessionPage.js";
import { SessionSettingsPage } from "./SessionSettingsPage.js";
import { SessionsPage } from "./SessionsPage.js";
import { sessionRoutePattern } from "./session-paths.js";
import { AgendaSettingsPage } from "./settings/AgendaSettingsPage.js";
import { ConflictSettingsPage } from "./settings/ConflictSettingsPage.js";
import { CriteriaSettingsPage } from "./settings/CriteriaSettingsPage.js";
import { FileKindsPage } from "./settings/FileKindsPage.js";
import { TemplateSettingsPage } from "./settings/TemplateSettingsPage.js";

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
    // The call for papers' form and its submissions (spec 1 §2 sessions/form, sessions/submissions).
    <Route key="sessions-form" path={`${prefix}/sessions/form`}>
      <CallForPapersRedirect to="editor" />
    </Route>,
    <Route key="sessions-submissions" path={`${prefix}/sessions/submissions`}>
      <CallForPapersRedirect to="submissions" />
    </Route>,
    <Route key="sessions-decisions" path={`${prefix}/sessions/decisions`}>
      <DecisionMailsPage />
    </Route>,
    <Route key="sessions-embeds" path={`${prefix}/sessions/embeds`}>
      <AgendaEmbedPage />
    </Route>,
    <Route key="sessions-agenda" path={`${prefix}/sessions/agenda`}>
      <AgendaPage view="day" draftId={null} />
    </Route>,
    <Route key="sessions-agenda-one" path={`${prefix}/sessions/agenda/:part`}>
      {(params: { part?: string }) => {
        // `/{calendarView}`, or `/{draftId}` in the day view.
        const part = decodeURIComponent(params.part ?? "");
        return isCalendarView(part) ? (
          <AgendaPage view={part} draftId={null} />
        ) : (
          <AgendaPage key={part} view="day" draftId={part} />
        );
      }}
    </Route>,
    <Route key="sessions-agenda-draft" path={`${prefix}/sessions/agenda/:view/:draftId`}>
      {(params: { view?: string; draftId?: string }) =>
        isCalendarView(params.view) ? (
          <AgendaPage
            key={params.draftId}
            view={params.view}
            draftId={decodeURIComponent(params.draftId ?? "")}
          />
        ) : (
          <MissingPanel
            title={messages.notFoundTitle}
            backHref={`${prefix}/sessions/agenda`}
            backLabel="Back to the agenda"
          />
        )
      }
    </Route>,
    <Route key="sessions-conflicts" path={`${prefix}/sessions/conflicts`}>
      <ConflictsPage />
    </Route>,
    <Route key="sessions-drafts-add" path={`${prefix}/sessions/drafts/add`}>
      <DraftAddPage />
    </Route>,
    <Route key="sessions-drafts-edit" path={`${prefix}/sessions/drafts/edit/:draftId`}>
      {(params: { draftId?: string }) => (
        <DraftEditPage key={params.draftId} draftId={decodeURIComponent(params.draftId ?? "")} step="place" />
      )}
    </Route>,
    <Route key="sessions-drafts-step" path={`${prefix}/sessions/drafts/edit/:draftId/step/:stepId`}>
      {(params: { draftId?: string; stepId?: string }) =>
        isDraftStep(params.stepId) ? (
          <DraftEditPage
            key={params.draftId}
            draftId={decodeURIComponent(params.draftId ?? "")}
            step={params.stepId}
          />
        ) : (
          <MissingPanel
            title={messages.notFoundTitle}
            backHref={`${prefix}/sessions/agenda`}
            backLabel="Back to the agenda"
          />
        )
      }
    </Route>,
    <Route key="sessions-drafts-changes" path={`${prefix}/sessions/drafts/changes/:draftId`}>
      {(params: { draftId?: string }) => (
        <DraftChangesPage key={params.draftId} draftId={decodeURIComponent(params.draftId ?? "")} />
      )}
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
    <Route key="sessions-settings-criteria" path={`${prefix}/sessions/settings/criteria`}>
      <CriteriaSettingsPage />
    </Route>,
    <Route key="sessions-settings-templates" path={`${prefix}/sessions/settings/templates`}>
      <TemplateSettingsPage />
    </Route>,
    <Route key="sessions-settings-files" path={`${prefix}/sessions/settings/files`}>
      <FileKindsPage />
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
