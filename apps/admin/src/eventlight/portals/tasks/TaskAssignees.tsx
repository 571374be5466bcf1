import {
  meetsRequirement,
  type OrganizerPortalTask,
  type PortalTaskAssignee,
  type PortalTaskAssignInput,
  type PortalTaskGroup,
  portalTaskGroupLabels,
  portalTaskGroups,
} from "@foyer/domain";
import type { OrganizerPortalTasksApi } from "@foyer/sdk";
import { isHttpError } from "@foyer/sdk";
import { RecordPicker, useApp, userMessageOf } from "@foyer/widgets/react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { EventLink } from "../../EventLink.js";
import { useEvent } from "../../event-context.js";
import { formatDateTime } from "../../format-dates.js";
import { contactPath } from "../../sessions/session-paths.js";
import { useEventData } from "../../useEventData.js";
import { peopleCount } from "./task-labels.js";

export const ASSIGNEES_LOAD_FAILED = "An error occurred getting who this task is assigned to";

export interface TaskAssigneesProps {
  task: OrganizerPortalTask;
  api: OrganizerPortalTasksApi;
  canWrite: boolean;
  /** The list changed: the task's counts follow it. */
  onCounts(assigned: number, done: number): void;
}

const countsOf = (list: readonly PortalTaskAssignee[]) =>
  [list.length, list.filter((one) => one.doneAt).length] as const;

/**
 * Who a task is assigned to and who has done it; people are added with the search-and-pick
 * dialog (contacts of the event) or as a group (expanded to its people now), and removed.
 */
export function TaskAssignees({ task, api, canWrite, onCounts }: TaskAssigneesProps) {
  const { services } = useApp();
  const { eventId, profile, denyAccess } = useEvent();
  const headingId = useId();
  const groupId = useId();
  const remote = useEventData(() => api.assignees(task.id), [api, task.id], ASSIGNEES_LOAD_FAILED);
  const [changed, setChanged] = useState<PortalTaskAssignee[] | null>(null);
  const [group, setGroup] = useState<PortalTaskGroup>("speakers");
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const people = changed ?? (remote.state.status === "ready" ? remote.state.data : null);
  // The picker searches contacts: it needs read on contacts (the server checks it too).
  const canPick = meetsRequirement(profile, [{ module: "contacts", action: "read" }]);

  const countsRef = useRef(onCounts);
  countsRef.current = onCounts;
  useEffect(() => {
    if (people) countsRef.current(...countsOf(people));
  }, [people]);

  /** A change of the list; its answer replaces the list, and a toast says what happened. */
  const run = async (work: () => Promise<{ list: PortalTaskAssignee[]; message: string }>) => {
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

  const assign = (input: PortalTaskAssignInput) =>
    run(async () => {
      const { added, assignees } = await api.assign(task.id, input);
      return {
        list: assignees,
        message:
          added === 0
            ? "contactIds" in input
              ? "Everyone you picked was already assigned."
              : "Nobody in that group was left to assign."
            : `Assigned ${peopleCount(added)} to ${task.title}.`,
      };
    });
  const assignRef = useRef(assign);
  assignRef.current = assign;
  // The picker gets one stable callback; it always calls the latest assign.
  const onSelect = useCallback(({ records }: { records: { kind: string; id: string }[] }) => {
    const contactIds = records.filter((record) => record.kind === "contact").map((record) => record.id);
    if (contactIds.length > 0) void assignRef.current({ contactIds });
  }, []);

  return (
    <section className="portal-task-people" aria-labelledby={headingId} aria-busy={working || undefined}>
      <h3 className="portal-task-people__title" id={headingId}>
        Assigned people
      </h3>
      {canWrite ? (
        <div className="portal-task-people__add">
          {canPick ? (
            <RecordPicker eventId={eventId} mode="people" sdk={services.sdk} onSelect={onSelect} />
          ) : (
            <p className="foyer-alert foyer-alert--info">
              Picking people searches the event's contacts, which your role cannot read. You can still add a
              group.
            </p>
          )}
          <label className="portal-task-people__group" htmlFor={groupId}>
            <span>Group</span>
            <select
              id={groupId}
              className="foyer-input"
              value={group}
              disabled={working}
              onChange={(event) => setGroup(event.currentTarget.value as PortalTaskGroup)}
            >
              {portalTaskGroups.map((one) => (
                <option key={one} value={one}>
                  {portalTaskGroupLabels[one]}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="foyer-button foyer-button--secondary event-button--small"
            disabled={working}
            onClick={() => void assign({ group })}
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
          <p className="foyer-alert foyer-alert--error">{ASSIGNEES_LOAD_FAILED}.</p>
          <button type="button" className="foyer-button foyer-button--secondary" onClick={remote.reload}>
            Try again
          </button>
        </div>
      ) : !people ? (
        <p role="status">Loading...</p>
      ) : people.length === 0 ? (
        <p className="event-card__note">Nobody is assigned yet.</p>
      ) : (
        <ul className="portal-task-people__list" aria-label={`People assigned to ${task.title}`}>
          {people.map((person) => {
            const name = person.name || person.email || "(no name)";
            return (
              <li key={person.contactId} className="portal-task-people__item">
                <span className="portal-task-people__who">
                  <EventLink href={contactPath(eventId, person.contactId)}>{name}</EventLink>
                  {person.email && person.name ? (
                    <span className="portal-task-people__detail">{person.email}</span>
                  ) : null}
                </span>
                <span
                  className={
                    person.doneAt ? "portal-task-state portal-task-state--done" : "portal-task-state"
                  }
                >
                  {person.doneAt ? `Done ${formatDateTime(person.doneAt)}` : "Not done"}
                </span>
                {canWrite ? (
                  <button
                    type="button"
                    className="foyer-button foyer-button--ghost event-button--small"
                    aria-label={`Remove ${name} from ${task.title}`}
                    disabled={working}
                    onClick={() =>
                      void run(async () => ({
                        list: await api.unassign(task.id, person.contactId),
                        message: `${name} is no longer assigned to ${task.title}.`,
                      }))
                    }
                  >
                    Remove
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
