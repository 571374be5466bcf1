import "./portal-pages.css";
import type { EventPortalSummary, PortalPageKind } from "@foyer/domain";
import { useQuery } from "@tanstack/react-query";
import { useEvent } from "../../event-context.js";
import { FailedPanel, LoadingPanel } from "../../PagePanels.js";
import { PortalStates } from "../PortalStates.js";
import { portalKeys } from "../portal-keys.js";
import { usePortalChoice } from "../usePortalChoice.js";
import { PageEditor } from "./PageEditor.js";
import { pagesListPath } from "./page-paths.js";
import { usePortalContentAdminApi } from "./usePortalContentAdminApi.js";

export const PAGE_LOAD_FAILED = "An error occurred getting this page";

function LoadedEditor({
  portal,
  pageId,
  kind,
}: {
  portal: EventPortalSummary;
  pageId: string;
  kind: PortalPageKind;
}) {
  const { eventId } = useEvent();
  const api = usePortalContentAdminApi(portal.id);
  const page = useQuery({
    queryKey: portalKeys.of(eventId, portal.id, "page", pageId),
    queryFn: () => api.page(pageId),
    meta: { errorMessage: PAGE_LOAD_FAILED },
  });
  const back = { backHref: pagesListPath(eventId, kind, portal.id), backLabel: "Back to the pages" };
  if (page.status === "pending") return <LoadingPanel text="Loading the page..." />;
  if (page.status === "error")
    return (
      <FailedPanel
        error={page.error}
        message={PAGE_LOAD_FAILED}
        onRetry={() => void page.refetch()}
        {...back}
      />
    );
  return <PageEditor key={page.data.id} portal={portal} page={page.data} />;
}

/**
 * /event-light/{eventId}/portals/pages/{pageId} and …/portals/wikiPage/{wikiPageId} (spec 1 §2):
 * one page of the portal in `?portal=` (else the event's first) in the editor.
 */
export function PageEditorPage({ pageId, kind }: { pageId: string; kind: PortalPageKind }) {
  const { eventId } = useEvent();
  const choice = usePortalChoice("portal");
  const back = { backHref: pagesListPath(eventId, kind), backLabel: "Back to the pages" };
  return (
    <div className="event-page">
      <section className="admin-section">
        <PortalStates remote={choice.portals} portal={choice.portal} back={back}>
          {(portal) => <LoadedEditor key={portal.id} portal={portal} pageId={pageId} kind={kind} />}
        </PortalStates>
      </section>
    </div>
  );
}
