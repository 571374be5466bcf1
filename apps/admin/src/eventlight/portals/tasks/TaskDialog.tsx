import {
  type OrganizerPortalTask,
  PORTAL_TASK_DESCRIPTION_MAX,
  PORTAL_TASK_LINK_MAX,
  PORTAL_TASK_TITLE_MAX,
  type PortalTaskBody,
  portalTaskBody,
} from "@foyer/domain";
import { userMessageOf } from "@foyer/widgets/react";
import { type FormEvent, type ReactElement, useId, useRef, useState } from "react";
import { FormDialog } from "../../../dialog/FormDialog.js";

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
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<Record<Field, string>>({
    title: task?.title ?? "",
    description: task?.description ?? "",
    dueDate: task?.dueDate ?? "",
    link: task?.link ?? "",
  });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = { ...draft, dueDate: draft.dueDate || null };
    const parsed = portalTaskBody.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setProblems(found);
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      setFailure(userMessageOf(error));
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, input: (props: FieldProps) => ReactElement, hint?: string) => {
    const problem = problems[name];
    const describedBy = [hint ? `${id}-${name}-hint` : "", problem ? `${id}-${name}-error` : ""]
      .filter(Boolean)
      .join(" ");
    return (
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-${name}`}>
          {label}
        </label>
        {input({
          id: `${id}-${name}`,
          value: draft[name],
          disabled: busy,
          "aria-invalid": problem ? true : undefined,
          "aria-describedby": describedBy || undefined,
          onChange: (event) => {
            const value = event.currentTarget.value;
            setDraft((all) => ({ ...all, [name]: value }));
            setProblems(({ [name]: _, ...rest }) => rest);
          },
        })}
        {hint ? (
          <p className="foyer-field__hint" id={`${id}-${name}-hint`}>
            {hint}
          </p>
        ) : null}
        {problem ? (
          <p className="foyer-field__error" id={`${id}-${name}-error`} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <FormDialog
      title={task ? `Edit task ${task.title}` : "New task"}
      formRef={form}
      initialFocus={titleInput}
      busy={busy}
      onSubmit={submit}
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
      {failure ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="records-dialog__actions">
        <button type="button" className="foyer-button foyer-button--ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="foyer-button foyer-button--primary" disabled={busy}>
          {busy ? "Saving..." : task ? "Save task" : "Create task"}
        </button>
      </div>
    </FormDialog>
  );
}

interface FieldProps {
  id: string;
  value: string;
  disabled: boolean;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  onChange(event: { currentTarget: { value: string } }): void;
}
