import "../portal-board.css";
import "./file-requests.css";
import {
  type FileRequestResult,
  type FileRequestResultFile,
  type FileRequestResults,
  meetsRequirement,
} from "@foyer/domain";
import { useApp } from "@foyer/widgets/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useServerWrite } from "../../../server-data/useServerWrite.js";
import { EventLink } from "../../EventLink.js";
import { useEvent } from "../../event-context.js";
import { formatDateTime } from "../../format-dates.js";
import { FailedPanel, LoadingPanel } from "../../PagePanels.js";
import { contactPath, fileSizeLabel } from "../../sessions/session-paths.js";
import { EmptyListPanel } from "../PortalListStates.js";
import { PortalStates } from "../PortalStates.js";
import { portalKeys } from "../portal-keys.js";
import { usePortalChoice } from "../usePortalChoice.js";
import { FileDownloadLink } from "./FileDownloadLink.js";
import { FileStatus } from "./FileStatus.js";
import { dueText, fileRequestsPath, handedInText, typesText } from "./file-request-labels.js";
import { ReviewDialog } from "./ReviewDialog.js";
import { useFileRequestsApi } from "./useFileRequestsApi.js";

export const RESULTS_LOAD_FAILED = "An error occurred getting the file request's results";

type Reviewing = { file: FileRequestResultFile; who: string; verdict: "accepted" | "rejected" };

/** The results with one file replaced; each person's status is their latest file's. */
function withFile(results: FileRequestResults, file: FileRequestResultFile): FileRequestResults {
  return {
    ...results,
    results: results.results.map((row): FileRequestResult => {
      if (!row.files.some((one) => one.id === file.id)) return row;
      const files = row.files.map((one) => (one.id === file.id ? file : one));
      return { ...row, files, status: files.at(-1)?.status ?? "not_handed_in" };
    }),
  };
}

function Results({ portalId, requestId }: { portalId: string; requestId: string }) {
  const { services } = useApp();
  const { eventId, profile } = useEvent();
  const queryClient = useQueryClient();
  const write = useServerWrite();
  const api = useFileRequestsApi(portalId);
  const titleId = useId();
  const canWrite = meetsRequirement(profile, [{ module: "portal", action: "update" }]);
  const resultsKey = portalKeys.of(eventId, portalId, "file-requests", requestId, "results");
  const remote = useQuery({
    queryKey: resultsKey,
    queryFn: () => api.results(requestId),
    meta: { errorMessage: RESULTS_LOAD_FAILED },
  });
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);
  const back = { backHref: fileRequestsPath(eventId, portalId), backLabel: "Back to file requests" };

  if (remote.status === "pending") return <LoadingPanel text="Loading results..." />;
  if (remote.status === "error")
    return (
      <FailedPanel
        error={remote.error}
        message={RESULTS_LOAD_FAILED}
        onRetry={() => void remote.refetch()}
        {...back}
      />
    );
  const data = remote.data;
  const { request } = data;

  const review = async (target: Reviewing, note: string) => {
    // A failure is the dialog's to show (a 403 has given the area to its gate).
    const file = await write(() => api.review(request.id, target.file.id, { status: target.verdict, note }));
    queryClient.setQueryData(resultsKey, withFile(data, file));
    setReviewing(null);
    services.toasts.show({
      message: `${file.name} of ${target.who} is ${target.verdict}.`,
      severity: "success",
    });
  };

  return (
    <section className="admin-section" aria-labelledby={titleId}>
      <EventLink className="event-back" href={back.backHref}>
        ← File requests
      </EventLink>
      <header className="admin-section__head">
        <h1 className="admin-section__title" id={titleId}>
          Results: {request.title}
        </h1>
        <p className="portal-board-row__facts">
          <span>{dueText(request)}</span>
          <span>{handedInText(request)}</span>
          <span>Accepted: {typesText(request.acceptedTypes)}</span>
        </p>
      </header>
      {data.results.length === 0 ? (
        <EmptyListPanel
          title="Nobody is asked yet"
          text="Send the request to people or a group on the file requests page."
        />
      ) : (
        <div className="admin-panel file-results">
          <table className="file-results__table">
            <caption className="file-results__caption">Who handed in what for {request.title}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Status</th>
                <th scope="col">Files</th>
              </tr>
            </thead>
            <tbody>
              {data.results.map((row) => (
                <tr key={row.contactId}>
                  <th scope="row">
                    <EventLink href={contactPath(eventId, row.contactId)}>{row.name}</EventLink>
                  </th>
                  <td>{row.email ?? ""}</td>
                  <td>
                    <FileStatus status={row.status} />
                  </td>
                  <td>
                    {row.files.length === 0 ? (
                      <span className="file-results__none">No files</span>
                    ) : (
                      <ul className="file-results__files">
                        {row.files.map((file) => (
                          <li key={file.id} className="file-results__file">
                            <span className="file-results__file-name">
                              {file.name}{" "}
                              <span className="file-results__detail">({fileSizeLabel(file.size)})</span>
                              <FileStatus status={file.status} />
                            </span>
                            <span className="file-results__detail">
                              Handed in {formatDateTime(file.submittedAt)}
                            </span>
                            {file.reviewNote ? (
                              <span className="file-results__note">Note: {file.reviewNote}</span>
                            ) : null}
                            <span className="event-inline-actions">
                              <FileDownloadLink api={api} file={file} label="Download" />
                              {canWrite ? (
                                <>
                                  <button
                                    type="button"
                                    className="foyer-button foyer-button--ghost event-button--small"
                                    aria-label={`Accept ${file.name} of ${row.name}`}
                                    disabled={file.status === "accepted"}
                                    onClick={() => setReviewing({ file, who: row.name, verdict: "accepted" })}
                                  >
                                    Accept
                                  </button>
                                  <button
                                    type="button"
                                    className="foyer-button foyer-button--ghost event-button--small"
                                    aria-label={`Reject ${file.name} of ${row.name}`}
                                    disabled={file.status === "rejected"}
                                    onClick={() => setReviewing({ file, who: row.name, verdict: "rejected" })}
                                  >
                                    Reject
                                  </button>
                                </>
                              ) : null}
                            </span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {reviewing ? (
        <ReviewDialog
          file={reviewing.file}
          who={reviewing.who}
          verdict={reviewing.verdict}
          onSubmit={(note) => review(reviewing, note)}
          onCancel={() => setReviewing(null)}
        />
      ) : null}
    </section>
  );
}

/**
 * /event-light/{eventId}/portals/file-requests/{fileRequestId}/results (spec 1 §2; issue 6 "the
 * organizer sees the upload in the file-request results"): every recipient with their status
 * ("Not handed in" when none) and files, each downloadable and accepted or rejected with a note.
 */
export function FileResultsPage({ requestId }: { requestId: string }) {
  const { eventId } = useEvent();
  const choice = usePortalChoice("portal");
  const back = { backHref: fileRequestsPath(eventId), backLabel: "Back to file requests" };
  return (
    <div className="event-page">
      <PortalStates remote={choice.portals} portal={choice.portal} back={back}>
        {(portal) => <Results key={`${portal.id}/${requestId}`} portalId={portal.id} requestId={requestId} />}
      </PortalStates>
    </div>
  );
}
