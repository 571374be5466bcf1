import { randomUUID } from "node:crypto";
import {
  type OrganizerPortalPage,
  type OrganizerPortalPageSummary,
  type OrganizerPortalResource,
  type PortalPageCreateBody,
  type PortalPageKind,
  type PortalPageUpdateBody,
  type PortalResourceCreateBody,
  type PortalResourceUpdateBody,
  portalContentMessages,
} from "@foyer/domain";
import { and, asc, eq, max } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { portalPages, portalResources, uploads } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { absent, invalid } from "../refusal.js";
import type { PortalRow } from "./admin.js";

/*
 * The organizer's side of a portal's pages, wiki and resources (issue 6 "Organizer side"; spec 1
 * §2 portals/pages, portals/wikiPage/{wikiPageId}, portals/content). The routes check the
 * permission and the portal first (`organizerPortalOf`); every query here is bounded by that
 * portal's id, so another portal's page or resource reads as unknown (404).
 */

type PageRow = typeof portalPages.$inferSelect;

const summaryOf = (row: PageRow): OrganizerPortalPageSummary => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  published: row.published,
  position: row.position,
  updatedAt: row.updatedAt.toISOString(),
});
const pageOf = (row: PageRow): OrganizerPortalPage => ({ ...summaryOf(row), body: row.body });

/** The portal's pages of one kind, in order (without their bodies). */
export async function listPages(
  db: Db,
  portal: PortalRow,
  kind: PortalPageKind,
): Promise<OrganizerPortalPageSummary[]> {
  const rows = await db
    .select()
    .from(portalPages)
    .where(and(eq(portalPages.portalId, portal.id), eq(portalPages.kind, kind)))
    .orderBy(asc(portalPages.position), asc(portalPages.title), asc(portalPages.id));
  return rows.map(summaryOf);
}

async function pageRow(db: Db, portal: PortalRow, pageId: string): Promise<PageRow> {
  const [row] = await db
    .select()
    .from(portalPages)
    .where(and(eq(portalPages.id, pageId), eq(portalPages.portalId, portal.id)));
  if (!row) throw absent(portalContentMessages.pageNotFound);
  return row;
}

export async function getPage(db: Db, portal: PortalRow, pageId: string): Promise<OrganizerPortalPage> {
  return pageOf(await pageRow(db, portal, pageId));
}

/** A new page or wiki page, after the others of its kind. */
export async function createPage(
  db: Db,
  portal: PortalRow,
  userId: string,
  body: PortalPageCreateBody,
): Promise<OrganizerPortalPage> {
  return inTransaction(db, async (tx) => {
    const [last] = await tx
      .select({ position: max(portalPages.position) })
      .from(portalPages)
      .where(and(eq(portalPages.portalId, portal.id), eq(portalPages.kind, body.kind)));
    const [row] = await tx
      .insert(portalPages)
      .values({
        id: randomUUID(),
        portalId: portal.id,
        kind: body.kind,
        title: body.title,
        body: body.body,
        published: body.published,
        position: last?.position === null || last?.position === undefined ? 0 : last.position + 1,
        updatedBy: userId,
      })
      .returning();
    return pageOf(row as PageRow);
  });
}

export async function updatePage(
  db: Db,
  portal: PortalRow,
  pageId: string,
  userId: string,
  body: PortalPageUpdateBody,
): Promise<OrganizerPortalPage> {
  await pageRow(db, portal, pageId);
  const [row] = await db
    .update(portalPages)
    .set({
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.body !== undefined ? { body: body.body } : {}),
      ...(body.published !== undefined ? { published: body.published } : {}),
      updatedBy: userId,
      updatedAt: new Date(),
    })
    .where(and(eq(portalPages.id, pageId), eq(portalPages.portalId, portal.id)))
    .returning();
  if (!row) throw absent(portalContentMessages.pageNotFound);
  return pageOf(row);
}

export async function deletePage(db: Db, portal: PortalRow, pageId: string): Promise<{ id: string }> {
  const deleted = await db
    .delete(portalPages)
    .where(and(eq(portalPages.id, pageId), eq(portalPages.portalId, portal.id)))
    .returning({ id: portalPages.id });
  if (deleted.length === 0) throw absent(portalContentMessages.pageNotFound);
  return { id: pageId };
}

/**
 * Checks that `ids` are exactly `current`, once each: an id that is not one of them is 404 (as
 * anywhere else), a list that leaves one out is 400.
 */
function checkOrder(ids: string[], current: string[], missing: string, field: string, message: string) {
  const known = new Set(current);
  if (ids.some((id) => !known.has(id))) throw absent(missing);
  if (ids.length !== known.size) throw invalid(`${field}: ${message}`, [{ path: field, message }]);
}

/** `PUT …/pages/order?kind=`: every page of that kind once, in the new order. */
export async function reorderPages(
  db: Db,
  portal: PortalRow,
  kind: PortalPageKind,
  pageIds: string[],
): Promise<OrganizerPortalPageSummary[]> {
  await inTransaction(db, async (tx) => {
    const rows = await tx
      .select({ id: portalPages.id })
      .from(portalPages)
      .where(and(eq(portalPages.portalId, portal.id), eq(portalPages.kind, kind)));
    checkOrder(
      pageIds,
      rows.map((row) => row.id),
      portalContentMessages.pageNotFound,
      "pageIds",
      portalContentMessages.orderPages,
    );
    for (const [position, id] of pageIds.entries()) {
      await tx.update(portalPages).set({ position }).where(eq(portalPages.id, id));
    }
  });
  return listPages(db, portal, kind);
}

/** The portal's resources in order, each with its file (name, size, type) or its link. */
export async function listResources(
  db: Db,
  portal: PortalRow,
  resourceId?: string,
): Promise<OrganizerPortalResource[]> {
  const rows = await db
    .select({ resource: portalResources, upload: uploads })
    .from(portalResources)
    .leftJoin(uploads, eq(uploads.id, portalResources.uploadId))
    .where(
      and(
        eq(portalResources.portalId, portal.id),
        resourceId ? eq(portalResources.id, resourceId) : undefined,
      ),
    )
    .orderBy(asc(portalResources.position), asc(portalResources.createdAt), asc(portalResources.id));
  return rows.map(({ resource, upload }) => ({
    id: resource.id,
    title: resource.title,
    description: resource.description,
    // A resource without a link is a file one, even when its upload has since been removed.
    kind: resource.url ? "link" : "file",
    position: resource.position,
    file: upload ? { uploadId: upload.id, name: upload.name, size: upload.size, type: upload.type } : null,
    url: resource.url,
  }));
}

async function oneResource(db: Db, portal: PortalRow, resourceId: string): Promise<OrganizerPortalResource> {
  const [resource] = await listResources(db, portal, resourceId);
  if (!resource) throw absent(portalContentMessages.resourceNotFound);
  return resource;
}

/** An upload the caller made: anyone else's (or an unknown id) reads as a file that does not exist. */
async function ownUpload(db: Db, userId: string, uploadId: string): Promise<string> {
  const [upload] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId)));
  if (!upload) throw absent(portalContentMessages.fileNotFound);
  return upload.id;
}

/** A new file or link resource, after the others. */
export async function createResource(
  db: Db,
  portal: PortalRow,
  userId: string,
  body: PortalResourceCreateBody,
): Promise<OrganizerPortalResource> {
  const uploadId = body.uploadId ? await ownUpload(db, userId, body.uploadId) : null;
  const id = randomUUID();
  await inTransaction(db, async (tx) => {
    const [last] = await tx
      .select({ position: max(portalResources.position) })
      .from(portalResources)
      .where(eq(portalResources.portalId, portal.id));
    await tx.insert(portalResources).values({
      id,
      portalId: portal.id,
      title: body.title,
      description: body.description,
      uploadId,
      url: uploadId ? null : (body.url ?? null),
      position: last?.position === null || last?.position === undefined ? 0 : last.position + 1,
    });
  });
  return oneResource(db, portal, id);
}

/** Title and description; a link's address, or a file resource's file (another upload of the caller's). */
export async function updateResource(
  db: Db,
  portal: PortalRow,
  resourceId: string,
  userId: string,
  body: PortalResourceUpdateBody,
): Promise<OrganizerPortalResource> {
  const current = await oneResource(db, portal, resourceId);
  if (body.url !== undefined && current.kind !== "link") throw invalid(portalContentMessages.notALink);
  if (body.uploadId !== undefined && current.kind !== "file") throw invalid(portalContentMessages.notAFile);
  const uploadId = body.uploadId ? await ownUpload(db, userId, body.uploadId) : undefined;
  await db
    .update(portalResources)
    .set({
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.url !== undefined ? { url: body.url } : {}),
      ...(uploadId !== undefined ? { uploadId } : {}),
    })
    .where(and(eq(portalResources.id, resourceId), eq(portalResources.portalId, portal.id)));
  return oneResource(db, portal, resourceId);
}

/** The resource goes; its upload stays (it may be used elsewhere). */
export async function deleteResource(db: Db, portal: PortalRow, resourceId: string): Promise<{ id: string }> {
  const deleted = await db
    .delete(portalResources)
    .where(and(eq(portalResources.id, resourceId), eq(portalResources.portalId, portal.id)))
    .returning({ id: portalResources.id });
  if (deleted.length === 0) throw absent(portalContentMessages.resourceNotFound);
  return { id: resourceId };
}

export async function reorderResources(
  db: Db,
  portal: PortalRow,
  resourceIds: string[],
): Promise<OrganizerPortalResource[]> {
  await inTransaction(db, async (tx) => {
    const rows = await tx
      .select({ id: portalResources.id })
      .from(portalResources)
      .where(eq(portalResources.portalId, portal.id));
    checkOrder(
      resourceIds,
      rows.map((row) => row.id),
      portalContentMessages.resourceNotFound,
      "resourceIds",
      portalContentMessages.orderResources,
    );
    for (const [position, id] of resourceIds.entries()) {
      await tx.update(portalResources).set({ position }).where(eq(portalResources.id, id));
    }
  });
  return listResources(db, portal);
}
