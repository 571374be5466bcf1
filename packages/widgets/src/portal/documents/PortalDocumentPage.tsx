import { fileRequestMessages, type PortalFileRequestDetail } from "@foyer/domain";
import { useState } from "react";
import { Link, useParams } from "wouter";
import { PortalFrame } from "../PortalFrame.js";
import { MissingSection } from "../PortalPage.js";
import { isNotFound } from "../portal-errors.js";
import { LoadFailed } from "../sessions/LoadFailed.js";
import { dayHeading } from "../sessions/session-format.js";
import { usePortalData } from "../usePortalData.js";
import { HandedInFiles } from "./HandedInFiles.js";
import { HandInForm } from "./HandInForm.js";
import { usePortalDocumentsApi } from "./usePortalDocumentsApi.js";

export const REQUEST_LOAD_FAILED = "An error occurred getting this file request";

function RequestDetails({ requestId }: { requestId: string }) {
  const { api: documents, home } = usePortalDocumentsApi();
  const remote = usePortalData(() => documents.get(requestId), [documents, requestId], {
    errorMessage: REQUEST_LOAD_FAILED,
    expected: isNotFound,
  });
  // Every change answers the request as the server now has it, which replaces the one loaded.
  const [changed, setChanged] = useState<PortalFileRequestDetail | null>(null);
  const back = (
    <p>
      <Link href={`${home}/documents`}>Back to my documents</Link>
    </p>
  );
  if (remote.state.status === "loading") return <p role="status">Loading the file request…</p>;
  if (remote.state.status === "error") {
    return isNotFound(remote.state.error) ? (
      <MissingSection
        id="request"
        title="File request not found"
        message={fileRequestMessages.notYours}
        back={back}
      />
    ) : (
      <LoadFailed message={REQUEST_LOAD_FAILED} onRetry={remote.reload} />
    );
  }
  const request = changed ?? remote.state.data;
  return (
    <article aria-labelledby="request-title">
      {back}
      <h1 id="request-title" className="portal-page__title">
        {request.title}
      </h1>
      <dl className="portal-facts">
        <div>
          <dt>Due</dt>
          <dd>{request.dueDate ? dayHeading(request.dueDate) : "No due date"}</dd>
        </div>
        <div>
          <dt>Accepted types</dt>
          <dd>{request.acceptedTypes.length > 0 ? request.acceptedTypes.join(", ") : "Any file"}</dd>
        </div>
        <div>
          <dt>Files</dt>
          <dd>
            {request.submissions.length} of {request.maxFiles} handed in
          </dd>
        </div>
      </dl>
      {request.instructions ? <p className="portal-doc__instructions">{request.instructions}</p> : null}
      <h2>Hand in a file</h2>
      <HandInForm request={request} onHandedIn={setChanged} />
      <h2>Your files</h2>
      <HandedInFiles request={request} onChange={setChanged} />
    </article>
  );
}

/**
 * /portals/{portalSlug}/{portalId}/documents/request/{requestId} (spec 1 §2; issue 6: "upload what
 * a file request asks for, see its status"). A request that is not theirs reads as not found.
 */
export function PortalDocumentPage() {
  const { requestId = "" } = useParams<{ requestId: string }>();
  return <PortalFrame>{() => <RequestDetails key={requestId} requestId={requestId} />}</PortalFrame>;
}
