import { messages } from "@foyer/domain";
import { userMessageOf } from "@foyer/widgets/react";
import { useState } from "react";

/** Spec 2 §2.3 and §6: the permission-gated view titled 'uh Oh!', inside the app chrome (issue 22). */
export const NO_ACCESS_TITLE = messages.noAccessTitle;
export const NO_ACCESS_TEXT = messages.noAccess;
export const BRING_ADMIN_ACCESS = "Bring admin access";

/** What the gate says (spec 2 §6): no membership, no module permission, or the check failed. */
export type GateOutcome = "noAccess" | "noPermission" | "error";

const texts: Record<GateOutcome, string> = {
  noAccess: messages.noAccess,
  noPermission: messages.noPermission,
  error: messages.somethingWentWrong,
};

export interface NoAccessScreenProps {
  /** @default "noAccess" */
  outcome?: GateOutcome;
  /**
   * Offered to platform admins outside the event (spec 2 §7 "Bring admin access"): joins them to
   * the team as an admin; the page reloads after.
   */
  onBringAdminAccess?: (() => Promise<void>) | undefined;
}

export function NoAccessScreen({ outcome = "noAccess", onBringAdminAccess }: NoAccessScreenProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const bring = async () => {
    if (!onBringAdminAccess) return;
    setBusy(true);
    setError(null);
    try {
      await onBringAdminAccess();
    } catch (caught) {
      setError(userMessageOf(caught));
      setBusy(false);
    }
  };
  return (
    <section className="foyer-status-page" aria-labelledby="no-access-title">
      <div className="foyer-status-page__card">
        <p className="foyer-status-page__code" aria-hidden="true">
          {outcome === "error" ? "!" : "403"}
        </p>
        <h1 className="foyer-status-page__title" id="no-access-title">
          {NO_ACCESS_TITLE}
        </h1>
        <p className="foyer-status-page__text">{texts[outcome]}</p>
        {error ? (
          <p className="foyer-status-page__text" role="alert">
            {error}
          </p>
        ) : null}
        {onBringAdminAccess ? (
          <button
            type="button"
            className="foyer-button foyer-button--secondary"
            disabled={busy}
            onClick={bring}
          >
            {BRING_ADMIN_ACCESS}
          </button>
        ) : null}
        <a className="foyer-button foyer-button--primary" href="/home">
          Back to your events
        </a>
      </div>
    </section>
  );
}
