import type { PortalSignInSettings } from "@foyer/domain";
import { useId } from "react";
import { EventLink } from "../../EventLink.js";
import { useEvent } from "../../event-context.js";
import { canOpen } from "../../event-paths.js";
import { ChoiceListForm } from "./ChoiceListForm.js";
import { sectionChoices } from "./choice-labels.js";
import { configSetPath, participantPortalPaths } from "./config-set-paths.js";
import { SignInSettingsFrame } from "./SignInSettingsFrame.js";
import { usePortalConfigApi } from "./usePortalConfigApi.js";
import { type SignInChoice, useSignInSettings } from "./useSignInSettings.js";

const peopleCount = (n: number) => (n === 1 ? "1 person" : `${n} people`);

/**
 * /event-light/{eventId}/settings/login-settings (spec 1 §2): how signing in to a portal works, as
 * the server enforces it — only the portal's users get in, each with their own password — and the
 * sections they see once in. Update on settings opens it.
 */
export function LoginSettingsPage() {
  const choice = useSignInSettings();
  return (
    <SignInSettingsFrame
      title="Portal login settings"
      lead="Who can sign in to a portal, and what they find once signed in."
      choice={choice}
    >
      {(portal) => <LoginSettings key={portal.id} portal={portal} choice={choice} />}
    </SignInSettingsFrame>
  );
}

function LoginSettings({ portal, choice }: { portal: PortalSignInSettings; choice: SignInChoice }) {
  const { eventId, profile } = useEvent();
  const api = usePortalConfigApi();
  const paths = participantPortalPaths(portal);
  const customize = configSetPath(eventId, portal.id, "customize");
  const id = useId();
  return (
    <div className="config-login-settings">
      <section className="admin-panel" aria-labelledby={`${id}-who`}>
        <h2 className="event-card__title" id={`${id}-who`}>
          Who can sign in
        </h2>
        <p>
          Only people given access to {portal.name} can sign in: {peopleCount(portal.userCount)} now. Anyone
          else is turned away, even with a Foyer account.{" "}
          {canOpen(profile, "portals/config-sets") ? (
            <EventLink href={customize}>Give contacts access</EventLink>
          ) : (
            "An organizer with access to the portal pages gives contacts access."
          )}
        </p>
        <p>
          They sign in with their email and their own password at{" "}
          <a href={paths.signIn} target="_blank" rel="noopener noreferrer">
            {paths.signIn}
          </a>
          . Someone who has no password yet, or has forgotten it, sets one with "Forgot your password?" there;
          Foyer never shows or sends passwords.
        </p>
      </section>
      <section className="admin-panel" aria-labelledby={`${id}-sections`}>
        <h2 className="event-card__title" id={`${id}-sections`}>
          After signing in
        </h2>
        <ChoiceListForm
          legend="Sections shown"
          options={sectionChoices}
          saved={portal.sections}
          canWrite
          onSave={async (sections) => choice.saved(await api.updateSignIn(portal.id, { sections }))}
        />
      </section>
    </div>
  );
}
