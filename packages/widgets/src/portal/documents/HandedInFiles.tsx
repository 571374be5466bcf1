import type { PortalFileRequestDetail, PortalFileSubmission } from "@foyer/domain";
import { useState } from "react";
import { userMessageOf } from "../../app-shell/user-message.js";
import { ConfirmDialog } from "../../confirm-dialog/ConfirmDialog.js";
import { FileLink } from "../downloads/FileLink.js";
import { usePortalHost } from "../portal-host.js";
import { sizeLabel } from "../sessions/session-format.js";
import { submittedLabel } from "./document-format.js";
import { StatusBadge } from "./StatusBadge.js";
import { usePortalDocumentsApi } from "./usePortalDocumentsApi.js";

type Removing = { file: PortalFileSubmission; busy: boolean; error: string | null };

/**
 * The files the participant handed in for one request, oldest first: download, status (with the
 * organizers' note) and Remove, which asks first and is not offered once a file is accepted.
 */
export function HandedInFiles({
  request,
  onChange,
}: {
  request: PortalFileRequestDetail;
  onChange(detail: PortalFileRequestDetail): void;
}) {
  const { api: documents } = usePortalDocumentsApi();
  const host = usePortalHost();
  const [removing, setRemoving] = useState<Removing | null>(null);

  const remove = async (target: Removing) => {
    setRemoving({ ...target, busy: true, error: null });
    try {
      onChange(await documents.remove(request.id, target.file.id));
      setRemoving(null);
      host.notify(`${target.file.name} is no longer handed in.`, "success");
    } catch (error) {
      setRemoving({ ...target, busy: false, error: userMessageOf(error) });
    }
  };

  if (request.submissions.length === 0)
    return <p className="portal-empty">You have not handed in a file yet.</p>;
  return (
    <>
      <ul className="portal-doc-files">
        {request.submissions.map((file) => (
          <li key={file.id} className="portal-doc-file">
            <div className="portal-doc-file__main">
              <FileLink file={file} /> <span className="portal-muted">({sizeLabel(file.size)})</span>
              <StatusBadge status={file.status} />
            </div>
            <p className="portal-doc-file__meta portal-muted">Handed in {submittedLabel(file.submittedAt)}</p>
            {file.reviewNote ? (
              <p className="portal-doc-file__note">
                <span className="portal-muted">Note from the organizers: </span>
                {file.reviewNote}
              </p>
            ) : null}
            {file.status !== "accepted" ? (
              <button
                type="button"
                className="foyer-button foyer-button--ghost portal-doc-file__remove"
                aria-label={`Remove ${file.name}`}
                onClick={() => setRemoving({ file, busy: false, error: null })}
              >
                Remove
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {removing ? (
        <ConfirmDialog
          title={`Remove ${removing.file.name}?`}
          confirmLabel="Remove file"
          busyLabel="Removing…"
          busy={removing.busy}
          error={removing.error}
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        >
          It will no longer be handed in for {request.title}.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
