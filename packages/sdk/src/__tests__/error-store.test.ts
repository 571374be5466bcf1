import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "../errors.js";
import { createErrorStore } from "../stores/error-store.js";
import { createSnackbarQueue } from "../stores/snackbar-queue.js";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("The registered error action shows a snackbar with user messages joined by ', ' and stores the error", () => {
  it("registers an Error", () => {
    const snackbar = createSnackbarQueue();
    const errors = createErrorStore(snackbar);
    const error = new Error("An error occurred getting event");
    const registered = errors.register(error);
    expect(registered).toMatchObject({ messages: ["An error occurred getting event"], error });
    expect(errors.errors).toEqual([registered]);
    expect(snackbar.get().current).toMatchObject({
      message: "An error occurred getting event",
      severity: "error",
    });
  });

  it("joins several messages with ', '", () => {
    const snackbar = createSnackbarQueue();
    const errors = createErrorStore(snackbar);
    errors.register(["An error occurred getting event", "An error occurred fetching users"]);
    expect(snackbar.get().current?.message).toBe(
      "An error occurred getting event, An error occurred fetching users",
    );
  });

  it("accepts {message}, strings, HttpErrors, and several at once", () => {
    const snackbar = createSnackbarQueue();
    const errors = createErrorStore(snackbar);
    const http = new HttpError({
      status: 500,
      method: "GET",
      url: "/x",
      body: { message: "Server says no" },
    });
    errors.register({ message: "One" }, "Two", http);
    expect(snackbar.get().current?.message).toBe("One, Two, Server says no");
    expect(errors.errors[0]?.error).toEqual([{ message: "One" }, "Two", http]);
  });

  it("falls back to the generic message for something without one", () => {
    const errors = createErrorStore(createSnackbarQueue());
    expect(errors.register(42).messages).toEqual(["Oh no! Something went wrong, please try again."]);
  });

  it("records when it happened", () => {
    vi.setSystemTime(new Date("2025-01-06T12:00:00Z"));
    const errors = createErrorStore();
    expect(errors.register("x").at).toBe(Date.parse("2025-01-06T12:00:00Z"));
  });
});

describe("Errors are collected in a list that can be cleared", () => {
  it("collects in order and clears", () => {
    const errors = createErrorStore(null);
    const listener = vi.fn();
    errors.subscribe(listener);
    errors.register("a");
    errors.register("b");
    expect(errors.get().errors.map((error) => error.messages)).toEqual([["a"], ["b"]]);
    errors.clear();
    expect(errors.errors).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
    errors.clear();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
