import "./portal-pages.css";
import type { EventPortalSummary, PortalPageKind } from "@foyer/domain";
import type { ReactElement } from "react";
import { useEvent } from "../../event-context.js";
import { FailedPanel, LoadingPanel, MissingPanel } from "../../PagePanels.js";
import { useEventData } from "../../useEventData.js";
import { NO_PORTALS, PORTALS_LOAD_FAILED, usePortalChoice } from "../usePortalChoice.js";
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
  const { state } = choice.portals;
  let body: ReactElement;
  if (state.status === "loading") body = <LoadingPanel text="Loading portals..." />;
  else if (state.status === "error")
    body = (
      <FailedPanel
        error={state.error}
        message={PORTALS_LOAD_FAILED}
        onRetry={choice.portals.reload}
        {...back}
      />
    );
  else if (!choice.portal) body = <MissingPanel title={NO_PORTALS} {...back} />;
  else body = <LoadedEditor key={choice.portal.id} portal={choice.portal} pageId={pageId} kind={kind} />;
  return (
    <div className="event-page">
      <section className="admin-section">{body}</section>
    </div>
  );
}
