import {
  type OrganizerPortalTask,
  PORTAL_TASK_DESCRIPTION_MAX,
  PORTAL_TASK_LINK_MAX,
  PORTAL_TASK_TITLE_MAX,
  type PortalTaskBody,
  portalTaskBody,
} from "@foyer/domain";
import { useRef } from "react";
import { FormDialog } from "../../../dialog/FormDialog.js";
import { DialogFooter, useDialogForm } from "../useDialogForm.js";

type Field = "title" | "description" | "dueDate" | "link";

export interface TaskDialogProps {
  /** The task to edit; none for a new one. */
  task?: OrganizerPortalTask;
  /** Saves; a rejection keeps the dialog open with the server's sentence. */
  onSubmit(body: PortalTaskBody): Promise<void>;
  onCancel(): void;
}

/**
 * Creates or edits a task (issue 6 "tasks (create, …)"): title, description, due date and an
 * optional link into the portal. The fields are checked with the server's own rules first.
 */
export function TaskDialog({ task, onSubmit, onCancel }: TaskDialogProps) {
  const titleInput = useRef<HTMLInputElement>(null);
  const { form, busy, failure, submit, field } = useDialogForm<Field>({
    title: task?.title ?? "",
    description: task?.description ?? "",
    dueDate: task?.dueDate ?? "",
    link: task?.link ?? "",
  });
  const check = (draft: Record<Field, string>) =>
    portalTaskBody.safeParse({ ...draft, dueDate: draft.dueDate || null });

  return (
    <FormDialog
      title={task ? `Edit task ${task.title}` : "New task"}
      formRef={form}
      initialFocus={titleInput}
      busy={busy}
      onSubmit={submit(check, onSubmit)}
      onCancel={onCancel}
      className="portal-task-dialog"
    >
      {field("title", "Title", (props) => (
        <input
          {...props}
          ref={titleInput}
          className="foyer-input"
          maxLength={PORTAL_TASK_TITLE_MAX}
          autoComplete="off"
          required
        />
      ))}
      {field("description", "Description", (props) => (
        <textarea {...props} className="foyer-input" rows={4} maxLength={PORTAL_TASK_DESCRIPTION_MAX} />
      ))}
      {field(
        "dueDate",
        "Due date",
        (props) => (
          <input {...props} type="date" className="foyer-input" />
        ),
        "Optional. Participants see it overdue after this day, in the event's time zone.",
      )}
      {field(
        "link",
        "Link in the portal",
        (props) => (
          <input {...props} className="foyer-input" maxLength={PORTAL_TASK_LINK_MAX} autoComplete="off" />
        ),
        "Optional. A page of the portal where the task is done, such as profile or documents/request/{id}.",
      )}
      <DialogFooter
        failure={failure}
        busy={busy}
        submitLabel={task ? "Save task" : "Create task"}
        onCancel={onCancel}
      />
    </FormDialog>
  );
}
