import { type AccountHit, type ContactHit, MAX_SEARCH_TERM_LENGTH, type RecordHit } from "@foyer/domain";
import type { RecordSearchApi } from "@foyer/sdk";
import { batch, computed, signal } from "../runtime/signals.js";
import { isSessionProblem, type WidgetSession } from "../sign-in/widget-session.js";
import { modeTargets, type RecordPickerMode } from "./modes.js";
import { pickerText } from "./picker-text.js";

/**
 * Spec 2 §4.7 "States: init, loading, finishSearch (shows results), clean, reset", and ours:
 * `error` when the search failed (the dialog offers to try again), `signIn` when there is no
 * session to search with (the dialog shows the inline sign-in).
 */
export type PickerState = "init" | "loading" | "finishSearch" | "error" | "signIn" | "clean" | "reset";

/** How long typing must pause before the searches fire. */
export const SEARCH_DEBOUNCE_MS = 200;

export interface RecordPickerDeps {
  api: RecordSearchApi;
  eventId: string;
  mode: RecordPickerMode;
  /**
   * The most records that can be selected; unlimited when absent.
   * @example max: 1
   */
  max?: number | undefined;
  /** @default SEARCH_DEBOUNCE_MS */
  debounceMs?: number | undefined;
  /**
   * The organizer's session: without one (e.g. embedded on another site) the dialog asks to sign
   * in before searching, and again when a search says the session has ended.
   * @default always signed in (the host handles sessions)
   */
  session?: WidgetSession | undefined;
}

/** The key of a selected record: ids of accounts and contacts never meet. */
export const recordKey = (record: RecordHit) => `${record.kind}:${record.id}`;

// Spec 2 §4.7 "results are sorted by name, case-insensitively" (then by id, so ties keep one order).
const names = new Intl.Collator(undefined, { sensitivity: "base" });
const byName = <T extends RecordHit>(a: T, b: T) => names.compare(a.name, b.name) || (a.id < b.id ? -1 : 1);

/**
 * The search-and-pick dialog's model (STYLE 7). Typing fires the account and the contact search
 * together (spec 2 §4.7) after a short pause; each search round has a number, and an answer
 * that is not the latest round's is dropped (it is also aborted), so an older term's results
 * never replace a newer one's, whatever order the server answers in.
 *
 * Both searches fire in every mode, as the spec says, but the dialog lists only the mode's kind:
 * contacts for speaker and people, the sponsors or exhibitors module's accounts for sponsor and
 * exhibitor. A failure of the search the mode lists is an error; the other's leaves its list empty.
 */
export function createRecordPickerModel(deps: RecordPickerDeps) {
  const { api, eventId } = deps;
  const debounceMs = deps.debounceMs ?? SEARCH_DEBOUNCE_MS;
  const max = deps.max !== undefined && deps.max > 0 ? Math.floor(deps.max) : null;

  const mode = signal<RecordPickerMode>(deps.mode);
  /** What the search bar holds. */
  const term = signal("");
  const state = signal<PickerState>("init");
  /** The (trimmed) term the shown results answer. */
  const resultsTerm = signal("");
  const accounts = signal<AccountHit[]>([]);
  const contacts = signal<ContactHit[]>([]);
  const selectedRecords = signal<RecordHit[]>([]);
  /** The option keyboard navigation is on, or -1 for none. */
  const activeIndex = signal(-1);
  /** Why the sign-in shows: no session when the dialog opened, or one that ended on a search. */
  const signInReason = signal<"start" | "ended">("start");

  const kind = computed(() => modeTargets[mode.value].kind);
  /** The records the dialog lists: the mode's kind, sorted by name. */
  const results = computed<RecordHit[]>(() =>
    state.value === "finishSearch" ? (kind.value === "contact" ? contacts.value : accounts.value) : [],
  );
  const selectedKeys = computed(() => new Set(selectedRecords.value.map(recordKey)));
  const full = computed(() => max !== null && selectedRecords.value.length >= max);
  const activeRecord = computed(() => results.value[activeIndex.value] ?? null);

  /** The number of the latest search round; answers of any other round are dropped. */
  let round = 0;
  let inFlight: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  /** Drops the pending pause and the search in flight: their answers can no longer land. */
  function stop() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    inFlight?.abort();
    inFlight = null;
    round++;
  }

  async function search(q: string) {
    stop();
    const mine = round;
    const controller = new AbortController();
    inFlight = controller;
    const { signal: abort } = controller;
    state.value = "loading";
    const target = modeTargets[mode.peek()];
    const listed = target.kind;
    // Spec 2 §4.7: "Setting a term in the search bar fires both searches together."
    const accountSearch = api.accounts(eventId, q, { moduleSlug: target.moduleSlug, signal: abort });
    const contactSearch = api.contacts(eventId, q, { signal: abort });
    try {
      const [foundAccounts, foundContacts] = await Promise.all([
        listed === "account" ? accountSearch : accountSearch.catch((): AccountHit[] => []),
        listed === "contact" ? contactSearch : contactSearch.catch((): ContactHit[] => []),
      ]);
      if (mine !== round) return;
      batch(() => {
        accounts.value = [...foundAccounts].sort(byName);
        contacts.value = [...foundContacts].sort(byName);
        resultsTerm.value = q;
        activeIndex.value = -1;
        state.value = "finishSearch";
      });
    } catch (caught) {
      if (mine !== round) return;
      controller.abort();
      const signIn = deps.session !== undefined && isSessionProblem(caught);
      batch(() => {
        accounts.value = [];
        contacts.value = [];
        resultsTerm.value = q;
        activeIndex.value = -1;
        if (signIn) signInReason.value = "ended";
        state.value = signIn ? "signIn" : "error";
      });
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  }

  /** Clears the term and the results; the selection stays (spec 2 §4.7 "clean"). */
  function clean() {
    stop();
    batch(() => {
      term.value = "";
      resultsTerm.value = "";
      accounts.value = [];
      contacts.value = [];
      activeIndex.value = -1;
      state.value = "clean";
    });
  }

  /** Picks `record`; false when it already is, or the `max` is reached. */
  function select(record: RecordHit): boolean {
    if (selectedKeys.peek().has(recordKey(record)) || full.peek()) return false;
    selectedRecords.value = [...selectedRecords.peek(), record];
    return true;
  }

  /** Unpicks `record` (spec 2 §4.7 "Records can be selected or discarded"). */
  function discard(record: RecordHit) {
    const key = recordKey(record);
    selectedRecords.value = selectedRecords.peek().filter((picked) => recordKey(picked) !== key);
  }

  function toggle(record: RecordHit) {
    if (selectedKeys.peek().has(recordKey(record))) discard(record);
    else select(record);
  }

  return {
    mode,
    term,
    state,
    resultsTerm,
    accounts,
    contacts,
    selectedRecords,
    activeIndex,
    signInReason,
    kind,
    results,
    full,
    activeRecord,
    /** The most records that can be selected, or null for no limit. */
    max,

    /** The status line: loading, the count, no matches, or the prompt. */
    statusText: computed(() => {
      const now = state.value;
      if (now === "loading") return pickerText.loading;
      if (now === "finishSearch") {
        const count = results.value.length;
        return count === 0 ? pickerText.noMatches(resultsTerm.value) : pickerText.results(count);
      }
      return now === "error" || now === "signIn" ? "" : pickerText.prompt;
    }),

    /**
     * The search bar's text. The searches fire after a pause in typing; until then the dialog
     * is `loading` and shows no results, since the ones it has answer another term. An empty
     * term cleans (no search).
     */
    setTerm(text: string) {
      const value = text.slice(0, MAX_SEARCH_TERM_LENGTH);
      term.value = value;
      const q = value.trim();
      if (!q) {
        clean();
        return;
      }
      // Only spaces added or removed: the results shown already answer this term.
      if (q === resultsTerm.peek() && state.peek() === "finishSearch" && timer === null && !inFlight) return;
      stop();
      state.value = "loading";
      timer = setTimeout(() => {
        timer = null;
        void search(q);
      }, debounceMs);
    },
    /** The searches again, for the term whose search failed. */
    retry() {
      const q = term.peek().trim();
      if (q) void search(q);
    },
    /** Another mode: another list, so the current term is searched again. */
    setMode(next: RecordPickerMode) {
      if (next === mode.peek()) return;
      mode.value = next;
      const q = term.peek().trim();
      if (q) void search(q);
    },
    select,
    discard,
    toggle,
    isSelected: (record: RecordHit) => selectedKeys.value.has(recordKey(record)),
    /** Keyboard navigation over the listed results (no wrapping at either end). */
    moveActive(to: "next" | "previous" | "first" | "last") {
      const last = results.peek().length - 1;
      if (last < 0) return;
      const current = activeIndex.peek();
      const next = {
        next: Math.min(last, current + 1),
        previous: Math.max(0, current - 1),
        first: 0,
        last,
      }[to];
      activeIndex.value = next;
    },
    setActive(index: number) {
      activeIndex.value = index;
    },
    /** Enter: selects or discards the active option; false when none is active. */
    toggleActive(): boolean {
      const record = activeRecord.peek();
      if (!record) return false;
      toggle(record);
      return true;
    },
    clean,
    /** Clears everything, the selection too (spec 2 §4.7 "reset"). */
    reset() {
      clean();
      batch(() => {
        selectedRecords.value = [];
        state.value = "reset";
      });
    },
    /** Opening the dialog: the inline sign-in first when there is no session to search with. */
    checkSession() {
      if (!deps.session || deps.session.signedIn()) return;
      stop();
      batch(() => {
        signInReason.value = "start";
        state.value = "signIn";
      });
    },
    /**
     * Listens for a sign-in (here, in another widget or tab): the dialog then searches the term
     * it has, or shows the prompt. Returns the cleanup.
     */
    watchSession(): () => void {
      return (
        deps.session?.subscribe(() => {
          if (state.peek() !== "signIn" || !deps.session?.signedIn()) return;
          const q = term.peek().trim();
          if (q) void search(q);
          else state.value = "init";
        }) ?? (() => {})
      );
    },
    /** Stops the pending search (unmount). */
    dispose: stop,
  };
}

export type RecordPickerModel = ReturnType<typeof createRecordPickerModel>;
