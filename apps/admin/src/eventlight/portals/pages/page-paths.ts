import type { PortalPageKind } from "@foyer/domain";
import { portalAdminPath } from "../portal-admin-paths.js";

/** The organizer's pages list (spec 1 §2 "portals … pages"); its wiki tab is `?tab=wiki`. */
export const PAGES_SUBPATH = "portals/pages";
/** A wiki page opens at portals/wikiPage/{wikiPageId} (spec 1 §2); a portal page below the list. */
export const WIKI_PAGE_SUBPATH = "portals/wikiPage";

export const pageKindLabels: Record<PortalPageKind, { tab: string; one: string }> = {
  page: { tab: "Portal pages", one: "page" },
  wiki: { tab: "Wiki (team only)", one: "wiki page" },
};

export function pagesListPath(eventId: string, kind: PortalPageKind, portalId?: string | null): string {
  const path = portalAdminPath(eventId, PAGES_SUBPATH, portalId);
  return kind === "wiki" ? `${path}${path.includes("?") ? "&" : "?"}tab=wiki` : path;
}

export function pageEditorPath(
  eventId: string,
  page: { id: string; kind: PortalPageKind },
  portalId?: string | null,
): string {
  const base = page.kind === "wiki" ? WIKI_PAGE_SUBPATH : PAGES_SUBPATH;
  return portalAdminPath(eventId, `${base}/${encodeURIComponent(page.id)}`, portalId);
}
