import "./file-requests.css";
import type { EventPortalSummary } from "@foyer/domain";
import { useQuery } from "@tanstack/react-query";
import { EventLink } from "../../EventLink.js";
import { useEvent } from "../../event-context.js";
import { formatDateTime } from "../../format-dates.js";
import { contactPath, fileSizeLabel } from "../../sessions/session-paths.js";
import { PortalAdminPage } from "../PortalAdminPage.js";
import { EmptyListPanel, PortalListPending } from "../PortalListStates.js";
import { portalKeys } from "../portal-keys.js";
import { FileDownloadLink } from "./FileDownloadLink.js";
import { FileStatus } from "./FileStatus.js";
import { resultsPath } from "./file-request-labels.js";
import { useFileRequestsApi } from "./useFileRequestsApi.js";

export const PORTAL_FILES_LOAD_FAILED = "An error occurred getting the portal's files";

function FilesTable({ portal }: { portal: EventPortalSummary }) {
  const { eventId } = useEvent();
  const api = useFileRequestsApi(portal.id);
  const remote = useQuery({
    queryKey: portalKeys.of(eventId, portal.id, "files"),
    queryFn: () => api.files(),
    meta: { errorMessage: PORTAL_FILES_LOAD_FAILED },
  });
  if (remote.status !== "success")
    return (
      <PortalListPending
        remote={remote}
        failedMessage={PORTAL_FILES_LOAD_FAILED}
        loadingText="Loading files..."
      />
    );
  const files = remote.data;
  if (files.length === 0)
    return (
      <EmptyListPanel
        title="No files yet"
        text="Files participants hand in for the portal's file requests show here."
      />
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
  return (
    <PortalAdminPage title="Files" lead="Everything participants handed in to the portal's file requests.">
      {(portal) => <FilesTable key={portal.id} portal={portal} />}
    </PortalAdminPage>
  );
}
