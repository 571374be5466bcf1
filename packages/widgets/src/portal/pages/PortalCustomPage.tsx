import { portalContentMessages } from "@foyer/domain";
import { Link, useParams } from "wouter";
import { SafeHtml } from "../../safe-html/SafeHtml.js";
import { PortalFrame } from "../PortalFrame.js";
import { MissingSection } from "../PortalPage.js";
import { isNotFound } from "../portal-errors.js";
import { LoadFailed } from "../sessions/LoadFailed.js";
import { usePortalData } from "../usePortalData.js";
import { usePortalContentApi } from "./usePortalContentApi.js";

export const PAGE_LOAD_FAILED = "An error occurred getting this page";

function PageContent() {
  const { api: content, home } = usePortalContentApi();
  const { pageId = "" } = useParams<{ pageId: string }>();
  const page = usePortalData(() => content.page(pageId), [content, pageId], {
    errorMessage: PAGE_LOAD_FAILED,
    expected: isNotFound,
  });
  if (page.state.status === "loading") return <p role="status">Loading the page…</p>;
  if (page.state.status === "error") {
    return isNotFound(page.state.error) ? (
      <MissingSection
        id="page"
        title="Page not found"
        message={portalContentMessages.pageNotFound}
        back={
          <p>
            <Link href={home}>Back to the portal's home</Link>
          </p>
        }
      />
    ) : (
      <LoadFailed message={PAGE_LOAD_FAILED} onRetry={page.reload} />
    );
  }
  const { title, body } = page.state.data;
  return (
    <article aria-labelledby="page-title">
      <h1 id="page-title" className="portal-page__title">
        {title}
      </h1>
      {/* Organizer-written HTML: SafeHtml renders an allow-listed subset, scripts never run. */}
      <SafeHtml html={body} className="portal-written" />
    </article>
  );
}

/** /portals/{portalSlug}/{portalId}/pages/{pageId}: an organizer-written page (issue 6). */
export function PortalCustomPage() {
  return <PortalFrame>{() => <PageContent />}</PortalFrame>;
}
