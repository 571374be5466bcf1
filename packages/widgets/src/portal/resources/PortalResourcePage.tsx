import { isWebAddress, portalContentMessages } from "@foyer/domain";
import { Link, useParams } from "wouter";
import { PortalFrame } from "../PortalFrame.js";
import { MissingSection } from "../PortalPage.js";
import { usePortalContentApi } from "../pages/usePortalContentApi.js";
import { isNotFound } from "../portal-errors.js";
import { LoadFailed } from "../sessions/LoadFailed.js";
import { sizeLabel } from "../sessions/session-format.js";
import { usePortalData } from "../usePortalData.js";
import { ResourceDownload } from "./ResourceDownload.js";

export const RESOURCE_LOAD_FAILED = "An error occurred getting this resource";

function ResourceDetails() {
  const { api: content, home } = usePortalContentApi();
  const { resourceId = "" } = useParams<{ resourceId: string }>();
  const detail = usePortalData(() => content.resource(resourceId), [content, resourceId], {
    errorMessage: RESOURCE_LOAD_FAILED,
    expected: isNotFound,
  });
  const back = (
    <p>
      <Link href={`${home}/resources`}>Back to resources</Link>
    </p>
  );
  if (detail.state.status === "loading") return <p role="status">Loading the resource…</p>;
  if (detail.state.status === "error") {
    return isNotFound(detail.state.error) ? (
      <MissingSection
        id="resource"
        title="Resource not found"
        message={portalContentMessages.resourceNotFound}
        back={back}
      />
    ) : (
      <LoadFailed message={RESOURCE_LOAD_FAILED} onRetry={detail.reload} />
    );
  }
  const resource = detail.state.data;
  return (
    <article aria-labelledby="resource-title">
      {back}
      <h1 id="resource-title" className="portal-page__title">
        {resource.title}
      </h1>
      {resource.description ? <p className="portal-resource__description">{resource.description}</p> : null}
      {resource.kind === "file" ? (
        <>
          <dl className="portal-facts">
            <div>
              <dt>File</dt>
              <dd>{resource.file.name}</dd>
            </div>
            <div>
              <dt>Size</dt>
              <dd>{sizeLabel(resource.file.size)}</dd>
            </div>
          </dl>
          <ResourceDownload resource={resource} />
        </>
      ) : isWebAddress(resource.url) ? (
        <p>
          <a
            className="foyer-button foyer-button--primary"
            href={resource.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            Open the link<span className="foyer-visually-hidden"> (opens in a new tab)</span>
          </a>{" "}
          <span className="portal-muted">{resource.url}</span>
        </p>
      ) : (
        <p className="portal-muted">{resource.url}</p>
      )}
    </article>
  );
}

/** /portals/{portalSlug}/{portalId}/resources/{resourceId}: one resource, to download or open. */
export function PortalResourcePage() {
  return <PortalFrame>{() => <ResourceDetails />}</PortalFrame>;
}
