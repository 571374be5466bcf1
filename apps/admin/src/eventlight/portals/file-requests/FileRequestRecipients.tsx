import {
  type FileRequest,
  type FileRequestRecipient,
  fileRequestGroupLabels,
  fileRequestGroups,
} from "@foyer/domain";
import type { FileRequestsAdminApi } from "@foyer/sdk";
import { type QueryKey, useQuery } from "@tanstack/react-query";
import { PortalPeoplePanel } from "../PortalPeoplePanel.js";
import { peopleCount } from "./file-request-labels.js";

export const RECIPIENTS_LOAD_FAILED = "An error occurred getting who this file request is sent to";

export interface FileRequestRecipientsProps {
  request: FileRequest;
  api: FileRequestsAdminApi;
  /** Where the request's recipients are cached. */
  queryKey: QueryKey;
  canWrite: boolean;
  /** The list changed: the request's recipient count follows it. */
  onCount(recipients: number): void;
}

/**
 * Who a file request is sent to: contacts of the event picked with the search-and-pick dialog, or
 * a whole group (expanded to its people now), each removable.
 */
export function FileRequestRecipients({
  request,
  api,
  queryKey,
  canWrite,
  onCount,
}: FileRequestRecipientsProps) {
  const remote = useQuery({
    queryKey,
    queryFn: () => api.recipients(request.id),
    meta: { errorMessage: RECIPIENTS_LOAD_FAILED },
  });
  return (
    <PortalPeoplePanel<FileRequestRecipient, (typeof fileRequestGroups)[number]>
      title="Recipients"
      listLabel={`Recipients of ${request.title}`}
      emptyText="Nobody is asked yet."
      remote={remote}
      queryKey={queryKey}
      loadFailed={RECIPIENTS_LOAD_FAILED}
      groups={fileRequestGroups}
      groupLabels={fileRequestGroupLabels}
      canWrite={canWrite}
      add={async (input) => {
        const { added, recipients } = await api.addRecipients(request.id, input);
        return {
          list: recipients,
          message:
            added === 0
              ? "contactIds" in input
                ? "Everyone you picked was already asked."
                : "Nobody in that group was left to ask."
              : `Sent ${request.title} to ${peopleCount(added)}.`,
        };
      }}
      remove={async (person, name) => ({
        list: await api.removeRecipient(request.id, person.contactId),
        message: `${name} is no longer asked for ${request.title}.`,
      })}
      removeLabel={(name) => `Remove ${name} from ${request.title}`}
      show={(person) => ({ name: person.name, detail: person.email || null })}
      onList={(list) => onCount(list.length)}
    />
  );
}
