import { randomUUID } from "node:crypto";
import { ssoMessages } from "@foyer/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { type ssoConnections, ssoDomains, users } from "../../db/schema/index.js";
import type { AuthContext } from "../auth/auth.js";
import { accountKey } from "../auth/login-throttle.js";
import type { SecretBox } from "../integrations/secrets.js";
import { notPermitted } from "../refusal.js";

/*
 * What both single sign-on protocols share (OIDC in sso.ts, SAML in saml.ts): their context, how
 * long a sign-in may stay at the provider, a connection's domains and the account a verified email
 * signs in to.
 */

export interface SsoContext extends AuthContext {
  publicUrl: string;
  secrets: SecretBox;
  /** FOYER_OUTBOUND_ALLOW_HOSTS: providers on loopback or private networks, and plain http. */
  allowHosts: readonly string[];
}

/** How long a sign-in may stay at the provider. */
export const SIGN_IN_TTL_MS = 10 * 60_000;

type ConnectionRow = typeof ssoConnections.$inferSelect;

export async function domainsOf(db: Db, connectionId: string): Promise<string[]> {
  const rows = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(eq(ssoDomains.connectionId, connectionId))
    .orderBy(ssoDomains.domain);
  return rows.map((row) => row.domain);
}

/** A name from the provider, trimmed and bounded. */
export const text = (value: unknown) => (typeof value === "string" ? value.trim().slice(0, 200) : "");

/** The account of the verified email, its address now confirmed; or a new one when allowed. */
export async function accountFor(
  ctx: SsoContext,
  connection: Pick<ConnectionRow, "allowAccountCreation">,
  email: string,
  names: { given: string; family: string },
) {
  const account = accountKey(email);
  const [found] = await ctx.db
    .update(users)
    .set({
      awaitingConfirmation: false,
      emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
    })
    .where(eq(sql`lower(${users.email})`, account))
    .returning();
  if (found) return found;
  if (!connection.allowAccountCreation) throw notPermitted(ssoMessages.noAccount);
  const [created] = await ctx.db
    .insert(users)
    .values({
      id: randomUUID(),
      email: account,
      fname: text(names.given),
      lname: text(names.family),
      emailConfirmedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // Made by a sign-in racing this one.
  const [raced] = await ctx.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, account));
  if (!raced) throw notPermitted(ssoMessages.noAccount);
  return raced;
}
