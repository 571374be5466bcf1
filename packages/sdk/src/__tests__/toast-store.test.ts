import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore } from "../stores/toast-store.js";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("Toasts keep a list of toasts and a list of showing ids (show, hide, remove)", () => {
  it("show adds the toast and its id to showing", () => {
    const toasts = createToastStore();
    const id = toasts.show({ message: "Saved", severity: "success" });
    expect(toasts.get()).toEqual({
      toasts: [{ id, message: "Saved", severity: "success", duration: 6000 }],
      showing: [id],
    });
  });

  it.each(["info", "warning", "error", "success"] as const)("accepts severity %s", (severity) => {
    const toasts = createToastStore();
    toasts.show({ message: "m", severity });
    expect(toasts.get().toasts[0]?.severity).toBe(severity);
  });

  it("hide removes the id from showing and keeps the toast", () => {
    const toasts = createToastStore();
    const id = toasts.show({ message: "m", severity: "info" });
    toasts.hide(id);
    expect(toasts.get().showing).toEqual([]);
    expect(toasts.get().toasts).toHaveLength(1);
  });

  it("remove forgets the toast and cancels its timer", () => {
    const toasts = createToastStore();
    const id = toasts.show({ message: "m", severity: "info" });
    toasts.remove(id);
    expect(toasts.get()).toEqual({ toasts: [], showing: [] });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("Toasts: default hide 6000 ms", () => {
  it("hides after 6000 ms", () => {
    const toasts = createToastStore();
    const id = toasts.show({ message: "m", severity: "warning" });
    vi.advanceTimersByTime(5999);
    expect(toasts.get().showing).toEqual([id]);
    vi.advanceTimersByTime(1);
    expect(toasts.get().showing).toEqual([]);
  });

  it("honours duration, and false keeps it", () => {
    const toasts = createToastStore();
    const quick = toasts.show({ message: "q", severity: "info", duration: 1000 });
    const sticky = toasts.show({ message: "s", severity: "error", duration: false });
    vi.advanceTimersByTime(1000);
    expect(toasts.get().showing).toEqual([sticky]);
    expect(toasts.get().showing).not.toContain(quick);
    vi.advanceTimersByTime(60_000);
    expect(toasts.get().showing).toEqual([sticky]);
  });
});
