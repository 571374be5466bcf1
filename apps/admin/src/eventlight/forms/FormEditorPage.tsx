import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { editorPath, type FormSection, formsPath, sectionOfKind, sections } from "../event-paths.js";
import { FailedPanel, LoadingPanel } from "../PagePanels.js";
import { FormEditor } from "./FormEditor.js";
import { FORM_LOAD_FAILED, formQueries } from "./form-queries.js";

/** /event-light/{eventId}/{section}/{formId}: one form's editor. */
export function FormEditorPage({ section, formId }: { section: FormSection; formId: string }) {
  const event = useEvent();
  const { eventId } = event;
  const [, navigate] = useLocation();
  const form = useQuery(formQueries.form(event, formId));
  const listHref = formsPath(eventId, section);

  // A form opened under another section's path moves to its own (an intake form lives under portals).
  const misplaced = form.status === "success" && sectionOfKind(form.data.kind) !== section;
  useEffect(() => {
    if (misplaced && form.status === "success") {
      navigate(editorPath(eventId, form.data.kind, form.data.id), { replace: true });
    }
  }, [misplaced, form.status, form.data, eventId, navigate]);

  return (
    <div className="event-page">
      <EventLink className="event-back" href={listHref}>
        ← {sections[section].title}
      </EventLink>
      {form.status === "pending" || misplaced ? (
        <LoadingPanel text="Loading the form..." />
      ) : form.status === "error" ? (
        <FailedPanel
          error={form.error}
          message={FORM_LOAD_FAILED}
          onRetry={() => void form.refetch()}
          backHref={listHref}
          backLabel={`Back to ${sections[section].title.toLowerCase()}`}
        />
      ) : (
        <FormEditor key={form.data.id} form={form.data} />
      )}
    </div>
  );
}
