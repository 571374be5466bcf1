import "./portal-pages.css";
import type { PortalPageKind } from "@foyer/domain";
import { useSearch } from "wouter";
import { useEvent } from "../../event-context.js";
import { PortalAdminPage } from "../PortalAdminPage.js";
import { PortalTabs } from "../PortalTabs.js";
import { PageList } from "./PageList.js";
import { pageKindLabels, pagesListPath } from "./page-paths.js";

const KINDS: readonly PortalPageKind[] = ["page", "wiki"];

/**
 * /event-light/{eventId}/portals/pages (spec 1 §2 "portals … pages"; issue 6): the chosen
 * portal's pages in two tabs, "Portal pages" (shown to participants once published) and "Wiki
 * (team only)" (`?tab=wiki`). Reading needs read on `portal` (the area's guard), changing update.
 */
export function PortalPagesPage() {
  const { eventId } = useEvent();
  const kind: PortalPageKind = new URLSearchParams(useSearch()).get("tab") === "wiki" ? "wiki" : "page";
  return (
    <PortalAdminPage
      title="Pages"
      lead="Write pages for the portal's participants, such as speaker guidelines, and keep the team's own notes in the wiki."
    >
      {(portal) => (
        <>
          <PortalTabs
            label="Page kinds"
            tabs={KINDS.map((one) => ({
              href: pagesListPath(eventId, one, portal.id),
              label: pageKindLabels[one].tab,
              current: one === kind,
            }))}
          />
          <PageList key={`${portal.id}:${kind}`} portal={portal} kind={kind} />
        </>
      )}
    </PortalAdminPage>
  );
}
