import {
  meetsRequirement,
  messages,
  type PermissionAction,
  type RecordType,
  recordMessages,
  recordModuleRequirement,
} from "@foyer/domain";
import type { Db } from "../../db/client.js";
import { eventAccess } from "../permissions/permissions.js";
import { absent, notPermitted } from "../refusal.js";
import { findRecord, orgContactEventId, type RecordRef, recordModuleOf } from "./store.js";

/*
 * Who may act on a record (spec 1 §6): these decide 403 and 404 for the record routes, reading
 * the rows through store.ts.
 */

/**
 * The record, for a member of its event whose profile allows `action` on the record's module
 * (spec 1 §6): an unknown event 404, a user outside it 403 'You don't have access to this page!',
 * a record that is not this event's (another event's or organization's id) 404, a member without
 * the permission 403 'You don't have permission to view this section!'.
 */
export async function requireRecord(
  db: Db,
  userId: string,
  eventId: string,
  type: RecordType,
  recordId: string,
  action: PermissionAction,
): Promise<RecordRef> {
  const { event, profile } = await eventAccess(db, userId, eventId);
  if (!profile) throw notPermitted(messages.noAccess);
  const record = await findRecord(db, type, event.id, recordId);
  const module = record ? await recordModuleOf(db, record) : null;
  if (!record || !module) throw absent(recordMessages.notFound);
  if (!meetsRequirement(profile, recordModuleRequirement(module, action)))
    throw notPermitted(messages.noPermission);
  return { event, module, record };
}

/**
 * A contact reached from the organization area (/org-light/{orgId}/contacts/dedupe/{contactId}):
 * the contact must be the organization's (another organization's id is 404), and the caller is
 * then checked on the contact's event like any event call.
 */
export async function requireOrgContact(
  db: Db,
  userId: string,
  orgId: string,
  contactId: string,
  action: PermissionAction,
): Promise<RecordRef> {
  const eventId = await orgContactEventId(db, orgId, contactId);
  if (!eventId) throw absent(recordMessages.notFound);
  return requireRecord(db, userId, eventId, "contact", contactId, action);
}
