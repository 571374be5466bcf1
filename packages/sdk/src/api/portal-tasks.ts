import type {
  Envelope,
  OrganizerPortalTask,
  PortalTask,
  PortalTaskAssignee,
  PortalTaskAssignInput,
  PortalTaskAssignResult,
  PortalTaskBody,
  PortalTaskList,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * Portal tasks (issue 6): the participant's own (`/portal/{slug}/{id}/me/tasks…`) and the
 * organizer's (`/events/{eventId}/portals/{portalId}/tasks…`, permission `portalTasks`).
 */

const enc = encodeURIComponent;

export interface PortalTasksApi {
  /** GET …/me/tasks: the participant's tasks, open first by due date, then done. */
  list(options?: CallOptions): Promise<PortalTaskList>;
  /** PUT …/me/tasks/{taskId}/done (done) or DELETE (reopen); idempotent; answers the task. */
  setDone(taskId: string, done: boolean, options?: CallOptions): Promise<PortalTask>;
}

/**
 * The participant's task calls in one portal.
 * @example
 * const tasks = createPortalTasksApi(sdk.http, "speakers", portalId);
 * await tasks.setDone(taskId, true);
 */
export function createPortalTasksApi(http: HttpClient, portalSlug: string, portalId: string): PortalTasksApi {
  const base = `portal/${enc(portalSlug)}/${enc(portalId)}/me/tasks`;
  return {
    list: async (options = {}) =>
      payloadOf(await http.get<Envelope<PortalTaskList>>(base, options), "GET portal tasks"),
    setDone: async (taskId, done, options = {}) => {
      const path = `${base}/${enc(taskId)}/done`;
      const answer = done
        ? await http.put<Envelope<PortalTask>>(path, options)
        : await http.delete<Envelope<PortalTask>>(path, options);
      return payloadOf(answer, done ? "PUT portal task done" : "DELETE portal task done");
    },
  };
}

export interface PortalTasksAdminApi {
  /** GET …/tasks: the portal's tasks with assigned and done counts. */
  list(options?: CallOptions): Promise<OrganizerPortalTask[]>;
  create(input: PortalTaskBody, options?: CallOptions): Promise<OrganizerPortalTask>;
  /** PUT …/tasks/{taskId}: replaces title, description, due date and link. */
  update(taskId: string, input: PortalTaskBody, options?: CallOptions): Promise<OrganizerPortalTask>;
  remove(taskId: string, options?: CallOptions): Promise<{ id: string }>;
  assignees(taskId: string, options?: CallOptions): Promise<PortalTaskAssignee[]>;
  /** POST …/assignees: `{ contactIds }` or `{ group }` (a group is expanded to its contacts now). */
  assign(
    taskId: string,
    input: PortalTaskAssignInput,
    options?: CallOptions,
  ): Promise<PortalTaskAssignResult>;
  unassign(taskId: string, contactId: string, options?: CallOptions): Promise<PortalTaskAssignee[]>;
}

/**
 * The organizer's task calls of one portal of an event.
 * @example
 * const tasks = createPortalTasksAdminApi(sdk.http, eventId, portalId);
 * const task = await tasks.create({ title: "Upload your slides", dueDate: "2027-02-22" });
 * await tasks.assign(task.id, { group: "speakers" });
 */
export function createPortalTasksAdminApi(
  http: HttpClient,
  eventId: string,
  portalId: string,
): PortalTasksAdminApi {
  const base = `events/${enc(eventId)}/portals/${enc(portalId)}/tasks`;
  const task = (taskId: string) => `${base}/${enc(taskId)}`;
  return {
    list: async (options = {}) =>
      payloadOf(await http.get<Envelope<OrganizerPortalTask[]>>(base, options), "GET portal tasks"),
    create: async (input, options = {}) =>
      payloadOf(
        await http.post<Envelope<OrganizerPortalTask>>(base, { ...options, json: input }),
        "POST portal task",
      ),
    update: async (taskId, input, options = {}) =>
      payloadOf(
        await http.put<Envelope<OrganizerPortalTask>>(task(taskId), { ...options, json: input }),
        "PUT portal task",
      ),
    remove: async (taskId, options = {}) =>
      payloadOf(await http.delete<Envelope<{ id: string }>>(task(taskId), options), "DELETE portal task"),
    assignees: async (taskId, options = {}) =>
      payloadOf(
        await http.get<Envelope<PortalTaskAssignee[]>>(`${task(taskId)}/assignees`, options),
        "GET portal task assignees",
      ),
    assign: async (taskId, input, options = {}) =>
      payloadOf(
        await http.post<Envelope<PortalTaskAssignResult>>(`${task(taskId)}/assignees`, {
          ...options,
          json: input,
        }),
        "POST portal task assignees",
      ),
    unassign: async (taskId, contactId, options = {}) =>
      payloadOf(
        await http.delete<Envelope<PortalTaskAssignee[]>>(
          `${task(taskId)}/assignees/${enc(contactId)}`,
          options,
        ),
        "DELETE portal task assignee",
      ),
  };
}
