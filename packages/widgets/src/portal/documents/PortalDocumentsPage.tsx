import { Link } from "wouter";
import { PortalPage } from "../PortalPage.js";
import { LoadFailed } from "../sessions/LoadFailed.js";
import { usePortalData } from "../usePortalData.js";
import { dueLabel, handedInLabel } from "./document-format.js";
import { StatusBadge } from "./StatusBadge.js";
import { usePortalDocumentsApi } from "./usePortalDocumentsApi.js";

export const DOCUMENTS_LOAD_FAILED = "An error occurred getting your file requests";
export const NO_DOCUMENTS = "No one has asked you for documents yet.";

function RequestList() {
  const { api: documents, home } = usePortalDocumentsApi();
  const list = usePortalData(() => documents.list(), [documents], { errorMessage: DOCUMENTS_LOAD_FAILED });
  if (list.state.status === "loading") return <p role="status">Loading your file requests…</p>;
  if (list.state.status === "error")
    return <LoadFailed message={DOCUMENTS_LOAD_FAILED} onRetry={list.reload} />;
  const requests = list.state.data;
  if (requests.length === 0) return <p className="portal-empty">{NO_DOCUMENTS}</p>;
  return (
    <ul className="portal-docs">
      {requests.map((request) => (
        <li key={request.id} className="portal-doc-card">
          <h2 className="portal-doc-card__title">
            <Link href={`${home}/documents/request/${encodeURIComponent(request.id)}`}>{request.title}</Link>
          </h2>
          <p className="portal-doc-card__facts">
            <StatusBadge status={request.status} />
            <span>{dueLabel(request.dueDate)}</span>
            <span className="portal-muted">{handedInLabel(request.handedIn, request.maxFiles)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * /portals/{portalSlug}/{portalId}/documents: the participant's file requests, each linking to its
 * page (`/documents/request/{requestId}`, spec 1 §2). Not a route of the spec's list: a convenience
 * so the nav can reach the requests.
 */
export function PortalDocumentsPage() {
  return (
    <PortalPage id="documents" title="My documents">
      <p className="portal-muted">Files the organizers asked you for.</p>
      <RequestList />
    </PortalPage>
  );
}
