import { type FileRequestResultFile, REVIEW_NOTE_MAX } from "@foyer/domain";
import { type FormEvent, useId, useRef, useState } from "react";
import { FormDialog } from "../../../dialog/FormDialog.js";
import { DialogFooter, useDialogSave } from "../useDialogForm.js";

export interface ReviewDialogProps {
  file: FileRequestResultFile;
  /** The person who handed it in. */
  who: string;
  verdict: "accepted" | "rejected";
  /** Saves; a rejection keeps the dialog open with the server's sentence. */
  onSubmit(note: string): Promise<void>;
  onCancel(): void;
}

/** Accepts or rejects one handed-in file with an optional note, which the participant sees. */
export function ReviewDialog({ file, who, verdict, onSubmit, onCancel }: ReviewDialogProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const noteInput = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState(file.reviewNote);
  const { busy, failure, save } = useDialogSave();
  const accept = verdict === "accepted";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!busy) await save(() => onSubmit(note.trim()));
  };

  return (
    <FormDialog
      title={`${accept ? "Accept" : "Reject"} ${file.name}?`}
      formRef={form}
      initialFocus={noteInput}
      busy={busy}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <p className="records-dialog__text">
        {accept
          ? `${who} will see the file as accepted and can no longer remove it.`
          : `${who} will see the file as rejected and can remove it and hand in another.`}
      </p>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-note`}>
          Note to {who}
        </label>
        <textarea
          ref={noteInput}
          id={`${id}-note`}
          className="foyer-input"
          rows={3}
          maxLength={REVIEW_NOTE_MAX}
          value={note}
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <p className="foyer-field__hint" id={`${id}-hint`}>
          Optional.{" "}
          {accept ? "A thank-you, or what happens next." : "What to change before handing in again."}
        </p>
      </div>
      <DialogFooter
        failure={failure}
        busy={busy}
        submitLabel={accept ? "Accept file" : "Reject file"}
        onCancel={onCancel}
      />
    </FormDialog>
  );
}
