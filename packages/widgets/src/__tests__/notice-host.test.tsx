import { messages } from "@foyer/domain";
import { createConnectionMonitor, createSnackbarQueue, createToastStore } from "@foyer/sdk";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NoticeHost } from "../notices/NoticeHost.js";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("snackbar: auto-hides after a default duration; executing its action hides it", () => {
  it("shows the message, then hides it after 3000 ms", () => {
    const snackbar = createSnackbarQueue();
    render(<NoticeHost snackbar={snackbar} />);
    act(() => {
      snackbar.show({ message: "Your event has been published", severity: "success" });
    });
    expect(screen.getByRole("status").textContent).toContain("Your event has been published");
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("runs the action and hides on click", () => {
    const snackbar = createSnackbarQueue();
    const onAction = vi.fn();
    render(<NoticeHost snackbar={snackbar} />);
    act(() => {
      snackbar.show({ message: "Saved", autoHideDuration: false, action: { label: "Undo", onAction } });
    });
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("announces errors as alerts", () => {
    const snackbar = createSnackbarQueue();
    render(<NoticeHost snackbar={snackbar} />);
    act(() => {
      snackbar.show({ message: messages.loggedInUserDetailsFailed, severity: "error" });
    });
    expect(screen.getByRole("alert").textContent).toContain(messages.loggedInUserDetailsFailed);
  });
});

describe("connection notices", () => {
  it("shows 'You are currently not connected to the internet.' with Ok, then 'You are back online.'", () => {
    const snackbar = createSnackbarQueue();
    const events = new EventTarget();
    const monitor = createConnectionMonitor({
      snackbar,
      window: events as unknown as Parameters<typeof createConnectionMonitor>[0]["window"],
    });
    const stop = monitor.start();
    render(<NoticeHost snackbar={snackbar} />);
    act(() => {
      events.dispatchEvent(new Event("offline"));
    });
    expect(screen.getByRole("alert").textContent).toContain(messages.offline);
    expect(screen.getByRole("button", { name: "Ok" })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole("alert").textContent).toContain(messages.offline);
    act(() => {
      events.dispatchEvent(new Event("online"));
      vi.advanceTimersByTime(400);
    });
    expect(screen.getByRole("status").textContent).toContain(messages.backOnline);
    stop();
  });
});

describe("toasts: a list of toasts and a list of showing ids; default hide 6000 ms", () => {
  it("shows toasts, hides them after 6000 ms and forgets them", () => {
    const snackbar = createSnackbarQueue();
    const toasts = createToastStore();
    render(<NoticeHost snackbar={snackbar} toasts={toasts} />);
    act(() => {
      toasts.show({ message: "Connection Created", severity: "success" });
      toasts.show({ message: "There was an issue syncing events", severity: "error" });
    });
    expect(screen.getByRole("status").textContent).toContain("Connection Created");
    expect(screen.getByRole("alert").textContent).toContain("There was an issue syncing events");
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(toasts.get().toasts).toHaveLength(0);
    expect(screen.queryByText("Connection Created")).toBeNull();
  });

  it("dismisses a toast on request", () => {
    const toasts = createToastStore();
    render(<NoticeHost snackbar={createSnackbarQueue()} toasts={toasts} />);
    act(() => {
      toasts.show({ message: "Connection Removed", duration: false });
    });
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(toasts.get().showing).toHaveLength(0);
  });
});
