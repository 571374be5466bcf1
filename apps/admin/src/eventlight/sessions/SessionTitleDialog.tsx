import { SESSION_TITLE_MAX, type SessionTemplate } from "@foyer/domain";
import { useId, useState } from "react";
import { NameDialog } from "../../dialog/NameDialog.js";

export interface SessionTitleDialogProps {
  /** The dialog's heading and accessible name ('Add session'). */
  title: string;
  /** The submit button's text. */
  submitLabel: string;
  /** One line under the heading. */
  lead?: string;
  /**
   * The event's session templates: when there are any, a "Template" select offers them (issue 25
   * item 7; the server fills the session from the one chosen).
   * @default []
   */
  templates?: readonly SessionTemplate[];
  /** Creates the session; a rejection keeps the dialog open with the server's sentence. */
  onSubmit(title: string, templateId: string | null): Promise<void>;
  onCancel(): void;
}

/**
 * A modal form asking for a new session's title, the one thing a session needs, and the template
 * it starts from when the event has some; everything else is set on its details page.
 */
export function SessionTitleDialog({
  title,
  submitLabel,
  lead,
  templates = [],
  onSubmit,
  onCancel,
}: SessionTitleDialogProps) {
  const templateId = useId();
  const [template, setTemplate] = useState("");
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
      onSubmit={(name) => onSubmit(name, template || null)}
      onCancel={onCancel}
    >
      {templates.length > 0 ? (
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={templateId}>
            Template
          </label>
          <select
            id={templateId}
            className="foyer-input"
            value={template}
            onChange={(event) => setTemplate(event.target.value)}
          >
            <option value="">No template</option>
            {templates.map((one) => (
              <option key={one.id} value={one.id}>
                {one.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </NameDialog>
  );
}
