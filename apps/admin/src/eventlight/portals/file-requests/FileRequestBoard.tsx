import {
  type EventPortalSummary,
  type FileRequest,
  type FileRequestInput,
  meetsRequirement,
} from "@foyer/domain";
import { useApp } from "@foyer/widgets/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EventLink } from "../../EventLink.js";
import { useEvent } from "../../event-context.js";
import { DeleteItemDialog, useDeleteItem } from "../DeleteItemDialog.js";
import { BoardTools, PortalBoardRow } from "../PortalBoardRow.js";
import { EmptyListPanel, PortalListPending, useEditedList } from "../PortalListStates.js";
import { portalKeys } from "../portal-keys.js";
import { useEditDialog } from "../useEditDialog.js";
import { FileRequestDialog } from "./FileRequestDialog.js";
import { FileRequestRecipients } from "./FileRequestRecipients.js";
import { dueText, handedInText, resultsPath, typesText } from "./file-request-labels.js";
import { useFileRequestsApi } from "./useFileRequestsApi.js";

export const FILE_REQUESTS_LOAD_FAILED = "An error occurred getting the portal's file requests";

/**
 * One portal's file requests, newest first (issue 6 "file requests and their results"): each with
 * its due date, accepted types and "n of m handed in", a link to its results; create and edit in
 * a dialog, delete after asking, and each request's recipients opened below it.
 */
export function FileRequestBoard({ portal }: { portal: EventPortalSummary }) {
  const { services } = useApp();
  const { eventId, profile } = useEvent();
  const api = useFileRequestsApi(portal.id);
  const canWrite = meetsRequirement(profile, [{ module: "portal", action: "update" }]);
  const requestsKey = portalKeys.of(eventId, portal.id, "file-requests");
  const remote = useQuery({
    queryKey: requestsKey,
    queryFn: () => api.list(),
    meta: { errorMessage: FILE_REQUESTS_LOAD_FAILED },
  });
  const [requests, setRequests] = useEditedList(remote, requestsKey);
  const deleting = useDeleteItem<FileRequest>();
  const [open, setOpen] = useState<string | null>(null);
  const replace = (request: FileRequest) => {
    const list = requests ?? [];
    setRequests(
      list.some((one) => one.id === request.id)
        ? list.map((one) => (one.id === request.id ? request : one))
        : [request, ...list],
    );
  };
  const dialog = useEditDialog<FileRequest, FileRequestInput>(api, replace);

  if (!requests)
    return (
      <PortalListPending
        remote={remote}
        failedMessage={FILE_REQUESTS_LOAD_FAILED}
        loadingText="Loading file requests..."
      />
    );

  return (
    <>
      {canWrite ? <BoardTools label="New file request" onNew={() => dialog.open()} /> : null}
      {requests.length === 0 ? (
        <EmptyListPanel
          title="No file requests yet"
          text={
            canWrite
              ? "Ask the portal's participants for documents, such as their slides, then send the request to people or a group."
              : "Requests for documents sent to the portal's participants show here."
          }
        />
      ) : (
        <ul className="portal-board" aria-label={`File requests of ${portal.name}`}>
          {requests.map((request) => (
            <PortalBoardRow
              key={request.id}
              id={`file-request-people-${request.id}`}
              title={request.title}
              links={
                <EventLink
                  className="foyer-button foyer-button--secondary event-button--small"
                  href={resultsPath(eventId, portal.id, request.id)}
                  aria-label={`Results of ${request.title}`}
                >
                  Results
                </EventLink>
              }
              peopleLabel="Recipients"
              open={open === request.id}
              onToggle={() => setOpen(open === request.id ? null : request.id)}
              {...(canWrite
                ? { onEdit: () => dialog.open(request), onDelete: () => deleting.ask(request) }
                : {})}
              facts={
                <>
                  <span>{dueText(request)}</span>
                  <span>{handedInText(request)}</span>
                  <span>Accepted: {typesText(request.acceptedTypes)}</span>
                  <span>Up to {request.maxFiles === 1 ? "1 file" : `${request.maxFiles} files`} each</span>
                </>
              }
              text={request.instructions}
              people={() => (
                <FileRequestRecipients
                  request={request}
                  api={api}
                  queryKey={[...requestsKey, request.id, "recipients"]}
                  canWrite={canWrite}
                  onCount={(recipientCount) => {
                    if (request.recipientCount !== recipientCount) replace({ ...request, recipientCount });
                  }}
                />
              )}
            />
          ))}
        </ul>
      )}

      {dialog.editing ? (
        <FileRequestDialog
          {...(dialog.editing.item ? { request: dialog.editing.item } : {})}
          onSubmit={dialog.save}
          onCancel={dialog.close}
        />
      ) : null}
      <DeleteItemDialog
        state={deleting}
        title={(request) => `Delete the file request ${request.title}?`}
        confirmLabel="Delete file request"
        remove={async (request) => {
          await api.remove(request.id);
          setRequests(requests.filter((one) => one.id !== request.id));
          services.toasts.show({ message: `${request.title} has been deleted.`, severity: "success" });
        }}
      >
        {(request) => (
          <p>
            {request.handedInCount > 0
              ? `The files handed in to it are deleted with it (${request.handedInCount} ${request.handedInCount === 1 ? "person has" : "people have"} handed in).`
              : "Nobody has handed in a file for it yet."}
          </p>
        )}
      </DeleteItemDialog>
    </>
  );
}
