import { type MailboxQuery, mailboxMessages } from "@foyer/domain";
import { createMailboxApi, type MailboxApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { useMemo } from "react";

/** /mailbox and /mailbox/{messageId}: the platform admins' outbox (issue 19; docs/email.md). */
export const mailboxPath = (messageId?: string) =>
  messageId ? `/mailbox/${encodeURIComponent(messageId)}` : "/mailbox";

/** The cache keys of the outbox, nested like its paths. */
export const mailboxKeys = {
  all: ["platform", "mail"] as const,
  list: (query: MailboxQuery) => [...mailboxKeys.all, "list", query] as const,
  message: (messageId: string) => [...mailboxKeys.all, "message", messageId] as const,
};

export const mailboxQueries = {
  /** A page of messages; the previous page stays on screen while the next loads. */
  list: (api: MailboxApi, query: MailboxQuery) =>
    queryOptions({
      queryKey: mailboxKeys.list(query),
      queryFn: ({ signal }) => api.list(query, { signal }),
      meta: { errorMessage: mailboxMessages.loadFailed },
      placeholderData: keepPreviousData,
    }),
  message: (api: MailboxApi, messageId: string) =>
    queryOptions({
      queryKey: mailboxKeys.message(messageId),
      queryFn: ({ signal }) => api.get(messageId, { signal }),
      meta: { errorMessage: mailboxMessages.messageLoadFailed },
    }),
};

/** The outbox calls over the app's one HTTP client. */
export function useMailboxApi(): MailboxApi {
  const { http } = useApp().services.sdk;
  return useMemo(() => createMailboxApi(http), [http]);
}
