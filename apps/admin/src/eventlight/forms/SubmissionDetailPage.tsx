import type { OrganizerForm, OrganizerSubmission } from "@foyer/domain";
import { type Answer, answerOf, NOT_ANSWERED, orphanValues } from "@foyer/domain";
import { useQuery } from "@tanstack/react-query";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { type FormSection, formsPath, sections, submissionsPath } from "../event-paths.js";
import { formatDateTime } from "../format-dates.js";
import { FailedPanel, LoadingPanel } from "../PagePanels.js";
import { FORM_LOAD_FAILED, formQueries, SUBMISSION_LOAD_FAILED } from "./form-queries.js";
import { SubmissionContact } from "./SubmissionContact.js";
import { SubmissionStatusPill } from "./SubmissionsPage.js";

/** /event-light/{eventId}/{section}/{formId}/submissions/{submissionId}: every answer, as text. */
export function SubmissionDetailPage({
  section,
  formId,
  submissionId,
}: {
  section: FormSection;
  formId: string;
  submissionId: string;
}) {
  const event = useEvent();
  const { eventId } = event;
  const form = useQuery(formQueries.form(event, formId));
  const submission = useQuery(formQueries.submission(event, formId, submissionId));
  const backHref =
    form.status === "success"
      ? submissionsPath(eventId, form.data.kind, formId)
      : formsPath(eventId, section);
  const failed = form.status === "error" ? form : submission.status === "error" ? submission : null;

  return (
    <div className="event-page">
      <EventLink className="event-back" href={backHref}>
        ← {form.status === "success" ? `Submissions of ${form.data.name}` : sections[section].title}
      </EventLink>
      {failed && failed.status === "error" ? (
        <FailedPanel
          error={failed.error}
          message={failed === form ? FORM_LOAD_FAILED : SUBMISSION_LOAD_FAILED}
          onRetry={() => void failed.refetch()}
          backHref={backHref}
          backLabel="Back to the submissions"
        />
      ) : form.status !== "success" || submission.status !== "success" ? (
        <LoadingPanel text="Loading the submission..." />
      ) : (
        <SubmissionView form={form.data} submission={submission.data} />
      )}
    </div>
  );
}

function SubmissionView({ form, submission }: { form: OrganizerForm; submission: OrganizerSubmission }) {
  const fields = form.steps.flatMap((step) => step.fields);
  const orphans = orphanValues(fields, submission.values);
  return (
    <section className="admin-section" aria-labelledby="submission-title">
      <header className="event-submission-head">
        <div className="admin-section__head">
          <h1 className="admin-section__title" id="submission-title">
            {submission.participant.name}
          </h1>
          <p className="admin-section__lead">
            {submission.participant.email ? `${submission.participant.email} · ` : ""}
            {submission.submitted_at
              ? `Submitted ${formatDateTime(submission.submitted_at)}`
              : `Draft, last saved ${formatDateTime(submission.updated_at)}`}
          </p>
          <SubmissionContact participant={submission.participant} className="admin-section__lead" as="p" />
        </div>
        <SubmissionStatusPill status={submission.status} />
      </header>
      {form.steps.map((step, index) => (
        <section
          key={step.id}
          className="admin-panel event-card"
          aria-label={step.title || `Step ${index + 1}`}
        >
          <h2 className="event-card__title">{step.title || `Step ${index + 1}`}</h2>
          <AnswerList
            rows={step.fields.map((field) => [
              field.id,
              field.label,
              answerOf(field, submission.values[field.id]),
            ])}
          />
        </section>
      ))}
      {orphans.length > 0 ? (
        <section className="admin-panel event-card" aria-labelledby="removed-title">
          <h2 className="event-card__title" id="removed-title">
            Answers to removed fields
          </h2>
          <p className="event-card__note">These fields are no longer on the form; the answers are kept.</p>
          <AnswerList rows={orphans.map(([id, value]) => [id, id, answerOf(undefined, value)])} />
        </section>
      ) : null}
    </section>
  );
}

function AnswerList({ rows }: { rows: [key: string, label: string, answer: Answer][] }) {
  if (rows.length === 0) return <p className="event-card__note">No fields in this step.</p>;
  return (
    <dl className="event-answers">
      {rows.map(([key, label, answer]) => (
        <div key={key} className="event-answers__row">
          <dt className="event-answers__label">{label}</dt>
          <dd className="event-answers__value">
            <AnswerView answer={answer} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Text nodes only: React escapes them, so whatever a participant typed shows as typed. */
function AnswerView({ answer }: { answer: Answer }) {
  if (answer.kind === "empty") return <span className="event-answers__empty">{NOT_ANSWERED}</span>;
  if (answer.kind === "text") return <span className="event-answers__text">{answer.text}</span>;
  return (
    <ul className="event-answers__files">
      {answer.files.map((file, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: files are listed as stored; names may repeat.
        <li key={index}>
          {file.href ? (
            <a href={file.href} download={file.name} rel="noopener">
              {file.name}
            </a>
          ) : (
            <span>
              {file.name} <span className="event-answers__empty">(no download available)</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
