import type { OrganizerForm, SubmissionPage, SubmissionStatus } from "@foyer/domain";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { editorPath, type FormSection, formsPath, sections, submissionPath } from "../event-paths.js";
import { formatDateTime } from "../format-dates.js";
import { FailedPanel, LoadingPanel } from "../PagePanels.js";
import { FORM_LOAD_FAILED, formQueries, SUBMISSIONS_LOAD_FAILED } from "./form-queries.js";
import { SubmissionContact } from "./SubmissionContact.js";

/** Spec 2 §9: default page size 50. */
export const PAGE_SIZE = 50;

type Filter = "all" | SubmissionStatus;
const filterLabels: Record<Filter, string> = { all: "All", submitted: "Submitted", draft: "Drafts" };

/** /event-light/{eventId}/{section}/{formId}/submissions: what participants sent. */
export function SubmissionsPage({ section, formId }: { section: FormSection; formId: string }) {
  const event = useEvent();
  const { eventId } = event;
  const [filter, setFilter] = useState<Filter>("all");
  const [page, setPage] = useState(1);
  const form = useQuery(formQueries.form(event, formId));
  const list = useQuery(
    formQueries.submissions(event, formId, {
      status: filter === "all" ? undefined : filter,
      page,
      pageSize: PAGE_SIZE,
    }),
  );
  const listHref = formsPath(eventId, section);
  const ready = form.status === "success" ? form.data : null;

  return (
    <div className="event-page">
      <EventLink className="event-back" href={ready ? editorPath(eventId, ready.kind, ready.id) : listHref}>
        ← {ready ? ready.name : sections[section].title}
      </EventLink>
      <section className="admin-section" aria-labelledby="submissions-title">
        <header className="admin-section__head">
          <h1 className="admin-section__title" id="submissions-title">
            Submissions
          </h1>
          <p className="admin-section__lead">{ready ? ready.name : "\u00a0"}</p>
        </header>
        {form.status === "error" ? (
          <FailedPanel
            error={form.error}
            message={FORM_LOAD_FAILED}
            onRetry={() => void form.refetch()}
            backHref={listHref}
            backLabel={`Back to ${sections[section].title.toLowerCase()}`}
          />
        ) : (
          <>
            <StatusFilter
              value={filter}
              counts={ready?.submissions}
              onChange={(next) => {
                setFilter(next);
                setPage(1);
              }}
            />
            {list.status === "pending" || !ready ? (
              <LoadingPanel text="Loading submissions..." />
            ) : list.status === "error" ? (
              <FailedPanel
                error={list.error}
                message={SUBMISSIONS_LOAD_FAILED}
                onRetry={() => void list.refetch()}
                backHref={listHref}
                backLabel={`Back to ${sections[section].title.toLowerCase()}`}
              />
            ) : list.data.items.length === 0 ? (
              <div className="admin-panel admin-panel--center admin-empty">
                <h2 className="admin-empty__title">
                  {filter === "all"
                    ? "No submissions yet"
                    : filter === "draft"
                      ? "No drafts"
                      : "Nothing submitted yet"}
                </h2>
                <p className="admin-empty__text">
                  When participants fill in {ready.name}, their answers appear here.
                </p>
              </div>
            ) : (
              <SubmissionTable form={ready} page={list.data} onPage={setPage} />
            )}
          </>
        )}
      </section>
    </div>
  );
}

function StatusFilter({
  value,
  counts,
  onChange,
}: {
  value: Filter;
  counts: OrganizerForm["submissions"] | undefined;
  onChange: (filter: Filter) => void;
}) {
  const name = useId();
  const countOf = (filter: Filter) =>
    counts ? (filter === "all" ? counts.draft + counts.submitted : counts[filter]) : undefined;
  return (
    <fieldset className="event-segmented">
      <legend className="foyer-visually-hidden">Show</legend>
      {(["all", "submitted", "draft"] as const).map((filter) => (
        <label key={filter} className="event-segmented__option">
          <input
            type="radio"
            name={name}
            value={filter}
            checked={value === filter}
            onChange={() => onChange(filter)}
            className="event-segmented__input"
          />
          <span className="event-segmented__label">
            {filterLabels[filter]}
            {countOf(filter) === undefined ? null : (
              <span className="event-segmented__count">{countOf(filter)}</span>
            )}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function SubmissionTable({
  form,
  page,
  onPage,
}: {
  form: OrganizerForm;
  page: SubmissionPage;
  onPage: (page: number) => void;
}) {
  const { eventId } = useEvent();
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const first = (page.page - 1) * page.pageSize + 1;
  return (
    <div className="admin-panel admin-table-wrap">
      <table className="admin-table">
        <caption className="foyer-visually-hidden">Submissions of {form.name}</caption>
        <thead>
          <tr>
            <th scope="col">Participant</th>
            <th scope="col">Status</th>
            <th scope="col">Submitted at</th>
            <th scope="col">Last saved</th>
          </tr>
        </thead>
        <tbody>
          {page.items.map((item) => (
            <tr key={item.id}>
              <th scope="row" className="admin-table__name">
                <EventLink
                  className="event-table__link"
                  href={submissionPath(eventId, form.kind, form.id, item.id)}
                >
                  {item.participant.name}
                </EventLink>
                {item.participant.email ? (
                  <span className="event-table__meta">{item.participant.email}</span>
                ) : null}
                <SubmissionContact participant={item.participant} className="event-table__meta" />
              </th>
              <td data-label="Status">
                <SubmissionStatusPill status={item.status} />
              </td>
              <td data-label="Submitted at" className="event-table__muted">
                {item.submitted_at ? formatDateTime(item.submitted_at) : "—"}
              </td>
              <td data-label="Last saved" className="event-table__muted">
                {formatDateTime(item.updated_at)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* Spec 2 §2.3: the paginator shows nothing when there is one page. */}
      {pages > 1 ? (
        <nav className="event-pager" aria-label="Pages">
          <span className="event-pager__text">
            {first}–{first + page.items.length - 1} of {page.total}
          </span>
          <button
            type="button"
            className="foyer-button foyer-button--secondary event-button--small"
            disabled={page.page <= 1}
            onClick={() => onPage(page.page - 1)}
          >
            Previous
          </button>
          <span className="event-pager__text">
            Page {page.page} of {pages}
          </span>
          <button
            type="button"
            className="foyer-button foyer-button--secondary event-button--small"
            disabled={page.page >= pages}
            onClick={() => onPage(page.page + 1)}
          >
            Next
          </button>
        </nav>
      ) : null}
    </div>
  );
}

export function SubmissionStatusPill({ status }: { status: SubmissionStatus }) {
  return (
    <span className={`event-pill event-pill--${status === "submitted" ? "open" : "closed"}`}>
      {status === "submitted" ? "Submitted" : "Draft"}
    </span>
  );
}
