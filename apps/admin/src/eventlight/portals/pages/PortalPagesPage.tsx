import "../../sessions/sessions.css";
import "./portal-pages.css";
import type { PortalPageKind } from "@foyer/domain";
import { type ReactElement, useId } from "react";
import { useSearch } from "wouter";
import { EventLink } from "../../EventLink.js";
import { useEvent } from "../../event-context.js";
import { eventPath } from "../../event-paths.js";
import { FailedPanel, LoadingPanel, MissingPanel } from "../../PagePanels.js";
import { NO_PORTALS, PORTALS_LOAD_FAILED, PortalPicker, usePortalChoice } from "../usePortalChoice.js";
import { PageList } from "./PageList.js";
import { pageKindLabels, pagesListPath } from "./page-paths.js";

const KINDS: readonly PortalPageKind[] = ["page", "wiki"];

/**
 * /event-light/{eventId}/portals/pages (spec 1 §2 "portals … pages"; issue 6): the chosen
 * portal's pages in two tabs, "Portal pages" (shown to participants once published) and "Wiki
 * (team only)" (`?tab=wiki`). Reading needs read on `portal` (the area's guard), changing update.
 */
export function PortalPagesPage() {
  const { eventId } = useEvent();
  const titleId = useId();
  const choice = usePortalChoice("portal");
  const kind: PortalPageKind = new URLSearchParams(useSearch()).get("tab") === "wiki" ? "wiki" : "page";
  const back = { backHref: eventPath(eventId, "dashboard"), backLabel: "Back to the event" };
  const { state } = choice.portals;

  let body: ReactElement;
  if (state.status === "loading") body = <LoadingPanel text="Loading portals..." />;
  else if (state.status === "error")
    body = (
      <FailedPanel
        error={state.error}
        message={PORTALS_LOAD_FAILED}
        onRetry={choice.portals.reload}
        {...back}
      />
    );
  else if (!choice.portal) body = <MissingPanel title={NO_PORTALS} {...back} />;
  else
    body = (
      <>
        <nav className="session-tabs" aria-label="Page kinds">
          <ul className="session-tabs__list">
            {KINDS.map((one) => (
              <li key={one}>
                <EventLink
                  className="session-tabs__link"
                  href={pagesListPath(eventId, one, choice.portal?.id)}
                  aria-current={one === kind ? "page" : undefined}
                >
                  {pageKindLabels[one].tab}
                </EventLink>
              </li>
            ))}
          </ul>
        </nav>
        <PageList key={`${choice.portal.id}:${kind}`} portal={choice.portal} kind={kind} />
      </>
    );

  return (
    <div className="event-page">
      <section className="admin-section" aria-labelledby={titleId}>
        <header className="admin-section__head">
          <h1 className="admin-section__title" id={titleId}>
            Pages
          </h1>
          <p className="admin-section__lead">
            Write pages for the portal's participants, such as speaker guidelines, and keep the team's own
            notes in the wiki.
          </p>
        </header>
        <PortalPicker choice={choice} />
        {body}
      </section>
    </div>
  );
}
