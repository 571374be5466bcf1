import { type FileRequestStatus, fileRequestStatusLabels } from "@foyer/domain";

/** A status as a labelled badge; its colour only repeats what the text says. */
export function StatusBadge({ status }: { status: FileRequestStatus }) {
  return (
    <span className={`portal-doc-status portal-doc-status--${status.replace(/_/g, "-")}`}>
      {fileRequestStatusLabels[status]}
    </span>
  );
}
