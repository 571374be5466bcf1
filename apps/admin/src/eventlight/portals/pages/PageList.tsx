import {
  type EventPortalSummary,
  meetsRequirement,
  type OrganizerPortalPageSummary,
  PORTAL_PAGE_TITLE_MAX,
  type PortalPageKind,
} from "@foyer/domain";
import { useApp } from "@foyer/widgets/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { NameDialog } from "../../../dialog/NameDialog.js";
import { useServerWrite } from "../../../server-data/useServerWrite.js";
import { EventLink } from "../../EventLink.js";
import { useEvent } from "../../event-context.js";
import { DeleteItemDialog, useDeleteItem } from "../DeleteItemDialog.js";
import { ListProblem, OrderedRow, useReorder } from "../OrderedRow.js";
import { EmptyListPanel, PortalListPending, useEditedList } from "../PortalListStates.js";
import { portalKeys } from "../portal-keys.js";
import { pageEditorPath, pageKindLabels } from "./page-paths.js";
import { usePortalContentAdminApi } from "./usePortalContentAdminApi.js";

export const PAGES_LOAD_FAILED = "An error occurred getting the portal's pages";

/**
 * One portal's pages of one kind, in order (issue 6 "portals/pages"): each with its state
 * (published or draft), moved up and down, opened in the editor, deleted after asking. "New page"
 * asks for a title and opens the new draft in the editor.
 */
export function PageList({ portal, kind }: { portal: EventPortalSummary; kind: PortalPageKind }) {
  const { services } = useApp();
  const { eventId, profile, leaveTo } = useEvent();
  const write = useServerWrite();
  const queryClient = useQueryClient();
  const api = usePortalContentAdminApi(portal.id);
  const canWrite = meetsRequirement(profile, [{ module: "portal", action: "update" }]);
  const pagesKey = portalKeys.of(eventId, portal.id, "pages", kind);
  const remote = useQuery({
    queryKey: pagesKey,
    queryFn: () => api.pages(kind),
    meta: { errorMessage: PAGES_LOAD_FAILED },
  });
  const [pages, setPages] = useEditedList(remote, pagesKey);
  const [creating, setCreating] = useState(false);
  const deleting = useDeleteItem<OrganizerPortalPageSummary>();
  const { problem, move } = useReorder(pages ?? [], (ids) => api.orderPages(kind, ids), setPages);
  const label = pageKindLabels[kind].one;

  if (!pages)
    return (
      <PortalListPending remote={remote} failedMessage={PAGES_LOAD_FAILED} loadingText="Loading pages..." />
    );

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
      <ListProblem problem={problem} />
      {pages.length === 0 ? (
        <EmptyListPanel
          title={kind === "wiki" ? "No wiki pages yet" : "No pages yet"}
          text={
            kind === "wiki"
              ? "Wiki pages are notes for the event team; participants never see them."
              : "Pages such as speaker guidelines show in the portal's navigation once published."
          }
        />
      ) : (
        <ul className="portal-content-list" aria-label={`${pageKindLabels[kind].tab} of ${portal.name}`}>
          {pages.map((page, index) => (
            <OrderedRow
              key={page.id}
              name={page.title}
              index={index}
              count={pages.length}
              canWrite={canWrite}
              onMove={(by) => void move(index, by)}
              onEdit={() => leaveTo(pageEditorPath(eventId, page, portal.id))}
              onDelete={() => deleting.ask(page)}
            >
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
            </OrderedRow>
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
            // A failure is the dialog's to show (a 403 has given the area to its gate).
            const page = await write(() => api.createPage({ kind, title }));
            void queryClient.invalidateQueries({ queryKey: pagesKey });
            setCreating(false);
            leaveTo(pageEditorPath(eventId, page, portal.id));
          }}
          onCancel={() => setCreating(false)}
        />
      ) : null}
      <DeleteItemDialog
        state={deleting}
        title={(page) => `Delete the ${label} ${page.title}?`}
        confirmLabel={`Delete ${label}`}
        remove={async (page) => {
          await api.deletePage(page.id);
          setPages(pages.filter((one) => one.id !== page.id));
          services.toasts.show({ message: `${page.title} has been deleted.`, severity: "success" });
        }}
      >
        {() => (
          <p>
            {kind === "page" ? "Participants will no longer see it." : "The team's notes on it are lost."}
          </p>
        )}
      </DeleteItemDialog>
    </>
  );
}
