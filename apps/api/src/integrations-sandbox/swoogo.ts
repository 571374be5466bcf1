import { randomUUID } from "node:crypto";
import { wallClockAt } from "@foyer/domain";
import type { SandboxEvent, SandboxSpeaker } from "./data.js";
import { answerFault, type Exchange, type StandInState, sendJson, streamJson } from "./stand-in.js";

/*
 * Swoogo API v1 stand-in (issue 24; developer.swoogo.com): tokens from Basic
 * base64(urlencode(key):urlencode(secret)) answering `{access_token, expires_at, type}`, lists of
 * `items` with `_links` (self, first, last, next) and `_meta`, `fields` honoured (speakers: only id
 * and names unless asked), 2,000 credits per 10 minutes per credential, a list call costing 10,
 * told in X-Rate-Limit-* headers, and 429 past them. United States zones are written the POSIX way.
 */

const WINDOW_MS = 10 * 60_000;
const LIST_COST = 10;
const UNAUTHORIZED = {
  name: "Unauthorized",
  message: "Your request was made with invalid credentials.",
  code: 0,
  status: 401,
};
const POSIX_ZONES: Record<string, string> = {
  "America/New_York": "US/Eastern",
  "America/Chicago": "US/Central",
  "America/Denver": "US/Mountain",
  "America/Los_Angeles": "US/Pacific",
};

function eventFields(event: SandboxEvent): Record<string, unknown> {
  const zone = event.timeZone ?? "UTC";
  const start = event.startsAt ? wallClockAt(event.startsAt, zone) : null;
  const end = event.endsAt ? wallClockAt(event.endsAt, zone) : null;
  return {
    id: Number(event.id) || event.id,
    name: event.name,
    status: "live",
    start_date: start?.day ?? null,
    start_time: start ? `${start.time}:00` : null,
    end_date: end?.day ?? null,
    end_time: end ? `${end.time}:00` : null,
    timezone: event.timeZone ? (POSIX_ZONES[event.timeZone] ?? event.timeZone) : null,
    url: `event-${event.id}`,
    created_at: "2026-01-05 10:00:00",
    updated_at: "2026-01-05 10:00:00",
  };
}

function speakerFields(eventId: string) {
  return (person: SandboxSpeaker): Record<string, unknown> => ({
    id: Number(person.id) || person.id,
    event_id: Number(eventId) || eventId,
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    company: person.company,
    job_title: person.title,
    bio: person.bio,
    created_at: "2026-01-05 10:00:00",
    updated_at: "2026-01-05 10:00:00",
  });
}

/** The fields a `fields` query asks for, else the defaults. */
function picker(fields: string | undefined, defaults: readonly string[] | null) {
  const wanted = fields
    ? fields
        .split(",")
        .map((field) => field.trim())
        .filter(Boolean)
    : defaults;
  return (row: Record<string, unknown>) =>
    wanted
      ? Object.fromEntries(wanted.filter((field) => field in row).map((field) => [field, row[field]]))
      : row;
}

/** Percent-decoding as PHP's urldecode: `+` is a space. */
const urldecode = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
};

const utcText = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");

export function swoogoStandIn(state: StandInState, options: { tokenTtlSeconds: number; credits: number }) {
  const tokenKeys = new Map<string, string>();

  function token(exchange: Exchange) {
    const { req, res, form, now } = exchange;
    const basic = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? "";
    const decoded = Buffer.from(basic, "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    const key = urldecode(decoded.slice(0, Math.max(0, colon)));
    const secret = urldecode(decoded.slice(colon + 1));
    if (form.get("grant_type") !== "client_credentials") {
      return sendJson(res, 400, {
        name: "Bad Request",
        message: "grant_type must be client_credentials",
        status: 400,
      });
    }
    if (
      colon < 0 ||
      state.revoked ||
      key !== state.credentials.consumerKey ||
      secret !== state.credentials.consumerSecret
    ) {
      return sendJson(res, 401, UNAUTHORIZED);
    }
    const accessToken = randomUUID();
    const expiresAt = now + options.tokenTtlSeconds * 1000;
    state.tokens.set(accessToken, expiresAt);
    tokenKeys.set(accessToken, key);
    return sendJson(res, 200, { access_token: accessToken, expires_at: utcText(expiresAt), type: "bearer" });
  }

  /** Spends `cost` credits of `key`; the headers to send, and whether the budget allowed it. */
  function spend(key: string, cost: number, now: number) {
    let window = state.rateWindows.get(key);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      window = { startedAt: now, spent: 0 };
      state.rateWindows.set(key, window);
    }
    const allowed = window.spent + cost <= options.credits;
    if (allowed) window.spent += cost;
    const headers = {
      "x-rate-limit-limit": String(options.credits),
      "x-rate-limit-remaining": String(options.credits - window.spent),
      "x-rate-limit-reset": String(Math.ceil((window.startedAt + WINDOW_MS - now) / 1000)),
    };
    return { allowed, headers };
  }

  function list<T>(
    exchange: Exchange,
    rows: T[],
    toJson: (row: T) => unknown,
    headers: Record<string, string>,
  ) {
    const { query, res, origin, path } = exchange;
    const perPage = Math.min(200, Math.max(1, Number(query["per-page"] ?? 20) || 20));
    const pageCount = Math.max(1, Math.ceil(rows.length / perPage));
    const current = Math.max(1, Number(query.page ?? 1) || 1);
    const link = (page: number) => {
      const url = new URL(`${state.linkOrigin ?? origin}/swoogo/api/v1${path}`);
      url.search = new URLSearchParams({
        ...query,
        page: String(page),
        "per-page": String(perPage),
      }).toString();
      return { href: url.href };
    };
    const head = {
      _links: {
        self: link(current),
        first: link(1),
        last: link(pageCount),
        ...(current < pageCount ? { next: link(current + 1) } : {}),
        ...(current > 1 ? { prev: link(current - 1) } : {}),
      },
      _meta: { totalCount: rows.length, pageCount, currentPage: current, perPage },
    };
    const slice = rows.slice((current - 1) * perPage, current * perPage);
    return streamJson(res, 200, head, "items", slice, toJson, headers);
  }

  return async function swoogo(exchange: Exchange): Promise<void> {
    const { req, res, path, method, query, now } = exchange;
    const limited = (fault: "rate-limit" | "quota") =>
      sendJson(
        res,
        429,
        { name: "Too Many Requests", message: "Rate limit exceeded.", status: 429 },
        {
          "x-rate-limit-limit": String(options.credits),
          "x-rate-limit-remaining": "0",
          "x-rate-limit-reset": fault === "quota" ? "600" : "2",
        },
      );
    if (await answerFault(state, exchange, limited)) return;
    if ((path === "/oauth2/token" || path === "/oauth2/token.json") && method === "POST")
      return token(exchange);
    const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? null;
    if (!bearer || !state.tokenValid(bearer, now)) return sendJson(res, 401, UNAUTHORIZED);
    const single = /^\/events\/(\d+)$/.exec(path);
    const cost = single ? 1 : LIST_COST;
    const budget = spend(tokenKeys.get(bearer) ?? "", cost, now);
    if (!budget.allowed) {
      return sendJson(
        res,
        429,
        { name: "Too Many Requests", message: "Rate limit exceeded.", status: 429 },
        budget.headers,
      );
    }
    if (method !== "GET")
      return sendJson(
        res,
        405,
        { name: "Method Not Allowed", message: "Method Not Allowed", status: 405 },
        budget.headers,
      );
    if (single) {
      const event = state.eventById(single[1] ?? "");
      if (!event)
        return sendJson(
          res,
          404,
          { name: "Not Found", message: "Event not found", status: 404 },
          budget.headers,
        );
      return sendJson(res, 200, picker(query.fields, null)(eventFields(event)), budget.headers);
    }
    if (path === "/events") {
      const pick = picker(query.fields, null);
      return list(exchange, state.events, (event) => pick(eventFields(event)), budget.headers);
    }
    if (path === "/speakers") {
      const eventId = query.event_id;
      if (!eventId) {
        return sendJson(
          res,
          400,
          { name: "Bad Request", message: "Missing required parameters: event_id", status: 400 },
          budget.headers,
        );
      }
      const pick = picker(query.fields, ["id", "first_name", "last_name"]);
      const toJson = speakerFields(eventId);
      const people = state.eventById(eventId)?.speakers ?? [];
      return list(exchange, people, (person) => pick(toJson(person)), budget.headers);
    }
    return sendJson(res, 404, { name: "Not Found", message: "Page not found.", status: 404 }, budget.headers);
  };
}
