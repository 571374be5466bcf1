import {
  type OrganizerPortalTask,
  type PortalTaskAssignee,
  type PortalTaskGroup,
  portalTaskGroupLabels,
  portalTaskGroups,
} from "@foyer/domain";
import type { PortalTasksAdminApi } from "@foyer/sdk";
import { type QueryKey, useQuery } from "@tanstack/react-query";
import { formatDateTime } from "../../format-dates.js";
import { PortalPeoplePanel } from "../PortalPeoplePanel.js";
import { peopleCount } from "./task-labels.js";

export const ASSIGNEES_LOAD_FAILED = "An error occurred getting who this task is assigned to";

export interface TaskAssigneesProps {
  task: OrganizerPortalTask;
  api: PortalTasksAdminApi;
  /** Where the task's assignees are cached. */
  queryKey: QueryKey;
  canWrite: boolean;
  /** The list changed: the task's counts follow it. */
  onCounts(assigned: number, done: number): void;
}

/**
 * Who a task is assigned to and who has done it; people are added with the search-and-pick
 * dialog (contacts of the event) or as a group (expanded to its people now), and removed.
 */
export function TaskAssignees({ task, api, queryKey, canWrite, onCounts }: TaskAssigneesProps) {
  const remote = useQuery({
    queryKey,
    queryFn: () => api.assignees(task.id),
    meta: { errorMessage: ASSIGNEES_LOAD_FAILED },
  });
  return (
    <PortalPeoplePanel<PortalTaskAssignee, PortalTaskGroup>
      title="Assigned people"
      listLabel={`People assigned to ${task.title}`}
      emptyText="Nobody is assigned yet."
      remote={remote}
      queryKey={queryKey}
      loadFailed={ASSIGNEES_LOAD_FAILED}
      groups={portalTaskGroups}
      groupLabels={portalTaskGroupLabels}
      canWrite={canWrite}
      add={async (input) => {
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
      }}
      remove={async (person, name) => ({
        list: await api.unassign(task.id, person.contactId),
        message: `${name} is no longer assigned to ${task.title}.`,
      })}
      removeLabel={(name) => `Remove ${name} from ${task.title}`}
      show={(person) => ({
        name: person.name || person.email || "(no name)",
        detail: person.email && person.name ? person.email : null,
      })}
      status={(person) => (
        <span className={person.doneAt ? "portal-task-state portal-task-state--done" : "portal-task-state"}>
          {person.doneAt ? `Done ${formatDateTime(person.doneAt)}` : "Not done"}
        </span>
      )}
      onList={(list) => onCounts(list.length, list.filter((one) => one.doneAt).length)}
    />
  );
}
