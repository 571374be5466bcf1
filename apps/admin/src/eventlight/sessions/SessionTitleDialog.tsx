import { SESSION_TITLE_MAX } from "@foyer/domain";
import { NameDialog } from "../../dialog/NameDialog.js";

export interface SessionTitleDialogProps {
  /** The dialog's heading and accessible name ('Add session'). */
  title: string;
  /** The submit button's text. */
  submitLabel: string;
  /** One line under the heading. */
  lead?: string;
  /** Creates the session; a rejection keeps the dialog open with the server's sentence. */
  onSubmit(title: string): Promise<void>;
  onCancel(): void;
}

/**
 * A modal form asking for a new session's title, the one thing a session needs; everything else
 * is set on its details page.
 */
export function SessionTitleDialog({
  title,
  submitLabel,
  lead,
  onSubmit,
  onCancel,
}: SessionTitleDialogProps) {
  return (
    <NameDialog
      className="sessions-dialog"
      title={title}
      label="Title"
      submitLabel={submitLabel}
      busyLabel="Adding..."
      {...(lead ? { lead } : {})}
      maxLength={SESSION_TITLE_MAX}
      problem={(name) => (name ? null : "Title is required")}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
