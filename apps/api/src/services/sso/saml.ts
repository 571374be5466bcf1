import { createHash, randomBytes, randomUUID } from "node:crypto";
import { type SsoServiceProvider, ssoMessages } from "@foyer/domain";
import {
  type CacheProvider,
  generateServiceProviderMetadata,
  type Profile,
  SAML,
  ValidateInResponseTo,
} from "@node-saml/node-saml";
import { and, eq, lt } from "drizzle-orm";
import { isUniqueViolation } from "../../db/errors.js";
import {
  ssoConnections,
  ssoSamlAssertions,
  ssoSamlHandoffs,
  ssoSamlSessions,
  ssoSignIns,
  users,
} from "../../db/schema/index.js";
import { type Client, revokeSession, startSession } from "../auth/auth.js";
import { invalid, notPermitted } from "../refusal.js";
import { accountFor, domainsOf, SIGN_IN_TTL_MS, type SsoContext } from "./accounts.js";
import { accountOfIdentity, linkIdentity } from "./link.js";
import { parseIdpMetadata, type SamlIdp, SamlMetadataError } from "./saml-metadata.js";
import { descendantsOf, parseXml, SAML_ASSERTION } from "./xml.js";

/*
 * SAML 2.0 single sign-on (issue 21 item 5), beside OpenID Connect. Foyer is the service provider:
 * one per organization, whose entity id, ACS and logout addresses are shown on settings/sso before
 * the connection exists. /sso sends the browser to the IdP with an AuthnRequest; its ID is stored
 * with a fresh RelayState (ssoSignIns: state = RelayState, nonce = request ID), spent by the ACS
 * endpoint. node-saml checks the response's signature against the metadata's certificates, its
 * issuer, audience, NotBefore/NotOnOrAfter and InResponseTo; Foyer adds the Destination and a
 * replay guard (the assertion's ID is kept until it expires). The verified sign-in is handed to
 * /auth/callback by a one-time code, which the page spends for the session's tokens.
 */

type ConnectionRow = typeof ssoConnections.$inferSelect;

const CLOCK_SKEW_MS = 30_000;
const EMAIL_ATTRIBUTES = [
  "email",
  "mail",
  "emailAddress",
  "urn:oid:0.9.2342.19200300.100.1.3",
  "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress",
];
const GIVEN_NAME = [
  "firstName",
  "givenName",
  "given_name",
  "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname",
];
const FAMILY_NAME = [
  "lastName",
  "sn",
  "surname",
  "family_name",
  "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname",
];

/** Foyer as a SAML service provider for an organization. */
export function serviceProviderOf(publicUrl: string, orgId: string): SsoServiceProvider {
  const base = `${publicUrl.replace(/\/$/, "")}/sso/saml/${encodeURIComponent(orgId)}`;
  return {
    entityId: `${base}/metadata`,
    acsUrl: `${base}/acs`,
    sloUrl: `${base}/slo`,
    metadataUrl: `${base}/metadata`,
  };
}

/** The SP metadata XML to give the IdP. */
export function serviceProviderMetadata(publicUrl: string, orgId: string): string {
  const sp = serviceProviderOf(publicUrl, orgId);
  return generateServiceProviderMetadata({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    logoutCallbackUrl: sp.sloUrl,
    identifierFormat: "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
    wantAssertionsSigned: true,
  });
}

/** The IdP of pasted metadata; a clear 400 when it is not usable. */
export function idpOfMetadata(xml: string): SamlIdp {
  try {
    return parseIdpMetadata(xml);
  } catch (error) {
    if (error instanceof SamlMetadataError) throw invalid(ssoMessages.metadataInvalid(error.message));
    throw error;
  }
}

/** node-saml's request cache, bound to the one request ID stored with the RelayState. */
class BoundRequest implements CacheProvider {
  saved: string | null = null;
  constructor(
    private readonly expected: string | null,
    /** When the request was made: node-saml checks it against requestIdExpirationPeriodMs. */
    private readonly madeAt: Date = new Date(),
  ) {}
  async saveAsync(key: string, value: string) {
    this.saved = key;
    return { value, createdAt: Date.now() };
  }
  async getAsync(key: string) {
    return key === this.expected ? this.madeAt.toISOString() : null;
  }
  async removeAsync(key: string | null) {
    return key;
  }
}

function samlOf(ctx: SsoContext, connection: ConnectionRow, cache: CacheProvider) {
  const idp = idpOfMetadata(connection.samlMetadata ?? "");
  const sp = serviceProviderOf(ctx.publicUrl, connection.orgId);
  return {
    idp,
    sp,
    saml: new SAML({
      entryPoint: idp.ssoUrl,
      issuer: sp.entityId,
      callbackUrl: sp.acsUrl,
      audience: sp.entityId,
      idpCert: idp.certificates,
      idpIssuer: idp.entityId,
      wantAssertionsSigned: false,
      wantAuthnResponseSigned: false,
      validateInResponseTo: ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: SIGN_IN_TTL_MS,
      cacheProvider: cache,
      acceptedClockSkewMs: CLOCK_SKEW_MS,
      logoutUrl: idp.sloUrl ?? idp.ssoUrl,
      logoutCallbackUrl: sp.sloUrl,
      identifierFormat: "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
      disableRequestedAuthnContext: true,
    }),
  };
}

async function storeRequest(
  ctx: SsoContext,
  connection: ConnectionRow,
  cache: BoundRequest,
  relayState: string,
  purpose: "sign-in" | "logout",
  returnTo: string | null,
  linkUserId: string | null = null,
) {
  if (!cache.saved) throw new Error("node-saml made no request ID");
  await ctx.db.delete(ssoSignIns).where(lt(ssoSignIns.expiresAt, new Date()));
  await ctx.db.insert(ssoSignIns).values({
    state: relayState,
    nonce: cache.saved,
    codeVerifier: "",
    connectionId: connection.id,
    returnTo,
    purpose,
    linkUserId,
    expiresAt: new Date(Date.now() + SIGN_IN_TTL_MS),
  });
}

const randomToken = () => randomBytes(32).toString("base64url");
const hashOf = (code: string) => createHash("sha256").update(code).digest("base64url");

/** /sso for a SAML connection: the IdP's address with a deflated AuthnRequest and a stored RelayState. */
export async function startSamlSignIn(
  ctx: SsoContext,
  connection: ConnectionRow,
  intent: { returnTo: string | null; linkUserId: string | null },
): Promise<{ redirectUrl: string }> {
  const cache = new BoundRequest(null);
  const { saml } = samlOf(ctx, connection, cache);
  const relayState = randomToken();
  const redirectUrl = await saml.getAuthorizeUrlAsync(relayState, undefined, {});
  await storeRequest(ctx, connection, cache, relayState, "sign-in", intent.returnTo, intent.linkUserId);
  return { redirectUrl };
}

/** Spends the request stored with a RelayState (single use); refused when missing, unknown or expired. */
async function spendRequest(
  ctx: SsoContext,
  orgId: string,
  relayState: string | undefined,
  purpose: "sign-in" | "logout",
) {
  if (!relayState) throw invalid(ssoMessages.relayStateMissing);
  const [request] = await ctx.db
    .delete(ssoSignIns)
    .where(and(eq(ssoSignIns.state, relayState), eq(ssoSignIns.purpose, purpose)))
    .returning();
  if (!request || request.expiresAt.getTime() <= Date.now()) throw invalid(ssoMessages.signInExpired);
  const [connection] = await ctx.db
    .select()
    .from(ssoConnections)
    .where(eq(ssoConnections.id, request.connectionId));
  if (!connection || connection.orgId !== orgId || connection.protocol !== "saml") {
    throw invalid(ssoMessages.signInExpired);
  }
  return { request, connection };
}

/** node-saml's reason, in plainer words where it is terse. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (message.startsWith("No valid subject confirmation")) {
    return "the assertion has expired, or its subject confirmation is not for this sign-in (NotOnOrAfter, Recipient)";
  }
  return message;
}

function firstOf(profile: Profile, names: readonly string[]): string {
  for (const name of names) {
    const value = profile[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string" && first.trim()) return first.trim();
  }
  return "";
}

/** The response's Destination, when it names one, must be this organization's ACS address. */
function checkDestination(samlResponse: string, acsUrl: string) {
  const { root } = parseXml(Buffer.from(samlResponse, "base64").toString("utf8"));
  const destination = root?.getAttribute("Destination");
  if (destination && destination !== acsUrl) {
    throw new Error(`the response's Destination ${destination} is not ${acsUrl}`);
  }
}

/** The verified assertion's ID and when it stops being valid. */
function assertionIdentity(profile: Profile): { id: string; expiresAt: Date } {
  const assertion = parseXml(profile.getAssertionXml?.() ?? "").root;
  const id = assertion?.getAttribute("ID");
  if (!assertion || !id) throw new Error("the assertion has no ID");
  const times = ["Conditions", "SubjectConfirmationData"]
    .flatMap((name) => descendantsOf(assertion, SAML_ASSERTION, name))
    .map((node) => Date.parse(node.getAttribute("NotOnOrAfter") ?? ""))
    .filter((time) => Number.isFinite(time));
  const latest = times.length > 0 ? Math.max(...times) : Date.now() + SIGN_IN_TTL_MS;
  return { id, expiresAt: new Date(latest + CLOCK_SKEW_MS) };
}

/**
 * POST /sso/saml/{orgId}/acs: verifies the IdP's response and answers where the browser goes next
 * (/auth/callback with a one-time code). Every refusal is a 400 naming what was wrong.
 */
export async function consumeResponse(
  ctx: SsoContext,
  orgId: string,
  body: { SAMLResponse: string; RelayState?: string | undefined },
): Promise<{ redirectUrl: string }> {
  const { request, connection } = await spendRequest(ctx, orgId, body.RelayState, "sign-in");
  const { saml, sp } = samlOf(ctx, connection, new BoundRequest(request.nonce, request.createdAt));
  let profile: Profile;
  try {
    checkDestination(body.SAMLResponse, sp.acsUrl);
    const answer = await saml.validatePostResponseAsync({ SAMLResponse: body.SAMLResponse });
    if (!answer.profile) throw new Error("no assertion");
    profile = answer.profile;
  } catch (error) {
    ctx.log.warn({ connectionId: connection.id, reason: reasonOf(error) }, "SAML sign-in refused");
    throw invalid(ssoMessages.samlRefused(reasonOf(error)));
  }
  const assertion = assertionIdentity(profile);
  await ctx.db.delete(ssoSamlAssertions).where(lt(ssoSamlAssertions.expiresAt, new Date()));
  try {
    await ctx.db.insert(ssoSamlAssertions).values({ ...assertion, connectionId: connection.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid(ssoMessages.samlReplayed);
    throw error;
  }

  const user = request.linkUserId
    ? await linkIdentity(ctx, connection, profile.nameID, request.linkUserId)
    : ((await accountOfIdentity(ctx.db, connection.id, profile.nameID)) ??
      (await accountOfProfile(ctx, connection, profile)));
  const code = randomToken();
  await ctx.db.delete(ssoSamlHandoffs).where(lt(ssoSamlHandoffs.expiresAt, new Date()));
  await ctx.db.insert(ssoSamlHandoffs).values({
    codeHash: hashOf(code),
    connectionId: connection.id,
    userId: user.id,
    nameId: profile.nameID,
    nameIdFormat: profile.nameIDFormat ?? null,
    sessionIndex: profile.sessionIndex ?? null,
    returnTo: request.returnTo,
    expiresAt: new Date(Date.now() + SIGN_IN_TTL_MS),
  });
  const callback = new URL(`${ctx.publicUrl.replace(/\/$/, "")}/auth/callback`);
  callback.searchParams.set("handoff", code);
  return { redirectUrl: callback.href };
}

/** The account of the assertion's email, of one of the connection's domains. */
async function accountOfProfile(ctx: SsoContext, connection: ConnectionRow, profile: Profile) {
  const nameIdIsEmail = /emailAddress$/.test(profile.nameIDFormat ?? "") || profile.nameID?.includes("@");
  const email = firstOf(profile, EMAIL_ATTRIBUTES) || (nameIdIsEmail ? profile.nameID : "");
  if (!email) throw invalid(ssoMessages.emailMissing);
  const domains = await domainsOf(ctx.db, connection.id);
  if (!domains.includes(email.slice(email.lastIndexOf("@") + 1).toLowerCase())) {
    throw notPermitted(ssoMessages.domainMismatch);
  }
  return accountFor(ctx, connection, email, {
    given: firstOf(profile, GIVEN_NAME),
    family: firstOf(profile, FAMILY_NAME),
  });
}

/** /auth/callback with a SAML one-time code: the session's tokens, and its IdP session kept for logout. */
export async function finishSamlSignIn(ctx: SsoContext, code: string, client: Client) {
  const [handoff] = await ctx.db
    .delete(ssoSamlHandoffs)
    .where(eq(ssoSamlHandoffs.codeHash, hashOf(code)))
    .returning();
  if (!handoff || handoff.expiresAt.getTime() <= Date.now()) throw invalid(ssoMessages.signInExpired);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, handoff.userId));
  if (!user) throw invalid(ssoMessages.signInExpired);
  const sessionId = randomUUID();
  const tokens = await startSession(ctx, user, client, sessionId);
  await ctx.db.insert(ssoSamlSessions).values({
    sessionId,
    connectionId: handoff.connectionId,
    nameId: handoff.nameId,
    nameIdFormat: handoff.nameIdFormat,
    sessionIndex: handoff.sessionIndex,
  });
  ctx.log.info({ userId: user.id, connectionId: handoff.connectionId }, "signed in with SAML single sign-on");
  return { tokens, returnTo: handoff.returnTo };
}

const logoutCallbackOf = (publicUrl: string) => `${publicUrl.replace(/\/$/, "")}/logout/callback`;

/**
 * /sso/saml/logout, after the Foyer session has ended: for a session signed in with SAML whose IdP
 * has a logout address, where the browser goes with a LogoutRequest (its ID stored with a fresh
 * RelayState); otherwise null.
 */
export async function logoutRequestUrl(ctx: SsoContext, sessionId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ session: ssoSamlSessions, connection: ssoConnections })
    .from(ssoSamlSessions)
    .innerJoin(ssoConnections, eq(ssoSamlSessions.connectionId, ssoConnections.id))
    .where(eq(ssoSamlSessions.sessionId, sessionId));
  if (row?.connection.protocol !== "saml") return null;
  const cache = new BoundRequest(null);
  const { saml, idp } = samlOf(ctx, row.connection, cache);
  if (!idp.sloUrl) return null;
  const relayState = randomToken();
  const url = await saml.getLogoutUrlAsync(
    {
      issuer: idp.entityId,
      nameID: row.session.nameId,
      nameIDFormat: row.session.nameIdFormat ?? "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified",
      ...(row.session.sessionIndex ? { sessionIndex: row.session.sessionIndex } : {}),
    },
    relayState,
    {},
  );
  await storeRequest(ctx, row.connection, cache, relayState, "logout", null);
  return url;
}

export interface SloMessage {
  SAMLRequest?: string | undefined;
  SAMLResponse?: string | undefined;
  RelayState?: string | undefined;
  SigAlg?: string | undefined;
  Signature?: string | undefined;
}

/** The SAML connection of an organization, or a 400 (a logout message for an organization without one). */
async function samlConnectionOf(ctx: SsoContext, orgId: string): Promise<ConnectionRow> {
  const [connection] = await ctx.db.select().from(ssoConnections).where(eq(ssoConnections.orgId, orgId));
  if (connection?.protocol !== "saml") throw invalid(ssoMessages.notConfigured);
  return connection;
}

/**
 * GET|POST /sso/saml/{orgId}/slo: the IdP's LogoutResponse to Foyer's LogoutRequest (then
 * /logout/callback), or the IdP's own LogoutRequest (signed; it ends the sessions of the NameID
 * and is answered with a LogoutResponse). `rawQuery` is the query as sent, for the redirect
 * binding's signature; POST-bound messages carry their signature in the XML.
 */
export async function singleLogout(
  ctx: SsoContext,
  orgId: string,
  message: SloMessage,
  rawQuery: string | null,
): Promise<{ redirectUrl: string }> {
  if (message.SAMLResponse) {
    const { request, connection } = await spendRequest(ctx, orgId, message.RelayState, "logout");
    const { saml } = samlOf(ctx, connection, new BoundRequest(request.nonce, request.createdAt));
    try {
      if (rawQuery === null) await saml.validatePostResponseAsync({ SAMLResponse: message.SAMLResponse });
      else await saml.validateRedirectAsync({ ...message }, rawQuery);
    } catch (error) {
      // The Foyer session ended before the browser went to the IdP: only the IdP's part is in doubt.
      ctx.log.warn({ connectionId: connection.id, reason: reasonOf(error) }, "SAML logout response refused");
      throw invalid(ssoMessages.samlRefused(reasonOf(error)));
    }
    return { redirectUrl: logoutCallbackOf(ctx.publicUrl) };
  }
  if (!message.SAMLRequest) throw invalid(ssoMessages.logoutRequestRefused("no SAMLRequest"));
  const connection = await samlConnectionOf(ctx, orgId);
  const { saml } = samlOf(ctx, connection, new BoundRequest(null));
  let profile: Profile | null;
  try {
    if (rawQuery === null) {
      profile = (await saml.validatePostRequestAsync({ SAMLRequest: message.SAMLRequest })).profile;
    } else {
      // node-saml lets an unsigned redirect-bound message through; a logout request must be signed.
      if (!message.Signature || !message.SigAlg) throw new Error("the request is not signed");
      profile = (await saml.validateRedirectAsync({ ...message }, rawQuery)).profile;
    }
    if (!profile?.nameID) throw new Error("no NameID");
  } catch (error) {
    ctx.log.warn({ connectionId: connection.id, reason: reasonOf(error) }, "SAML logout request refused");
    throw invalid(ssoMessages.logoutRequestRefused(reasonOf(error)));
  }
  const conditions = [
    eq(ssoSamlSessions.connectionId, connection.id),
    eq(ssoSamlSessions.nameId, profile.nameID),
  ];
  if (profile.sessionIndex) conditions.push(eq(ssoSamlSessions.sessionIndex, profile.sessionIndex));
  const ended = await ctx.db
    .select({ sessionId: ssoSamlSessions.sessionId })
    .from(ssoSamlSessions)
    .where(and(...conditions));
  for (const { sessionId } of ended)
    await revokeSession(ctx, sessionId, "single logout from the identity provider");
  ctx.log.info(
    { connectionId: connection.id, sessions: ended.length },
    "SAML single logout from the identity provider",
  );
  const redirectUrl = await saml.getLogoutResponseUrlAsync(profile, message.RelayState ?? "", {}, true);
  return { redirectUrl };
}
