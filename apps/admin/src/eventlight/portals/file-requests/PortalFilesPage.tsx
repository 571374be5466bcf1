import "./file-requests.css";
import type { EventPortalSummary } from "@foyer/domain";
import { type ReactElement, useId } from "react";
import { EventLink } from "../../EventLink.js";
import { useEvent } from "../../event-context.js";
import { eventPath } from "../../event-paths.js";
import { formatDateTime } from "../../format-dates.js";
import { FailedPanel, LoadingPanel, MissingPanel } from "../../PagePanels.js";
import { contactPath, fileSizeLabel } from "../../sessions/session-paths.js";
import { useEventData } from "../../useEventData.js";
import { NO_PORTALS, PORTALS_LOAD_FAILED, PortalPicker, usePortalChoice } from "../usePortalChoice.js";
import { FileDownloadLink } from "./FileDownloadLink.js";
import { FileStatus } from "./FileStatus.js";
import { resultsPath } from "./file-request-labels.js";
import { useFileRequestsApi } from "./useFileRequestsApi.js";

export const PORTAL_FILES_LOAD_FAILED = "An error occurred getting the portal's files";

function FilesTable({ portal }: { portal: EventPortalSummary }) {
  const { eventId } = useEvent();
  const api = useFileRequestsApi(portal.id);
  const remote = useEventData(() => api.files(), [api], PORTAL_FILES_LOAD_FAILED);
  if (remote.state.status === "loading") return <LoadingPanel text="Loading files..." />;
  if (remote.state.status === "error")
    return (
      <FailedPanel
        error={remote.state.error}
        message={PORTAL_FILES_LOAD_FAILED}
        onRetry={remote.reload}
        backHref={eventPath(eventId, "dashboard")}
        backLabel="Back to the event"
      />
    );
  const files = remote.state.data;
  if (files.length === 0)
    return (
      <div className="admin-panel admin-panel--center admin-empty">
        <h2 className="admin-empty__title">No files yet</h2>
        <p className="admin-empty__text">
          Files participants hand in for the portal's file requests show here.
        </p>
      </div>
    );
  return (
    <div className="admin-panel file-results">
      <table className="file-results__table">
        <caption className="file-results__caption">Files handed in to {portal.name}, newest first</caption>
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">File request</th>
            <th scope="col">Handed in by</th>
            <th scope="col">When</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file.id}>
              <th scope="row">
                <FileDownloadLink api={api} file={file} />{" "}
                <span className="file-results__detail">({fileSizeLabel(file.size)})</span>
              </th>
              <td>
                <EventLink href={resultsPath(eventId, portal.id, file.requestId)}>
                  {file.requestTitle}
                </EventLink>
              </td>
              <td>
                <EventLink href={contactPath(eventId, file.contactId)}>{file.contactName}</EventLink>
                {file.contactEmail ? (
                  <span className="file-results__detail"> {file.contactEmail}</span>
                ) : null}
              </td>
              <td>{formatDateTime(file.submittedAt)}</td>
              <td>
                <FileStatus status={file.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /event-light/{eventId}/portals/files (spec 1 §2 "portals … files"; issue 6 "portal files"):
 * every file handed in to any of the chosen portal's file requests, newest first.
 */
export function PortalFilesPage() {
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
  else body = <FilesTable key={choice.portal.id} portal={choice.portal} />;

  return (
    <div className="event-page">
      <section className="admin-section" aria-labelledby={titleId}>
        <header className="admin-section__head">
          <h1 className="admin-section__title" id={titleId}>
            Files
          </h1>
          <p className="admin-section__lead">
            Everything participants handed in to the portal's file requests.
          </p>
        </header>
        <PortalPicker choice={choice} />
        {body}
      </section>
    </div>
  );
}
