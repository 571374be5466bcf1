import {
  confirmsEventName,
  type DeletedEvent,
  type EventDetails,
  type EventDetailsBody,
  type EventUpdateBody,
  eventDetailsBody,
  eventLifeMessages,
  type Requirement,
  type UploadedFile,
} from "@foyer/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { eventDayGroups, events, organizations } from "../../db/schema/index.js";
import type { EventRow } from "../permissions/event-access.js";
import { requireEventPermission } from "../permissions/permissions.js";
import { invalid } from "../refusal.js";
import { requireLogoUpload, saveLogo } from "../uploads/logos.js";
import type { FileStorage } from "../uploads/storage.js";
import { removeEventRows } from "./event-removal.js";

/*
 * An event's life after its creation (issue 20 item 1): its details, its logo, publishing,
 * archiving and deleting. Each needs update on settings (spec 1 §6 "Event settings routes"), the
 * permission of the settings/details page where all of it is done.
 */

const SETTINGS_UPDATE: Requirement = [{ module: "settings", action: "update" }];

async function detailsOf(db: Db, event: EventRow): Promise<EventDetails> {
  const [org] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, event.orgId));
  return {
    id: event.id,
    name: event.name,
    slug: event.slug,
    org_id: event.orgId,
    org_name: org?.name ?? "",
    date_from: event.dateFrom,
    date_to: event.dateTo,
    timezone: event.timezone,
    is_draft: event.isDraft,
    description: event.description,
    venue: event.venue,
    currency: "USD",
    logo_image_url: event.logoImageUrl,
    is_published: event.isPublished,
    is_archived: event.archivedAt !== null,
  };
}

/** GET /event/{eventId}: for the event's members and platform admins, archived or not. */
export async function eventDetailsFor(db: Db, userId: string, eventId: string): Promise<EventDetails> {
  return detailsOf(db, await requireEventPermission(db, userId, eventId, null));
}

async function updated(db: Db, eventId: string, set: Partial<typeof events.$inferInsert>): Promise<EventRow> {
  const [row] = await db.update(events).set(set).where(eq(events.id, eventId)).returning();
  if (!row) throw new Error(`event ${eventId} vanished during its update`);
  return row;
}

/**
 * PUT /virtual/event/{eventId}/details (spec 2 §7 "Event details"): name, dates, time zone,
 * description, venue and currency. Day labels keep only the days still within the new dates.
 */
export async function saveEventDetails(
  db: Db,
  userId: string,
  eventId: string,
  body: EventDetailsBody,
): Promise<EventDetails> {
  await requireEventPermission(db, userId, eventId, SETTINGS_UPDATE);
  const details = eventDetailsBody.parse(body);
  const row = await db.transaction(async (tx) => {
    const saved = await updated(tx, eventId, {
      name: details.name,
      dateFrom: details.date_from,
      dateTo: details.date_to,
      timezone: details.timezone,
      description: details.description,
      venue: details.venue,
      currency: details.currency,
    });
    const groups = await tx.select().from(eventDayGroups).where(eq(eventDayGroups.eventId, eventId));
    for (const group of groups) {
      const days = group.days.filter((day) => day >= details.date_from && day <= details.date_to);
      if (days.length === group.days.length) continue;
      await tx
        .update(eventDayGroups)
        .set({ days })
        .where(and(eq(eventDayGroups.eventId, eventId), eq(eventDayGroups.groupId, group.groupId)));
    }
    return saved;
  });
  return detailsOf(db, row);
}

/**
 * PUT /event/{eventId} (spec 2 §7 "update by PUT with logoImageUrl or isVirtualEventPublished"),
 * and isArchived: an archived event leaves the event lists and stays readable by its address.
 */
export async function updateEvent(
  db: Db,
  userId: string,
  eventId: string,
  body: EventUpdateBody,
): Promise<EventDetails> {
  const event = await requireEventPermission(db, userId, eventId, SETTINGS_UPDATE);
  const set: Partial<typeof events.$inferInsert> = {};
  if (body.logoImageUrl !== undefined) {
    if (body.logoImageUrl !== null) {
      await requireLogoUpload(db, body.logoImageUrl, "event-logo", eventLifeMessages.logoNotUploaded);
    }
    set.logoImageUrl = body.logoImageUrl;
  }
  if (body.isVirtualEventPublished !== undefined) set.isPublished = body.isVirtualEventPublished;
  if (body.isArchived !== undefined)
    set.archivedAt = body.isArchived ? (event.archivedAt ?? new Date()) : null;
  return detailsOf(db, await updated(db, eventId, set));
}

/** POST /event/{eventId}/logo: one jpeg, png or svg file stored under `event-logo/` (spec 2 §9). */
export async function saveEventLogo(
  db: Db,
  storage: FileStorage,
  input: { userId: string; eventId: string; filename: string; type: string; bytes: Buffer },
): Promise<UploadedFile> {
  await requireEventPermission(db, input.userId, input.eventId, SETTINGS_UPDATE);
  return saveLogo(db, storage, { ...input, folder: "event-logo" });
}

/** Before reading an upload's bytes: who may not change the event sends them for nothing. */
export async function requireEventSettings(db: Db, userId: string, eventId: string): Promise<void> {
  await requireEventPermission(db, userId, eventId, SETTINGS_UPDATE);
}

/**
 * DELETE /event/{eventId}: the typed confirmation must be the event's name. Everything of the event
 * goes in one transaction; its files no other event uses leave the file storage once it commits.
 */
export async function deleteEvent(
  db: Db,
  storage: FileStorage,
  input: { userId: string; eventId: string; confirmName: string },
  log: (message: string, error: unknown) => void = () => {},
): Promise<DeletedEvent> {
  const event = await requireEventPermission(db, input.userId, input.eventId, SETTINGS_UPDATE);
  if (!confirmsEventName(input.confirmName, event.name)) {
    throw invalid(`confirmName: ${eventLifeMessages.confirmNameMismatch}`, [
      { path: "confirmName", message: eventLifeMessages.confirmNameMismatch },
    ]);
  }
  const storageKeys = await db.transaction((tx) => removeEventRows(tx, event.id));
  // After the commit: a file whose removal fails is only an unused file, never a dangling row.
  let removed = 0;
  for (const key of storageKeys) {
    try {
      await storage.remove(key);
      removed += 1;
    } catch (error) {
      log(`The file ${key} of deleted event ${event.id} could not be removed`, error);
    }
  }
  return { id: event.id, files_removed: removed };
}
