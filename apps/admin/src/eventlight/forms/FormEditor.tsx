import type { OrganizerForm } from "@foyer/domain";
import { fieldErrorsOf, isHttpError } from "@foyer/sdk";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { EventLink } from "../EventLink.js";
import { type EventContextValue, useEvent } from "../event-context.js";
import { kindLabels, submissionsPath } from "../event-paths.js";
import { formatDateTime } from "../format-dates.js";
import { useUnsavedChangesWarning } from "../useUnsavedChangesWarning.js";
import type { ContactFields } from "./ContactFieldSetting.js";
import { DeleteFormPanel } from "./DeleteFormPanel.js";
import type { Errors } from "./editor-inputs.js";
import type { UpdateDraft } from "./FieldEditor.js";
import { StatusPill } from "./FormListPage.js";
import { draftOf, type FormDraft, finalizeIds, isDirty } from "./form-editor-model.js";
import { formKeys, formQueries } from "./form-queries.js";
import { SettingsPanel } from "./SettingsPanel.js";
import { SharePanel } from "./SharePanel.js";
import { StepsEditor } from "./StepsEditor.js";

export const FORM_SAVED = "Your changes have been saved.";
export const FIX_FIELDS = "Please correct the highlighted fields.";

type SaveStatus = { status: "idle" } | { status: "saving" } | { status: "failed"; message: string };

/** The editor of one loaded form: settings, steps and fields, Save, and the form's side panels. */
export function FormEditor({ form }: { form: OrganizerForm }) {
  const { services } = useApp();
  const { api, eventId, setUnsaved } = useEvent();
  const queryClient = useQueryClient();
  const saveForm = useMutation({
    mutationFn: (body: Parameters<typeof api.update>[1]) => api.update(saved.id, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(formKeys.form(eventId, updated.id), updated);
      return queryClient.invalidateQueries({ queryKey: formKeys.all(eventId), refetchType: "none" });
    },
  });
  const [saved, setSaved] = useState(form);
  const [draft, setDraft] = useState<FormDraft>(() => draftOf(form));
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<SaveStatus>({ status: "idle" });
  const dirty = useMemo(() => isDirty(draftOf(saved), draft), [saved, draft]);
  const savedFieldIds = useMemo(
    () => new Set(saved.steps.flatMap((step) => step.fields.map((field) => field.id))),
    [saved],
  );
  const update = useCallback<UpdateDraft>((change) => setDraft((current) => change(current)), []);
  const contactFields = useContactFields({ api, eventId });

  // The server's messages point at positions: once steps or fields move, they point elsewhere.
  const shape = draft.steps
    .map((step) => `${step.id}:${step.fields.map((field) => field.id).join(",")}`)
    .join("|");
  const shapeAtErrors = useRef(shape);
  if (Object.keys(errors).length > 0 && shapeAtErrors.current !== shape) setErrors({});

  useUnsavedChangesWarning(dirty, setUnsaved);

  const save = async () => {
    if (status.status === "saving" || !dirty) return;
    setStatus({ status: "saving" });
    try {
      const updated = await saveForm.mutateAsync(finalizeIds(draft, saved));
      setSaved(updated);
      setDraft(draftOf(updated));
      setErrors({});
      setStatus({ status: "idle" });
      services.toasts.show({ message: FORM_SAVED, severity: "success" });
    } catch (error) {
      const found = isHttpError(error) && error.status === 400 ? fieldErrorsOf(error) : {};
      shapeAtErrors.current = shape;
      setErrors(found);
      setStatus({
        status: "failed",
        message: Object.keys(found).length > 0 ? FIX_FIELDS : userMessageOf(error),
      });
    }
  };
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    // Ctrl+S / ⌘S saves, as in any editor.
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "s" && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        void saveRef.current();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const saving = status.status === "saving";
  const problems = Object.entries(errors);

  return (
    <>
      <div className="event-editor-bar">
        <div className="event-editor-bar__title">
          <h1 className="admin-section__title">{saved.name}</h1>
          <div className="event-editor-bar__meta">
            <span className="event-tag">{kindLabels[saved.kind]} form</span>
            <StatusPill open={saved.isOpen} />
          </div>
        </div>
        <div className="event-editor-bar__actions">
          <span className="event-editor-bar__state" role="status">
            {saving ? "Saving..." : dirty ? "Unsaved changes" : "All changes saved"}
          </span>
          <button
            type="button"
            className="foyer-button foyer-button--primary"
            onClick={() => void save()}
            disabled={saving || !dirty}
          >
            {saving ? "Saving..." : "Save"}
          </button>
        </div>
      </div>
      {status.status === "failed" ? (
        <div className="foyer-alert foyer-alert--error event-editor__alert" role="alert">
          <p className="event-editor__alert-title">{status.message}</p>
          {problems.length > 0 ? (
            <ul className="event-editor__problems">
              {problems.slice(0, 8).map(([path, message]) => (
                <li key={path}>
                  {placeOf(draft, path)}: {message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="event-editor">
        <div className="event-editor__main">
          <SettingsPanel draft={draft} errors={errors} update={update} />
          <StepsEditor
            draft={draft}
            savedFieldIds={savedFieldIds}
            errors={errors}
            contactFields={contactFields}
            update={update}
          />
        </div>
        <aside className="event-editor__side" aria-label="About this form">
          <SharePanel form={saved} />
          <section className="admin-panel event-card" aria-labelledby="submissions-title">
            <h2 className="event-card__title" id="submissions-title">
              Submissions
            </h2>
            <p className="event-card__figures">
              <span>
                <strong>{saved.submissions.submitted}</strong> submitted
              </span>
              <span>
                <strong>{saved.submissions.draft}</strong>{" "}
                {saved.submissions.draft === 1 ? "draft" : "drafts"}
              </span>
            </p>
            <EventLink
              className="foyer-button foyer-button--secondary event-button--small"
              href={submissionsPath(eventId, saved.kind, saved.id)}
            >
              View submissions
            </EventLink>
            <p className="event-card__note">
              Created {formatDateTime(saved.created_at)}. Last edited {formatDateTime(saved.updated_at)}
              {saved.updated_by ? ` by ${saved.updated_by.name}` : ""}.
            </p>
          </section>
          <DeleteFormPanel form={saved} />
        </aside>
      </div>
    </>
  );
}

/** Where a server message points, in the editor's words: "Step 2 › Arrival: …". */
function placeOf(draft: FormDraft, path: string): string {
  const match = /^steps\.(\d+)(?:\.fields\.(\d+))?/.exec(path);
  if (!match) return path === "steps" ? "Steps" : (path.split(".")[0] ?? path);
  const step = draft.steps[Number(match[1])];
  const stepName = `Step ${Number(match[1]) + 1}${step?.title ? ` (${step.title})` : ""}`;
  if (match[2] === undefined) return stepName;
  const field = step?.fields[Number(match[2])];
  return `${stepName} › ${field?.label || `field ${Number(match[2]) + 1}`}`;
}

/** The event's contact fields, once per editor; a failure leaves the links as they are, unchangeable. */
function useContactFields(event: Pick<EventContextValue, "api" | "eventId">): ContactFields {
  const query = useQuery(formQueries.contactFields(event));
  if (query.status === "success") return { status: "ready", fields: query.data };
  return query.status === "error" ? { status: "error" } : { status: "loading" };
}
