import { joinLinkMessages, type PortalUser } from "@foyer/domain";
import { useApp } from "@foyer/widgets/react";
import { useId, useRef, useState } from "react";
import { useServerWrite } from "../../../server-data/useServerWrite.js";
import { copyText } from "../../clipboard.js";
import { useFailure } from "../useFailure.js";
import { usePortalConfigApi } from "./usePortalConfigApi.js";

type JoinLinkState =
  | { status: "idle" }
  | { status: "making" }
  | { status: "made"; url: string; expiresAt: string }
  | { status: "failed"; message: string };

/**
 * "Copy join link" for one person who may sign in to the portal (spec 1 §2 `/join/vu/{hash}`,
 * issue 21): a new one-time link (7 days) replaces their unused one; it is copied, and shown
 * selected where the clipboard is refused.
 */
export function JoinLinkButton({ portalId, user }: { portalId: string; user: PortalUser }) {
  const api = usePortalConfigApi();
  const { services } = useApp();
  const write = useServerWrite();
  const failure = useFailure();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<JoinLinkState>({ status: "idle" });

  const make = async () => {
    setState({ status: "making" });
    try {
      const link = await write(() => api.joinLink(portalId, user.userId));
      setState({ status: "made", ...link });
      // The input is rendered by the state above: copy once it is there to fall back on.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const outcome = await copyText(link.url, inputRef.current);
      services.toasts.show({
        message: outcome === "copied" ? joinLinkMessages.copied : "Join link made: copy it from the box.",
        severity: "success",
      });
    } catch (caught) {
      const message = failure(caught);
      setState(message ? { status: "failed", message } : { status: "idle" });
    }
  };

  return (
    <div className="config-join-link">
      <button
        type="button"
        className="foyer-button foyer-button--ghost event-button--small"
        aria-label={`Copy join link for ${user.name}`}
        disabled={state.status === "making"}
        onClick={() => void make()}
      >
        {state.status === "making" ? "Making link..." : "Copy join link"}
      </button>
      {state.status === "made" ? (
        <label className="config-join-link__url" htmlFor={inputId}>
          <span className="foyer-visually-hidden">Join link for {user.name}</span>
          <input
            ref={inputRef}
            id={inputId}
            className="foyer-input"
            readOnly
            value={state.url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
      ) : null}
      {state.status === "failed" ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
