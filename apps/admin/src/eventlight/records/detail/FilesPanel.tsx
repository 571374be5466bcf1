import type { RecordDetail, RecordFile } from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import { userMessageOf } from "@foyer/widgets/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { isForbidden } from "../../../server-data/access-gate.js";
import { AttachedFilesTable } from "../../AttachedFilesTable.js";
import { useEvent } from "../../event-context.js";
import { FailedPanel, LoadingPanel } from "../../PagePanels.js";
import { recordKeys } from "../record-queries.js";
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

/** The Files tab: upload a file to the record, download its files, remove one. */
export function FilesPanel({ record, canWrite }: { record: RecordDetail; canWrite: boolean }) {
  const { eventId } = useEvent();
  const api = useRecordDetailApi();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const key = { eventId, type: record.type, recordId: record.id };
  const queryClient = useQueryClient();
  const files = useQuery({
    queryKey: recordKeys.files(eventId, record.type, record.id),
    queryFn: () => api.files(key),
    meta: { errorMessage: FILES_LOAD_FAILED },
  });
  // A file added or removed changes the files and the audit.
  const changed = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: recordKeys.files(eventId, record.type, record.id) }),
      queryClient.invalidateQueries({ queryKey: recordKeys.audit(eventId, record.type, record.id) }),
    ]);
  const attach = useMutation({
    mutationFn: async (file: File) => api.attachFile(key, (await api.upload(file)).uploadId),
    onSuccess: changed,
  });
  const detach = useMutation({
    mutationFn: async (file: RecordFile) => {
      try {
        await api.detachFile(key, file.id);
      } catch (error) {
        // Already gone: the list catches up.
        if (!(isHttpError(error) && error.status === 404)) throw error;
      }
    },
    onSuccess: changed,
  });
  const [upload, setUpload] = useState<Upload>({ status: "idle" });
  const recordName = record.module.recordName;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > MAX_BYTES) return setUpload({ status: "error", message: TOO_LARGE });
    setUpload({ status: "uploading", name: file.name });
    try {
      await attach.mutateAsync(file);
      setUpload({ status: "idle" });
    } catch (error) {
      if (isForbidden(error)) return; // the area's gate has it
      setUpload({ status: "error", message: userMessageOf(error) });
    }
  };

  const remove = async (file: RecordFile) => {
    await detach.mutateAsync(file);
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
      {files.status === "pending" ? (
        <LoadingPanel text="Loading the files..." />
      ) : files.status === "error" ? (
        <FailedPanel
          error={files.error}
          message={FILES_LOAD_FAILED}
          onRetry={() => void files.refetch()}
          backHref={recordPath(eventId, {
            type: record.type,
            recordId: record.id,
            moduleId: record.module.id,
          })}
          backLabel={`Back to the ${recordName}`}
        />
      ) : files.data.length === 0 ? (
        <div className="admin-empty record-files__empty">
          <p className="admin-empty__title">No files yet</p>
          <p className="admin-empty__text">
            {canWrite
              ? `Upload contracts, photos or other documents of this ${recordName}.`
              : `This ${recordName} has no files.`}
          </p>
        </div>
      ) : (
        <AttachedFilesTable
          files={files.data.map((file) => ({
            ...file,
            key: file.id,
            addedAt: file.attachedAt,
            addedBy: file.attachedBy,
          }))}
          caption={`Files of ${record.name || `this ${recordName}`}`}
          canWrite={canWrite}
          removalText={() => `will no longer be attached to this ${recordName}.`}
          onRemove={remove}
        />
      )}
    </section>
  );
}
