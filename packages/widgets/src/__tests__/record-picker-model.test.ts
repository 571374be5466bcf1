import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRecordPickerModel, type PickerState, SEARCH_DEBOUNCE_MS } from "../record-picker/model.js";
import type { RecordPickerMode } from "../record-picker/modes.js";
import { effect } from "../runtime/signals.js";
import { account, contact, createFakeSearchApi, settle } from "./record-picker-kit.js";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(mode: RecordPickerMode = "speaker", max?: number, honourAbort = true) {
  const server = createFakeSearchApi({ honourAbort });
  const model = createRecordPickerModel({ api: server.api, eventId: "e-1", mode, max });
  const states: PickerState[] = [];
  const stop = effect(() => {
    states.push(model.state.value);
  });
  return { ...server, model, states, stop };
}

/** Types `text` and lets the pause before the search pass. */
async function type(model: ReturnType<typeof setup>["model"], text: string) {
  model.setTerm(text);
  await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
}

const names = (records: { name: string }[]) => records.map((record) => record.name);

describe("Typing fast in the picker with a slow server never shows results for an older term", () => {
  it("an older term's answer that arrives after the newer one's is dropped, even if the abort came too late", async () => {
    const { model, contactCalls, accountCalls } = setup("speaker", undefined, false);
    await type(model, "a");
    await type(model, "ad");
    expect(contactCalls.map((call) => call.q)).toEqual(["a", "ad"]);

    accountCalls[1]?.answer([]);
    contactCalls[1]?.answer([contact("c-1", "Ada", "Lovelace")]);
    await settle();
    expect(model.state.value).toBe("finishSearch");
    expect(names(model.results.value)).toEqual(["Ada Lovelace"]);

    // The slow server now answers the first term.
    accountCalls[0]?.answer([]);
    contactCalls[0]?.answer([contact("c-2", "Alan", "Turing"), contact("c-1", "Ada", "Lovelace")]);
    await settle();
    expect(names(model.results.value)).toEqual(["Ada Lovelace"]);
    expect(model.resultsTerm.value).toBe("ad");
  });

  it("an older term's answer that arrives while the newer one is pending is never shown", async () => {
    const { model, contactCalls, accountCalls } = setup("speaker", undefined, false);
    await type(model, "a");
    await type(model, "al");
    accountCalls[0]?.answer([]);
    contactCalls[0]?.answer([contact("c-1", "Ada", "Lovelace")]);
    await settle();
    expect(model.state.value).toBe("loading");
    expect(model.results.value).toEqual([]);

    accountCalls[1]?.answer([]);
    contactCalls[1]?.answer([contact("c-2", "Alan", "Turing")]);
    await settle();
    expect(names(model.results.value)).toEqual(["Alan Turing"]);
  });

  it("a newer term aborts the older term's searches, and typing within the pause searches once", async () => {
    const { model, contactCalls, accountCalls } = setup("speaker");
    await type(model, "a");
    model.setTerm("al");
    expect(contactCalls[0]?.signal?.aborted).toBe(true);
    expect(accountCalls[0]?.signal?.aborted).toBe(true);
    // Until the searches answer, the results of 'a' are not shown for 'al'.
    expect(model.state.value).toBe("loading");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS / 2);
    model.setTerm("ala");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(contactCalls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(contactCalls.map((call) => call.q)).toEqual(["a", "ala"]);
  });
});

describe("Setting a term in the search bar fires both searches together (spec 2 §4.7)", () => {
  it("one term fires the account and the contact search at once, for the event", async () => {
    const { model, contactCalls, accountCalls } = setup("speaker");
    model.setTerm("  acme ");
    expect(contactCalls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(accountCalls.map((call) => [call.eventId, call.q])).toEqual([["e-1", "acme"]]);
    expect(contactCalls.map((call) => [call.eventId, call.q])).toEqual([["e-1", "acme"]]);
  });

  it.each([
    ["sponsor", "sponsors"],
    ["exhibitor", "exhibitors"],
    ["speaker", undefined],
    ["people", undefined],
  ] as const)("%s mode: the account search has moduleSlug %s", async (mode, moduleSlug) => {
    const { model, accountCalls, contactCalls } = setup(mode);
    await type(model, "a");
    expect(accountCalls[0]?.moduleSlug).toBe(moduleSlug);
    expect(contactCalls).toHaveLength(1);
  });

  it("exhibitors and sponsors list accounts, speakers and people list contacts", async () => {
    for (const [mode, listed] of [
      ["sponsor", ["Acme"]],
      ["exhibitor", ["Acme"]],
      ["speaker", ["Ada Lovelace"]],
      ["people", ["Ada Lovelace"]],
    ] as const) {
      const { model, accountCalls, contactCalls } = setup(mode);
      await type(model, "a");
      accountCalls[0]?.answer([account("a-1", "Acme")]);
      contactCalls[0]?.answer([contact("c-1", "Ada", "Lovelace")]);
      await settle();
      expect(names(model.results.value), mode).toEqual(listed);
    }
  });
});

describe("results are sorted by name, case-insensitively", () => {
  it("whatever order the server answers in", async () => {
    const { model, accountCalls, contactCalls } = setup("people");
    await type(model, "a");
    accountCalls[0]?.answer([]);
    contactCalls[0]?.answer([
      contact("c-1", "bob", "Builder"),
      contact("c-2", "Alice", "Zed"),
      contact("c-3", "alan", "Turing"),
      contact("c-4", "Ángel", "Ruiz"),
      contact("c-5", "ALICE", "Able"),
    ]);
    await settle();
    expect(names(model.results.value)).toEqual([
      "alan Turing",
      "ALICE Able",
      "Alice Zed",
      "Ángel Ruiz",
      "bob Builder",
    ]);
  });
});

describe("States: init, loading, finishSearch, clean, reset (spec 2 §4.7)", () => {
  it("init → loading → finishSearch", async () => {
    const { model, states, accountCalls, contactCalls } = setup();
    expect(states).toEqual(["init"]);
    await type(model, "ada");
    accountCalls[0]?.answer([]);
    contactCalls[0]?.answer([contact("c-1", "Ada", "Lovelace")]);
    await settle();
    expect(states).toEqual(["init", "loading", "finishSearch"]);
  });

  it("clean clears the term and the results but keeps the selection", async () => {
    const { model, accountCalls, contactCalls } = setup();
    await type(model, "ada");
    accountCalls[0]?.answer([]);
    contactCalls[0]?.answer([contact("c-1", "Ada", "Lovelace")]);
    await settle();
    model.select(model.results.value[0] as never);
    model.clean();
    expect(model.state.value).toBe("clean");
    expect(model.term.value).toBe("");
    expect(model.results.value).toEqual([]);
    expect(model.contacts.value).toEqual([]);
    expect(names(model.selectedRecords.value)).toEqual(["Ada Lovelace"]);
  });

  it("emptying the search bar cleans, and drops the search in flight", async () => {
    const { model, accountCalls, contactCalls } = setup();
    await type(model, "ada");
    model.setTerm("   ");
    expect(model.state.value).toBe("clean");
    accountCalls[0]?.answer([]);
    contactCalls[0]?.answer([contact("c-1", "Ada", "Lovelace")]);
    await settle();
    expect(model.state.value).toBe("clean");
    expect(model.results.value).toEqual([]);
  });

  it("reset clears everything, the selection too", async () => {
    const { model, accountCalls, contactCalls } = setup();
    await type(model, "ada");
    accountCalls[0]?.answer([]);
    contactCalls[0]?.answer([contact("c-1", "Ada", "Lovelace")]);
    await settle();
    model.toggleActive();
    model.moveActive("next");
    model.toggleActive();
    model.reset();
    expect(model.state.value).toBe("reset");
    expect(model.term.value).toBe("");
    expect(model.selectedRecords.value).toEqual([]);
    expect(model.activeIndex.value).toBe(-1);
  });

  it("a failed search is an error that can be tried again; the other kind's failure is not", async () => {
    const { model, accountCalls, contactCalls } = setup("speaker");
    await type(model, "ada");
    accountCalls[0]?.fail();
    contactCalls[0]?.answer([contact("c-1", "Ada", "Lovelace")]);
    await settle();
    expect(model.state.value).toBe("finishSearch");

    await type(model, "adam");
    contactCalls[1]?.fail();
    await settle();
    expect(model.state.value).toBe("error");
    model.retry();
    expect(model.state.value).toBe("loading");
    accountCalls[2]?.answer([]);
    contactCalls[2]?.answer([]);
    await settle();
    expect(model.state.value).toBe("finishSearch");
    expect(model.statusText.value).toBe('No matches for "adam"');
  });
});

describe("Records can be selected or discarded (spec 2 §4.7)", () => {
  const ada = contact("c-1", "Ada", "Lovelace");
  const alan = contact("c-2", "Alan", "Turing");

  it("selects several, each once, and discards", () => {
    const { model } = setup();
    expect(model.select(ada)).toBe(true);
    expect(model.select(alan)).toBe(true);
    expect(model.select(ada)).toBe(false);
    expect(names(model.selectedRecords.value)).toEqual(["Ada Lovelace", "Alan Turing"]);
    model.discard(ada);
    expect(names(model.selectedRecords.value)).toEqual(["Alan Turing"]);
    model.toggle(alan);
    expect(model.selectedRecords.value).toEqual([]);
  });

  it("a contact and an account with the same id are different records", () => {
    const { model } = setup();
    model.select(contact("x-1", "Ada", "Lovelace"));
    expect(model.select(account("x-1", "Acme"))).toBe(true);
    expect(model.selectedRecords.value).toHaveLength(2);
  });

  it("never selects more than max", () => {
    const { model } = setup("speaker", 1);
    expect(model.select(ada)).toBe(true);
    expect(model.full.value).toBe(true);
    expect(model.select(alan)).toBe(false);
    model.discard(ada);
    expect(model.select(alan)).toBe(true);
  });

  it("keyboard: ArrowDown moves to the first result, Enter selects it, Enter again discards it", async () => {
    const { model, accountCalls, contactCalls } = setup();
    await type(model, "a");
    accountCalls[0]?.answer([]);
    contactCalls[0]?.answer([alan, ada]);
    await settle();
    expect(model.activeIndex.value).toBe(-1);
    expect(model.toggleActive()).toBe(false);
    model.moveActive("next");
    expect(model.activeRecord.value?.name).toBe("Ada Lovelace");
    model.toggleActive();
    expect(model.isSelected(ada)).toBe(true);
    model.moveActive("last");
    model.moveActive("next");
    expect(model.activeIndex.value).toBe(1);
    model.moveActive("first");
    model.moveActive("previous");
    expect(model.activeIndex.value).toBe(0);
    model.toggleActive();
    expect(model.selectedRecords.value).toEqual([]);
  });
});
