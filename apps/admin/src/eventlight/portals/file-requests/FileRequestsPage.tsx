import "./file-requests.css";
import { type ReactElement, useId } from "react";
import { useEvent } from "../../event-context.js";
import { eventPath } from "../../event-paths.js";
import { FailedPanel, LoadingPanel, MissingPanel } from "../../PagePanels.js";
import { NO_PORTALS, PORTALS_LOAD_FAILED, PortalPicker, usePortalChoice } from "../usePortalChoice.js";
import { FileRequestBoard } from "./FileRequestBoard.js";

/**
 * /event-light/{eventId}/portals/file-requests (spec 1 §2 "portals … file-requests"; issue 6):
 * the chosen portal's requests for documents. Reading needs read on `portal` (the area's guard),
 * changing update.
 */
export function FileRequestsPage() {
  const { eventId } = useEvent();
  const titleId = useId();
  const choice = usePortalChoice("portal");
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
  else body = <FileRequestBoard key={choice.portal.id} portal={choice.portal} />;

  return (
    <div className="event-page">
      <section className="admin-section" aria-labelledby={titleId}>
        <header className="admin-section__head">
          <h1 className="admin-section__title" id={titleId}>
            File requests
          </h1>
          <p className="admin-section__lead">
            Ask the portal's participants for documents, such as their slides, and review what they hand in.
          </p>
        </header>
        <PortalPicker choice={choice} />
        {body}
      </section>
    </div>
  );
}
