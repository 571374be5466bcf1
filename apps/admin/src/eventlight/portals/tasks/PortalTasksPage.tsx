import "./portal-tasks.css";
import { type ReactElement, useId } from "react";
import { useEvent } from "../../event-context.js";
import { eventPath } from "../../event-paths.js";
import { FailedPanel, LoadingPanel, MissingPanel } from "../../PagePanels.js";
import { NO_PORTALS, PORTALS_LOAD_FAILED, PortalPicker, usePortalChoice } from "../usePortalChoice.js";
import { TaskBoard } from "./TaskBoard.js";

/**
 * /event-light/{eventId}/portals/tasks (spec 1 §2 "portals … tasks"; issue 6): the tasks of the
 * chosen portal. Reading needs read on `portalTasks` (the area's guard), changing update.
 */
export function PortalTasksPage() {
  const { eventId } = useEvent();
  const titleId = useId();
  const choice = usePortalChoice("portalTasks");
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
  else body = <TaskBoard key={choice.portal.id} portal={choice.portal} />;

  return (
    <div className="event-page">
      <section className="admin-section" aria-labelledby={titleId}>
        <header className="admin-section__head">
          <h1 className="admin-section__title" id={titleId}>
            Tasks
          </h1>
          <p className="admin-section__lead">
            Give the portal's participants things to do, such as uploading slides, and see who has done them.
          </p>
        </header>
        <PortalPicker choice={choice} />
        {body}
      </section>
    </div>
  );
}
