import {
  cloneMessages,
  EMAIL_TEMPLATES_REQUIREMENT,
  type FormKind,
  meetsRequirement,
  messages,
  type PermissionProfile,
  type Requirement,
  recordModuleRequirement,
} from "@foyer/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { events, orgUsers, users } from "../../db/schema/index.js";
import { EVENT_NOT_FOUND, type EventRow } from "../permissions/event-access.js";
import { eventAccess, formPermissionModule, requirementOf } from "../permissions/permissions.js";
import { absent, invalid, notPermitted } from "../refusal.js";

/*
 * Who may clone what (docs/cloning.md "Permissions"):
 * - the source must be an event of one of the user's organizations (platform admins: any event);
 *   an event of another organization answers 404, as if it did not exist;
 * - the user must be on the source's team (or an admin): otherwise 403;
 * - a clone copies only what the user may read on the source, type by type, so it never shows
 *   anyone more than they could already see. Admins read everything.
 */

export interface CloneSource {
  event: EventRow;
  profile: PermissionProfile;
  isFoyerAdmin: boolean;
}

/** The source event and the user's profile on it, or 404 / 403 as above; a draft is refused. */
export async function requireCloneSource(db: Db, userId: string, eventId: string): Promise<CloneSource> {
  const [row] = await db
    .select({ orgId: events.orgId, member: orgUsers.userId, platformAdmin: users.isFoyerAdmin })
    .from(events)
    .leftJoin(users, eq(users.id, userId))
    .leftJoin(orgUsers, and(eq(orgUsers.orgId, events.orgId), eq(orgUsers.userId, userId)))
    .where(eq(events.id, eventId));
  const isFoyerAdmin = Boolean(row?.platformAdmin);
  if (!row || (!isFoyerAdmin && row.member === null)) throw absent(EVENT_NOT_FOUND);
  const { event, profile } = await eventAccess(db, userId, eventId);
  if (!profile) throw notPermitted(messages.noAccess);
  if (event.isDraft) throw invalid(cloneMessages.sourceIsDraft);
  return { event, profile, isFoyerAdmin };
}

/** Spec 1 §6 "Team: manage_users on settings" (services/team/team.ts reads the team with the same rule). */
const TEAM_READ: Requirement = [{ module: "settings", action: "manage_users" }];
const SESSIONS_READ = requirementOf(["sessions"], "read");
const PORTALS_READ = requirementOf(["portal"], "read");
const CONTENT_READ = requirementOf(["content"], "read");
const EVALUATION_PLANS_READ = requirementOf(["evaluationPlans"], "read");

/** What the profile may read, and so what a clone may copy. */
export interface Readable {
  module(module: { kind: string; slug: string }): boolean;
  formKind(kind: FormKind): boolean;
  sessions: boolean;
  portals: boolean;
  content: boolean;
  evaluationPlans: boolean;
  team: boolean;
  /** The event's email templates (spec 1 §6 "Email templates"). */
  emailTemplates: boolean;
}

export function readableBy(profile: PermissionProfile): Readable {
  return {
    module: (module) => meetsRequirement(profile, recordModuleRequirement(module, "read")),
    formKind: (kind) => meetsRequirement(profile, requirementOf([formPermissionModule(kind)], "read")),
    sessions: meetsRequirement(profile, SESSIONS_READ),
    portals: meetsRequirement(profile, PORTALS_READ),
    content: meetsRequirement(profile, CONTENT_READ),
    evaluationPlans: meetsRequirement(profile, EVALUATION_PLANS_READ),
    team: meetsRequirement(profile, TEAM_READ),
    emailTemplates: meetsRequirement(profile, EMAIL_TEMPLATES_REQUIREMENT),
  };
}
