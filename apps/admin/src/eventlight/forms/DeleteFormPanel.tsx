import type { OrganizerForm } from "@foyer/domain";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useEvent } from "../event-context.js";
import { formsPath, sectionOfKind } from "../event-paths.js";
import { formKeys } from "./form-queries.js";

export const FORM_DELETED = "The form has been deleted.";
/** The server's words for the same rule (409). */
export const CANNOT_DELETE =
  "This form has submissions, so it cannot be deleted. Close it instead to stop new submissions.";

type DeleteStatus =
  | { status: "idle" }
  | { status: "confirming" }
  | { status: "deleting" }
  | { status: "failed"; message: string };

/** Deleting a form: only while nobody has submitted it, and only after a second click. */
export function DeleteFormPanel({ form }: { form: OrganizerForm }) {
  const { services } = useApp();
  const { api, eventId, leaveTo } = useEvent();
  const queryClient = useQueryClient();
  const removal = useMutation({
    mutationFn: (formId: string) => api.remove(formId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.all(eventId) }),
  });
  const [state, setState] = useState<DeleteStatus>({ status: "idle" });
  const locked = form.submissions.submitted > 0;

  const remove = async () => {
    setState({ status: "deleting" });
    try {
      await removal.mutateAsync(form.id);
      services.toasts.show({ message: FORM_DELETED, severity: "success" });
      leaveTo(formsPath(eventId, sectionOfKind(form.kind)), { force: true });
    } catch (error) {
      setState({ status: "failed", message: userMessageOf(error) });
    }
  };

  return (
    <section className="admin-panel event-card event-card--danger" aria-labelledby="delete-title">
      <h2 className="event-card__title" id="delete-title">
        Delete form
      </h2>
      {locked ? (
        <p className="event-card__note">{CANNOT_DELETE}</p>
      ) : state.status === "confirming" || state.status === "deleting" ? (
        <div className="event-confirm" role="alertdialog" aria-label="Delete this form?">
          <p className="event-confirm__text">
            Delete <strong>{form.name}</strong>
            {form.submissions.draft > 0 ? ` and its ${form.submissions.draft} unfinished drafts` : ""}? This
            cannot be undone.
          </p>
          <div className="event-confirm__actions">
            <button
              type="button"
              className="foyer-button foyer-button--ghost"
              onClick={() => setState({ status: "idle" })}
              disabled={state.status === "deleting"}
            >
              Keep form
            </button>
            <button
              type="button"
              className="foyer-button event-button--danger"
              onClick={() => void remove()}
              disabled={state.status === "deleting"}
            >
              {state.status === "deleting" ? "Deleting..." : "Delete form"}
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className="event-card__note">Nobody has submitted this form yet, so it can be deleted.</p>
          {state.status === "failed" ? (
            <p className="foyer-alert foyer-alert--error" role="alert">
              {state.message}
            </p>
          ) : null}
          <button
            type="button"
            className="foyer-button event-button--danger-outline event-button--small"
            onClick={() => setState({ status: "confirming" })}
          >
            Delete form…
          </button>
        </>
      )}
    </section>
  );
}
