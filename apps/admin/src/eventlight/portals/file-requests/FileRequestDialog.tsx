import {
  FILE_REQUEST_INSTRUCTIONS_MAX,
  FILE_REQUEST_MAX_FILES,
  FILE_REQUEST_TITLE_MAX,
  type FileRequest,
  type FileRequestInput,
  fileRequestBody,
} from "@foyer/domain";
import { useRef } from "react";
import { FormDialog } from "../../../dialog/FormDialog.js";
import { DialogFooter, useDialogForm } from "../useDialogForm.js";

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
  const titleInput = useRef<HTMLInputElement>(null);
  const { form, busy, failure, submit, field } = useDialogForm<Field>({
    title: request?.title ?? "",
    instructions: request?.instructions ?? "",
    dueDate: request?.dueDate ?? "",
    acceptedTypes: request?.acceptedTypes.join(", ") ?? "",
    maxFiles: String(request?.maxFiles ?? 1),
  });
  const check = (draft: Record<Field, string>) =>
    fileRequestBody.safeParse({
      title: draft.title,
      instructions: draft.instructions,
      dueDate: draft.dueDate || null,
      acceptedTypes: typesOf(draft.acceptedTypes),
      maxFiles: draft.maxFiles.trim() === "" ? Number.NaN : Number(draft.maxFiles),
    });

  return (
    <FormDialog
      title={request ? `Edit file request ${request.title}` : "New file request"}
      formRef={form}
      initialFocus={titleInput}
      busy={busy}
      onSubmit={submit(check, onSubmit)}
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
      <DialogFooter
        failure={failure}
        busy={busy}
        submitLabel={request ? "Save file request" : "Create file request"}
        onCancel={onCancel}
      />
    </FormDialog>
  );
}
