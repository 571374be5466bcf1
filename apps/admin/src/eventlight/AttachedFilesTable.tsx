import { safeUploadHref } from "@foyer/domain";
import { userMessageOf } from "@foyer/widgets/react";
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "../list-kit/ConfirmDialog.js";
import { isForbidden } from "../server-data/access-gate.js";
import { formatDateTime } from "./format-dates.js";
import { fileSizeLabel } from "./sessions/session-paths.js";

/** A file attached to something of the event (a record, a session), as the table shows it. */
export interface AttachedFile {
  /** Unique within the table. */
  key: string;
  name: string;
  /** `/api/uploads/{uploadId}`; anything else is shown as plain text, never as a link. */
  url: string;
  size: number;
  /** ISO timestamp. */
  addedAt: string;
  addedBy: { name: string } | null;
}

interface AttachedFilesTableProps<File extends AttachedFile> {
  files: readonly File[];
  caption: string;
  canWrite: boolean;
  /** What the removal does, in the confirmation ("… will no longer be part of {title}."). */
  removalText: (file: File) => ReactNode;
  /** Detaches the file as a mutation (a 403 meets the area's gate); throws what the server refused. */
  onRemove: (file: File) => Promise<void>;
  removeButtonClassName?: string;
}

/**
 * The files of a record or a session: name (the download), size, when and by whom added, and
 * a Remove button with its confirmation for those who may change them.
 */
export function AttachedFilesTable<File extends AttachedFile>({
  files,
  caption,
  canWrite,
  removalText,
  onRemove,
  removeButtonClassName = "foyer-button foyer-button--ghost",
}: AttachedFilesTableProps<File>) {
  const [removing, setRemoving] = useState<{ file: File; busy: boolean; error: string | null } | null>(null);

  const remove = async (file: File) => {
    setRemoving({ file, busy: true, error: null });
    try {
      await onRemove(file);
      setRemoving(null);
    } catch (error) {
      if (isForbidden(error)) return; // the area's gate has it
      setRemoving({ file, busy: false, error: userMessageOf(error) });
    }
  };

  return (
    <>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="foyer-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Size</th>
              <th scope="col">Added</th>
              {canWrite ? (
                <th scope="col">
                  <span className="foyer-visually-hidden">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {files.map((file) => {
              const href = safeUploadHref(file.url);
              return (
                <tr key={file.key}>
                  <th scope="row" className="admin-table__name">
                    {href ? (
                      <a href={href} download={file.name} rel="noopener">
                        {file.name}
                      </a>
                    ) : (
                      file.name
                    )}
                  </th>
                  <td>{fileSizeLabel(file.size)}</td>
                  <td className="event-table__muted">
                    {formatDateTime(file.addedAt)}
                    {file.addedBy?.name ? ` by ${file.addedBy.name}` : ""}
                  </td>
                  {canWrite ? (
                    <td className="event-table__actions">
                      <button
                        type="button"
                        className={removeButtonClassName}
                        aria-label={`Remove ${file.name}`}
                        onClick={() => setRemoving({ file, busy: false, error: null })}
                      >
                        Remove
                      </button>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {removing ? (
        <ConfirmDialog
          title="Remove this file?"
          confirmLabel="Remove file"
          busyLabel="Removing..."
          busy={removing.busy}
          error={removing.error}
          onConfirm={() => void remove(removing.file)}
          onCancel={() => setRemoving(null)}
        >
          <p>
            <strong>{removing.file.name}</strong> {removalText(removing.file)}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
