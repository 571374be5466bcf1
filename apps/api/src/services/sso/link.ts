import { SSO_LINKED_PARAM, type SsoLinkState, ssoLinkMessages, ssoMessages } from "@foyer/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  events,
  organizations,
  orgUsers,
  ssoConnections,
  ssoIdentities,
  users,
} from "../../db/schema/index.js";
import { recordAudit } from "../audit/audit.js";
import { EVENT_NOT_FOUND } from "../permissions/event-access.js";
import { absent, clash, invalid, notPermitted } from "../refusal.js";
import type { SsoContext } from "./accounts.js";

/*
 * Linking a Foyer account to its organization's single sign-on (`/sso-link/event/{eventUUID}/
 * account/{accountId}`, spec 1 §2, issue 21). Only the account itself may link (signed in as it),
 * only to the connection of an organization it is a member of. The sign-in at the provider carries
 * the account as its "link" intent (sso_sign_ins.link_user_id); the callback verifies the answer
 * as any sign-in's and stores the provider's subject (OIDC `sub`, SAML NameID) on the account.
 * From then on that subject signs in to this account, before any email match.
 */

type ConnectionRow = typeof ssoConnections.$inferSelect;

/** Where a finished link lands: the event's dashboard, which then says the account is linked. */
export const linkedLandingOf = (eventId: string) =>
  `/event-light/${encodeURIComponent(eventId)}/dashboard?${SSO_LINKED_PARAM}=1`;

/** The event, its organization and connection, when the caller is `accountId` and a member; refused otherwise. */
export async function linkTarget(ctx: SsoContext, callerId: string, eventId: string, accountId: string) {
  if (callerId !== accountId) throw notPermitted(ssoLinkMessages.notYours);
  const [row] = await ctx.db
    .select({ event: { id: events.id, name: events.name }, organization: organizations })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.orgId))
    .where(eq(events.id, eventId));
  if (!row) throw absent(EVENT_NOT_FOUND);
  if (!(await isMember(ctx.db, row.organization.id, accountId)))
    throw notPermitted(ssoLinkMessages.notMember);
  const [connection] = await ctx.db
    .select()
    .from(ssoConnections)
    .where(eq(ssoConnections.orgId, row.organization.id));
  if (!connection) throw absent(ssoLinkMessages.noConnection);
  return { event: row.event, organization: row.organization, connection };
}

async function isMember(db: Db, orgId: string, userId: string): Promise<boolean> {
  const [member] = await db
    .select({ userId: orgUsers.userId })
    .from(orgUsers)
    .where(and(eq(orgUsers.orgId, orgId), eq(orgUsers.userId, userId)));
  return Boolean(member);
}

/** GET /sso/link/events/{eventId}/accounts/{accountId} */
export async function linkState(
  ctx: SsoContext,
  callerId: string,
  eventId: string,
  accountId: string,
): Promise<SsoLinkState> {
  const { event, organization, connection } = await linkTarget(ctx, callerId, eventId, accountId);
  const [identity] = await ctx.db
    .select({ subject: ssoIdentities.subject })
    .from(ssoIdentities)
    .where(and(eq(ssoIdentities.connectionId, connection.id), eq(ssoIdentities.userId, accountId)));
  return {
    event,
    organization: { id: organization.id, name: organization.name },
    protocol: connection.protocol,
    linked: Boolean(identity),
  };
}

/** The account a provider subject is linked to, if any: it wins over the email (issue 21). */
export async function accountOfIdentity(db: Db, connectionId: string, subject: string | undefined) {
  if (!subject) return null;
  const [row] = await db
    .select({ user: users })
    .from(ssoIdentities)
    .innerJoin(users, eq(users.id, ssoIdentities.userId))
    .where(and(eq(ssoIdentities.connectionId, connectionId), eq(ssoIdentities.subject, subject)));
  return row?.user ?? null;
}

/**
 * The callback of a link intent: stores the verified subject on the account (audited), refused
 * when the subject is another account's or the account left the organization meanwhile.
 */
export async function linkIdentity(
  ctx: SsoContext,
  connection: Pick<ConnectionRow, "id" | "orgId">,
  subject: string | undefined,
  userId: string,
) {
  if (!subject) throw invalid(ssoLinkMessages.subjectMissing);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw invalid(ssoMessages.signInExpired);
  if (!(await isMember(ctx.db, connection.orgId, userId))) throw notPermitted(ssoLinkMessages.notMember);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(ssoIdentities)
      .values({ connectionId: connection.id, subject, userId })
      .onConflictDoNothing();
    const [owner] = await tx
      .select({ userId: ssoIdentities.userId })
      .from(ssoIdentities)
      .where(and(eq(ssoIdentities.connectionId, connection.id), eq(ssoIdentities.subject, subject)));
    if (owner?.userId !== userId) throw clash(ssoLinkMessages.identityTaken);
    await recordAudit(tx, {
      orgId: connection.orgId,
      eventId: null,
      entityType: "user",
      entityId: userId,
      action: "update",
      userId,
      note: "Linked the account to the organization's single sign-on",
    });
  });
  ctx.log.info({ userId, connectionId: connection.id }, "account linked to single sign-on");
  return user;
}
