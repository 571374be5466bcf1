import { SSO_LINKED_PARAM, ssoLinkMessages } from "@foyer/domain";
import { useSearch } from "wouter";

/** Where /sso-link lands (`?ssoLinked=1`, issue 21): the dashboard says the link was made. */
export function SsoLinkedNotice() {
  const linked = new URLSearchParams(useSearch()).get(SSO_LINKED_PARAM) === "1";
  return linked ? (
    <p className="foyer-alert foyer-alert--success" role="status">
      {ssoLinkMessages.linked}
    </p>
  ) : null;
}
