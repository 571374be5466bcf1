import {
  type EventPortalSummary,
  meetsRequirement,
  type OrganizerPortalPage,
  PORTAL_PAGE_BODY_MAX,
  PORTAL_PAGE_TITLE_MAX,
  portalPageUpdateBody,
} from "@foyer/domain";
import { ConfirmDialog, SafeHtml, useApp, userMessageOf } from "@foyer/widgets/react";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import { isForbidden } from "../../../server-data/access-gate.js";
import { useServerWrite } from "../../../server-data/useServerWrite.js";
import { EventLink } from "../../EventLink.js";
import { useEvent } from "../../event-context.js";
import { portalKeys } from "../portal-keys.js";
import { pageKindLabels, pagesListPath } from "./page-paths.js";
import { usePortalContentAdminApi } from "./usePortalContentAdminApi.js";

type Draft = { title: string; body: string; published: boolean };

const draftOf = (page: OrganizerPortalPage): Draft => ({
  title: page.title,
  body: page.body,
  published: page.published,
});

/**
 * The page editor (issue 6: portals/pages/{pageId} and portals/wikiPage/{wikiPageId}): title,
 * published (portal pages only) and the body as HTML, with a live preview rendered by the same
 * SafeHtml the portal uses, so what is previewed is what participants get.
 */
export function PageEditor({ portal, page }: { portal: EventPortalSummary; page: OrganizerPortalPage }) {
  const { services } = useApp();
  const { eventId, profile, setUnsaved, leaveTo } = useEvent();
  const write = useServerWrite();
  const queryClient = useQueryClient();
  // A save or delete changes the page and the portal's lists of pages.
  const changed = (saved?: OrganizerPortalPage) => {
    if (saved) queryClient.setQueryData(portalKeys.of(eventId, portal.id, "page", page.id), saved);
    void queryClient.invalidateQueries({ queryKey: portalKeys.of(eventId, portal.id, "pages") });
  };
  const api = usePortalContentAdminApi(portal.id);
  const canWrite = meetsRequirement(profile, [{ module: "portal", action: "update" }]);
  const id = useId();
  const [saved, setSaved] = useState<Draft>(() => draftOf(page));
  const [draft, setDraft] = useState<Draft>(saved);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ busy: boolean; error: string | null } | null>(null);
  const dirty =
    draft.title !== saved.title || draft.body !== saved.body || draft.published !== saved.published;
  const listHref = pagesListPath(eventId, page.kind, portal.id);
  const label = pageKindLabels[page.kind].one;

  useEffect(() => {
    setUnsaved(dirty);
  }, [dirty, setUnsaved]);
  useEffect(() => () => setUnsaved(false), [setUnsaved]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !canWrite) return;
    const parsed = portalPageUpdateBody.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Check the page");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const updated = await write(() => api.updatePage(page.id, parsed.data));
      changed(updated);
      const next = draftOf(updated);
      setSaved(next);
      setDraft(next);
      services.toasts.show({ message: `${next.title} has been saved.`, severity: "success" });
    } catch (caught) {
      if (isForbidden(caught)) return; // the area's gate has it
      setError(userMessageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setDeleting({ busy: true, error: null });
    try {
      await write(() => api.deletePage(page.id));
      changed();
      services.toasts.show({ message: `${saved.title} has been deleted.`, severity: "success" });
      leaveTo(listHref, { force: true });
    } catch (caught) {
      if (isForbidden(caught)) return; // the area's gate has it
      setDeleting({ busy: false, error: userMessageOf(caught) });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <EventLink className="event-back" href={listHref}>
        ← {pageKindLabels[page.kind].tab}
      </EventLink>
      <h1 className="admin-section__title" id={`${id}-heading`}>
        {saved.title}
      </h1>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-title`}>
          Title
        </label>
        <input
          id={`${id}-title`}
          className="foyer-input"
          value={draft.title}
          maxLength={PORTAL_PAGE_TITLE_MAX}
          readOnly={!canWrite}
          required
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
      </div>
      {page.kind === "page" ? (
        <label className="foyer-checkbox">
          <input
            type="checkbox"
            checked={draft.published}
            disabled={!canWrite}
            onChange={(event) => setDraft({ ...draft, published: event.target.checked })}
          />{" "}
          Published (participants see it in the portal's navigation)
        </label>
      ) : (
        <p className="admin-section__lead">
          A wiki page is for the event team only; participants never see it.
        </p>
      )}
      <div className="portal-page-editor">
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={`${id}-body`}>
            Body (HTML)
          </label>
          <textarea
            id={`${id}-body`}
            className="foyer-input portal-page-editor__body"
            value={draft.body}
            maxLength={PORTAL_PAGE_BODY_MAX}
            readOnly={!canWrite}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setDraft({ ...draft, body: event.target.value })}
          />
          <p className="foyer-field__hint" id={`${id}-hint`}>
            Paragraphs, headings (h2–h4), lists, bold, italic, quotes, code and links. Scripts, styles, images
            and other markup are left out when shown.
          </p>
        </div>
        <section aria-labelledby={`${id}-preview`}>
          <h2 className="foyer-field__label" id={`${id}-preview`}>
            Preview
          </h2>
          <SafeHtml html={draft.body} className="portal-page-editor__preview" />
        </section>
      </div>
      {error ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {canWrite ? (
        <div className="portal-page-editor__actions">
          <button type="submit" className="foyer-button foyer-button--primary" disabled={busy || !dirty}>
            {busy ? "Saving..." : "Save"}
          </button>
          <button
            type="button"
            className="foyer-button foyer-button--ghost"
            disabled={busy || !dirty}
            onClick={() => setDraft(saved)}
          >
            Discard changes
          </button>
          <button
            type="button"
            className="foyer-button foyer-button--ghost event-icon-button--danger"
            onClick={() => setDeleting({ busy: false, error: null })}
          >
            Delete {label}
          </button>
        </div>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete the ${label} ${saved.title}?`}
          confirmLabel={`Delete ${label}`}
          busyLabel="Deleting..."
          busy={deleting.busy}
          error={deleting.error}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(null)}
        >
          <p>
            {page.kind === "page"
              ? "Participants will no longer see it."
              : "The team's notes on it are lost."}
          </p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
