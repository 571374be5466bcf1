import { fileRequestMessages, isAcceptedFile, type PortalFileRequestDetail } from "@foyer/domain";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { userMessageOf } from "../../app-shell/user-message.js";
import { usePortalHost } from "../portal-host.js";
import { usePortalDocumentsApi } from "./usePortalDocumentsApi.js";

/** Spec 2 §9: "Max upload 2 GB (2147483648 bytes)", and its sentence. */
const MAX_UPLOAD_BYTES = 2_147_483_648;
export const TOO_LARGE = "We accept files up to 2GB.";
export const CHOOSE_A_FILE = "Choose a file first.";

/** What is wrong with handing in `file`, checked as the server will, or null. */
export function handInProblem(file: File, request: PortalFileRequestDetail): string | null {
  if (!isAcceptedFile(file, request.acceptedTypes))
    return fileRequestMessages.wrongType(file.name, request.acceptedTypes);
  if (request.submissions.length >= request.maxFiles) return fileRequestMessages.tooMany(request.maxFiles);
  if (file.size > MAX_UPLOAD_BYTES) return TOO_LARGE;
  return null;
}

type Upload = { name: string; percent: number };

/**
 * The file input and "Upload" of a file request: the file goes to `POST /api/uploads` (with
 * progress), then is handed in to the request. The same checks as the server's run first; a
 * refusal says why in the field's error. Leaving the page cancels an upload under way.
 */
export function HandInForm({
  request,
  onHandedIn,
}: {
  request: PortalFileRequestDetail;
  onHandedIn(detail: PortalFileRequestDetail): void;
}) {
  const { sdk } = usePortalHost();
  const { api: documents } = usePortalDocumentsApi();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (upload) return;
    const problem = file ? handInProblem(file, request) : CHOOSE_A_FILE;
    if (problem || !file) {
      setError(problem);
      input.current?.focus();
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setError(null);
    setDone(null);
    setUpload({ name: file.name, percent: 0 });
    try {
      const uploaded = await sdk.api.forms.upload(file, {
        signal: abort.signal,
        onProgress: (loaded, total) =>
          setUpload({ name: file.name, percent: total > 0 ? Math.round((loaded / total) * 100) : 0 }),
      });
      const detail = await documents.handIn(request.id, uploaded.uploadId, { signal: abort.signal });
      onHandedIn(detail);
      setDone(`${file.name} is handed in.`);
      setFile(null);
      if (input.current) input.current.value = "";
    } catch (caught) {
      if (abort.signal.aborted) return;
      setError(userMessageOf(caught));
      input.current?.focus();
    } finally {
      if (!abort.signal.aborted) setUpload(null);
      controller.current = null;
    }
  };

  const accepted = request.acceptedTypes.length > 0 ? request.acceptedTypes.join(", ") : "any file";
  const full = request.submissions.length >= request.maxFiles;
  return (
    <form className="portal-doc-upload" onSubmit={submit} noValidate aria-busy={upload ? true : undefined}>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={inputId}>
          File to hand in
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          className="foyer-input"
          accept={request.acceptedTypes.join(",") || undefined}
          disabled={Boolean(upload)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setError(null);
            setDone(null);
          }}
        />
        <p className="foyer-field__hint" id={hintId}>
          Accepted: {accepted}. Up to {request.maxFiles === 1 ? "1 file" : `${request.maxFiles} files`}
          {full ? " — you have handed in as many as this request takes; remove one to hand in another." : "."}
        </p>
        {error ? (
          <p className="foyer-field__error" id={errorId} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="portal-doc-upload__actions">
        <button type="submit" className="foyer-button foyer-button--primary" disabled={Boolean(upload)}>
          {upload ? "Uploading…" : "Upload"}
        </button>
        {upload ? (
          <span className="portal-doc-upload__progress">
            <progress max={100} value={upload.percent} aria-label={`Uploading ${upload.name}`} />
            <span role="status">
              Uploading {upload.name}… {upload.percent}%
            </span>
          </span>
        ) : done ? (
          <span role="status" className="portal-doc-upload__done">
            {done}
          </span>
        ) : null}
      </div>
    </form>
  );
}
