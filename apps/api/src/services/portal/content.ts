import type { PortalPageLink, PortalPageView, PortalResource } from "@foyer/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { portalPages, portalResources, uploads } from "../../db/schema/index.js";
import type { Participant } from "./sessions.js";

/*
 * What a participant reads of a portal's content (issue 6; spec 1 §2 "Portal": /pages/{pageId},
 * /resources, /resources/{resourceId}). Pages and resources are portal-wide, so membership
 * (`participantOf`) is the whole check; every query is bounded by the portal's id, so a page or
 * resource of another portal reads as unknown (404). Wiki pages and drafts never leave here.
 */

/** The portal's published pages (not wiki), in the organizers' order: the nav's entries. */
export async function listMyPages(db: Db, who: Participant): Promise<PortalPageLink[]> {
  return db
    .select({ id: portalPages.id, title: portalPages.title })
    .from(portalPages)
    .where(
      and(
        eq(portalPages.portalId, who.portal.id),
        eq(portalPages.kind, "page"),
        eq(portalPages.published, true),
      ),
    )
    .orderBy(asc(portalPages.position), asc(portalPages.title), asc(portalPages.id));
}

/** One published page, or null: a draft, a wiki page or another portal's page reads as unknown. */
export async function getMyPage(db: Db, who: Participant, pageId: string): Promise<PortalPageView | null> {
  const [page] = await db
    .select({
      id: portalPages.id,
      title: portalPages.title,
      body: portalPages.body,
      updatedAt: portalPages.updatedAt,
    })
    .from(portalPages)
    .where(
      and(
        eq(portalPages.id, pageId),
        eq(portalPages.portalId, who.portal.id),
        eq(portalPages.kind, "page"),
        eq(portalPages.published, true),
      ),
    );
  return page ? { ...page, updatedAt: page.updatedAt.toISOString() } : null;
}

const downloadUrl = (who: Participant, resourceId: string) =>
  `/api/portal/${encodeURIComponent(who.portal.slug)}/${encodeURIComponent(who.portal.id)}/me/resources/${encodeURIComponent(resourceId)}/file`;

/** The portal's resources in order; a file resource whose file was removed is left out. */
async function resourcesOf(db: Db, who: Participant, resourceId?: string): Promise<PortalResource[]> {
  const rows = await db
    .select({
      id: portalResources.id,
      title: portalResources.title,
      description: portalResources.description,
      url: portalResources.url,
      uploadId: portalResources.uploadId,
      fileName: uploads.name,
      fileSize: uploads.size,
      fileType: uploads.type,
    })
    .from(portalResources)
    .leftJoin(uploads, eq(uploads.id, portalResources.uploadId))
    .where(
      and(
        eq(portalResources.portalId, who.portal.id),
        resourceId ? eq(portalResources.id, resourceId) : undefined,
      ),
    )
    .orderBy(asc(portalResources.position), asc(portalResources.createdAt), asc(portalResources.id));
  return rows.flatMap((row): PortalResource[] => {
    const base = { id: row.id, title: row.title, description: row.description };
    if (row.uploadId && row.fileName !== null) {
      return [
        {
          ...base,
          kind: "file",
          file: { name: row.fileName, size: row.fileSize ?? 0, type: row.fileType ?? "" },
          downloadUrl: downloadUrl(who, row.id),
        },
      ];
    }
    return row.url ? [{ ...base, kind: "link", url: row.url }] : [];
  });
}

export async function listMyResources(db: Db, who: Participant): Promise<PortalResource[]> {
  return resourcesOf(db, who);
}

/** One resource of the portal, or null (the same for another portal's resource). */
export async function getMyResource(
  db: Db,
  who: Participant,
  resourceId: string,
): Promise<PortalResource | null> {
  const [resource] = await resourcesOf(db, who, resourceId);
  return resource ?? null;
}

/** The stored file of one of the portal's file resources, or null (a link has none). */
export async function findMyResourceFile(db: Db, who: Participant, resourceId: string) {
  const [row] = await db
    .select({ upload: uploads })
    .from(portalResources)
    .innerJoin(uploads, eq(uploads.id, portalResources.uploadId))
    .where(and(eq(portalResources.id, resourceId), eq(portalResources.portalId, who.portal.id)));
  return row?.upload ?? null;
}
