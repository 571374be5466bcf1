import {
  FILE_KIND_NAME_MAX,
  FILE_KIND_SIZE_MAX_MB,
  FILE_KIND_SIZE_MIN_MB,
  type FileKind,
  parseExtensions,
} from "@foyer/domain";
import type { FileKindInput } from "@foyer/sdk";
import { type FormEvent, useId, useRef, useState } from "react";

/** The fields of a file kind, as the add form and a row's editor show them. */
export function FileKindForm({
  kind,
  label,
  busyLabel,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  kind?: FileKind;
  /** The form's accessible name ("Add a file kind", "Edit Slides"). */
  label: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  error: string | null;
  /** Resolves true when saved (the add form then empties itself). */
  onSubmit(input: FileKindInput): Promise<boolean>;
  onCancel?(): void;
}) {
  const id = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(kind?.name ?? "");
  const [extensions, setExtensions] = useState(kind?.extensions.join(", ") ?? "");
  const [maxSizeMb, setMaxSizeMb] = useState(String(kind?.maxSizeMb ?? 50));
  const [required, setRequired] = useState(kind?.required ?? false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const size = Number(maxSizeMb);
    const list = parseExtensions(extensions);
    const local = !name.trim()
      ? "Name is required"
      : list.length === 0
        ? "List at least one extension, such as pdf"
        : !Number.isInteger(size) || size < FILE_KIND_SIZE_MIN_MB || size > FILE_KIND_SIZE_MAX_MB
          ? `Maximum size must be a whole number from ${FILE_KIND_SIZE_MIN_MB} to ${FILE_KIND_SIZE_MAX_MB} MB`
          : null;
    setProblem(local);
    if (local) return nameInput.current?.focus();
    const saved = await onSubmit({ name: name.trim(), extensions: list, maxSizeMb: size, required });
    if (saved && !kind) {
      setName("");
      setExtensions("");
      setMaxSizeMb("50");
      setRequired(false);
      nameInput.current?.focus();
    }
  };

  return (
    <form
      className="session-settings__add session-file-kinds__form"
      onSubmit={submit}
      noValidate
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === "Escape" && onCancel) {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-name`}>
          {kind ? "Name" : "New file kind"}
        </label>
        <input
          ref={nameInput}
          id={`${id}-name`}
          className="foyer-input"
          value={name}
          maxLength={FILE_KIND_NAME_MAX}
          disabled={busy}
          // biome-ignore lint/a11y/noAutofocus: the editor the user just opened.
          autoFocus={Boolean(kind)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-extensions`}>
          Accepted extensions
        </label>
        <input
          id={`${id}-extensions`}
          className="foyer-input"
          value={extensions}
          placeholder="pdf, pptx, key"
          disabled={busy}
          onChange={(event) => setExtensions(event.target.value)}
        />
      </div>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-size`}>
          Maximum size (MB)
        </label>
        <input
          id={`${id}-size`}
          className="foyer-input session-settings__number"
          type="number"
          min={FILE_KIND_SIZE_MIN_MB}
          max={FILE_KIND_SIZE_MAX_MB}
          value={maxSizeMb}
          disabled={busy}
          onChange={(event) => setMaxSizeMb(event.target.value)}
        />
      </div>
      <label className="foyer-checkbox">
        <input
          type="checkbox"
          checked={required}
          disabled={busy}
          onChange={(event) => setRequired(event.target.checked)}
        />{" "}
        Required
      </label>
      <button type="submit" className="foyer-button foyer-button--primary" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
      {onCancel ? (
        <button type="button" className="foyer-button foyer-button--ghost" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      ) : null}
      {shown ? (
        <p className="foyer-field__error session-settings__error" id={`${id}-error`} role="alert">
          {shown}
        </p>
      ) : null}
    </form>
  );
}
