import {
  isWebAddress,
  type OrganizerPortalResource,
  PORTAL_RESOURCE_DESCRIPTION_MAX,
  PORTAL_RESOURCE_TITLE_MAX,
  PORTAL_RESOURCE_URL_MAX,
  portalContentMessages,
} from "@foyer/domain";
import { type FormEvent, useId, useRef, useState } from "react";
import { FormDialog } from "../../../dialog/FormDialog.js";
import { DialogFooter, useDialogSave } from "../useDialogForm.js";

export interface ResourceDraft {
  title: string;
  description: string;
  /** A link's address. */
  url?: string;
  /** A file chosen to upload (new, or replacing the current one). */
  file?: File;
}

export interface ResourceDialogProps {
  kind: "file" | "link";
  /** The resource to edit; none for a new one. */
  resource?: OrganizerPortalResource;
  /** Saves (uploading a chosen file first); a rejection keeps the dialog open with its sentence. */
  onSubmit(draft: ResourceDraft): Promise<void>;
  onCancel(): void;
}

type Field = "title" | "url" | "file";

/** Adds or edits a resource (issue 6 "portals/content"): a title, a description, and a file or a link. */
export function ResourceDialog({ kind, resource, onSubmit, onCancel }: ResourceDialogProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState(resource?.title ?? "");
  const [description, setDescription] = useState(resource?.description ?? "");
  const [url, setUrl] = useState(resource?.url ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const { busy, failure, save } = useDialogSave();
  const noun = kind === "file" ? "file" : "link";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<Field, string>> = {};
    if (!title.trim()) found.title = "Title is required";
    if (kind === "link" && !isWebAddress(url.trim())) found.url = portalContentMessages.linkInvalid;
    if (kind === "file" && !resource && !file) found.file = "Choose a file";
    setProblems(found);
    if (Object.keys(found).length > 0) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    await save(() =>
      onSubmit({
        title: title.trim(),
        description,
        ...(kind === "link" ? { url: url.trim() } : {}),
        ...(file ? { file } : {}),
      }),
    );
  };

  const problem = (field: Field) =>
    problems[field] ? (
      <p className="foyer-field__error" id={`${id}-${field}-error`} role="alert">
        {problems[field]}
      </p>
    ) : null;
  const invalid = (field: Field) =>
    problems[field] ? { "aria-invalid": true, "aria-describedby": `${id}-${field}-error` } : {};

  return (
    <FormDialog
      title={resource ? `Edit ${resource.title}` : kind === "file" ? "Add a file" : "Add a link"}
      formRef={form}
      initialFocus={titleInput}
      busy={busy}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-title`}>
          Title
        </label>
        <input
          ref={titleInput}
          id={`${id}-title`}
          className="foyer-input"
          value={title}
          maxLength={PORTAL_RESOURCE_TITLE_MAX}
          disabled={busy}
          {...invalid("title")}
          onChange={(event) => setTitle(event.target.value)}
        />
        {problem("title")}
      </div>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-description`}>
          Description (optional)
        </label>
        <textarea
          id={`${id}-description`}
          className="foyer-input"
          rows={3}
          value={description}
          maxLength={PORTAL_RESOURCE_DESCRIPTION_MAX}
          disabled={busy}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      {kind === "link" ? (
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={`${id}-url`}>
            Web address
          </label>
          <input
            id={`${id}-url`}
            className="foyer-input"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={url}
            maxLength={PORTAL_RESOURCE_URL_MAX}
            disabled={busy}
            {...invalid("url")}
            onChange={(event) => setUrl(event.target.value)}
          />
          {problem("url")}
        </div>
      ) : (
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={`${id}-file`}>
            {resource?.file ? `Replace the file (now ${resource.file.name})` : "File"}
          </label>
          <input
            id={`${id}-file`}
            className="foyer-input"
            type="file"
            disabled={busy}
            {...invalid("file")}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          {problem("file")}
        </div>
      )}
      <DialogFooter
        failure={failure}
        busy={busy}
        submitLabel={resource ? "Save" : `Add ${noun}`}
        onCancel={onCancel}
      />
    </FormDialog>
  );
}
