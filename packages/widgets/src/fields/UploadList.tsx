import type { UploadedFile } from "@foyer/domain";
import type { UploadInProgress } from "./field-props.js";
import { formatFileSize, safeFileUrl } from "./upload-rules.js";

export interface UploadListProps {
  files: readonly UploadedFile[];
  uploads: readonly UploadInProgress[];
  showThumbnails: boolean;
  disabled: boolean;
  onRemove(file: UploadedFile): void;
  onCancel(key: string): void;
}

/** Uploaded files with Remove, and uploads in progress with their progress and Cancel. */
export function UploadList({
  files,
  uploads,
  showThumbnails,
  disabled,
  onRemove,
  onCancel,
}: UploadListProps) {
  if (files.length === 0 && uploads.length === 0) return null;
  return (
    <ul className="foyer-upload__list">
      {files.map((file) => {
        const url = safeFileUrl(file.url);
        return (
          <li className="foyer-upload__item" part="file" key={file.uploadId}>
            {showThumbnails && url ? <img className="foyer-upload__thumb" src={url} alt="" /> : null}
            <span className="foyer-upload__name">{file.name}</span>
            <span className="foyer-upload__size">{formatFileSize(file.size)}</span>
            <button
              type="button"
              className="foyer-link-button"
              part="button"
              aria-label={`Remove ${file.name}`}
              disabled={disabled}
              onClick={() => onRemove(file)}
            >
              Remove
            </button>
          </li>
        );
      })}
      {uploads.map((upload) => (
        <li
          className="foyer-upload__item"
          part="file"
          key={upload.key}
          data-failed={upload.error ? "" : undefined}
        >
          <span className="foyer-upload__name">{upload.name}</span>
          {upload.error ? (
            <span className="foyer-upload__error" role="alert">
              {upload.error}
            </span>
          ) : (
            <progress
              className="foyer-upload__progress"
              max={100}
              value={Math.round(upload.progress * 100)}
              aria-label={`Uploading ${upload.name}`}
            />
          )}
          <button
            type="button"
            className="foyer-link-button"
            part="button"
            aria-label={`${upload.error ? "Dismiss" : "Cancel upload of"} ${upload.name}`}
            onClick={() => onCancel(upload.key)}
          >
            {upload.error ? "Dismiss" : "Cancel"}
          </button>
        </li>
      ))}
    </ul>
  );
}
