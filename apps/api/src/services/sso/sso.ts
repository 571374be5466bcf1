import { randomUUID } from "node:crypto";
import type { ssoCallbackBody, ssoConnectionBody, ssoSamlConnectionBody } from "@foyer/domain";
import { emailDomain, type SsoCallbackAnswer, type SsoSettingsAnswer, ssoMessages } from "@foyer/domain";
import { eq, inArray, lt } from "drizzle-orm";
import * as oidc from "openid-client";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/errors.js";
import { ssoConnections, ssoDomains, ssoSignIns } from "../../db/schema/index.js";
import { type Client, startSession } from "../auth/auth.js";
import { ConnectorError } from "../integrations/connector.js";
import { assertOutboundAllowed, isAllowedHost } from "../integrations/connectors/outbound-guard.js";
import { absent, clash, invalid, notPermitted } from "../refusal.js";
import { accountFor, domainsOf, SIGN_IN_TTL_MS, type SsoContext, text } from "./accounts.js";
import { connectionOfDomain } from "./domains.js";
import { accountOfIdentity, linkIdentity } from "./link.js";
import { finishSamlSignIn, idpOfMetadata, serviceProviderOf, startSamlSignIn } from "./saml.js";

/*
 * Single sign-on for organization members over OpenID Connect (issue 21 item 5). /sso asks for
 * the email; its domain names the organization's connection; the browser goes to the provider with
 * a fresh `state`, `nonce` and PKCE challenge and comes back to /auth/callback, which posts the code
 * here. The code is exchanged (openid-client checks state, nonce, PKCE, issuer, audience, expiry
 * and signature), the provider's verified email finds the account (or makes one when the
 * organization allows), and a normal session starts: the same tokens as a password sign-in.
 */

const PROVIDER_TIMEOUT_MS = 10_000;

export const redirectUriOf = (publicUrl: string) => `${publicUrl.replace(/\/$/, "")}/auth/callback`;

type ConnectionRow = typeof ssoConnections.$inferSelect;

/** GET /organizations/{orgId}/sso */
export async function connectionSettings(ctx: SsoContext, orgId: string): Promise<SsoSettingsAnswer> {
  const redirectUri = redirectUriOf(ctx.publicUrl);
  const serviceProvider = serviceProviderOf(ctx.publicUrl, orgId);
  const [row] = await ctx.db.select().from(ssoConnections).where(eq(ssoConnections.orgId, orgId));
  if (!row) return { connection: null, redirectUri, serviceProvider };
  const idp = row.protocol === "saml" ? idpOfMetadata(row.samlMetadata ?? "") : null;
  return {
    connection: {
      protocol: row.protocol,
      saml: idp
        ? {
            entityId: idp.entityId,
            ssoUrl: idp.ssoUrl,
            sloUrl: idp.sloUrl,
            certificatesValidTo: idp.certificatesValidTo,
          }
        : null,
      issuer: row.issuer,
      clientId: row.clientId,
      hasClientSecret: row.clientSecretSealed.length > 0,
      domains: await domainsOf(ctx.db, row.id),
      allowAccountCreation: row.allowAccountCreation,
      passwordSignInDisabled: row.passwordSignInDisabled,
      redirectUri,
      updatedAt: row.updatedAt.toISOString(),
    },
    redirectUri,
    serviceProvider,
  };
}

/** Provider calls pass the outbound guard; plain http only for hosts the operator allowed. */
function guardedFetch(allowHosts: readonly string[]): oidc.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    if (target.protocol !== "https:" && !isAllowedHost(target, allowHosts)) {
      throw new ConnectorError("refused", ssoMessages.issuerInvalid);
    }
    await assertOutboundAllowed(target, allowHosts);
    return fetch(url, {
      ...options,
      signal: options.signal ?? AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    } as RequestInit);
  };
}

/** The provider's configuration, read by discovery from its issuer. */
async function providerConfig(
  ctx: SsoContext,
  connection: { issuer: string; clientId: string; clientSecret: string },
): Promise<oidc.Configuration> {
  const issuer = new URL(connection.issuer);
  if (issuer.protocol !== "https:" && !isAllowedHost(issuer, ctx.allowHosts)) {
    throw invalid(ssoMessages.issuerInvalid);
  }
  try {
    return await oidc.discovery(
      issuer,
      connection.clientId,
      connection.clientSecret,
      oidc.ClientSecretBasic(connection.clientSecret),
      {
        [oidc.customFetch]: guardedFetch(ctx.allowHosts),
        ...(issuer.protocol === "http:" ? { execute: [oidc.allowInsecureRequests] } : {}),
      },
    );
  } catch (error) {
    throw invalid(ssoMessages.providerUnreachable(reasonOf(error)));
  }
}

/** What went wrong, in the words of the innermost cause (openid-client wraps the checks' errors). */
function reasonOf(error: unknown): string {
  let reason = error;
  for (let depth = 0; depth < 4 && reason instanceof Error && reason.cause instanceof Error; depth++) {
    reason = reason.cause;
  }
  return reason instanceof Error ? reason.message : String(reason);
}

/** PUT /organizations/{orgId}/sso: makes or changes the connection; its provider must answer discovery. */
export async function saveConnection(
  ctx: SsoContext,
  orgId: string,
  body: z.output<typeof ssoConnectionBody>,
): Promise<SsoSettingsAnswer> {
  const [existing] = await ctx.db.select().from(ssoConnections).where(eq(ssoConnections.orgId, orgId));
  const secret =
    body.clientSecret || (existing?.clientSecretSealed ? ctx.secrets.open(existing.clientSecretSealed) : "");
  if (!secret) throw invalid(ssoMessages.clientSecretRequired);
  await refuseDomainsElsewhere(ctx, orgId, body.domains);
  await providerConfig(ctx, { issuer: body.issuer, clientId: body.clientId, clientSecret: secret });
  await storeConnection(ctx, orgId, existing?.id, body.domains, {
    protocol: "oidc",
    issuer: body.issuer,
    clientId: body.clientId,
    clientSecretSealed: ctx.secrets.seal(secret),
    samlMetadata: null,
    allowAccountCreation: body.allowAccountCreation,
    passwordSignInDisabled: body.passwordSignInDisabled,
  });
  return connectionSettings(ctx, orgId);
}

/** PUT /organizations/{orgId}/sso/saml: makes or changes the connection from the IdP's metadata XML. */
export async function saveSamlConnection(
  ctx: SsoContext,
  orgId: string,
  body: z.output<typeof ssoSamlConnectionBody>,
): Promise<SsoSettingsAnswer> {
  const idp = idpOfMetadata(body.metadataXml);
  const [existing] = await ctx.db.select().from(ssoConnections).where(eq(ssoConnections.orgId, orgId));
  await refuseDomainsElsewhere(ctx, orgId, body.domains);
  await storeConnection(ctx, orgId, existing?.id, body.domains, {
    protocol: "saml",
    issuer: idp.entityId,
    clientId: "",
    clientSecretSealed: "",
    samlMetadata: body.metadataXml,
    allowAccountCreation: body.allowAccountCreation,
    passwordSignInDisabled: body.passwordSignInDisabled,
  });
  return connectionSettings(ctx, orgId);
}

/** A domain may sign in through one organization only. */
async function refuseDomainsElsewhere(ctx: SsoContext, orgId: string, domains: string[]): Promise<void> {
  const taken = await ctx.db
    .select({ domain: ssoDomains.domain, orgId: ssoConnections.orgId })
    .from(ssoDomains)
    .innerJoin(ssoConnections, eq(ssoDomains.connectionId, ssoConnections.id))
    .where(inArray(ssoDomains.domain, domains));
  const elsewhere = taken.find((row) => row.orgId !== orgId);
  if (elsewhere) throw clash(ssoMessages.domainTaken(elsewhere.domain));
}

/** Writes the organization's connection (one, of either protocol) and its domains. */
async function storeConnection(
  ctx: SsoContext,
  orgId: string,
  existingId: string | undefined,
  domains: string[],
  connection: Omit<typeof ssoConnections.$inferInsert, "id" | "orgId" | "createdAt" | "updatedAt">,
): Promise<void> {
  const values = { ...connection, updatedAt: new Date() };
  try {
    await ctx.db.transaction(async (tx) => {
      const id = existingId ?? randomUUID();
      if (existingId) await tx.update(ssoConnections).set(values).where(eq(ssoConnections.id, id));
      else await tx.insert(ssoConnections).values({ id, orgId, ...values });
      await tx.delete(ssoDomains).where(eq(ssoDomains.connectionId, id));
      await tx.insert(ssoDomains).values(domains.map((domain) => ({ domain, connectionId: id })));
    });
  } catch (error) {
    // Another organization took one of the domains meanwhile (or the organization saved twice at once).
    if (isUniqueViolation(error)) throw clash(ssoMessages.domainTaken(domains.join(", ")));
    throw error;
  }
}

/** DELETE /organizations/{orgId}/sso: its members sign in with passwords again. */
export async function deleteConnection(ctx: SsoContext, orgId: string): Promise<void> {
  const deleted = await ctx.db
    .delete(ssoConnections)
    .where(eq(ssoConnections.orgId, orgId))
    .returning({ id: ssoConnections.id });
  if (deleted.length === 0) throw absent(ssoMessages.notConfigured);
}

const configOf = (ctx: SsoContext, connection: ConnectionRow) =>
  providerConfig(ctx, {
    issuer: connection.issuer,
    clientId: connection.clientId,
    clientSecret: ctx.secrets.open(connection.clientSecretSealed),
  });

/** POST /sso/start: where the browser goes to sign in at the email's provider. */
export async function startSignIn(
  ctx: SsoContext,
  email: string,
  returnTo: string | undefined,
): Promise<{ redirectUrl: string }> {
  const connection = await connectionOfDomain(ctx.db, emailDomain(email));
  if (!connection) throw absent(ssoMessages.noConnection);
  return startAt(ctx, connection, { returnTo: returnTo ?? null, loginHint: email, linkUserId: null });
}

export interface SignInIntent {
  returnTo: string | null;
  loginHint?: string;
  /** A link intent (/sso-link): the account the verified identity is linked to. */
  linkUserId: string | null;
}

/** Where the browser goes to sign in at the connection's provider (either protocol), the sign-in stored. */
export async function startAt(
  ctx: SsoContext,
  connection: ConnectionRow,
  intent: SignInIntent,
): Promise<{ redirectUrl: string }> {
  if (connection.protocol === "saml") return startSamlSignIn(ctx, connection, intent);
  const config = await configOf(ctx, connection);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await ctx.db.delete(ssoSignIns).where(lt(ssoSignIns.expiresAt, new Date()));
  await ctx.db.insert(ssoSignIns).values({
    state,
    nonce,
    codeVerifier,
    connectionId: connection.id,
    returnTo: intent.returnTo,
    linkUserId: intent.linkUserId,
    expiresAt: new Date(Date.now() + SIGN_IN_TTL_MS),
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUriOf(ctx.publicUrl),
    scope: "openid email profile",
    response_type: "code",
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
    ...(intent.loginHint ? { login_hint: intent.loginHint } : {}),
  });
  return { redirectUrl: url.href };
}

/** POST /sso/callback: finishes a sign-in with what the provider sent to /auth/callback. */
export async function finishSignIn(
  ctx: SsoContext,
  body: z.output<typeof ssoCallbackBody>,
  client: Client,
): Promise<SsoCallbackAnswer> {
  if (body.handoff) return finishSamlSignIn(ctx, body.handoff, client);
  if (!body.state) throw invalid(ssoMessages.signInExpired);
  // Spent at once: a state is good for one answer of the provider, never a replay.
  const [signIn] = await ctx.db.delete(ssoSignIns).where(eq(ssoSignIns.state, body.state)).returning();
  if (!signIn || signIn.expiresAt.getTime() <= Date.now()) throw invalid(ssoMessages.signInExpired);
  if (body.error) throw invalid(ssoMessages.providerFailed(body.error_description || body.error));
  if (!body.code) throw invalid(ssoMessages.providerFailed("no authorization code"));
  const [connection] = await ctx.db
    .select()
    .from(ssoConnections)
    .where(eq(ssoConnections.id, signIn.connectionId));
  if (connection?.protocol !== "oidc") throw invalid(ssoMessages.signInExpired);
  const config = await configOf(ctx, connection);

  const answer = new URL(redirectUriOf(ctx.publicUrl));
  answer.searchParams.set("code", body.code);
  answer.searchParams.set("state", body.state);
  if (body.iss) answer.searchParams.set("iss", body.iss);
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, answer, {
      pkceCodeVerifier: signIn.codeVerifier,
      expectedState: signIn.state,
      expectedNonce: signIn.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
    // Providers that give the email at userinfo only (OIDC "conformIdTokenClaims").
    if (claims && typeof claims.email !== "string" && tokens.access_token) {
      claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
    }
  } catch (error) {
    ctx.log.warn({ connectionId: connection.id, reason: reasonOf(error) }, "single sign-on refused");
    throw invalid(ssoMessages.providerFailed(reasonOf(error)));
  }
  if (!claims) throw invalid(ssoMessages.providerFailed("no ID token"));

  const user = signIn.linkUserId
    ? await linkIdentity(ctx, connection, claims.sub, signIn.linkUserId)
    : ((await accountOfIdentity(ctx.db, connection.id, claims.sub)) ??
      (await accountOfClaims(ctx, connection, claims)));
  const tokens = await startSession(ctx, user, client);
  ctx.log.info({ userId: user.id, orgId: connection.orgId }, "signed in with single sign-on");
  return { tokens, returnTo: signIn.returnTo };
}

/** The account of the provider's verified email, of one of the connection's domains. */
async function accountOfClaims(ctx: SsoContext, connection: ConnectionRow, claims: oidc.IDToken) {
  const email = typeof claims.email === "string" ? claims.email.trim() : "";
  if (!email) throw invalid(ssoMessages.emailMissing);
  // Providers that do not say (Entra ID) vouch for their own organization's addresses only.
  if (claims.email_verified === false || claims.email_verified === "false") {
    throw notPermitted(ssoMessages.emailUnverified);
  }
  const domains = await domainsOf(ctx.db, connection.id);
  if (!domains.includes(emailDomain(email))) throw notPermitted(ssoMessages.domainMismatch);
  return accountFor(ctx, connection, email, {
    given: text(claims.given_name),
    family: text(claims.family_name),
  });
}
