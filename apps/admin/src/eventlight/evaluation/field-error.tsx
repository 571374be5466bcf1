/** The error line under a field, `{id}-error`, and the attributes that tie the field to it. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="foyer-field__error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

/** `aria-invalid` and `aria-describedby` of a field with this error (and optional hint ids). */
export function describedBy(id: string, error: string | undefined, ...hints: string[]) {
  const ids = [error ? `${id}-error` : "", ...hints].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined };
}
