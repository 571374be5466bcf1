import { emailDomain, ssoMessages } from "@foyer/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { ssoConnections, ssoDomains } from "../../db/schema/index.js";
import { notPermitted } from "../refusal.js";

/** The SSO connection of an email domain (lower case), if one signs it in. */
export async function connectionOfDomain(
  db: Db,
  domain: string,
): Promise<typeof ssoConnections.$inferSelect | undefined> {
  const [row] = await db
    .select({ connection: ssoConnections })
    .from(ssoDomains)
    .innerJoin(ssoConnections, eq(ssoDomains.connectionId, ssoConnections.id))
    .where(eq(ssoDomains.domain, domain));
  return row?.connection;
}

/** Password sign-in of an address whose domain signs in through SSO only: refused, pointing to /sso. */
export async function refusePasswordIfSsoOnly(db: Db, email: string): Promise<void> {
  const connection = await connectionOfDomain(db, emailDomain(email));
  if (connection?.passwordSignInDisabled) throw notPermitted(ssoMessages.passwordDisabled);
}
