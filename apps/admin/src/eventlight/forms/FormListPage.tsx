import type { OrganizerFormSummary } from "@foyer/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { editorPath, type FormSection, kindLabels, sections, submissionsPath } from "../event-paths.js";
import { formatDateTime } from "../format-dates.js";
import { FailedPanel, LoadingPanel } from "../PagePanels.js";
import { FORMS_LOAD_FAILED, formQueries } from "./form-queries.js";
import { NewFormPanel } from "./NewFormPanel.js";

/** /event-light/{eventId}/sessions/forms, /applications and /portals/forms: a section's forms. */
export function FormListPage({ section }: { section: FormSection }) {
  const event = useEvent();
  const { eventId, leaveTo } = event;
  const info = sections[section];
  const forms = useQuery(formQueries.list(event, info.kinds));
  const [creating, setCreating] = useState(false);
  const titleId = `forms-title-${section}`;

  return (
    <section className="admin-section" aria-labelledby={titleId}>
      <header className="event-page-head">
        <div className="admin-section__head">
          <h1 className="admin-section__title" id={titleId}>
            {info.title}
          </h1>
          <p className="admin-section__lead">{info.lead}</p>
        </div>
        {creating ? null : (
          <button
            type="button"
            className="foyer-button foyer-button--primary"
            onClick={() => setCreating(true)}
          >
            New form
          </button>
        )}
      </header>
      {creating ? (
        <NewFormPanel
          section={section}
          onCancel={() => setCreating(false)}
          onCreated={(form) => leaveTo(editorPath(eventId, form.kind, form.id))}
        />
      ) : null}
      {forms.status === "pending" ? (
        <LoadingPanel text="Loading forms..." />
      ) : forms.status === "error" ? (
        <FailedPanel
          error={forms.error}
          message={FORMS_LOAD_FAILED}
          onRetry={() => void forms.refetch()}
          backHref="/home"
          backLabel="Back to your events"
        />
      ) : forms.data.length === 0 ? (
        <div className="admin-panel admin-panel--center admin-empty">
          <h2 className="admin-empty__title">No forms yet</h2>
          <p className="admin-empty__text">
            Create a form, add its fields, then share its link or embed it on your own site.
          </p>
          {creating ? null : (
            <button
              type="button"
              className="foyer-button foyer-button--secondary"
              onClick={() => setCreating(true)}
            >
              Create the first form
            </button>
          )}
        </div>
      ) : (
        <FormTable forms={forms.data} caption={info.title} showKind={info.kinds.length > 1} />
      )}
    </section>
  );
}

function FormTable({
  forms,
  caption,
  showKind,
}: {
  forms: readonly OrganizerFormSummary[];
  caption: string;
  showKind: boolean;
}) {
  const { eventId } = useEvent();
  return (
    <div className="admin-panel admin-table-wrap">
      <table className="admin-table">
        <caption className="foyer-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Form</th>
            <th scope="col">Status</th>
            <th scope="col">Submitted</th>
            <th scope="col">Drafts</th>
            <th scope="col">Last edited</th>
            <th scope="col">
              <span className="foyer-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {forms.map((form) => (
            <tr key={form.id}>
              <th scope="row" className="admin-table__name">
                <EventLink className="event-table__link" href={editorPath(eventId, form.kind, form.id)}>
                  {form.name}
                </EventLink>
                {showKind ? <span className="event-tag">{kindLabels[form.kind]}</span> : null}
                <span className="event-table__meta">
                  {form.fieldCount} {form.fieldCount === 1 ? "field" : "fields"} · {form.stepCount}{" "}
                  {form.stepCount === 1 ? "step" : "steps"}
                </span>
              </th>
              <td data-label="Status">
                <StatusPill open={form.isOpen} />
              </td>
              <td data-label="Submitted" className="event-table__number">
                {form.submissions.submitted}
              </td>
              <td data-label="Drafts" className="event-table__number">
                {form.submissions.draft}
              </td>
              <td data-label="Last edited" className="event-table__muted">
                {formatDateTime(form.updated_at)}
                {form.updated_by ? (
                  <span className="event-table__meta">by {form.updated_by.name}</span>
                ) : null}
              </td>
              <td className="event-table__actions">
                <EventLink
                  className="foyer-button foyer-button--ghost event-button--small"
                  href={submissionsPath(eventId, form.kind, form.id)}
                  aria-label={`Submissions of ${form.name}`}
                >
                  Submissions
                </EventLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function StatusPill({ open }: { open: boolean }) {
  return (
    <span className={`event-pill event-pill--${open ? "open" : "closed"}`}>{open ? "Open" : "Closed"}</span>
  );
}
