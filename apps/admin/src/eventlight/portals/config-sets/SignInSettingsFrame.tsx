import "./config-sets.css";
import type { PortalSignInSettings } from "@foyer/domain";
import type { ReactNode } from "react";
import { useId } from "react";
import { useEvent } from "../../event-context.js";
import { eventPath } from "../../event-paths.js";
import { FailedPanel, LoadingPanel, MissingPanel } from "../../PagePanels.js";
import { NO_PORTALS } from "../usePortalChoice.js";
import { SIGN_IN_SETTINGS_LOAD_FAILED, type SignInChoice, SignInPortalPicker } from "./useSignInSettings.js";

/** The event settings' sign-in pages' frame: heading, portal picker, and the page for the chosen portal. */
export function SignInSettingsFrame({
  title,
  lead,
  choice,
  children,
}: {
  title: string;
  lead: string;
  choice: SignInChoice;
  children(portal: PortalSignInSettings): ReactNode;
}) {
  const { eventId } = useEvent();
  const titleId = useId();
  const back = { backHref: eventPath(eventId, "dashboard"), backLabel: "Back to the event" };
  const { state } = choice.remote;
  return (
    <div className="event-page">
      <section className="admin-section" aria-labelledby={titleId}>
        <header className="admin-section__head">
          <h1 className="admin-section__title" id={titleId}>
            {title}
          </h1>
          <p className="admin-section__lead">{lead}</p>
        </header>
        <SignInPortalPicker choice={choice} />
        {state.status === "loading" ? (
          <LoadingPanel text="Loading portals..." />
        ) : state.status === "error" ? (
          <FailedPanel
            error={state.error}
            message={SIGN_IN_SETTINGS_LOAD_FAILED}
            onRetry={choice.remote.reload}
            {...back}
          />
        ) : !choice.portal ? (
          <MissingPanel title={NO_PORTALS} {...back} />
        ) : (
          children(choice.portal)
        )}
      </section>
    </div>
  );
}
