import { randomUUID } from "node:crypto";
import type { SandboxEvent, SandboxSpeaker } from "./data.js";
import { answerFault, type Exchange, type StandInState, sendJson, streamJson } from "./stand-in.js";

/*
 * Cvent Platform REST (`ea`) stand-in (issue 24; cvent/rest-sdks openapi.yaml): client-credentials
 * tokens that expire, lists paged by `limit` (1–200) and continuation tokens (a full last page
 * still carries a `nextToken`, whose page is empty, as Cvent's guide warns), the documented
 * `filter` on events' `start` and speakers' `event.id`, 401 for an expired or unknown token, 429
 * "Too Many Requests" and "Limit Exceeded".
 */

interface Cursor {
  list: "events" | "speakers";
  filter: string;
  offset: number;
  limit: number;
}

type Condition = (event: SandboxEvent) => boolean;

/** `start ge '2027-01-01T00:00:00Z' and start le '…'`: the part of Cvent's filter events need. */
function eventFilter(filter: string): Condition | null {
  if (!filter.trim()) return () => true;
  const conditions: Condition[] = [];
  for (const part of filter.split(/\s+and\s+/i)) {
    const match = /^\s*start\s+(eq|ne|gt|ge|lt|le)\s+(?:'([^']*)'|"([^"]*)")\s*$/.exec(part);
    const value = Date.parse(match?.[2] ?? match?.[3] ?? "");
    if (!match || Number.isNaN(value)) return null;
    const op = match[1];
    conditions.push((event) => {
      if (!event.startsAt) return false;
      const start = Date.parse(event.startsAt);
      return op === "eq"
        ? start === value
        : op === "ne"
          ? start !== value
          : op === "gt"
            ? start > value
            : op === "ge"
              ? start >= value
              : op === "lt"
                ? start < value
                : start <= value;
    });
  }
  return (event) => conditions.every((condition) => condition(event));
}

function eventJson(event: SandboxEvent) {
  return {
    id: event.id,
    title: event.name,
    code: `S${event.id.slice(-8).toUpperCase()}`,
    start: event.startsAt ?? undefined,
    end: event.endsAt ?? undefined,
    timezone: event.timeZone ?? undefined,
    format: "Virtual",
    status: "Active",
    eventStatus: "Active",
    languages: ["en-US"],
    planners: [],
    type: "Conference",
  };
}

function speakerJson(eventId: string) {
  return (person: SandboxSpeaker) => ({
    id: person.id,
    event: { id: eventId },
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email ?? undefined,
    company: person.company ?? undefined,
    title: person.title ?? undefined,
    biography: person.bio ?? undefined,
    visibility: true,
  });
}

export function cventStandIn(state: StandInState, tokenTtlSeconds: number) {
  const cursors = new Map<string, Cursor>();

  function token(exchange: Exchange) {
    const { req, res, form, now } = exchange;
    if (form.get("grant_type") !== "client_credentials") {
      return sendJson(res, 400, { error: "unsupported_grant_type" });
    }
    const basic = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? "";
    const decoded = Buffer.from(basic, "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    const [clientId, secret] = colon < 0 ? ["", ""] : [decoded.slice(0, colon), decoded.slice(colon + 1)];
    if (
      state.revoked ||
      clientId !== state.credentials.clientId ||
      secret !== state.credentials.clientSecret
    ) {
      return sendJson(res, 400, { error: "invalid_client" });
    }
    const accessToken = randomUUID();
    state.tokens.set(accessToken, now + tokenTtlSeconds * 1000);
    return sendJson(res, 200, {
      access_token: accessToken,
      expires_in: tokenTtlSeconds,
      token_type: "Bearer",
    });
  }

  /** One page of a list; the cursor says where, the first call's query says what. */
  function page(exchange: Exchange, list: Cursor["list"]) {
    const { query, res } = exchange;
    let cursor: Cursor;
    if (query.token) {
      const found = cursors.get(query.token);
      if (!found || found.list !== list) return sendJson(res, 400, { code: 400, message: "Invalid token" });
      cursor = found;
    } else {
      const limit = Number(query.limit ?? 100);
      if (!Number.isInteger(limit) || limit < 1 || limit > 200) {
        return sendJson(res, 400, { code: 400, message: "limit must be between 1 and 200" });
      }
      cursor = { list, filter: query.filter ?? "", offset: 0, limit };
    }
    const rows = list === "events" ? eventRows(cursor.filter) : speakerRows(cursor.filter);
    if (!rows) return sendJson(res, 400, { code: 400, message: `Invalid filter: ${cursor.filter}` });
    const slice = rows.items.slice(cursor.offset, cursor.offset + cursor.limit);
    // A full page always points on, so a list that ends on a full page ends with an empty one.
    const nextToken = slice.length === cursor.limit ? randomUUID() : undefined;
    if (nextToken) cursors.set(nextToken, { ...cursor, offset: cursor.offset + cursor.limit });
    const paging = { currentToken: query.token ?? randomUUID(), nextToken, limit: cursor.limit, _links: {} };
    return streamJson(res, 200, { paging }, "data", slice, rows.json as (item: unknown) => unknown);
  }

  function eventRows(filter: string) {
    const condition = eventFilter(filter);
    return condition ? { items: state.events.filter(condition), json: eventJson } : null;
  }

  function speakerRows(filter: string) {
    const match = /^\s*event\.id\s+eq\s+(?:'([^']*)'|"([^"]*)")\s*$/.exec(filter);
    if (!match) return null;
    const eventId = match[1] ?? match[2] ?? "";
    return { items: state.eventById(eventId)?.speakers ?? [], json: speakerJson(eventId) };
  }

  return async function cvent(exchange: Exchange): Promise<void> {
    const { req, res, path, method, now } = exchange;
    const limited = (fault: "rate-limit" | "quota") =>
      fault === "quota"
        ? sendJson(res, 429, { code: 429, message: "Limit Exceeded" })
        : sendJson(
            res,
            429,
            { code: 429, message: "Too Many Requests" },
            {
              "x-ratelimit-reset": String(Math.ceil(now / 1000) + 1),
            },
          );
    if (await answerFault(state, exchange, limited)) return;
    if (path === "/oauth2/token" && method === "POST") return token(exchange);
    const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? null;
    if (!state.tokenValid(bearer, now)) return sendJson(res, 401, { code: 401, message: "Unauthorized" });
    if (method === "GET" && path === "/events") return page(exchange, "events");
    if (method === "GET" && path === "/speakers") return page(exchange, "speakers");
    return sendJson(res, 404, { code: 404, message: "Not Found" });
  };
}
