import {
  type EventPortalSummary,
  meetsRequirement,
  type OrganizerPortalPageSummary,
  PORTAL_PAGE_TITLE_MAX,
  type PortalPageKind,
} from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import { ConfirmDialog, useApp, userMessageOf } from "@foyer/widgets/react";
import { useState } from "react";
import { NameDialog } from "../../../dialog/NameDialog.js";
import { EventLink } from "../../EventLink.js";
import { useEvent } from "../../event-context.js";
import { eventPath } from "../../event-paths.js";
import { EditDeleteButtons, MoveButtons } from "../../ItemButtons.js";
import { FailedPanel, LoadingPanel } from "../../PagePanels.js";
import { useEventData } from "../../useEventData.js";
import { pageEditorPath, pageKindLabels } from "./page-paths.js";
import { usePortalContentAdminApi } from "./usePortalContentAdminApi.js";

export const PAGES_LOAD_FAILED = "An error occurred getting the portal's pages";

type Deleting = { page: OrganizerPortalPageSummary; busy: boolean; error: string | null };

/**
 * One portal's pages of one kind, in order (issue 6 "portals/pages"): each with its state
 * (published or draft), moved up and down, opened in the editor, deleted after asking. "New page"
 * asks for a title and opens the new draft in the editor.
 */
export function PageList({ portal, kind }: { portal: EventPortalSummary; kind: PortalPageKind }) {
  const { services } = useApp();
  const { eventId, profile, denyAccess, leaveTo } = useEvent();
  const api = usePortalContentAdminApi(portal.id);
  const canWrite = meetsRequirement(profile, [{ module: "portal", action: "update" }]);
  const remote = useEventData(() => api.pages(kind), [api, kind], PAGES_LOAD_FAILED);
  const [changed, setChanged] = useState<OrganizerPortalPageSummary[] | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const pages = changed ?? (remote.state.status === "ready" ? remote.state.data : null);
  const label = pageKindLabels[kind].one;

  /** A failed change's sentence; a 403 hands the whole area to the permission screen. */
  const failed = (error: unknown): string | null => {
    if (isHttpError(error) && error.status === 403) {
      denyAccess(error);
      return null;
    }
    return userMessageOf(error);
  };

  if (remote.state.status === "error") {
    return (
      <FailedPanel
        error={remote.state.error}
        message={PAGES_LOAD_FAILED}
        onRetry={remote.reload}
        backHref={eventPath(eventId, "dashboard")}
        backLabel="Back to the event"
      />
    );
  }
  if (!pages) return <LoadingPanel text="Loading pages..." />;

  const move = async (index: number, by: -1 | 1) => {
    const order = pages.map((page) => page.id);
    const [taken] = order.splice(index, 1);
    if (!taken) return;
    order.splice(index + by, 0, taken);
    setProblem(null);
    try {
      setChanged(await api.orderPages(kind, order));
    } catch (error) {
      setProblem(failed(error));
    }
  };

  const remove = async (target: Deleting) => {
    setDeleting({ ...target, busy: true, error: null });
    try {
      await api.deletePage(target.page.id);
      setChanged(pages.filter((one) => one.id !== target.page.id));
      setDeleting(null);
      services.toasts.show({ message: `${target.page.title} has been deleted.`, severity: "success" });
    } catch (error) {
      const message = failed(error);
      if (message) setDeleting({ ...target, busy: false, error: message });
    }
  };

  return (
    <>
      {canWrite ? (
        <div className="portal-content-tools">
          <button
            type="button"
            className="foyer-button foyer-button--primary"
            onClick={() => setCreating(true)}
          >
            {kind === "wiki" ? "New wiki page" : "New page"}
          </button>
        </div>
      ) : null}
      {problem ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {problem}
        </p>
      ) : null}
      {pages.length === 0 ? (
        <div className="admin-panel admin-panel--center admin-empty">
          <h2 className="admin-empty__title">{kind === "wiki" ? "No wiki pages yet" : "No pages yet"}</h2>
          <p className="admin-empty__text">
            {kind === "wiki"
              ? "Wiki pages are notes for the event team; participants never see them."
              : "Pages such as speaker guidelines show in the portal's navigation once published."}
          </p>
        </div>
      ) : (
        <ul className="portal-content-list" aria-label={`${pageKindLabels[kind].tab} of ${portal.name}`}>
          {pages.map((page, index) => (
            <li key={page.id} className="admin-panel portal-content-row">
              <div>
                <h2 className="portal-content-row__title">
                  <EventLink href={pageEditorPath(eventId, page, portal.id)}>{page.title}</EventLink>
                  {kind === "page" ? (
                    <span
                      className={
                        page.published ? "portal-page-state" : "portal-page-state portal-page-state--draft"
                      }
                    >
                      {page.published ? "Published" : "Draft"}
                    </span>
                  ) : null}
                </h2>
              </div>
              {canWrite ? (
                <span className="event-inline-actions">
                  <MoveButtons
                    name={page.title}
                    first={index === 0}
                    last={index === pages.length - 1}
                    onMove={(by) => void move(index, by)}
                  />
                  <EditDeleteButtons
                    name={page.title}
                    onEdit={() => leaveTo(pageEditorPath(eventId, page, portal.id))}
                    onDelete={() => setDeleting({ page, busy: false, error: null })}
                  />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}

      {creating ? (
        <NameDialog
          title={kind === "wiki" ? "New wiki page" : "New page"}
          label="Title"
          submitLabel="Create"
          busyLabel="Creating..."
          lead={
            kind === "page"
              ? "The page starts as a draft: participants see it once you publish it."
              : undefined
          }
          maxLength={PORTAL_PAGE_TITLE_MAX}
          problem={(name) => (name ? null : "Title is required")}
          onSubmit={async (title) => {
            try {
              const page = await api.createPage({ kind, title });
              setCreating(false);
              leaveTo(pageEditorPath(eventId, page, portal.id));
            } catch (error) {
              if (isHttpError(error) && error.status === 403) denyAccess(error);
              throw error;
            }
          }}
          onCancel={() => setCreating(false)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete the ${label} ${deleting.page.title}?`}
          confirmLabel={`Delete ${label}`}
          busyLabel="Deleting..."
          busy={deleting.busy}
          error={deleting.error}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>
            {kind === "page" ? "Participants will no longer see it." : "The team's notes on it are lost."}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
