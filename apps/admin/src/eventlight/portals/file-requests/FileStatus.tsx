import { type FileRequestStatus, fileRequestStatusLabels } from "@foyer/domain";

/** A status as a labelled badge ("Not handed in", "Submitted", …); its colour only repeats the text. */
export function FileStatus({ status }: { status: FileRequestStatus }) {
  return (
    <span className={`file-status file-status--${status.replace(/_/g, "-")}`}>
      {fileRequestStatusLabels[status]}
    </span>
  );
}
