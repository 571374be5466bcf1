import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRefreshNewsBoard } from "../refresh-news.js";

/** Two boards on one in-memory channel pair, delivering asynchronously like BroadcastChannel. */
function linkedChannels() {
  type Listener = (event: MessageEvent) => void;
  const listeners: [Set<Listener>, Set<Listener>] = [new Set(), new Set()];
  const make = (mine: 0 | 1) => ({
    postMessage: (data: unknown) => {
      const other = listeners[mine === 0 ? 1 : 0];
      setTimeout(() => {
        for (const listener of other) listener({ data } as MessageEvent);
      }, 5);
    },
    addEventListener: (_type: "message", listener: Listener) => listeners[mine].add(listener),
    removeEventListener: (_type: "message", listener: Listener) => listeners[mine].delete(listener),
    close: () => undefined,
  });
  return [make(0), make(1)] as const;
}

const tokens = { access_token: "a2", id_token: "i2", refresh_token: "r2-0123456789abcdef" };
/** Time passes only when the test says so (the channel delivers after 5 ms). */
const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("tabs hear of each other's refreshes before storage tells them", () => {
  it("a tab waits for the outcome of a refresh another tab started with the same token", async () => {
    const [channelA, channelB] = linkedChannels();
    const tabA = createRefreshNewsBoard(channelA);
    const tabB = createRefreshNewsBoard(channelB);
    tabB.announceStart("r1-0123456789abcdef");
    await elapse(10);
    const waiting = tabA.outcomeFor("r1-0123456789abcdef", 2000);
    setTimeout(() => tabB.announceFinish("r1-0123456789abcdef", tokens), 30);
    await elapse(40);
    await expect(waiting).resolves.toEqual(tokens);
  });

  it("answers undefined at once when nobody is spending the token", async () => {
    const [channelA] = linkedChannels();
    const tabA = createRefreshNewsBoard(channelA);
    await expect(tabA.outcomeFor("r1-0123456789abcdef", 2000)).resolves.toBeUndefined();
  });

  it("a refresh abandoned on a network error lets the waiting tab try itself", async () => {
    const [channelA, channelB] = linkedChannels();
    const tabA = createRefreshNewsBoard(channelA);
    const tabB = createRefreshNewsBoard(channelB);
    tabB.announceStart("r1-0123456789abcdef");
    await elapse(10);
    const waiting = tabA.outcomeFor("r1-0123456789abcdef", 2000);
    tabB.announceAbandon("r1-0123456789abcdef");
    await elapse(10);
    await expect(waiting).resolves.toBeUndefined();
  });

  it("a definitive failure is passed on as null", async () => {
    const [channelA, channelB] = linkedChannels();
    const tabA = createRefreshNewsBoard(channelA);
    const tabB = createRefreshNewsBoard(channelB);
    tabB.announceStart("r1-0123456789abcdef");
    tabB.announceFinish("r1-0123456789abcdef", null);
    await elapse(20);
    await expect(tabA.outcomeFor("r1-0123456789abcdef", 2000)).resolves.toBeNull();
  });

  it("stops waiting after the timeout", async () => {
    const [channelA, channelB] = linkedChannels();
    const tabA = createRefreshNewsBoard(channelA);
    createRefreshNewsBoard(channelB).announceStart("r1-0123456789abcdef");
    await elapse(10);
    let settled = false;
    const waiting = tabA.outcomeFor("r1-0123456789abcdef", 50).finally(() => {
      settled = true;
    });
    await elapse(49);
    expect(settled).toBe(false);
    await elapse(1);
    await expect(waiting).resolves.toBeUndefined();
  });
});
