import "./portal-pages.css";
import type { EventPortalSummary, PortalPageKind } from "@foyer/domain";
import { useEvent } from "../../event-context.js";
import { FailedPanel, LoadingPanel } from "../../PagePanels.js";
import { useEventData } from "../../useEventData.js";
import { PortalStates } from "../PortalStates.js";
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
  const page = useEventData(() => api.page(pageId), [api, pageId], PAGE_LOAD_FAILED);
  const back = { backHref: pagesListPath(eventId, kind, portal.id), backLabel: "Back to the pages" };
  if (page.state.status === "loading") return <LoadingPanel text="Loading the page..." />;
  if (page.state.status === "error")
    return (
      <FailedPanel error={page.state.error} message={PAGE_LOAD_FAILED} onRetry={page.reload} {...back} />
    );
  return <PageEditor key={page.state.data.id} portal={portal} page={page.state.data} />;
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
