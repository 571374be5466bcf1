import type { EmailHistoryPage, EmailHistoryQuery, Envelope, MailMessage } from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * What each person was sent (issue 19 item 5; docs/email.md "History"): an event's or an
 * organization's `history/emails`. Needs read on history or on emails there; others get 403.
 */

/** Whose history: an event's, or an organization's (its own emails and its events'). */
export type EmailHistoryScope = { eventId: string } | { orgId: string };

export interface EmailHistoryApi {
  /** GET …/history/emails: newest first; `q` finds addresses and names containing it. */
  list(query?: EmailHistoryQuery, options?: CallOptions): Promise<EmailHistoryPage>;
  /** GET …/history/emails/{messageId}: both parts, single-use link tokens hidden. Show `html` only in a sandboxed frame. */
  get(messageId: string, options?: CallOptions): Promise<MailMessage>;
}

const basePath = (scope: EmailHistoryScope) =>
  "eventId" in scope
    ? `event/${encodeURIComponent(scope.eventId)}/history/emails`
    : `organizations/${encodeURIComponent(scope.orgId)}/history/emails`;

/**
 * @example
 * const history = createEmailHistoryApi(sdk.http, { eventId });
 * const { messages } = await history.list({ status: "bounced" });
 */
export function createEmailHistoryApi(http: HttpClient, scope: EmailHistoryScope): EmailHistoryApi {
  const base = basePath(scope);
  return {
    list: async (query = {}, options = {}) =>
      payloadOf(
        await http.get<Envelope<EmailHistoryPage>>(base, {
          ...options,
          searchParams: {
            page: query.page,
            pageSize: query.pageSize,
            q: query.q?.trim() || undefined,
            status: query.status,
            template: query.template || undefined,
          },
        }),
        "GET history/emails",
      ),
    get: async (messageId, options = {}) =>
      payloadOf(
        await http.get<Envelope<MailMessage>>(`${base}/${encodeURIComponent(messageId)}`, options),
        "GET history/emails message",
      ),
  };
}
