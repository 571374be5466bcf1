import type { PortalMessagesAdminApi } from "@foyer/sdk";
import { queryOptions } from "@tanstack/react-query";

/** Spec 2 §8, said when a load fails. */
export const THREADS_LOAD_FAILED = "An error occurred getting the portal's messages";
export const THREAD_LOAD_FAILED = "An error occurred getting this conversation";

/** The cache keys of a portal's conversations: a reply or a new one invalidates the `lists`. */
export const messageKeys = {
  all: (eventId: string, portalId: string) => ["events", eventId, "portals", portalId, "messages"] as const,
  lists: (eventId: string, portalId: string) => [...messageKeys.all(eventId, portalId), "threads"] as const,
  threads: (eventId: string, portalId: string, unreadOnly: boolean) =>
    [...messageKeys.lists(eventId, portalId), { unreadOnly }] as const,
  thread: (eventId: string, portalId: string, threadId: string) =>
    [...messageKeys.all(eventId, portalId), "thread", threadId] as const,
};

/** Where a portal's conversations are: the event, the portal, and the calls over them. */
export interface PortalMessages {
  eventId: string;
  portalId: string;
  api: PortalMessagesAdminApi;
}

export const messageQueries = {
  threads: ({ eventId, portalId, api }: PortalMessages, unreadOnly: boolean) =>
    queryOptions({
      queryKey: messageKeys.threads(eventId, portalId, unreadOnly),
      queryFn: () => api.threads(unreadOnly),
      meta: { errorMessage: THREADS_LOAD_FAILED },
    }),
  thread: ({ eventId, portalId, api }: PortalMessages, threadId: string) =>
    queryOptions({
      queryKey: messageKeys.thread(eventId, portalId, threadId),
      queryFn: () => api.thread(threadId),
      meta: { errorMessage: THREAD_LOAD_FAILED },
    }),
};
