import type { ContactRole, Requirement } from "@foyer/domain";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  contacts,
  eventSessions,
  formSubmissions,
  forms,
  integrationSpeakerLinks,
  modules,
  sessionParticipants,
  users,
} from "../../db/schema/index.js";
import type { EventRow } from "../permissions/event-access.js";
import { requireEventPermission } from "../permissions/permissions.js";
import { MODULE_NOT_FOUND, type ModuleRow } from "../records/modules.js";
import { absent, invalid } from "../refusal.js";

/*
 * The contacts page's role views (spec 1 §2 "contacts/speakers, chairpersons, moderators,
 * session-submitters"): `GET /api/modules/{contactsModuleId}/records?role=…`.
 *
 * - speaker, moderator, chairperson: contacts who take part in that role in any of the event's
 *   sessions; speakers also the contacts an integration sync brought in as the event's speakers.
 * - session-submitter: contacts who SUBMITTED (not drafted) one of the event's session forms
 *   (kind 'submission'). A submission has no link to a contact, so it is matched by email,
 *   ignoring case: the signed-in submitter's account email, or, for a submission made without
 *   signing in, the value of the form's field with the id `email` when there is one.
 */

export const ROLE_VIEW_CONTACTS_ONLY = "Role views are only for the contacts module";

/**
 * Spec 1 §6: speakers, chairpersons, moderators and session submitters are read on `speakers`;
 * a member who may read all contacts may read these subsets of them too.
 */
const ROLE_VIEW_REQUIREMENT: Requirement = [
  { module: "speakers", action: "read" },
  { module: "contacts", action: "read" },
];

/**
 * The contacts module of the path, for a member who may see its role views: 404 for an unknown
 * module, 400 for another kind of module, 403 outside the event or without the permission.
 */
export async function requireContactsRoleView(
  db: Db,
  userId: string,
  moduleId: string,
): Promise<{ module: ModuleRow; event: EventRow }> {
  const [row] = await db.select().from(modules).where(eq(modules.id, moduleId));
  if (!row) throw absent(MODULE_NOT_FOUND);
  const event = await requireEventPermission(db, userId, row.eventId, ROLE_VIEW_REQUIREMENT);
  if (row.kind !== "contacts")
    throw invalid(ROLE_VIEW_CONTACTS_ONLY, [{ path: "role", message: ROLE_VIEW_CONTACTS_ONLY }]);
  return { module: row, event };
}

/** The ids of the event's contacts in `role`, as a subquery for `contacts.id in (…)`. */
export function contactIdsInRole(role: ContactRole, eventId: string): SQL {
  if (role !== "session-submitter") {
    const inSessions = sql`select ${sessionParticipants.contactId} from ${sessionParticipants}
      inner join ${eventSessions} on ${eventSessions.id} = ${sessionParticipants.sessionId}
      where ${eventSessions.eventId} = ${eventId} and ${sessionParticipants.role} = ${role}`;
    if (role !== "speaker") return inSessions;
    // Speakers an integration sync brought in (issue 24) are the event's speakers before any session.
    return sql`${inSessions} union select ${integrationSpeakerLinks.contactId} from ${integrationSpeakerLinks}
      where ${integrationSpeakerLinks.eventId} = ${eventId}`;
  }
  const submitted = sql`${forms.eventId} = ${eventId} and ${forms.kind} = 'submission' and ${formSubmissions.status} = 'submitted'`;
  return sql`select ${contacts.id} from ${contacts}
    where ${contacts.eventId} = ${eventId} and lower(${contacts.email}) in (
      select lower(${users.email}) from ${formSubmissions}
        inner join ${forms} on ${forms.id} = ${formSubmissions.formId}
        inner join ${users} on ${users.id} = ${formSubmissions.userId}
        where ${submitted}
      union
      select lower(${formSubmissions.values} ->> 'email') from ${formSubmissions}
        inner join ${forms} on ${forms.id} = ${formSubmissions.formId}
        where ${submitted} and jsonb_typeof(${formSubmissions.values} -> 'email') = 'string'
    )`;
}

/** `contacts.id in (…)` for a role view; nothing without one. */
export function contactRoleFilter(role: ContactRole | undefined, eventId: string): SQL | undefined {
  return role ? sql`${contacts.id} in (${contactIdsInRole(role, eventId)})` : undefined;
}
