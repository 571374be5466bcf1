import { type EmailHistoryQuery, emailHistoryMessages } from "@foyer/domain";
import { createEmailHistoryApi, type EmailHistoryApi, type EmailHistoryScope } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { useMemo } from "react";

/** The cache keys of one history/emails, nested like its paths. */
export const emailHistoryKeys = {
  scope: (scope: EmailHistoryScope) =>
    ["history", "emails", "eventId" in scope ? `event:${scope.eventId}` : `org:${scope.orgId}`] as const,
  list: (scope: EmailHistoryScope, query: EmailHistoryQuery) =>
    [...emailHistoryKeys.scope(scope), "list", query] as const,
  message: (scope: EmailHistoryScope, messageId: string) =>
    [...emailHistoryKeys.scope(scope), "message", messageId] as const,
};

export const emailHistoryQueries = {
  /** A page of messages; the previous page stays on screen while the next loads. */
  list: (api: EmailHistoryApi, scope: EmailHistoryScope, query: EmailHistoryQuery) =>
    queryOptions({
      queryKey: emailHistoryKeys.list(scope, query),
      queryFn: ({ signal }) => api.list(query, { signal }),
      meta: { errorMessage: emailHistoryMessages.loadFailed },
      placeholderData: keepPreviousData,
    }),
  message: (api: EmailHistoryApi, scope: EmailHistoryScope, messageId: string) =>
    queryOptions({
      queryKey: emailHistoryKeys.message(scope, messageId),
      queryFn: ({ signal }) => api.get(messageId, { signal }),
      meta: { errorMessage: emailHistoryMessages.messageLoadFailed },
    }),
};

/** The history calls of one event or organization over the app's one HTTP client. */
export function useEmailHistoryApi(scope: EmailHistoryScope): EmailHistoryApi {
  const { http } = useApp().services.sdk;
  const key = "eventId" in scope ? `e:${scope.eventId}` : `o:${scope.orgId}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scope's identity is its key.
  return useMemo(() => createEmailHistoryApi(http, scope), [http, key]);
}
