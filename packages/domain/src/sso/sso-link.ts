import { z } from "zod";

/**
 * Linking a Foyer account to its organization's single sign-on (`/sso-link/event/{eventUUID}/
 * account/{accountId}`, spec 1 §2, issue 21): for someone whose account email is not their
 * provider's, or who signed up with a password before the organization had SSO.
 */

export const ssoLinkMessages = {
  notYours: "You can only link the account you are signed in with. Sign in as that account first.",
  noConnection: "This organization does not use single sign-on.",
  notMember:
    "This account is not a member of the event's organization, so it cannot be linked to its single sign-on.",
  identityTaken:
    "This single sign-on identity is already linked to another Foyer account. Ask your organization's admin to unlink it first.",
  linked: "Your account is now linked to single sign-on.",
  subjectMissing: "The sign-in provider did not say who you are (no subject)",
} as const;

/** The query parameter the event dashboard reads to show `ssoLinkMessages.linked`. */
export const SSO_LINKED_PARAM = "ssoLinked";

/** GET /sso/link/events/{eventId}/accounts/{accountId}: what the /sso-link page shows before "Continue". */
export const ssoLinkState = z.object({
  event: z.object({ id: z.string(), name: z.string() }),
  organization: z.object({ id: z.string(), name: z.string() }),
  protocol: z.enum(["oidc", "saml"]),
  /** Whether the account is linked to this connection already. */
  linked: z.boolean(),
});
export type SsoLinkState = z.infer<typeof ssoLinkState>;
