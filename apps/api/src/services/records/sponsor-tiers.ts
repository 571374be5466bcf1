import { randomUUID } from "node:crypto";
import {
  type DeletedTier,
  hasTiers,
  MAX_TIERS,
  type PermissionAction,
  type SponsorTier,
  TIER_AUDIT_FIELD,
  tierMessages,
} from "@foyer/domain";
import { and, asc, count, eq, inArray, max, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { accounts, modules, sponsorTierAccounts, sponsorTiers } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { recordAudit } from "../audit/audit.js";
import { absent, clash, invalid } from "../refusal.js";
import { type ModuleRow, requireModule } from "./modules.js";

/*
 * Sponsor tiers (spec 1 §2 "sponsors (portal, settings/tiers)"): ordered, named groups of the
 * sponsors module's accounts. A sponsor is in at most one tier (a unique index says so), so
 * adding one that is in another tier moves it. Every change of a sponsor's tier writes one audit
 * entry on the sponsor ('Tier: Silver → Gold'), so its audit page tells the story; renaming or
 * reordering tiers changes no one's tier and writes none.
 *
 * Every write that touches memberships locks the module's row first: two people moving the same
 * sponsor at once then run one after the other instead of tripping the unique index.
 */

type TierRow = typeof sponsorTiers.$inferSelect;

interface Change {
  module: ModuleRow;
  userId: string;
}

const conflict = (name: string) =>
  clash(tierMessages.nameTaken(name), [{ path: "name", message: tierMessages.nameTaken(name) }]);

/**
 * The module of the path for a member allowed `action` on it (requireModule: 404 unknown, 403
 * outside the event or without the permission), refused with 400 unless it is the sponsors module.
 */
export async function requireSponsorsModule(
  db: Db,
  userId: string,
  moduleId: string,
  action: PermissionAction,
): Promise<ModuleRow> {
  const { module } = await requireModule(db, userId, moduleId, action);
  if (!hasTiers(module)) throw invalid(tierMessages.sponsorsOnly);
  return module;
}

/** GET /modules/{moduleId}/tiers: every tier in order, each with its sponsors in order. */
export async function listTiers(db: Db, module: ModuleRow): Promise<SponsorTier[]> {
  const tiers = await db
    .select()
    .from(sponsorTiers)
    .where(eq(sponsorTiers.moduleId, module.id))
    .orderBy(asc(sponsorTiers.position), asc(sql`lower(${sponsorTiers.name})`), asc(sponsorTiers.id));
  if (tiers.length === 0) return [];
  const members = await db
    .select({
      tierId: sponsorTierAccounts.tierId,
      id: accounts.id,
      name: accounts.name,
      website: accounts.website,
      email: accounts.email,
    })
    .from(sponsorTierAccounts)
    .innerJoin(accounts, eq(accounts.id, sponsorTierAccounts.accountId))
    .where(
      inArray(
        sponsorTierAccounts.tierId,
        tiers.map((tier) => tier.id),
      ),
    )
    .orderBy(asc(sponsorTierAccounts.position), asc(sponsorTierAccounts.createdAt), asc(accounts.id));
  return tiers.map((tier) => ({
    id: tier.id,
    name: tier.name,
    position: tier.position,
    sponsors: members
      .filter((member) => member.tierId === tier.id)
      .map(({ id, name, website, email }) => ({ id, name, website, email })),
  }));
}

/** Holds the module's row until the transaction ends, so membership changes run one at a time. */
async function lockModule(tx: Db, module: ModuleRow): Promise<void> {
  await tx.select({ id: modules.id }).from(modules).where(eq(modules.id, module.id)).for("update");
}

/** A tier of this module, or 404 (another module's or organization's id reads as unknown). */
async function findTier(db: Db, module: ModuleRow, tierId: string): Promise<TierRow> {
  const [row] = await db
    .select()
    .from(sponsorTiers)
    .where(and(eq(sponsorTiers.id, tierId), eq(sponsorTiers.moduleId, module.id)));
  if (!row) throw absent(tierMessages.notFound);
  return row;
}

/** Whether another tier of the module already has this name, ignoring case. */
async function nameInUse(db: Db, module: ModuleRow, name: string, except?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sponsorTiers.id })
    .from(sponsorTiers)
    .where(
      and(
        eq(sponsorTiers.moduleId, module.id),
        sql`lower(${sponsorTiers.name}) = lower(${name})`,
        except ? ne(sponsorTiers.id, except) : undefined,
      ),
    );
  return Boolean(row);
}

function tierOf(row: TierRow): SponsorTier {
  return { id: row.id, name: row.name, position: row.position, sponsors: [] };
}

/** POST /modules/{moduleId}/tiers: a new, empty tier after the others; 409 for a taken name. */
export async function createTier(db: Db, module: ModuleRow, name: string): Promise<SponsorTier> {
  if (await nameInUse(db, module, name)) throw conflict(name);
  const [stats] = await db
    .select({ n: count(), last: max(sponsorTiers.position) })
    .from(sponsorTiers)
    .where(eq(sponsorTiers.moduleId, module.id));
  if ((stats?.n ?? 0) >= MAX_TIERS) throw invalid(tierMessages.tooManyTiers);
  try {
    const [row] = await db
      .insert(sponsorTiers)
      .values({
        id: randomUUID(),
        moduleId: module.id,
        name,
        position: stats?.last === null || stats?.last === undefined ? 0 : stats.last + 1,
      })
      .returning();
    if (!row) throw new Error("The new tier was not stored");
    return tierOf(row);
  } catch (error) {
    // Two people adding the same name at once: the index decides, the loser hears why.
    if (isUniqueViolation(error)) throw conflict(name);
    throw error;
  }
}

/** PUT /modules/{moduleId}/tiers/{tierId}: a new name. Its sponsors stay, in their order. */
export async function renameTier(
  db: Db,
  module: ModuleRow,
  tierId: string,
  name: string,
): Promise<SponsorTier> {
  const row = await findTier(db, module, tierId);
  if (await nameInUse(db, module, name, row.id)) throw conflict(name);
  try {
    await db.update(sponsorTiers).set({ name }).where(eq(sponsorTiers.id, row.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(name);
    throw error;
  }
  const tier = (await listTiers(db, module)).find((one) => one.id === row.id);
  if (!tier) throw absent(tierMessages.notFound);
  return tier;
}

/** One audit entry on each sponsor whose tier changes (by tier name; null when untiered). */
async function auditTierChanges(
  tx: Db,
  { module, userId }: Change,
  changes: { accountId: string; before: string | null; after: string | null; note?: string }[],
): Promise<void> {
  for (const change of changes) {
    if (change.before === change.after) continue;
    await recordAudit(tx, {
      orgId: module.orgId,
      eventId: module.eventId,
      entityType: "account",
      entityId: change.accountId,
      action: "update",
      userId,
      changes: [{ field: TIER_AUDIT_FIELD, before: change.before, after: change.after }],
      note: change.note ?? null,
    });
  }
}

/**
 * DELETE /modules/{moduleId}/tiers/{tierId}: the tier goes; its sponsors stay in the event,
 * untiered, each with an audit entry, all in one transaction.
 */
export async function deleteTier(db: Db, change: Change, tierId: string): Promise<DeletedTier> {
  const { module } = change;
  return inTransaction(db, async (tx) => {
    await lockModule(tx, module);
    const row = await findTier(tx, module, tierId);
    const members = await tx
      .select({ accountId: sponsorTierAccounts.accountId })
      .from(sponsorTierAccounts)
      .where(eq(sponsorTierAccounts.tierId, row.id));
    await auditTierChanges(
      tx,
      change,
      members.map(({ accountId }) => ({
        accountId,
        before: row.name,
        after: null,
        note: tierMessages.tierDeleted(row.name),
      })),
    );
    // The memberships go with the tier (on delete cascade).
    await tx.delete(sponsorTiers).where(eq(sponsorTiers.id, row.id));
    return { id: row.id, untiered: members.length };
  });
}

/** PUT /modules/{moduleId}/tiers/order: every tier of the module, once, in the new order. */
export async function reorderTiers(db: Db, module: ModuleRow, tierIds: string[]): Promise<SponsorTier[]> {
  await inTransaction(db, async (tx) => {
    await lockModule(tx, module);
    const rows = await tx
      .select({ id: sponsorTiers.id })
      .from(sponsorTiers)
      .where(eq(sponsorTiers.moduleId, module.id));
    const current = new Set(rows.map((row) => row.id));
    if (current.size !== tierIds.length || !tierIds.every((id) => current.has(id))) {
      throw invalid(`tierIds: ${tierMessages.orderTiers}`, [
        { path: "tierIds", message: tierMessages.orderTiers },
      ]);
    }
    for (const [position, id] of tierIds.entries()) {
      await tx.update(sponsorTiers).set({ position }).where(eq(sponsorTiers.id, id));
    }
  });
  return listTiers(db, module);
}

/**
 * POST /modules/{moduleId}/tiers/{tierId}/accounts: sponsors of this module join the tier after
 * those in it. One already in the tier stays where it is; one in another tier moves here. An id
 * that is not a sponsor of this module (an exhibitor, another event's account, an unknown id) is
 * a 400 naming it by position, and nobody is added. Answers every tier, since a move changes two.
 */
export async function addSponsors(
  db: Db,
  change: Change,
  tierId: string,
  accountIds: string[],
): Promise<SponsorTier[]> {
  const { module } = change;
  await inTransaction(db, async (tx) => {
    await lockModule(tx, module);
    const tier = await findTier(tx, module, tierId);
    const wanted = [...new Set(accountIds)];
    const found = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(inArray(accounts.id, wanted), eq(accounts.moduleId, module.id)));
    const known = new Set(found.map((row) => row.id));
    const missing = accountIds.flatMap((id, index) => (known.has(id) ? [] : [index]));
    if (missing.length > 0) {
      const count = new Set(missing.map((index) => accountIds[index])).size;
      throw invalid(
        `accountIds: ${tierMessages.notSponsors(count)}`,
        missing.map((index) => ({ path: `accountIds.${index}`, message: tierMessages.notASponsor })),
      );
    }
    const current = await tx
      .select({ accountId: sponsorTierAccounts.accountId, tierId: sponsorTiers.id, name: sponsorTiers.name })
      .from(sponsorTierAccounts)
      .innerJoin(sponsorTiers, eq(sponsorTiers.id, sponsorTierAccounts.tierId))
      .where(inArray(sponsorTierAccounts.accountId, wanted));
    const tierOfAccount = new Map(current.map((row) => [row.accountId, row]));
    const joining = wanted.filter((id) => tierOfAccount.get(id)?.tierId !== tier.id);
    if (joining.length === 0) return;
    const moving = joining.filter((id) => tierOfAccount.has(id));
    if (moving.length > 0) {
      await tx.delete(sponsorTierAccounts).where(inArray(sponsorTierAccounts.accountId, moving));
    }
    const [last] = await tx
      .select({ position: max(sponsorTierAccounts.position) })
      .from(sponsorTierAccounts)
      .where(eq(sponsorTierAccounts.tierId, tier.id));
    const start = last?.position === null || last?.position === undefined ? 0 : last.position + 1;
    await tx
      .insert(sponsorTierAccounts)
      .values(joining.map((accountId, index) => ({ tierId: tier.id, accountId, position: start + index })));
    await auditTierChanges(
      tx,
      change,
      joining.map((accountId) => ({
        accountId,
        before: tierOfAccount.get(accountId)?.name ?? null,
        after: tier.name,
      })),
    );
  });
  return listTiers(db, module);
}

/** DELETE /modules/{moduleId}/tiers/{tierId}/accounts/{accountId}: the sponsor leaves the tier (and stays in the event). */
export async function removeSponsor(
  db: Db,
  change: Change,
  tierId: string,
  accountId: string,
): Promise<SponsorTier[]> {
  const { module } = change;
  await inTransaction(db, async (tx) => {
    await lockModule(tx, module);
    const tier = await findTier(tx, module, tierId);
    const removed = await tx
      .delete(sponsorTierAccounts)
      .where(and(eq(sponsorTierAccounts.tierId, tier.id), eq(sponsorTierAccounts.accountId, accountId)))
      .returning({ accountId: sponsorTierAccounts.accountId });
    if (removed.length === 0) throw absent(tierMessages.notInTier);
    await auditTierChanges(tx, change, [{ accountId, before: tier.name, after: null }]);
  });
  return listTiers(db, module);
}

/**
 * PUT /modules/{moduleId}/tiers/{tierId}/accounts/order: the tier's sponsors in a new order. The
 * list must hold exactly the tier's sponsors, so a reorder never adds or drops anyone.
 */
export async function reorderSponsors(
  db: Db,
  module: ModuleRow,
  tierId: string,
  accountIds: string[],
): Promise<SponsorTier[]> {
  await inTransaction(db, async (tx) => {
    await lockModule(tx, module);
    const tier = await findTier(tx, module, tierId);
    const rows = await tx
      .select({ accountId: sponsorTierAccounts.accountId })
      .from(sponsorTierAccounts)
      .where(eq(sponsorTierAccounts.tierId, tier.id));
    const current = new Set(rows.map((row) => row.accountId));
    if (current.size !== accountIds.length || !accountIds.every((id) => current.has(id))) {
      throw invalid(`accountIds: ${tierMessages.orderSponsors}`, [
        { path: "accountIds", message: tierMessages.orderSponsors },
      ]);
    }
    for (const [position, accountId] of accountIds.entries()) {
      await tx
        .update(sponsorTierAccounts)
        .set({ position })
        .where(and(eq(sponsorTierAccounts.tierId, tier.id), eq(sponsorTierAccounts.accountId, accountId)));
    }
  });
  return listTiers(db, module);
}
