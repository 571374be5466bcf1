import { useEffect } from "react";
import { useLocation } from "wouter";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { editorPath, type FormSection, formsPath, sectionOfKind, sections } from "../event-paths.js";
import { FailedPanel, LoadingPanel } from "../PagePanels.js";
import { useEventData } from "../useEventData.js";
import { FormEditor } from "./FormEditor.js";

export const FORM_LOAD_FAILED = "An error occurred getting the form";

/** /event-light/{eventId}/{section}/{formId}: one form's editor. */
export function FormEditorPage({ section, formId }: { section: FormSection; formId: string }) {
  const { api, eventId } = useEvent();
  const [, navigate] = useLocation();
  const form = useEventData(() => api.get(formId), [api, formId], FORM_LOAD_FAILED);
  const listHref = formsPath(eventId, section);

  // A form opened under another section's path moves to its own (an intake form lives under portals).
  const misplaced = form.state.status === "ready" && sectionOfKind(form.state.data.kind) !== section;
  useEffect(() => {
    if (misplaced && form.state.status === "ready") {
      navigate(editorPath(eventId, form.state.data.kind, form.state.data.id), { replace: true });
    }
  }, [misplaced, form.state, eventId, navigate]);

  return (
    <div className="event-page">
      <EventLink className="event-back" href={listHref}>
        ← {sections[section].title}
      </EventLink>
      {form.state.status === "loading" || misplaced ? (
        <LoadingPanel text="Loading the form..." />
      ) : form.state.status === "error" ? (
        <FailedPanel
          error={form.state.error}
          message={FORM_LOAD_FAILED}
          onRetry={form.reload}
          backHref={listHref}
          backLabel={`Back to ${sections[section].title.toLowerCase()}`}
        />
      ) : (
        <FormEditor key={form.state.data.id} form={form.state.data} />
      )}
    </div>
  );
}
