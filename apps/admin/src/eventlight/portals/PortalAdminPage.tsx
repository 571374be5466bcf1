import type { EventPortalSummary } from "@foyer/domain";
import { type ReactNode, useId } from "react";
import { useEvent } from "../event-context.js";
import { backToEvent, PortalStates } from "./PortalStates.js";
import { PortalPicker, usePortalChoice } from "./usePortalChoice.js";

/** A portal page's titled section: heading, lead, the portal picker, then the page itself. */
export function PortalAdminFrame({
  title,
  lead,
  picker,
  children,
}: {
  title: string;
  lead: string;
  picker: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <div className="event-page">
      <section className="admin-section" aria-labelledby={titleId}>
        <header className="admin-section__head">
          <h1 className="admin-section__title" id={titleId}>
            {title}
          </h1>
          <p className="admin-section__lead">{lead}</p>
        </header>
        {picker}
        {children}
      </section>
    </div>
  );
}

/**
 * An organizer's page of one of the event's portals (portals/tasks, file-requests, files,
 * messages, pages, content): the portal in `?portal=` (else the first), picked when there are
 * several; `children` renders the page for it, keyed by the caller so a new portal starts afresh.
 */
export function PortalAdminPage({
  title,
  lead,
  module = "portal",
  children,
}: {
  title: string;
  lead: string;
  /** The permission module that lists the portals (spec 1 §6). @default "portal" */
  module?: "portal" | "portalTasks";
  children(portal: EventPortalSummary): ReactNode;
}) {
  const { eventId } = useEvent();
  const choice = usePortalChoice(module);
  return (
    <PortalAdminFrame title={title} lead={lead} picker={<PortalPicker choice={choice} />}>
      <PortalStates remote={choice.portals} portal={choice.portal} back={backToEvent(eventId)}>
        {children}
      </PortalStates>
    </PortalAdminFrame>
  );
}
