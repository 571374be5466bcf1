import {
  GLOBAL_SEARCH_MAX_LENGTH,
  GLOBAL_SEARCH_MIN_LENGTH,
  type GlobalSearchHit,
  type GlobalSearchResult,
} from "@foyer/domain";
import { createGlobalSearchApi, createOrganizationsApi, type GlobalSearchApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { ModalBackdrop } from "../dialog/ModalBackdrop.js";
import { onModalKeyDown } from "../dialog/modal-keys.js";
import { useReturnFocus } from "../dialog/useModalFocus.js";
import { contactPath, sessionPath } from "../eventlight/sessions/session-paths.js";
import { useDebounced } from "../list-kit/useDebounced.js";
import { eventDashboardPath, orgPath } from "../orglight/org-paths.js";
import { orgKey } from "../server-data/query-keys.js";
import "./command-search.css";

/** A page of the app the user may open, offered by its label. */
export interface CommandPage {
  label: string;
  href: string;
  /** Where the page belongs, e.g. the event's name. */
  detail?: string;
}

/** One choice of the list: a place to go, or a recent term to search again. */
interface CommandItem {
  id: string;
  group: string;
  label: string;
  detail?: string;
  href?: string;
  term?: string;
}

/** Recent terms and pages shown before anything is typed. */
const RECENT_SHOWN = 5;
const EVENTS_SHOWN = 5;
export const COMMAND_SEARCH_FAILED = "An error occurred getting search";

type Found =
  | { status: "idle" }
  | { status: "loading"; term: string }
  | { status: "done"; term: string; result: GlobalSearchResult }
  | { status: "error"; term: string };

/** Whether the key press is ⌘K (Mac) or Ctrl+K (elsewhere). */
export function isCommandK(event: {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
}): boolean {
  return (event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === "k";
}

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

const matches = (text: string, needle: string) => text.toLowerCase().includes(needle.toLowerCase());

const pageItem = (page: CommandPage): CommandItem => ({
  id: `page-${page.href}`,
  group: "Pages",
  label: page.label,
  href: page.href,
  ...(page.detail ? { detail: page.detail } : {}),
});

function hitItem(orgId: string, group: string, hit: GlobalSearchHit): CommandItem {
  const href =
    hit.type === "contact"
      ? contactPath(hit.eventId, hit.id)
      : hit.type === "session"
        ? sessionPath(hit.eventId, hit.id)
        : // Content items have no page of their own: the organization's search lists them in full.
          `${orgPath(orgId, "search")}?term=${encodeURIComponent(hit.name)}`;
  return {
    id: `${hit.type}-${hit.id}`,
    group,
    label: hit.name || "(no name)",
    detail: [hit.detail, hit.eventName].filter(Boolean).join(" · "),
    href,
  };
}

/**
 * The top bar's search (issue 22 item 3): a button, and ⌘K / Ctrl+K anywhere in the area, open a
 * dialog over the organization's people, sessions and content (the global search API, which
 * remembers the user's terms on the server), its events and the pages of the app the user may
 * open. Arrows move through the grouped results, Enter opens one, Escape closes.
 */
export function CommandSearch({
  orgId,
  pages,
  onNavigate,
  api: given,
}: {
  orgId: string;
  pages: readonly CommandPage[];
  /** How a chosen place is opened (the event area guards unsaved changes). */
  onNavigate?: (href: string) => void;
  api?: GlobalSearchApi;
}) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isCommandK(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        className="command-search__open"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-keyshortcuts="Meta+K Control+K"
      >
        <span>Search</span>
        <span className="command-search__kbd" aria-hidden="true">
          {isMac() ? "⌘K" : "Ctrl K"}
        </span>
      </button>
      {open ? (
        <CommandDialog
          orgId={orgId}
          pages={pages}
          onNavigate={onNavigate}
          api={given}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

export function CommandDialog({
  orgId,
  pages,
  onNavigate,
  api: given,
  onClose,
}: {
  orgId: string;
  pages: readonly CommandPage[];
  onNavigate?: ((href: string) => void) | undefined;
  api?: GlobalSearchApi | undefined;
  onClose: () => void;
}) {
  const { services, navigate } = useApp();
  const api = useMemo(() => given ?? createGlobalSearchApi(services.sdk.http), [given, services]);
  const orgs = useMemo(() => createOrganizationsApi(services.sdk.http), [services]);
  useReturnFocus();
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [text, setText] = useState("");
  const typed = text.trim();
  const term = useDebounced(typed);
  const [found, setFound] = useState<Found>({ status: "idle" });
  const [active, setActive] = useState(0);
  const latest = useRef(0);

  useEffect(() => input.current?.focus(), []);

  const recent = useQuery({
    queryKey: orgKey(orgId, "search", "recent"),
    queryFn: ({ signal }) => api.recent(orgId, { signal }),
    meta: { gate: false },
  });
  const events = useQuery({
    queryKey: orgKey(orgId, "events", "command-search"),
    queryFn: ({ signal }) => orgs.events(orgId, {}, { signal }),
    meta: { gate: false },
  });
  const refetchRecent = recent.refetch;

  useEffect(() => {
    if (term.length < GLOBAL_SEARCH_MIN_LENGTH) {
      latest.current++;
      setFound({ status: "idle" });
      return;
    }
    const call = ++latest.current;
    const controller = new AbortController();
    setFound({ status: "loading", term });
    api
      .search(orgId, term, { signal: controller.signal })
      .then((result) => {
        if (call !== latest.current) return;
        setFound({ status: "done", term, result });
        // The search kept its term: the list of recent ones has changed.
        void refetchRecent();
      })
      .catch(() => {
        if (call === latest.current && !controller.signal.aborted) setFound({ status: "error", term });
      });
    return () => controller.abort();
  }, [api, orgId, term, refetchRecent]);

  const items = useMemo<CommandItem[]>(() => {
    if (typed === "") {
      return [
        ...(recent.data ?? []).slice(0, RECENT_SHOWN).map((recentTerm, index) => ({
          id: `recent-${index}`,
          group: "Recent searches",
          label: recentTerm,
          term: recentTerm,
        })),
        ...pages.map(pageItem),
      ];
    }
    const list: CommandItem[] = [
      ...pages.filter((page) => matches(page.label, typed)).map(pageItem),
      ...(events.data ?? [])
        .filter((event) => event.can_open && matches(event.name, typed))
        .slice(0, EVENTS_SHOWN)
        .map((event) => ({
          id: `event-${event.id}`,
          group: "Events",
          label: event.name,
          detail: `${event.date_from} – ${event.date_to}`,
          href: eventDashboardPath(event.id),
        })),
    ];
    // Only the answer to what is typed now: an older one would list what no longer matches.
    if (found.status === "done" && found.term === term && term === typed) {
      list.push(
        ...found.result.contacts.map((hit) => hitItem(orgId, "People", hit)),
        ...found.result.sessions.map((hit) => hitItem(orgId, "Sessions", hit)),
        ...found.result.content.map((hit) => hitItem(orgId, "Content", hit)),
      );
    }
    return list;
  }, [typed, term, recent.data, pages, events.data, found, orgId]);

  // A new list starts at its first choice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the position resets whenever the list changes.
  useEffect(() => setActive(0), [items]);

  const activeItem = items[Math.min(active, items.length - 1)];
  const choose = useCallback(
    (item: CommandItem | undefined) => {
      if (!item) return;
      if (item.term !== undefined) {
        setText(item.term);
        input.current?.focus();
        return;
      }
      if (!item.href) return;
      onClose();
      (onNavigate ?? navigate)(item.href);
    },
    [onClose, onNavigate, navigate],
  );

  useEffect(() => {
    if (!activeItem) return;
    document.getElementById(`${listId}-${activeItem.id}`)?.scrollIntoView?.({ block: "nearest" });
  }, [activeItem, listId]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (items.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((at) => (Math.min(at, items.length - 1) + step + items.length) % items.length);
      return;
    }
    if (event.key === "Home" && event.ctrlKey) return setActive(0);
    if (event.key === "End" && event.ctrlKey) return setActive(items.length - 1);
    if (event.key === "Enter") {
      event.preventDefault();
      choose(activeItem);
      return;
    }
    onModalKeyDown(event, dialog.current, { busy: false, onClose });
  };

  const groups = useMemo(() => {
    const byGroup = new Map<string, CommandItem[]>();
    for (const item of items) byGroup.set(item.group, [...(byGroup.get(item.group) ?? []), item]);
    return [...byGroup.entries()];
  }, [items]);

  const searching =
    found.status === "loading" || (typed.length >= GLOBAL_SEARCH_MIN_LENGTH && term !== typed);
  const tooShort = typed.length > 0 && typed.length < GLOBAL_SEARCH_MIN_LENGTH;
  const status = searching
    ? "Searching…"
    : found.status === "error"
      ? COMMAND_SEARCH_FAILED
      : typed !== "" && !tooShort && items.length === 0
        ? `Nothing matches “${typed}”. Check the spelling or try fewer words.`
        : tooShort && items.length === 0
          ? `Type at least ${GLOBAL_SEARCH_MIN_LENGTH} characters to search people, sessions and content`
          : typed === ""
            ? recent.data && recent.data.length === 0
              ? "Your recent searches will show here."
              : ""
            : `${items.length} result${items.length === 1 ? "" : "s"}`;

  return (
    <ModalBackdrop className="admin-modal-backdrop command-search__backdrop" onDismiss={onClose}>
      <div
        ref={dialog}
        className="command-search"
        role="dialog"
        aria-modal="true"
        aria-label="Search the organization"
        onKeyDown={onKeyDown}
      >
        <div className="command-search__field">
          <input
            ref={input}
            className="command-search__input"
            type="text"
            role="combobox"
            aria-label="Search people, sessions, content, events and pages"
            aria-expanded={items.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeItem ? `${listId}-${activeItem.id}` : undefined}
            autoComplete="off"
            spellCheck={false}
            maxLength={GLOBAL_SEARCH_MAX_LENGTH}
            placeholder="Search people, sessions, content, events and pages…"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <button type="button" className="command-search__close" onClick={onClose}>
            Esc
          </button>
        </div>
        <div className="command-search__results">
          <div id={listId} role="listbox" aria-label="Results" className="command-search__list">
            {groups.map(([group, groupItems]) => {
              const headingId = `${listId}-${group.replaceAll(" ", "-")}`;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a group of options inside an ARIA listbox, not a form's fieldset.
                <div role="group" aria-labelledby={headingId} key={group} className="command-search__group">
                  <div id={headingId} className="command-search__heading" role="presentation">
                    {group}
                  </div>
                  {groupItems.map((item) => {
                    const selected = item === activeItem;
                    return (
                      // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses from the combobox (arrows, Enter).
                      <div
                        key={item.id}
                        id={`${listId}-${item.id}`}
                        role="option"
                        aria-selected={selected}
                        tabIndex={-1}
                        className={`command-search__option${selected ? " command-search__option--active" : ""}`}
                        onMouseMove={() => setActive(items.indexOf(item))}
                        onClick={() => choose(item)}
                      >
                        <span className="command-search__label">{item.label}</span>
                        {item.detail ? <span className="command-search__detail">{item.detail}</span> : null}
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
          <p className="command-search__status" role="status" aria-live="polite">
            {status}
          </p>
        </div>
        <p className="command-search__help" aria-hidden="true">
          ↑↓ to move · Enter to open · Esc to close
        </p>
      </div>
    </ModalBackdrop>
  );
}
