import "./details.css";
import { useEvent } from "../event-context.js";
import { eventPath } from "../event-paths.js";
import { FailedPanel, LoadingPanel } from "../PagePanels.js";
import { DetailsForm } from "./DetailsForm.js";
import { EventLogoField } from "./EventLogoField.js";
import { ArchivePanel, DeletePanel, PublishPanel } from "./LifecyclePanels.js";
import { useEventDetails } from "./useEventDetails.js";

export const EVENT_DETAILS_TITLE = "Event details";

/**
 * /event-light/{eventId}/settings/details (spec 1 §2; update on settings, spec 1 §6): the event's
 * details and logo, publishing, archiving and deleting (issue 20 item 1).
 */
export function EventDetailsPage() {
  const { eventId } = useEvent();
  const { query, api, saved } = useEventDetails();
  return (
    <section className="event-page" aria-labelledby="event-details-title">
      <header className="admin-section__head">
        <h1 className="admin-section__title" id="event-details-title">
          {EVENT_DETAILS_TITLE}
        </h1>
        <p className="admin-section__lead">
          What the event is called, when and where it happens, and its state.
        </p>
      </header>
      {query.status === "pending" ? (
        <LoadingPanel text="Loading the event's details..." />
      ) : query.status === "error" ? (
        <FailedPanel
          error={query.error}
          message="The event's details could not be loaded"
          onRetry={() => void query.refetch()}
          backHref={eventPath(eventId, "dashboard")}
          backLabel="Back to the dashboard"
        />
      ) : (
        <>
          {query.data.is_archived ? (
            <p className="foyer-alert foyer-alert--warning" role="status">
              This event is archived: it is not in the event lists.
            </p>
          ) : null}
          <DetailsForm
            key={`${query.data.id}-${query.data.name}-${query.data.date_from}-${query.data.date_to}-${query.data.timezone}`}
            event={query.data}
            save={(body) => api.saveDetails(eventId, body)}
            onSaved={saved}
          />
          <EventLogoField event={query.data} api={api} onSaved={saved} />
          <PublishPanel event={query.data} api={api} onSaved={saved} />
          <ArchivePanel event={query.data} api={api} onSaved={saved} />
          <DeletePanel event={query.data} api={api} onSaved={saved} />
        </>
      )}
    </section>
  );
}
