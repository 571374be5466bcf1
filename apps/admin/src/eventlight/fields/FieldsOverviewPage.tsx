import "./fields.css";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { eventKey } from "../../server-data/query-keys.js";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { eventPath } from "../event-paths.js";
import { FailedPanel, LoadingPanel } from "../PagePanels.js";
import { fieldsPath, tagsPath } from "./field-paths.js";
import { useFieldsApi } from "./useFieldsApi.js";

export const OVERVIEW_LOAD_FAILED = "An error occurred getting the event's modules";

const fieldCount = (n: number) =>
  n === 0 ? "No custom fields" : n === 1 ? "1 custom field" : `${n} custom fields`;

/**
 * /event-light/{eventId}/fields (spec 1 §2 `fields`): the event's modules, each with its number of
 * custom fields and a link to them.
 */
export function FieldsOverviewPage() {
  const { eventId } = useEvent();
  const api = useFieldsApi();
  const titleId = useId();
  const remote = useQuery({
    queryKey: eventKey(eventId, "fields", "overview"),
    queryFn: () => api.overview(eventId),
    meta: { errorMessage: OVERVIEW_LOAD_FAILED },
  });

  return (
    <div className="event-page fields-page">
      <section className="admin-section" aria-labelledby={titleId}>
        <header className="admin-section__head">
          <h1 className="admin-section__title" id={titleId}>
            Custom fields
          </h1>
          <p className="admin-section__lead">
            The fields records have beyond the built-in ones, per module. Record pages, the import and the
            export use them. Labels for any record are on the{" "}
            <EventLink href={tagsPath(eventId)}>Tags</EventLink> page.
          </p>
        </header>
        {remote.status === "pending" ? (
          <LoadingPanel text="Loading the modules..." />
        ) : remote.status === "error" ? (
          <FailedPanel
            error={remote.error}
            message={OVERVIEW_LOAD_FAILED}
            onRetry={() => void remote.refetch()}
            backHref={eventPath(eventId, "dashboard")}
            backLabel="Back to the dashboard"
          />
        ) : remote.data.length === 0 ? (
          <div className="admin-panel admin-panel--center admin-empty">
            <h2 className="admin-empty__title">No modules to show</h2>
            <p className="admin-empty__text">You may not see the records of any of this event's modules.</p>
          </div>
        ) : (
          <ul className="fields-modules" aria-label="Modules">
            {remote.data.map(({ module, fieldCount: n, canManage }) => (
              <li key={module.id} className="admin-panel fields-modules__item">
                <EventLink className="fields-modules__link" href={fieldsPath(eventId, module.id)}>
                  {module.name}
                </EventLink>
                <span className="fields-modules__count">{fieldCount(n)}</span>
                {canManage ? null : <span className="event-table__muted">Read only</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
