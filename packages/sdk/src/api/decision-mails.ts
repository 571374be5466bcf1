import type {
  DecisionDraftsResult,
  DecisionMailDetail,
  DecisionMailPage,
  DecisionMailPatch,
  DecisionMailQuery,
  DecisionSendBody,
  DecisionSendResult,
  Envelope,
  SessionDecision,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * The event's decision emails (`/events/{eventId}/decision-mails…`, issue 19 item 3): drafts of
 * accepted or rejected emails for sessions' speakers, reviewed, edited and sent by organizers.
 * The server asks for read (list) or update (the rest) on sessions and on emails.
 */

export interface DecisionMailsApi {
  /** POST …/decision-mails: writes drafts of `decision` for the sessions' speakers; nothing is sent. */
  write(
    decision: SessionDecision,
    sessionIds: readonly string[],
    options?: CallOptions,
  ): Promise<DecisionDraftsResult>;
  /** GET …/decision-mails?page&pageSize&q&decision&status&sessionId */
  list(query?: DecisionMailQuery, options?: CallOptions): Promise<DecisionMailPage>;
  /** GET …/decision-mails/{mailId}: the words and the person's values. */
  get(mailId: string, options?: CallOptions): Promise<DecisionMailDetail>;
  /** PUT …/decision-mails/{mailId}: a draft's new subject and message. */
  edit(mailId: string, patch: DecisionMailPatch, options?: CallOptions): Promise<DecisionMailDetail>;
  /** DELETE …/decision-mails/{mailId}: discards a draft. */
  discard(mailId: string, options?: CallOptions): Promise<DecisionMailDetail>;
  /** POST …/decision-mails/send: `{ ids }` or `{ filter }`; each person's is sent once. */
  send(body: DecisionSendBody, options?: CallOptions): Promise<DecisionSendResult>;
}

const enc = encodeURIComponent;

/**
 * @example
 * const decisions = createDecisionMailsApi(sdk.http, eventId);
 * await decisions.write("accepted", [sessionId]);
 * await decisions.send({ filter: { decision: "accepted" } });
 */
export function createDecisionMailsApi(http: HttpClient, eventId: string): DecisionMailsApi {
  const base = `events/${enc(eventId)}/decision-mails`;
  const one = (mailId: string) => `${base}/${enc(mailId)}`;
  return {
    write: async (decision, sessionIds, options = {}) =>
      payloadOf(
        await http.post<Envelope<DecisionDraftsResult>>(base, { ...options, json: { decision, sessionIds } }),
        "POST decision mails",
      ),
    list: async (query = {}, options = {}) =>
      payloadOf(
        await http.get<Envelope<DecisionMailPage>>(base, {
          ...options,
          searchParams: {
            page: query.page,
            pageSize: query.pageSize,
            q: query.q?.trim() || undefined,
            decision: query.decision,
            status: query.status,
            sessionId: query.sessionId,
          },
        }),
        "GET decision mails",
      ),
    get: async (mailId, options = {}) =>
      payloadOf(await http.get<Envelope<DecisionMailDetail>>(one(mailId), options), "GET decision mail"),
    edit: async (mailId, patch, options = {}) =>
      payloadOf(
        await http.put<Envelope<DecisionMailDetail>>(one(mailId), { ...options, json: patch }),
        "PUT decision mail",
      ),
    discard: async (mailId, options = {}) =>
      payloadOf(
        await http.delete<Envelope<DecisionMailDetail>>(one(mailId), options),
        "DELETE decision mail",
      ),
    send: async (body, options = {}) =>
      payloadOf(
        await http.post<Envelope<DecisionSendResult>>(`${base}/send`, { ...options, json: body }),
        "POST decision mails send",
      ),
  };
}
