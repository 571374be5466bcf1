import "./config-sets.css";
import type { PortalSignInSettings } from "@foyer/domain";
import type { ReactNode } from "react";
import { useEvent } from "../../event-context.js";
import { PortalAdminFrame } from "../PortalAdminPage.js";
import { backToEvent, PortalStates } from "../PortalStates.js";
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
  return (
    <PortalAdminFrame title={title} lead={lead} picker={<SignInPortalPicker choice={choice} />}>
      <PortalStates
        remote={choice.remote}
        portal={choice.portal}
        failedMessage={SIGN_IN_SETTINGS_LOAD_FAILED}
        back={backToEvent(eventId)}
      >
        {children}
      </PortalStates>
    </PortalAdminFrame>
  );
}
