import { isWebAddress, type PortalResource } from "@foyer/domain";
import { Link } from "wouter";
import { PortalPage } from "../PortalPage.js";
import { usePortalContentApi } from "../pages/usePortalContentApi.js";
import { LoadFailed } from "../sessions/LoadFailed.js";
import { sizeLabel } from "../sessions/session-format.js";
import { usePortalData } from "../usePortalData.js";

export const RESOURCES_LOAD_FAILED = "An error occurred getting the resources";
export const NO_RESOURCES = "There are no resources yet.";

/** What a resource is, in a few words: the file's name and size, or the site it links to. */
function ResourceKind({ resource }: { resource: PortalResource }) {
  if (resource.kind === "file") {
    return (
      <span className="portal-muted">
        File: {resource.file.name} ({sizeLabel(resource.file.size)})
      </span>
    );
  }
  // The server takes http(s) links only; anything else stored earlier shows as text.
  if (!isWebAddress(resource.url)) return <span className="portal-muted">{resource.url}</span>;
  return (
    <a href={resource.url} target="_blank" rel="noopener noreferrer">
      {resource.url}
      <span className="foyer-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

function ResourceList() {
  const { api: content, home } = usePortalContentApi();
  const list = usePortalData(() => content.resources(), [content], { errorMessage: RESOURCES_LOAD_FAILED });
  if (list.state.status === "loading") return <p role="status">Loading the resources…</p>;
  if (list.state.status === "error")
    return <LoadFailed message={RESOURCES_LOAD_FAILED} onRetry={list.reload} />;
  const resources = list.state.data;
  if (resources.length === 0) return <p className="portal-empty">{NO_RESOURCES}</p>;
  return (
    <ul className="portal-sessions">
      {resources.map((resource) => (
        <li key={resource.id} className="portal-session-card">
          <h2 className="portal-session-card__title">
            <Link href={`${home}/resources/${encodeURIComponent(resource.id)}`}>{resource.title}</Link>
          </h2>
          {resource.description ? (
            <p className="portal-resource__description">{resource.description}</p>
          ) : null}
          <ResourceKind resource={resource} />
        </li>
      ))}
    </ul>
  );
}

/** /portals/{portalSlug}/{portalId}/resources: the portal's files and links (issue 6). */
export function PortalResourcesPage() {
  return (
    <PortalPage id="resources" title="Resources">
      <ResourceList />
    </PortalPage>
  );
}
