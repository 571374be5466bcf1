import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSnackbarQueue } from "../stores/snackbar-queue.js";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const shown = (queue: ReturnType<typeof createSnackbarQueue>) => queue.get().current?.message ?? null;

describe("Snackbar queue: show appends; the first shows", () => {
  it("shows the first at once and queues the rest", () => {
    const queue = createSnackbarQueue();
    queue.show({ message: "one" });
    queue.show({ message: "two", severity: "success" });
    expect(queue.get()).toMatchObject({
      current: { message: "one", severity: "info", autoHideDuration: 3000 },
      queue: [{ message: "two", severity: "success" }],
    });
  });

  it("notifies subscribers and stops after unsubscribe", () => {
    const queue = createSnackbarQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    queue.show({ message: "one" });
    unsubscribe();
    queue.show({ message: "two" });
    expect(listener).toHaveBeenCalled();
    const calls = listener.mock.calls.length;
    queue.hide();
    expect(listener).toHaveBeenCalledTimes(calls);
  });
});

describe("Snackbar: auto-hides after a delay (default 3000 ms)", () => {
  it("hides after 3000 ms", () => {
    const queue = createSnackbarQueue();
    queue.show({ message: "one" });
    vi.advanceTimersByTime(2999);
    expect(shown(queue)).toBe("one");
    vi.advanceTimersByTime(1);
    expect(queue.get()).toEqual({ current: null, queue: [] });
  });

  it("honours autoHideDuration", () => {
    const queue = createSnackbarQueue();
    queue.show({ message: "one", autoHideDuration: 1000 });
    vi.advanceTimersByTime(1000);
    expect(shown(queue)).toBeNull();
  });

  it("never auto-hides when autoHideDuration is false", () => {
    const queue = createSnackbarQueue();
    queue.show({ message: "sticky", autoHideDuration: false });
    vi.advanceTimersByTime(60_000);
    expect(shown(queue)).toBe("sticky");
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("Snackbar: 400 ms gap, then the next shows", () => {
  it("waits 400 ms after one hides before the next shows", () => {
    const queue = createSnackbarQueue();
    queue.show({ message: "one" });
    queue.show({ message: "two" });
    vi.advanceTimersByTime(3000);
    expect(shown(queue)).toBeNull();
    vi.advanceTimersByTime(399);
    expect(shown(queue)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(shown(queue)).toBe("two");
    vi.advanceTimersByTime(3000);
    expect(queue.get()).toEqual({ current: null, queue: [] });
  });

  it("a snackbar shown during the gap waits for the gap", () => {
    const queue = createSnackbarQueue();
    queue.show({ message: "one" });
    queue.show({ message: "two" });
    queue.hide();
    queue.show({ message: "three" });
    expect(shown(queue)).toBeNull();
    vi.advanceTimersByTime(400);
    expect(shown(queue)).toBe("two");
  });

  it("next drops the first and hides when empty", () => {
    const queue = createSnackbarQueue();
    queue.show({ message: "one" });
    queue.hide();
    expect(queue.get()).toEqual({ current: null, queue: [] });
    vi.advanceTimersByTime(400);
    expect(queue.get()).toEqual({ current: null, queue: [] });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("one shown right after another hid still waits for the gap", () => {
    const queue = createSnackbarQueue();
    queue.show({ message: "one" });
    queue.hide();
    queue.show({ message: "two" });
    expect(shown(queue)).toBeNull();
    vi.advanceTimersByTime(400);
    expect(shown(queue)).toBe("two");
  });
});

describe("Snackbar: running its action hides it", () => {
  it("runs the action and hides", () => {
    const queue = createSnackbarQueue();
    const onAction = vi.fn();
    queue.show({ message: "one", autoHideDuration: false, action: { label: "Ok", onAction } });
    queue.runAction();
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(shown(queue)).toBeNull();
  });

  it("hides even when the action throws", () => {
    const queue = createSnackbarQueue();
    queue.show({
      message: "one",
      action: {
        label: "Ok",
        onAction: () => {
          throw new Error("x");
        },
      },
    });
    expect(() => queue.runAction()).toThrow("x");
    expect(shown(queue)).toBeNull();
  });
});

describe("hide(id): hides that snackbar whether showing or waiting", () => {
  it("removes a waiting one and leaves the current one", () => {
    const queue = createSnackbarQueue();
    queue.show({ message: "one" });
    const two = queue.show({ message: "two" });
    queue.hide(two);
    expect(queue.get()).toMatchObject({ current: { message: "one" }, queue: [] });
  });

  it("hides the current one by id, and ignores unknown ids", () => {
    const queue = createSnackbarQueue();
    const one = queue.show({ message: "one" });
    queue.hide("nope");
    expect(shown(queue)).toBe("one");
    queue.hide(one);
    expect(shown(queue)).toBeNull();
  });
});
