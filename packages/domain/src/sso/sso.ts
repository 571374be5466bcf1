import { z } from "zod";
import { tokenSet } from "../auth.js";
import { isSameOriginPath } from "../redirect.js";

/** Single sign-on for organization members (issue 21 item 5; the admin's settings/sso page). */

export const ssoMessages = {
  issuerRequired: "The issuer URL is required",
  issuerInvalid: "The issuer must be an https address (for example https://example.okta.com)",
  clientIdRequired: "The client ID is required",
  clientSecretRequired: "The client secret is required for a new connection",
  domainsRequired: "At least one email domain is required",
  domainInvalid: (domain: string) => `"${domain}" is not an email domain (for example example.com)`,
  domainTaken: (domain: string) => `The domain ${domain} already signs in through another organization`,
  noConnection: "Single sign-on is not set up for this email address's domain. Sign in with your password.",
  notConfigured: "Single sign-on is not set up for this organization",
  signInExpired: "This sign-in has expired or was already used. Start again from the sign-in page.",
  providerFailed: (detail: string) => `The sign-in provider's answer was refused: ${detail}`,
  providerUnreachable: (detail: string) => `The sign-in provider could not be reached: ${detail}`,
  emailMissing: "The sign-in provider did not give an email address",
  emailUnverified: "The sign-in provider has not verified this email address",
  domainMismatch: "The sign-in provider's email address is not of this organization's domains",
  noAccount: "There is no Foyer account for this email address. Ask your organization's admin to invite you.",
  metadataRequired: "Paste the identity provider's SAML metadata XML",
  metadataInvalid: (detail: string) => `The SAML metadata is not usable: ${detail}`,
  samlRefused: (detail: string) => `The identity provider's SAML answer was refused: ${detail}`,
  samlReplayed: "This SAML answer was already used. Start again from the sign-in page.",
  relayStateMissing: "The SAML answer has no RelayState: start the sign-in from Foyer's /sso page.",
  logoutRequestRefused: (detail: string) => `The identity provider's logout request was refused: ${detail}`,
  linkNotYours: "You can only link the account you are signed in with. Sign in as that account first.",
  linkNoConnection: "This event's organization has no single sign-on connection",
  passwordDisabled:
    "Password sign-in is switched off for this email address's domain. Sign in with single sign-on (SSO) instead.",
} as const;

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const ssoDomain = z
  .string()
  .trim()
  .transform((value) => value.toLowerCase().replace(/^@/, ""))
  .superRefine((value, ctx) => {
    if (!DOMAIN.test(value)) ctx.addIssue({ code: "custom", message: ssoMessages.domainInvalid(value) });
  });

/** The email domain of an address, lower case ("" when it has none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 0
    ? ""
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** PUT /organizations/{orgId}/sso: the secret may be left out to keep the stored one. */
export const ssoConnectionBody = z.object({
  issuer: z
    .string({ error: ssoMessages.issuerRequired })
    .trim()
    .min(1, ssoMessages.issuerRequired)
    .max(2000)
    .refine(isHttpUrl, ssoMessages.issuerInvalid),
  clientId: z
    .string({ error: ssoMessages.clientIdRequired })
    .trim()
    .min(1, ssoMessages.clientIdRequired)
    .max(500),
  clientSecret: z.string().trim().max(2000).optional(),
  domains: z
    .array(ssoDomain, { error: ssoMessages.domainsRequired })
    .min(1, ssoMessages.domainsRequired)
    .max(50)
    .transform((domains) => [...new Set(domains)]),
  allowAccountCreation: z.boolean().default(false),
  passwordSignInDisabled: z.boolean().default(false),
});
export type SsoConnectionBody = z.input<typeof ssoConnectionBody>;

/** PUT /organizations/{orgId}/sso/saml: a SAML 2.0 connection from the IdP's metadata XML. */
export const ssoSamlConnectionBody = z.object({
  metadataXml: z
    .string({ error: ssoMessages.metadataRequired })
    .trim()
    .min(1, ssoMessages.metadataRequired)
    .max(200_000, ssoMessages.metadataInvalid("it is longer than 200,000 characters")),
  domains: ssoConnectionBody.shape.domains,
  allowAccountCreation: z.boolean().default(false),
  passwordSignInDisabled: z.boolean().default(false),
});
export type SsoSamlConnectionBody = z.input<typeof ssoSamlConnectionBody>;

/** What Foyer read from a SAML connection's IdP metadata. */
export const ssoSamlIdp = z.object({
  entityId: z.string(),
  ssoUrl: z.string(),
  sloUrl: z.string().nullable(),
  /** When each signing certificate stops being valid (ISO dates). */
  certificatesValidTo: z.array(z.string()),
});

/** What the IdP is given about Foyer (the service provider) for SAML. */
export const ssoServiceProvider = z.object({
  entityId: z.string(),
  acsUrl: z.string(),
  sloUrl: z.string(),
  metadataUrl: z.string(),
});
export type SsoServiceProvider = z.infer<typeof ssoServiceProvider>;

/** A connection as the settings page shows it: never the secret. */
export const ssoConnection = z
  .object({
    protocol: z.enum(["oidc", "saml"]),
    /** SAML only: the IdP as its metadata describes it. */
    saml: ssoSamlIdp.nullable(),
    issuer: z.string(),
    clientId: z.string(),
    hasClientSecret: z.boolean(),
    domains: z.array(z.string()),
    allowAccountCreation: z.boolean(),
    passwordSignInDisabled: z.boolean(),
    /** The address to register at the provider as the redirect (sign-in callback) URI. */
    redirectUri: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "SsoConnection" });
export type SsoConnection = z.infer<typeof ssoConnection>;

export const ssoSettingsAnswer = z.object({
  connection: ssoConnection.nullable(),
  redirectUri: z.string(),
  /** SAML: Foyer's entity id, ACS and logout URLs, to give the IdP. */
  serviceProvider: ssoServiceProvider,
});
export type SsoSettingsAnswer = z.infer<typeof ssoSettingsAnswer>;

/** POST /sso/start */
export const ssoStartBody = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(3, "Email is required")
    .max(320)
    .email("Enter a valid email address"),
  returnTo: z
    .string()
    .max(2048)
    .optional()
    .transform((value) => (isSameOriginPath(value) ? value : undefined)),
});
export const ssoStartAnswer = z.object({ redirectUrl: z.string() });

/** POST /sso/callback: what the provider sent back to /auth/callback. */
export const ssoCallbackBody = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  /** The issuer, when the provider names it in its answer (RFC 9207). */
  iss: z.string().max(2000).optional(),
  error: z.string().max(500).optional(),
  error_description: z.string().max(2000).optional(),
  /** SAML: the one-time code the ACS endpoint put in the /auth/callback address. */
  handoff: z.string().max(512).optional(),
});
export const ssoCallbackAnswer = z.object({
  tokens: tokenSet,
  returnTo: z.string().nullable(),
});
export type SsoCallbackAnswer = z.infer<typeof ssoCallbackAnswer>;
