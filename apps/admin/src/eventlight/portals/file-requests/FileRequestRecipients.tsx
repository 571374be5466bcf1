import {
  type FileRequest,
  type FileRequestGroup,
  type FileRequestRecipient,
  type FileRequestRecipientsInput,
  fileRequestGroupLabels,
  fileRequestGroups,
  meetsRequirement,
} from "@foyer/domain";
import { isHttpError, type OrganizerFileRequestsApi } from "@foyer/sdk";
import { RecordPicker, useApp, userMessageOf } from "@foyer/widgets/react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { EventLink } from "../../EventLink.js";
import { useEvent } from "../../event-context.js";
import { contactPath } from "../../sessions/session-paths.js";
import { useEventData } from "../../useEventData.js";
import { peopleCount } from "./file-request-labels.js";

export const RECIPIENTS_LOAD_FAILED = "An error occurred getting who this file request is sent to";

export interface FileRequestRecipientsProps {
  request: FileRequest;
  api: OrganizerFileRequestsApi;
  canWrite: boolean;
  /** The list changed: the request's recipient count follows it. */
  onCount(recipients: number): void;
}

/**
 * Who a file request is sent to: contacts of the event picked with the search-and-pick dialog, or
 * a whole group (expanded to its people now), each removable.
 */
export function FileRequestRecipients({ request, api, canWrite, onCount }: FileRequestRecipientsProps) {
  const { services } = useApp();
  const { eventId, profile, denyAccess } = useEvent();
  const headingId = useId();
  const groupId = useId();
  const remote = useEventData(() => api.recipients(request.id), [api, request.id], RECIPIENTS_LOAD_FAILED);
  const [changed, setChanged] = useState<FileRequestRecipient[] | null>(null);
  const [group, setGroup] = useState<FileRequestGroup>("speakers");
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const people = changed ?? (remote.state.status === "ready" ? remote.state.data : null);
  // The picker searches contacts: it needs read on contacts (the server checks it too).
  const canPick = meetsRequirement(profile, [{ module: "contacts", action: "read" }]);

  const countRef = useRef(onCount);
  countRef.current = onCount;
  useEffect(() => {
    if (people) countRef.current(people.length);
  }, [people]);

  /** A change of the list; its answer replaces the list, and a toast says what happened. */
  const run = async (work: () => Promise<{ list: FileRequestRecipient[]; message: string }>) => {
    setWorking(true);
    setProblem(null);
    try {
      const { list, message } = await work();
      setChanged(list);
      services.toasts.show({ message, severity: "success" });
    } catch (error) {
      if (isHttpError(error) && error.status === 403) return denyAccess(error);
      setProblem(userMessageOf(error));
    } finally {
      setWorking(false);
    }
  };

  const add = (input: FileRequestRecipientsInput) =>
    run(async () => {
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
    });
  const addRef = useRef(add);
  addRef.current = add;
  // The picker gets one stable callback; it always calls the latest add.
  const onSelect = useCallback(({ records }: { records: { kind: string; id: string }[] }) => {
    const contactIds = records.filter((record) => record.kind === "contact").map((record) => record.id);
    if (contactIds.length > 0) void addRef.current({ contactIds });
  }, []);

  return (
    <section className="file-request-people" aria-labelledby={headingId} aria-busy={working || undefined}>
      <h3 className="file-request-people__title" id={headingId}>
        Recipients
      </h3>
      {canWrite ? (
        <div className="file-request-people__add">
          {canPick ? (
            <RecordPicker eventId={eventId} mode="people" sdk={services.sdk} onSelect={onSelect} />
          ) : (
            <p className="foyer-alert foyer-alert--info">
              Picking people searches the event's contacts, which your role cannot read. You can still add a
              group.
            </p>
          )}
          <label className="file-request-people__group" htmlFor={groupId}>
            <span>Group</span>
            <select
              id={groupId}
              className="foyer-input"
              value={group}
              disabled={working}
              onChange={(event) => setGroup(event.currentTarget.value as FileRequestGroup)}
            >
              {fileRequestGroups.map((one) => (
                <option key={one} value={one}>
                  {fileRequestGroupLabels[one]}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="foyer-button foyer-button--secondary event-button--small"
            disabled={working}
            onClick={() => void add({ group })}
          >
            Add group
          </button>
        </div>
      ) : null}
      {problem ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {problem}
        </p>
      ) : null}
      {remote.state.status === "error" && !changed ? (
        <div>
          <p className="foyer-alert foyer-alert--error">{RECIPIENTS_LOAD_FAILED}.</p>
          <button type="button" className="foyer-button foyer-button--secondary" onClick={remote.reload}>
            Try again
          </button>
        </div>
      ) : !people ? (
        <p role="status">Loading...</p>
      ) : people.length === 0 ? (
        <p className="event-card__note">Nobody is asked yet.</p>
      ) : (
        <ul className="file-request-people__list" aria-label={`Recipients of ${request.title}`}>
          {people.map((person) => (
            <li key={person.contactId} className="file-request-people__item">
              <span className="file-request-people__who">
                <EventLink href={contactPath(eventId, person.contactId)}>{person.name}</EventLink>
                {person.email ? <span className="file-request-people__detail">{person.email}</span> : null}
              </span>
              {canWrite ? (
                <button
                  type="button"
                  className="foyer-button foyer-button--ghost event-button--small"
                  aria-label={`Remove ${person.name} from ${request.title}`}
                  disabled={working}
                  onClick={() =>
                    void run(async () => ({
                      list: await api.removeRecipient(request.id, person.contactId),
                      message: `${person.name} is no longer asked for ${request.title}.`,
                    }))
                  }
                >
                  Remove
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
