/**
 * Test kit of the record picker: records like the server's, and a fake search API whose every
 * answer the test releases (or fails) when it wants, so answers can arrive in any order.
 */
import type { AccountHit, ContactHit } from "@foyer/domain";
import type { AccountSearchOptions, RecordSearchApi } from "@foyer/sdk";

export const contact = (
  id: string,
  fname: string,
  lname: string,
  extra: Partial<ContactHit> = {},
): ContactHit => ({
  kind: "contact",
  id,
  name: `${fname} ${lname}`.trim(),
  fname,
  lname,
  email: `${fname.toLowerCase()}@example.test`,
  company: null,
  title: null,
  photoUrl: null,
  ...extra,
});

export const account = (id: string, name: string, moduleSlug = "sponsors"): AccountHit => ({
  kind: "account",
  id,
  name,
  moduleId: `m-${moduleSlug}`,
  moduleSlug,
  website: `https://${id}.test`,
  portalName: null,
});

interface PendingCall<T> {
  eventId: string;
  q: string;
  moduleSlug: string | undefined;
  signal: AbortSignal | undefined;
  /** Hands the answer back (ignored once the call was aborted, as fetch does). */
  answer(hits: T[]): void;
  fail(error?: Error): void;
}

function pending<T>(
  calls: PendingCall<T>[],
  eventId: string,
  q: string,
  options: AccountSearchOptions,
  honourAbort: boolean,
): Promise<T[]> {
  return new Promise<T[]>((resolve, reject) => {
    const signal = options.signal;
    if (honourAbort) {
      signal?.addEventListener("abort", () =>
        reject(new DOMException("The operation was aborted.", "AbortError")),
      );
    }
    calls.push({
      eventId,
      q,
      moduleSlug: options.moduleSlug,
      signal,
      answer: resolve,
      fail: (error = new Error("Server error")) => reject(error),
    });
  });
}

/**
 * A search API whose calls wait for the test: `accountCalls[i].answer([...])`. With
 * `honourAbort: false` an aborted call still answers (an answer already on its way).
 */
export function createFakeSearchApi({ honourAbort = true }: { honourAbort?: boolean } = {}) {
  const accountCalls: PendingCall<AccountHit>[] = [];
  const contactCalls: PendingCall<ContactHit>[] = [];
  const api: RecordSearchApi = {
    accounts: (eventId, q, options = {}) => pending(accountCalls, eventId, q, options, honourAbort),
    contacts: (eventId, q, options = {}) => pending(contactCalls, eventId, q, options, honourAbort),
  };
  return { api, accountCalls, contactCalls };
}

/** Lets pending promise callbacks run (fake timers do not run microtasks by themselves). */
export async function settle(times = 10): Promise<void> {
  for (let index = 0; index < times; index++) await Promise.resolve();
}
