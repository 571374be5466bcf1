import type { Envelope, MailboxPage, MailboxQuery, MailMessage } from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * The outbox (issue 19; docs/email.md "The outbox"): every email the server made and what became
 * of it. Platform admins only: anyone else gets 403.
 */

export interface MailboxApi {
  /** GET /platform/mail: newest first; `q` finds addresses and names containing it. */
  list(query?: MailboxQuery, options?: CallOptions): Promise<MailboxPage>;
  /** GET /platform/mail/{messageId}: both parts. Show `html` only in a sandboxed frame. */
  get(messageId: string, options?: CallOptions): Promise<MailMessage>;
  /** POST /platform/mail/{messageId}/bounce: a sent message the provider later reported bounced. */
  markBounced(messageId: string, reason: string): Promise<MailMessage>;
}

/**
 * @example
 * const mailbox = createMailboxApi(sdk.http);
 * const { messages } = await mailbox.list({ q: "ada@" });
 */
export function createMailboxApi(http: HttpClient): MailboxApi {
  return {
    list: async (query = {}, options = {}) =>
      payloadOf(
        await http.get<Envelope<MailboxPage>>("platform/mail", {
          ...options,
          searchParams: {
            page: query.page,
            pageSize: query.pageSize,
            q: query.q?.trim() || undefined,
            status: query.status,
          },
        }),
        "GET platform/mail",
      ),
    get: async (messageId, options = {}) =>
      payloadOf(
        await http.get<Envelope<MailMessage>>(`platform/mail/${encodeURIComponent(messageId)}`, options),
        "GET platform/mail message",
      ),
    markBounced: async (messageId, reason) =>
      payloadOf(
        await http.post<Envelope<MailMessage>>(`platform/mail/${encodeURIComponent(messageId)}/bounce`, {
          json: { reason },
        }),
        "POST platform/mail bounce",
      ),
  };
}
