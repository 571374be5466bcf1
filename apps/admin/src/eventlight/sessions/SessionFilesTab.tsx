import { missingFileKinds, type SessionFile } from "@foyer/domain";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { isForbidden } from "../../server-data/access-gate.js";
import { useServerWrite } from "../../server-data/useServerWrite.js";
import { AttachedFilesTable } from "../AttachedFilesTable.js";
import type { SessionTabProps } from "./SessionPage.js";
import { fileKindSummary } from "./settings/FileKindsPage.js";
import { useFileKinds } from "./settings/useFileKinds.js";
import { useSessionsApi } from "./useSessionsApi.js";

interface Upload {
  key: string;
  name: string;
  /** 0–100 while sending; null once the server has it. */
  percent: number | null;
  error: string | null;
}

/**
 * The file-content tab: the session's files (slides, handouts, recordings). Files are uploaded
 * to the event's file storage (`POST /api/uploads`) and then linked to the session; removing one
 * unlinks it. Each file shows its progress and, if refused, the server's reason. When the event
 * has file kinds (Session settings → Files), each upload is linked as the kind picked, and the
 * tab says which required kinds are still missing.
 */
export function SessionFilesTab({ session, onChange, canWrite }: SessionTabProps) {
  const { services } = useApp();
  const sessions = useSessionsApi();
  const write = useServerWrite();
  const inputId = useId();
  const hintId = useId();
  const kindId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const kinds = useFileKinds().data ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const kind = kinds.find((one) => one.id === picked) ?? kinds[0] ?? null;
  const missing = missingFileKinds(kinds, session.files);
  // The latest files, for uploads that finish one after the other.
  const latest = useRef(session);
  latest.current = session;

  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const uploadOne = async (file: File, key: string, kindId: string | null) => {
    try {
      const uploaded = await services.sdk.api.forms.upload(file, {
        onProgress: (loaded, total) =>
          patch(key, { percent: total > 0 ? Math.round((loaded / total) * 100) : 0 }),
      });
      const files = await write(() => sessions.attachFile(session.id, uploaded.uploadId, { kindId }));
      onChange({ ...latest.current, files });
      setUploads((list) => list.filter((item) => item.key !== key));
      services.toasts.show({ message: `${uploaded.name} has been added.`, severity: "success" });
    } catch (error) {
      if (isForbidden(error)) return; // the area's gate has it
      patch(key, { percent: null, error: userMessageOf(error) });
    }
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    const started = files.map((file, index) => ({
      key: `${Date.now()}-${index}-${file.name}`,
      name: file.name,
      percent: 0,
      error: null,
    }));
    setUploads((list) => [...list.filter((item) => !item.error), ...started]);
    // One after the other: each link is its own audit entry, in the order chosen.
    for (const [index, file] of files.entries()) {
      const item = started[index];
      if (item) await uploadOne(file, item.key, kind?.id ?? null);
    }
  };

  const remove = async (target: SessionFile) => {
    const files = await write(() => sessions.detachFile(session.id, target.uploadId));
    onChange({ ...latest.current, files });
    services.toasts.show({
      message: `${target.name} has been removed from the session.`,
      severity: "success",
    });
  };

  return (
    <section className="admin-panel session-files" aria-label="File content">
      {missing.length > 0 ? (
        <p className="foyer-alert foyer-alert--warning session-files__missing" role="status">
          Missing: {missing.join(", ")}
        </p>
      ) : null}
      {canWrite ? (
        <div className="session-files__upload">
          {kind ? (
            <div className="foyer-field">
              <label className="foyer-field__label" htmlFor={kindId}>
                Kind of file
              </label>
              <select
                id={kindId}
                className="foyer-input"
                value={kind.id}
                onChange={(event) => setPicked(event.target.value)}
              >
                {kinds.map((one) => (
                  <option key={one.id} value={one.id}>
                    {one.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {/* The input stays in the tab order (visually hidden); its label is what the eye sees. */}
          <input
            id={inputId}
            className="foyer-visually-hidden session-files__input"
            type="file"
            multiple
            aria-describedby={hintId}
            onChange={(event) => void onFiles(event)}
          />
          <label className="foyer-button foyer-button--secondary session-files__pick" htmlFor={inputId}>
            Upload files
          </label>
          <p className="foyer-field__hint" id={hintId}>
            {kind
              ? `${kind.name}: ${fileKindSummary(kind)}.`
              : "Slides, handouts, images, audio or video, up to 2 GB each."}
          </p>
        </div>
      ) : null}
      {uploads.length > 0 ? (
        <ul className="session-files__uploads" aria-label="Uploads">
          {uploads.map((item) => (
            <li key={item.key} className="session-files__upload-item">
              <span>{item.name}</span>
              {item.error ? (
                <span className="foyer-field__error" role="alert">
                  {item.error}
                </span>
              ) : (
                <span className="event-table__muted" role="status">
                  {item.percent === null || item.percent >= 100
                    ? "Saving..."
                    : `Uploading... ${item.percent}%`}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {session.files.length === 0 ? (
        <div className="admin-empty session-files__empty">
          <h2 className="admin-empty__title">No files yet</h2>
          <p className="admin-empty__text">
            {canWrite
              ? "Upload the session's slides, handouts or recordings."
              : "No files have been added to this session."}
          </p>
        </div>
      ) : (
        <AttachedFilesTable
          files={session.files.map((file) => ({ ...file, key: file.uploadId }))}
          caption={`Files of ${session.title}`}
          canWrite={canWrite}
          removalText={() => `will no longer be part of ${session.title}.`}
          onRemove={remove}
          removeButtonClassName="foyer-button foyer-button--ghost event-button--small"
        />
      )}
    </section>
  );
}
