import {
  FILE_REQUEST_INSTRUCTIONS_MAX,
  FILE_REQUEST_MAX_FILES,
  FILE_REQUEST_TITLE_MAX,
  type FileRequest,
  type FileRequestInput,
  fileRequestBody,
} from "@foyer/domain";
import { userMessageOf } from "@foyer/widgets/react";
import { type FormEvent, type ReactElement, useId, useRef, useState } from "react";
import { FormDialog } from "../../../dialog/FormDialog.js";

type Field = "title" | "instructions" | "dueDate" | "acceptedTypes" | "maxFiles";

export interface FileRequestDialogProps {
  /** The request to edit; none for a new one. */
  request?: FileRequest;
  /** Saves; a rejection keeps the dialog open with the server's sentence. */
  onSubmit(body: FileRequestInput): Promise<void>;
  onCancel(): void;
}

/** "  .pdf, PPTX ,, image/* " → [".pdf", "PPTX", "image/*"]; the server's rules normalize the rest. */
const typesOf = (text: string) =>
  text
    .split(/[,\s]+/)
    .map((one) => one.trim())
    .filter(Boolean);

/**
 * Creates or edits a file request (issue 6 "file requests"): title, instructions, due date,
 * accepted types and how many files each person may hand in, checked with the server's rules first.
 */
export function FileRequestDialog({ request, onSubmit, onCancel }: FileRequestDialogProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<Record<Field, string>>({
    title: request?.title ?? "",
    instructions: request?.instructions ?? "",
    dueDate: request?.dueDate ?? "",
    acceptedTypes: request?.acceptedTypes.join(", ") ?? "",
    maxFiles: String(request?.maxFiles ?? 1),
  });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = {
      title: draft.title,
      instructions: draft.instructions,
      dueDate: draft.dueDate || null,
      acceptedTypes: typesOf(draft.acceptedTypes),
      maxFiles: draft.maxFiles.trim() === "" ? Number.NaN : Number(draft.maxFiles),
    };
    const parsed = fileRequestBody.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setProblems(found);
      // The first field in error takes the focus once it is marked.
      setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
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
      title={request ? `Edit file request ${request.title}` : "New file request"}
      formRef={form}
      initialFocus={titleInput}
      busy={busy}
      onSubmit={submit}
      onCancel={onCancel}
      className="file-request-dialog"
    >
      {field("title", "Title", (props) => (
        <input
          {...props}
          ref={titleInput}
          className="foyer-input"
          maxLength={FILE_REQUEST_TITLE_MAX}
          autoComplete="off"
          required
        />
      ))}
      {field(
        "instructions",
        "Instructions",
        (props) => (
          <textarea {...props} className="foyer-input" rows={4} maxLength={FILE_REQUEST_INSTRUCTIONS_MAX} />
        ),
        "Plain text; participants see its line breaks.",
      )}
      {field(
        "dueDate",
        "Due date",
        (props) => (
          <input {...props} type="date" className="foyer-input" />
        ),
        "Optional.",
      )}
      {field(
        "acceptedTypes",
        "Accepted types",
        (props) => (
          <input {...props} className="foyer-input" autoComplete="off" />
        ),
        "Optional. Extensions or media types, separated by commas, such as .pdf, .pptx, image/*. Empty: any file.",
      )}
      {field(
        "maxFiles",
        "Max files per person",
        (props) => (
          <input
            {...props}
            type="number"
            min={1}
            max={FILE_REQUEST_MAX_FILES}
            step={1}
            className="foyer-input"
          />
        ),
        `From 1 to ${FILE_REQUEST_MAX_FILES}.`,
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
          {busy ? "Saving..." : request ? "Save file request" : "Create file request"}
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
