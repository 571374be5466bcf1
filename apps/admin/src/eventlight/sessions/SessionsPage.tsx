import "../records/records.css";
import "./sessions.css";
import { clampPage, DEFAULT_PAGE_SIZE, meetsRequirement, pageCount, type SessionSort } from "@foyer/domain";
import { useApp } from "@foyer/widgets/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Paginator } from "../../list-kit/Paginator.js";
import { useDebounced } from "../../list-kit/useDebounced.js";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { canOpen } from "../event-paths.js";
import { FailedPanel, LoadingPanel } from "../PagePanels.js";
import { useDecisionMailsApi } from "./DecisionMailsPage.js";
import { SessionPersonaFilter } from "./SessionPersonaFilter.js";
import { SessionTable } from "./SessionTable.js";
import { SessionTitleDialog } from "./SessionTitleDialog.js";
import { sessionPath, sessionSettingsPath } from "./session-paths.js";
import { SESSIONS_LOAD_FAILED, sessionKeys, sessionQueries } from "./session-queries.js";
import { sessionLibraryKeys, useSessionLibraryApi } from "./settings/useSessionLibrary.js";
import { useSessionsApi } from "./useSessionsApi.js";
import { WriteDecisionsDialog } from "./WriteDecisionsDialog.js";

const count = (n: number) => (n === 1 ? "1 session" : `${n} sessions`);

/**
 * /event-light/{eventId}/sessions: the event's sessions (subsessions are listed on their
 * session's page), searched by title, sorted by a header press, paged; 'Add session' asks for a
 * title and opens the new session's details.
 */
export function SessionsPage() {
  const { services, navigate } = useApp();
  const { eventId, profile } = useEvent();
  const queryClient = useQueryClient();
  const sessions = useSessionsApi();
  const canWrite = meetsRequirement(profile, [{ module: "sessions", action: "update" }]);
  const titleId = useId();
  const searchId = useId();
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim());
  const [persona, setPersona] = useState("");
  const [sort, setSort] = useState<SessionSort | undefined>(undefined);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  // The page belongs to the search it was chosen for: a new search starts on page 1 at once.
  const filter = `${q}\n${persona}`;
  const [paging, setPaging] = useState({ page: 1, filter: "\n" });
  const page = paging.filter === filter ? paging.page : 1;
  const goTo = (next: number) => setPaging({ page: next, filter });
  const [adding, setAdding] = useState(false);
  const decisions = useDecisionMailsApi();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [writing, setWriting] = useState(false);
  const choose = (ids: readonly string[], on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const list = useQuery(
    sessionQueries.list(sessions, eventId, { page, pageSize, sort, q, persona: persona || undefined }),
  );
  // While the next page loads the last one stays on screen (keepPreviousData), marked busy.
  const shown = list.data ?? null;

  useEffect(() => {
    if (list.status !== "success" || list.isPlaceholderData) return;
    const { sessions: rows, total, page: answered, pageSize: size } = list.data;
    if (rows.length === 0 && total > 0 && answered > 1)
      setPaging({ page: clampPage(answered, pageCount(total, size)), filter });
  }, [list.status, list.isPlaceholderData, list.data, filter]);

  // The dialog's "Template" select (issue 25 item 7): loaded once the dialog opens; none on failure.
  const library = useSessionLibraryApi();
  const templates = useQuery({
    queryKey: sessionLibraryKeys.templates(eventId),
    queryFn: () => library.templates(),
    enabled: adding,
  });
  const createSession = useMutation({
    mutationFn: (input: { title: string; templateId: string | null }) => sessions.create(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all(eventId) }),
  });
  // A refusal stays in the dialog (its sentence); a 403 gives way to the area's gate.
  const create = async (title: string, templateId: string | null) => {
    const created = await createSession.mutateAsync({ title, templateId });
    services.toasts.show({ message: `“${created.title}” has been added.`, severity: "success" });
    navigate(sessionPath(eventId, created.id));
  };

  const addButton = (className: string) => (
    <button type="button" className={`foyer-button ${className}`} onClick={() => setAdding(true)}>
      Add session
    </button>
  );

  return (
    <div className="event-page sessions-page">
      <section className="admin-section" aria-labelledby={titleId}>
        <header className="event-page-head">
          <div className="admin-section__head">
            <h1 className="admin-section__title" id={titleId}>
              Sessions
            </h1>
            <p className="admin-section__lead">The talks, workshops and panels of this event.</p>
          </div>
          <div className="records-actions">
            {canOpen(profile, "sessions/settings") ? (
              <EventLink className="foyer-button foyer-button--secondary" href={sessionSettingsPath(eventId)}>
                Session settings
              </EventLink>
            ) : null}
            {canWrite ? (
              <button
                type="button"
                className="foyer-button foyer-button--secondary"
                disabled={chosen.size === 0}
                onClick={() => setWriting(true)}
              >
                Write decision emails…
              </button>
            ) : null}
            {canWrite ? addButton("foyer-button--primary") : null}
          </div>
        </header>

        <div className="records-toolbar">
          <label className="foyer-visually-hidden" htmlFor={searchId}>
            Search sessions
          </label>
          <input
            id={searchId}
            type="search"
            className="foyer-input records-search"
            placeholder="Search by title"
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
          />
          <SessionPersonaFilter value={persona} onChange={setPersona} />
          {shown ? (
            <span className="records-count" aria-live="polite">
              {q || persona ? `${count(shown.total)} found` : count(shown.total)}
            </span>
          ) : null}
        </div>

        {list.status === "error" ? (
          <FailedPanel
            error={list.error}
            message={SESSIONS_LOAD_FAILED}
            onRetry={() => void list.refetch()}
            backHref="/home"
            backLabel="Back to your events"
          />
        ) : !shown ? (
          <LoadingPanel text="Loading sessions..." />
        ) : shown.total === 0 && shown.sessions.length === 0 ? (
          <div className="admin-panel admin-panel--center admin-empty">
            {q || persona ? (
              <>
                <h2 className="admin-empty__title">
                  {q ? `No sessions match “${q}”` : "No sessions for this persona"}
                </h2>
                <p className="admin-empty__text">Search looks at session titles.</p>
                <button
                  type="button"
                  className="foyer-button foyer-button--secondary"
                  onClick={() => {
                    setSearch("");
                    setPersona("");
                  }}
                >
                  Clear search
                </button>
              </>
            ) : (
              <>
                <h2 className="admin-empty__title">No sessions yet</h2>
                <p className="admin-empty__text">
                  Add the event's talks, workshops and panels, then give them times, rooms and speakers.
                </p>
                {canWrite ? addButton("foyer-button--secondary") : null}
              </>
            )}
          </div>
        ) : (
          <div className="admin-panel records-list">
            <SessionTable
              caption="Sessions"
              sessions={shown.sessions}
              timezone={shown.timezone}
              sort={sort}
              busy={list.isFetching}
              selected={canWrite ? chosen : undefined}
              onSelect={canWrite ? choose : undefined}
              onSort={(next) => {
                setSort(next);
                goTo(1);
              }}
            />
            <Paginator
              label="Pages of sessions"
              page={shown.page}
              pageSize={pageSize}
              total={shown.total}
              onPage={goTo}
              onPageSize={(size) => {
                setPageSize(size);
                goTo(1);
              }}
            />
          </div>
        )}
      </section>

      {writing ? (
        <WriteDecisionsDialog
          count={chosen.size}
          write={(decision) => decisions.write(decision, [...chosen])}
          onClose={() => setWriting(false)}
        />
      ) : null}
      {adding ? (
        <SessionTitleDialog
          title="Add session"
          submitLabel="Add session"
          lead="Give it a title; times, room and speakers come next."
          templates={templates.data ?? []}
          onSubmit={create}
          onCancel={() => setAdding(false)}
        />
      ) : null}
    </div>
  );
}
