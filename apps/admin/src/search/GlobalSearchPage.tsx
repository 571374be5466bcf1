import {
  GLOBAL_SEARCH_MIN_LENGTH,
  type GlobalSearchHit,
  type GlobalSearchResult,
  totalLabel,
} from "@foyer/domain";
import { createGlobalSearchApi, type GlobalSearchApi, isHttpError } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "wouter";
import { contactPath, sessionPath } from "../eventlight/sessions/session-paths.js";
import { useDebounced } from "../list-kit/useDebounced.js";
import { useOrg } from "../orglight/org-context.js";
import "./search.css";

/** Spec 1 §8's catalogue. */
export const SEARCH_FAILED = "An error occurred getting search";
export const RECENT_FAILED = "An error occurred getting recent searches";

type SearchState =
  | { status: "idle" }
  | { status: "loading"; term: string }
  | { status: "done"; term: string; result: GlobalSearchResult }
  | { status: "error"; term: string; message: string };

const KINDS = [
  { key: "contacts", title: "Contacts", empty: "No contacts match." },
  { key: "sessions", title: "Sessions", empty: "No sessions match." },
  { key: "content", title: "Content", empty: "No content matches." },
] as const;

function hitHref(hit: GlobalSearchHit): string | null {
  if (hit.type === "contact") return contactPath(hit.eventId, hit.id);
  if (hit.type === "session") return sessionPath(hit.eventId, hit.id);
  return null;
}

function termFromUrl(): string {
  return new URLSearchParams(window.location.search).get("term") ?? "";
}

/**
 * /org-light/{orgId}/search: the organization's global search (spec 1 §1, §7) over contacts,
 * sessions and content, with a total per kind and the user's recent terms. Results come from the
 * events the user may read; a term is sent once typing pauses, and an older answer never replaces
 * a newer one.
 */
export function GlobalSearchPage({ orgId, api: given }: { orgId: string; api?: GlobalSearchApi }) {
  const { services } = useApp();
  const api = useMemo(() => given ?? createGlobalSearchApi(services.sdk.http), [given, services]);
  const [input, setInput] = useState(termFromUrl);
  const term = useDebounced(input.trim());
  const [state, setState] = useState<SearchState>({ status: "idle" });
  const [recent, setRecent] = useState<string[] | null>(null);
  const [recentError, setRecentError] = useState<string | null>(null);
  const latest = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  // Recent terms: on arrival, and again after each finished search (which adds its term).
  const loadRecent = useCallback(
    (signal?: AbortSignal) =>
      api
        .recent(orgId, { signal })
        .then((terms) => {
          setRecent(terms);
          setRecentError(null);
        })
        .catch(() => {
          if (!signal?.aborted) setRecentError(RECENT_FAILED);
        }),
    [api, orgId],
  );
  useEffect(() => {
    const controller = new AbortController();
    void loadRecent(controller.signal);
    return () => controller.abort();
  }, [loadRecent]);

  useEffect(() => {
    const url = new URL(window.location.href);
    if (term) url.searchParams.set("term", term);
    else url.searchParams.delete("term");
    window.history.replaceState(window.history.state, "", url);
    if (term.length < GLOBAL_SEARCH_MIN_LENGTH) {
      latest.current++;
      setState({ status: "idle" });
      return;
    }
    const call = ++latest.current;
    const controller = new AbortController();
    setState({ status: "loading", term });
    api
      .search(orgId, term, { signal: controller.signal })
      .then((result) => {
        if (call !== latest.current) return;
        setState({ status: "done", term, result });
        void loadRecent();
      })
      .catch((error: unknown) => {
        if (call !== latest.current || controller.signal.aborted) return;
        const message = isHttpError(error) && error.status === 400 ? error.message : SEARCH_FAILED;
        setState({ status: "error", term, message });
      });
    return () => controller.abort();
  }, [api, orgId, term, loadRecent]);

  const tooShort = input.trim().length > 0 && input.trim().length < GLOBAL_SEARCH_MIN_LENGTH;

  return (
    <section className="admin-panel global-search" aria-labelledby="global-search-title">
      <h1 id="global-search-title" className="admin-panel__title">
        Search
      </h1>
      <div className="global-search__form">
        <label className="foyer-label" htmlFor="global-search-input">
          Search contacts, sessions and content
        </label>
        <input
          id="global-search-input"
          ref={inputRef}
          className="foyer-input"
          type="search"
          autoComplete="off"
          maxLength={100}
          value={input}
          placeholder="Name, email, title…"
          onChange={(event) => setInput(event.currentTarget.value)}
        />
        {tooShort ? (
          <p className="global-search__hint">Type at least {GLOBAL_SEARCH_MIN_LENGTH} characters to search</p>
        ) : null}
      </div>

      {input.trim() === "" ? (
        <RecentTerms terms={recent} error={recentError} onPick={(picked) => setInput(picked)} />
      ) : null}

      <div aria-live="polite" className="global-search__status">
        {state.status === "loading" ? <p role="status">Searching…</p> : null}
        {state.status === "error" ? <p className="foyer-alert foyer-alert--error">{state.message}</p> : null}
      </div>

      {state.status === "done" ? <Results result={state.result} /> : null}
    </section>
  );
}

function RecentTerms({
  terms,
  error,
  onPick,
}: {
  terms: string[] | null;
  error: string | null;
  onPick: (term: string) => void;
}) {
  if (error) return <p className="foyer-alert foyer-alert--error">{error}</p>;
  if (!terms) return null;
  if (terms.length === 0) return <p className="global-search__hint">Your recent searches will show here.</p>;
  return (
    <div className="global-search__recent">
      <h2 className="global-search__heading" id="global-search-recent">
        Recent searches
      </h2>
      <ul aria-labelledby="global-search-recent" className="global-search__chips">
        {terms.map((term) => (
          <li key={term}>
            <button type="button" className="foyer-button foyer-button--ghost" onClick={() => onPick(term)}>
              {term}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Results({ result }: { result: GlobalSearchResult }) {
  const all = result.totals.contacts + result.totals.sessions + result.totals.content;
  if (all === 0)
    return <p className="global-search__empty">Nothing matches. Check the spelling or try fewer words.</p>;
  return (
    <div className="global-search__results">
      {KINDS.map((kind) => {
        const hits = result[kind.key];
        const total = result.totals[kind.key];
        const headingId = `global-search-${kind.key}`;
        return (
          <section key={kind.key} aria-labelledby={headingId} className="global-search__kind">
            <h2 className="global-search__heading" id={headingId}>
              {kind.title}{" "}
              <span className="global-search__total">({totalLabel(total, result.totals.capped)})</span>
            </h2>
            {hits.length === 0 ? (
              <p className="global-search__hint">{kind.empty}</p>
            ) : (
              <ul className="global-search__hits">
                {hits.map((hit) => {
                  const href = hitHref(hit);
                  return (
                    <li key={hit.id} className="global-search__hit">
                      {href ? (
                        <Link href={href} className="global-search__name">
                          {hit.name || "(no name)"}
                        </Link>
                      ) : (
                        <span className="global-search__name">{hit.name}</span>
                      )}
                      {hit.detail ? <span className="global-search__detail">{hit.detail}</span> : null}
                      <span className="global-search__event">{hit.eventName}</span>
                    </li>
                  );
                })}
              </ul>
            )}
            {total > hits.length ? (
              <p className="global-search__hint">
                Showing the best {hits.length} of {totalLabel(total, result.totals.capped)}; type more to
                narrow.
              </p>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

/** The page inside the organization area, for the organization in view. */
export function OrgSearchRoute() {
  const { orgId } = useOrg();
  return <GlobalSearchPage orgId={orgId} />;
}
