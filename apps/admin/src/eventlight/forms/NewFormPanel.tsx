import type { FormKind, OrganizerForm } from "@foyer/domain";
import { fieldErrorsOf } from "@foyer/sdk";
import { userMessageOf } from "@foyer/widgets/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useEvent } from "../event-context.js";
import { type FormSection, kindLabels, sections } from "../event-paths.js";
import { valueFrom } from "./form-editor-model.js";
import { formKeys } from "./form-queries.js";

const needsSlug = (kind: FormKind) => kind === "application" || kind === "followup";

/** "New form": a name (and a slug for forms addressed by their own), then straight to the editor. */
export function NewFormPanel({
  section,
  onCancel,
  onCreated,
}: {
  section: FormSection;
  onCancel: () => void;
  onCreated: (form: OrganizerForm) => void;
}) {
  const { api, eventId } = useEvent();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (input: Parameters<typeof api.create>[0]) => api.create(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.all(eventId) }),
  });
  const kinds = sections[section].kinds;
  const [kind, setKind] = useState<FormKind>(kinds[0] ?? "submission");
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [slugTouched, setSlugTouched] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<
    { status: "editing" } | { status: "saving" } | { status: "failed"; message: string }
  >({ status: "editing" });
  const nameInput = useRef<HTMLInputElement>(null);
  useEffect(() => nameInput.current?.focus(), []);

  const shownSlug = slugTouched ? slug : name.trim() ? valueFrom(name) : "";
  const busy = status.status === "saving";

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setStatus({ status: "saving" });
    try {
      const created = await create.mutateAsync({
        kind,
        name,
        ...(needsSlug(kind) ? { slug: shownSlug } : {}),
      });
      onCreated(created);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      setErrors(fieldErrors);
      setStatus({ status: "failed", message: userMessageOf(error) });
    }
  };

  const fieldError = (path: string) =>
    errors[path] ? (
      <p className="foyer-field__error" id={`new-form-${path}-error`}>
        {errors[path]}
      </p>
    ) : null;

  return (
    <form
      className="admin-panel event-new-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="new-form-title"
    >
      <h2 className="event-card__title" id="new-form-title">
        New form
      </h2>
      {status.status === "failed" && Object.keys(errors).length === 0 ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {status.message}
        </p>
      ) : null}
      <div className="event-new-form__fields">
        {kinds.length > 1 ? (
          <div className="foyer-field">
            <label className="foyer-field__label" htmlFor="new-form-kind">
              Kind
            </label>
            <select
              id="new-form-kind"
              className="foyer-input"
              value={kind}
              onChange={(event) => setKind(event.target.value as FormKind)}
              disabled={busy}
            >
              {kinds.map((option) => (
                <option key={option} value={option}>
                  {kindLabels[option]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor="new-form-name">
            Name
          </label>
          <input
            id="new-form-name"
            ref={nameInput}
            className="foyer-input"
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? "new-form-name-error" : undefined}
            disabled={busy}
            maxLength={200}
            required
          />
          {fieldError("name")}
        </div>
        {needsSlug(kind) ? (
          <div className="foyer-field">
            <label className="foyer-field__label" htmlFor="new-form-slug">
              Slug
            </label>
            <input
              id="new-form-slug"
              className="foyer-input event-mono"
              value={shownSlug}
              onChange={(event) => {
                setSlugTouched(true);
                setSlug(event.target.value);
              }}
              aria-invalid={errors.slug ? true : undefined}
              aria-describedby={errors.slug ? "new-form-slug-error" : "new-form-slug-hint"}
              disabled={busy}
              maxLength={100}
            />
            {fieldError("slug") ?? (
              <p className="foyer-field__hint" id="new-form-slug-hint">
                Part of the form's link. Lowercase letters, digits and hyphens.
              </p>
            )}
          </div>
        ) : null}
      </div>
      <div className="event-new-form__actions">
        <button type="button" className="foyer-button foyer-button--ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="foyer-button foyer-button--primary" disabled={busy}>
          {busy ? "Creating..." : "Create form"}
        </button>
      </div>
    </form>
  );
}
