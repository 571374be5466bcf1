import {
  type EventPortalSummary,
  type FileRequest,
  type FileRequestInput,
  meetsRequirement,
} from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import { ConfirmDialog, useApp, userMessageOf } from "@foyer/widgets/react";
import { useState } from "react";
import { EventLink } from "../../EventLink.js";
import { useEvent } from "../../event-context.js";
import { eventPath } from "../../event-paths.js";
import { EditDeleteButtons } from "../../ItemButtons.js";
import { FailedPanel, LoadingPanel } from "../../PagePanels.js";
import { useEventData } from "../../useEventData.js";
import { FileRequestDialog } from "./FileRequestDialog.js";
import { FileRequestRecipients } from "./FileRequestRecipients.js";
import { dueText, handedInText, resultsPath, typesText } from "./file-request-labels.js";
import { useFileRequestsApi } from "./useFileRequestsApi.js";

export const FILE_REQUESTS_LOAD_FAILED = "An error occurred getting the portal's file requests";

type Editing = { request?: FileRequest };
type Deleting = { request: FileRequest; busy: boolean; error: string | null };

/**
 * One portal's file requests, newest first (issue 6 "file requests and their results"): each with
 * its due date, accepted types and "n of m handed in", a link to its results; create and edit in
 * a dialog, delete after asking, and each request's recipients opened below it.
 */
export function FileRequestBoard({ portal }: { portal: EventPortalSummary }) {
  const { services } = useApp();
  const { eventId, profile, denyAccess } = useEvent();
  const api = useFileRequestsApi(portal.id);
  const canWrite = meetsRequirement(profile, [{ module: "portal", action: "update" }]);
  const remote = useEventData(() => api.list(), [api], FILE_REQUESTS_LOAD_FAILED);
  const [changed, setChanged] = useState<FileRequest[] | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const requests = changed ?? (remote.state.status === "ready" ? remote.state.data : null);

  if (remote.state.status === "error") {
    return (
      <FailedPanel
        error={remote.state.error}
        message={FILE_REQUESTS_LOAD_FAILED}
        onRetry={remote.reload}
        backHref={eventPath(eventId, "dashboard")}
        backLabel="Back to the event"
      />
    );
  }
  if (!requests) return <LoadingPanel text="Loading file requests..." />;

  const replace = (request: FileRequest) =>
    setChanged(
      requests.some((one) => one.id === request.id)
        ? requests.map((one) => (one.id === request.id ? request : one))
        : [request, ...requests],
    );

  const save = async (body: FileRequestInput) => {
    try {
      const saved = editing?.request ? await api.update(editing.request.id, body) : await api.create(body);
      replace(saved);
      setEditing(null);
      services.toasts.show({
        message: editing?.request ? `${saved.title} has been saved.` : `${saved.title} has been created.`,
        severity: "success",
      });
    } catch (error) {
      if (isHttpError(error) && error.status === 403) denyAccess(error);
      throw error;
    }
  };

  const remove = async (target: Deleting) => {
    setDeleting({ ...target, busy: true, error: null });
    try {
      await api.remove(target.request.id);
      setChanged(requests.filter((one) => one.id !== target.request.id));
      setDeleting(null);
      services.toasts.show({ message: `${target.request.title} has been deleted.`, severity: "success" });
    } catch (error) {
      if (isHttpError(error) && error.status === 403) return denyAccess(error);
      setDeleting({ ...target, busy: false, error: userMessageOf(error) });
    }
  };

  return (
    <>
      {canWrite ? (
        <div className="file-request-board__tools">
          <button type="button" className="foyer-button foyer-button--primary" onClick={() => setEditing({})}>
            New file request
          </button>
        </div>
      ) : null}
      {requests.length === 0 ? (
        <div className="admin-panel admin-panel--center admin-empty">
          <h2 className="admin-empty__title">No file requests yet</h2>
          <p className="admin-empty__text">
            {canWrite
              ? "Ask the portal's participants for documents, such as their slides, then send the request to people or a group."
              : "Requests for documents sent to the portal's participants show here."}
          </p>
        </div>
      ) : (
        <ul className="file-request-board" aria-label={`File requests of ${portal.name}`}>
          {requests.map((request) => {
            const panelId = `file-request-people-${request.id}`;
            return (
              <li key={request.id} className="admin-panel file-request-row">
                <div className="file-request-row__head">
                  <h2 className="file-request-row__title">{request.title}</h2>
                  <span className="event-inline-actions">
                    <EventLink
                      className="foyer-button foyer-button--secondary event-button--small"
                      href={resultsPath(eventId, portal.id, request.id)}
                      aria-label={`Results of ${request.title}`}
                    >
                      Results
                    </EventLink>
                    <button
                      type="button"
                      className="foyer-button foyer-button--ghost event-button--small"
                      aria-expanded={open === request.id}
                      aria-controls={panelId}
                      aria-label={`Recipients of ${request.title}`}
                      onClick={() => setOpen(open === request.id ? null : request.id)}
                    >
                      Recipients
                    </button>
                    {canWrite ? (
                      <EditDeleteButtons
                        name={request.title}
                        onEdit={() => setEditing({ request })}
                        onDelete={() => setDeleting({ request, busy: false, error: null })}
                      />
                    ) : null}
                  </span>
                </div>
                <p className="file-request-row__facts">
                  <span>{dueText(request)}</span>
                  <span>{handedInText(request)}</span>
                  <span>Accepted: {typesText(request.acceptedTypes)}</span>
                  <span>Up to {request.maxFiles === 1 ? "1 file" : `${request.maxFiles} files`} each</span>
                </p>
                {request.instructions ? (
                  <p className="file-request-row__instructions">{request.instructions}</p>
                ) : null}
                {open === request.id ? (
                  <div id={panelId}>
                    <FileRequestRecipients
                      request={request}
                      api={api}
                      canWrite={canWrite}
                      onCount={(recipientCount) => {
                        if (request.recipientCount !== recipientCount)
                          replace({ ...request, recipientCount });
                      }}
                    />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}

      {editing ? (
        <FileRequestDialog
          {...(editing.request ? { request: editing.request } : {})}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete the file request ${deleting.request.title}?`}
          confirmLabel="Delete file request"
          busyLabel="Deleting..."
          busy={deleting.busy}
          error={deleting.error}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>
            {deleting.request.handedInCount > 0
              ? `The files handed in to it are deleted with it (${deleting.request.handedInCount} ${deleting.request.handedInCount === 1 ? "person has" : "people have"} handed in).`
              : "Nobody has handed in a file for it yet."}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
