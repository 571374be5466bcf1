import { randomUUID } from "node:crypto";
import {
  type Role,
  type RoleList,
  roleInUseMessage,
  roleNameTakenMessage,
  teamMessages,
} from "@foyer/domain";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { orgUsers, roles, users } from "../../db/schema/index.js";
import { absent, clash } from "../refusal.js";

/*
 * An organization's roles (spec 2 §6: named sets of permission slugs) as its admins manage them:
 * list, create, rename, change permissions, delete. A role in use is never deleted: the answer
 * (409) says how many members and pending invitations hold it, so nobody loses access silently.
 */

/** Whether the user may change the organization's roles: one of its admins, or a platform admin. */
export async function canManageRoles(db: Db, userId: string, orgId: string): Promise<boolean> {
  const [row] = await db
    .select({ platformAdmin: users.isFoyerAdmin, orgAdmin: orgUsers.isAdmin })
    .from(users)
    .leftJoin(orgUsers, and(eq(orgUsers.userId, users.id), eq(orgUsers.orgId, orgId)))
    .where(eq(users.id, userId));
  return Boolean(row?.platformAdmin || row?.orgAdmin);
}

/*
 * Members holding a role: on the organization, and on the teams of the organization's events.
 * Written out in full because drizzle leaves column names unqualified inside selected fields,
 * which would make these correlated subqueries compare a table's columns with themselves.
 */
const memberCount = sql<number>`(
  (select count(*) from "org_users" where "org_users"."role_id" = "roles"."id"
     and "org_users"."org_id" = "roles"."org_id")
  + (select count(*) from "event_users" inner join "events" on "events"."id" = "event_users"."event_id"
     where "event_users"."role_id" = "roles"."id" and "events"."org_id" = "roles"."org_id")
)`.mapWith(Number);
const invitationCount = sql<number>`(
  select count(*) from "team_invitations" where "team_invitations"."role_id" = "roles"."id"
)`.mapWith(Number);

async function roleRows(db: Db, orgId: string, roleId?: string): Promise<Role[]> {
  const where = roleId ? and(eq(roles.orgId, orgId), eq(roles.id, roleId)) : eq(roles.orgId, orgId);
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      description: roles.description,
      permissions: roles.permissions,
      memberCount,
      invitationCount,
    })
    .from(roles)
    .where(where)
    .orderBy(asc(sql`lower(${roles.name})`), asc(roles.id));
  return rows.map((row) => ({ ...row, permissions: [...(row.permissions ?? [])].sort() }));
}

/** GET …/roles: the organization's roles by name, with how many hold each. */
export async function listRoles(db: Db, orgId: string, canManage: boolean): Promise<RoleList> {
  return { orgId, canManage, roles: await roleRows(db, orgId) };
}

async function requireRole(db: Db, orgId: string, roleId: string): Promise<Role> {
  const [role] = await roleRows(db, orgId, roleId);
  if (!role) throw absent(teamMessages.roleNotFound);
  return role;
}

async function nameTaken(db: Db, orgId: string, name: string, exceptId?: string): Promise<boolean> {
  const sameName = and(eq(roles.orgId, orgId), eq(sql`lower(${roles.name})`, name.toLowerCase()));
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(exceptId ? and(sameName, ne(roles.id, exceptId)) : sameName);
  return Boolean(row);
}

/** POST /organizations/{orgId}/roles */
export async function createRole(
  db: Db,
  orgId: string,
  body: { name: string; description: string; permissions: string[] },
): Promise<Role> {
  if (await nameTaken(db, orgId, body.name)) throw clash(roleNameTakenMessage(body.name));
  const id = randomUUID();
  const created = await db
    .insert(roles)
    .values({ id, orgId, ...body })
    .onConflictDoNothing()
    .returning({ id: roles.id });
  // Two admins creating the same name at once: the unique index lets one through.
  if (created.length === 0) throw clash(roleNameTakenMessage(body.name));
  return requireRole(db, orgId, id);
}

/** PUT /organizations/{orgId}/roles/{roleId}: the next permission check of every holder sees the change. */
export async function updateRole(
  db: Db,
  orgId: string,
  roleId: string,
  body: { name?: string | undefined; description?: string | undefined; permissions?: string[] | undefined },
): Promise<Role> {
  await requireRole(db, orgId, roleId);
  if (body.name !== undefined && (await nameTaken(db, orgId, body.name, roleId)))
    throw clash(roleNameTakenMessage(body.name));
  const set = {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.permissions !== undefined ? { permissions: body.permissions } : {}),
  };
  try {
    await db
      .update(roles)
      .set(set)
      .where(and(eq(roles.id, roleId), eq(roles.orgId, orgId)));
  } catch (error) {
    if (isUniqueViolation(error) && body.name !== undefined) throw clash(roleNameTakenMessage(body.name));
    throw error;
  }
  return requireRole(db, orgId, roleId);
}

/** DELETE /organizations/{orgId}/roles/{roleId}: refused (409) while anyone holds it. */
export async function deleteRole(db: Db, orgId: string, roleId: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    // Locking the role makes a concurrent assignment wait for this transaction (its foreign key check).
    const [locked] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.id, roleId), eq(roles.orgId, orgId)))
      .for("update");
    if (!locked) throw absent(teamMessages.roleNotFound);
    const [role] = await roleRows(tx, orgId, roleId);
    if (!role) throw absent(teamMessages.roleNotFound);
    if (role.memberCount > 0 || role.invitationCount > 0)
      throw clash(roleInUseMessage(role.name, role.memberCount, role.invitationCount));
    await tx.delete(roles).where(eq(roles.id, roleId));
    return { id: roleId };
  });
}
