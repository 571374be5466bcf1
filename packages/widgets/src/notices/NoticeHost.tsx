import type { Severity, SnackbarQueue, ToastStore } from "@foyer/sdk";
import { useEffect } from "react";
import { useStore } from "../store/useStore.js";

export interface NoticeHostProps {
  /** The app's snackbar queue (spec 2 §4.3): one notice at a time, with an optional action. */
  snackbar: Pick<SnackbarQueue, "get" | "subscribe" | "hide" | "runAction">;
  /** The app's toasts (spec 2 §4.3), stacked. */
  toasts?: Pick<ToastStore, "get" | "subscribe" | "hide" | "remove">;
}

/** How long a hidden toast stays in the DOM while it fades out. */
const TOAST_EXIT_MS = 200;

/** Errors interrupt (`alert`); everything else waits its turn (`status`). */
function roleOf(severity: Severity): "alert" | "status" {
  return severity === "error" ? "alert" : "status";
}

/** Renders the snackbar and the toasts. Mount it once, near the root of the app. */
export function NoticeHost({ snackbar, toasts }: NoticeHostProps) {
  return (
    <div className="foyer-notices">
      <SnackbarView snackbar={snackbar} />
      {toasts ? <ToastList toasts={toasts} /> : null}
    </div>
  );
}

function SnackbarView({ snackbar }: Pick<NoticeHostProps, "snackbar">) {
  const { current } = useStore(snackbar);
  if (!current) return null;
  return (
    <div
      key={current.id}
      className={`foyer-snackbar foyer-notice--${current.severity}`}
      role={roleOf(current.severity)}
    >
      <p className="foyer-snackbar__message">{current.message}</p>
      {current.action ? (
        <button type="button" className="foyer-snackbar__action" onClick={() => snackbar.runAction()}>
          {current.action.label}
        </button>
      ) : (
        <button
          type="button"
          className="foyer-snackbar__close"
          aria-label="Dismiss notification"
          onClick={() => snackbar.hide(current.id)}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}

function ToastList({ toasts }: { toasts: NonNullable<NoticeHostProps["toasts"]> }) {
  const state = useStore(toasts);
  const showing = new Set(state.showing);
  const leaving = state.toasts.filter((toast) => !showing.has(toast.id)).map((toast) => toast.id);
  const leavingKey = leaving.join(",");

  // A hidden toast fades out, then is forgotten; timers die with the component.
  useEffect(() => {
    if (leavingKey === "") return;
    const ids = leavingKey.split(",");
    const timer = setTimeout(() => {
      for (const id of ids) toasts.remove(id);
    }, TOAST_EXIT_MS);
    return () => clearTimeout(timer);
  }, [leavingKey, toasts]);

  if (state.toasts.length === 0) return null;
  return (
    <ul className="foyer-toasts" aria-label="Notifications">
      {state.toasts.map((toast) => (
        <li
          key={toast.id}
          className={`foyer-toast foyer-notice--${toast.severity}${showing.has(toast.id) ? "" : " foyer-toast--leaving"}`}
          role={roleOf(toast.severity)}
        >
          <p className="foyer-toast__message">{toast.message}</p>
          <button
            type="button"
            className="foyer-toast__close"
            aria-label="Dismiss notification"
            onClick={() => toasts.hide(toast.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
