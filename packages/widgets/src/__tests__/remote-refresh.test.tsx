import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useEvery } from "../remote/useEvery.js";
import { useRemote } from "../remote/useRemote.js";

/* Data that stays fresh by itself: a quiet refresh of useRemote, and useEvery's timer. */

describe("useRemote().refresh", () => {
  it("keeps what is shown while it loads, then shows the new answer", async () => {
    let answer = "first";
    let release: () => void = () => {};
    const load = vi.fn(() =>
      answer === "first"
        ? Promise.resolve(answer)
        : new Promise<string>((done) => (release = () => done(answer))),
    );
    const { result } = renderHook(() => useRemote(load, []));
    await waitFor(() => expect(result.current.state).toEqual({ status: "ready", data: "first" }));
    answer = "second";
    act(() => result.current.refresh());
    expect(result.current.state).toEqual({ status: "ready", data: "first" });
    await act(async () => release());
    expect(result.current.state).toEqual({ status: "ready", data: "second" });
  });

  it("keeps what is shown when the refresh fails; reload still shows loading, then the error", async () => {
    let fail = false;
    const load = vi.fn(() => (fail ? Promise.reject(new Error("offline")) : Promise.resolve("data")));
    const { result } = renderHook(() => useRemote(load, []));
    await waitFor(() => expect(result.current.state.status).toBe("ready"));
    fail = true;
    await act(async () => result.current.refresh());
    expect(result.current.state).toEqual({ status: "ready", data: "data" });
    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: "loading" });
    await waitFor(() => expect(result.current.state.status).toBe("error"));
  });
});

describe("useEvery", () => {
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(document, "visibilityState", { configurable: true, value: "visible" });
  });

  const setVisibility = (value: "visible" | "hidden") => {
    Object.defineProperty(document, "visibilityState", { configurable: true, value });
    document.dispatchEvent(new Event("visibilitychange"));
  };

  it("runs every interval while the page is shown, not while hidden, and at once when shown again", () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const { unmount } = renderHook(() => useEvery(run, 1000));
    vi.advanceTimersByTime(2500);
    expect(run).toHaveBeenCalledTimes(2);
    setVisibility("hidden");
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(2);
    setVisibility("visible");
    expect(run).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(4);
    unmount();
    vi.advanceTimersByTime(5000);
    setVisibility("hidden");
    setVisibility("visible");
    expect(run).toHaveBeenCalledTimes(4);
  });
});
