import type { RecordDetail, RecordFile } from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import { userMessageOf } from "@foyer/widgets/react";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { safeUploadHref } from "../../answer-text.js";
import { useEvent } from "../../event-context.js";
import { formatDateTime } from "../../format-dates.js";
import { FailedPanel, LoadingPanel } from "../../PagePanels.js";
import { fileSizeLabel } from "../../sessions/session-paths.js";
import { useEventData } from "../../useEventData.js";
import { ConfirmDialog } from "../ConfirmDialog.js";
import { recordPath } from "./record-detail-paths.js";
import { useRecordDetailApi } from "./useRecordDetailApi.js";

export const FILES_LOAD_FAILED = "An error occurred getting the files";
/** Spec 2 §5 "Upload": "Limit 2 GB: 'We accept files up to 2GB.'" */
export const TOO_LARGE = "We accept files up to 2GB.";
const MAX_BYTES = 2_147_483_648;

type Upload =
  | { status: "idle" }
  | { status: "uploading"; name: string }
  | { status: "error"; message: string };
type Removing = { file: RecordFile; busy: boolean; error: string | null };

/** The Files tab: upload a file to the record, download its files, remove one. */
export function FilesPanel({ record, canWrite }: { record: RecordDetail; canWrite: boolean }) {
  const { eventId, denyAccess } = useEvent();
  const api = useRecordDetailApi();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const key = { eventId, type: record.type, recordId: record.id };
  const files = useEventData(() => api.files(key), [api, eventId, record.type, record.id], FILES_LOAD_FAILED);
  const [upload, setUpload] = useState<Upload>({ status: "idle" });
  const [removing, setRemoving] = useState<Removing | null>(null);
  const recordName = record.module.recordName;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > MAX_BYTES) return setUpload({ status: "error", message: TOO_LARGE });
    setUpload({ status: "uploading", name: file.name });
    try {
      const stored = await api.upload(file);
      await api.attachFile(key, stored.uploadId);
      setUpload({ status: "idle" });
      files.reload();
    } catch (error) {
      if (isHttpError(error) && error.status === 403) return denyAccess(error);
      setUpload({ status: "error", message: userMessageOf(error) });
    }
  };

  const remove = async (target: Removing) => {
    setRemoving({ ...target, busy: true, error: null });
    try {
      await api.detachFile(key, target.file.id);
      setRemoving(null);
      files.reload();
    } catch (error) {
      if (isHttpError(error) && error.status === 403) return denyAccess(error);
      if (isHttpError(error) && error.status === 404) {
        setRemoving(null);
        files.reload();
        return;
      }
      setRemoving({ ...target, busy: false, error: userMessageOf(error) });
    }
  };

  return (
    <section className="admin-panel event-card" aria-labelledby={`${inputId}-title`}>
      <div className="record-files__head">
        <h2 className="event-card__title" id={`${inputId}-title`}>
          Files
        </h2>
        {canWrite ? (
          <div className="record-files__upload">
            <button
              type="button"
              className="foyer-button foyer-button--secondary"
              disabled={upload.status === "uploading"}
              onClick={() => input.current?.click()}
            >
              {upload.status === "uploading" ? `Uploading ${upload.name}...` : "Upload a file"}
            </button>
            {/* The button opens the picker: one control to reach with the keyboard. */}
            <input
              ref={input}
              id={inputId}
              hidden
              type="file"
              aria-label="File to upload"
              onChange={(event) => void onFile(event)}
            />
          </div>
        ) : null}
      </div>
      {upload.status === "error" ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {upload.message}
        </p>
      ) : null}
      {files.state.status === "loading" ? (
        <LoadingPanel text="Loading the files..." />
      ) : files.state.status === "error" ? (
        <FailedPanel
          error={files.state.error}
          message={FILES_LOAD_FAILED}
          onRetry={files.reload}
          backHref={recordPath(eventId, {
            type: record.type,
            recordId: record.id,
            moduleId: record.module.id,
          })}
          backLabel={`Back to the ${recordName}`}
        />
      ) : files.state.data.length === 0 ? (
        <div className="admin-empty record-files__empty">
          <p className="admin-empty__title">No files yet</p>
          <p className="admin-empty__text">
            {canWrite
              ? `Upload contracts, photos or other documents of this ${recordName}.`
              : `This ${recordName} has no files.`}
          </p>
        </div>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="foyer-visually-hidden">
              Files of {record.name || `this ${recordName}`}
            </caption>
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
              {files.state.data.map((file) => {
                const href = safeUploadHref(file.url);
                return (
                  <tr key={file.id}>
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
                      {formatDateTime(file.attachedAt)}
                      {file.attachedBy?.name ? ` by ${file.attachedBy.name}` : ""}
                    </td>
                    {canWrite ? (
                      <td className="event-table__actions">
                        <button
                          type="button"
                          className="foyer-button foyer-button--ghost"
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
      )}
      {removing ? (
        <ConfirmDialog
          title="Remove this file?"
          confirmLabel="Remove file"
          busyLabel="Removing..."
          busy={removing.busy}
          error={removing.error}
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        >
          <p>
            <strong>{removing.file.name}</strong> will no longer be attached to this {recordName}.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
