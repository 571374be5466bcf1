import { isTimeZoneName, zonedInstant } from "@foyer/domain";
import { z } from "zod";
import {
  type Connector,
  ConnectorError,
  type DateRange,
  type SourceEvent,
  type SourceSpeaker,
} from "../connector.js";
import type { HttpClient } from "./http-client.js";
import { emailOrNull, speaker, textOrNull } from "./people.js";
import { TokenCache } from "./token-cache.js";

/*
 * Swoogo API v1 (issue 24; developer.swoogo.com): a client-credentials token from the consumer
 * key and secret (each URL-encoded as RFC 1738, then Base64), valid 30 minutes; lists of at most
 * 200 per page followed by `_links.next.href`; 2,000 credits per 10 minutes per credential, a list
 * call costing 10, told in X-Rate-Limit-* headers: we wait for the window before running dry.
 */

const PAGE_SIZE = 200;
const LIST_COST = 10;
const TOKEN_LIFETIME_MS = 30 * 60_000;
const EVENT_FIELDS = "id,name,start_date,start_time,end_date,end_time,timezone";
const SPEAKER_FIELDS = "id,first_name,last_name,email,company,job_title,bio";

const id = z.union([z.number(), z.string().min(1)]).transform(String);
const optionalText = z.string().nullish();

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_at: optionalText,
  type: optionalText,
});

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    _links: z.object({ next: z.object({ href: z.string() }).nullish() }).nullish(),
  });

const swoogoEvent = z.object({
  id,
  name: optionalText,
  start_date: optionalText,
  start_time: optionalText,
  end_date: optionalText,
  end_time: optionalText,
  timezone: optionalText,
});

const swoogoSpeaker = z.object({
  id,
  first_name: optionalText,
  last_name: optionalText,
  email: optionalText,
  company: optionalText,
  job_title: optionalText,
  bio: optionalText,
});

/** PHP's urlencode, which Swoogo's RFC 1738 step means: only letters, digits and -_. stay; space is +. */
export function rfc1738(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");
}

/** Swoogo writes United States zones the POSIX way (US/Eastern); Foyer keeps the region/city name. */
const US_ZONES: Record<string, string> = {
  "US/Eastern": "America/New_York",
  "US/Central": "America/Chicago",
  "US/Mountain": "America/Denver",
  "US/Pacific": "America/Los_Angeles",
  "US/Alaska": "America/Anchorage",
  "US/Arizona": "America/Phoenix",
  "US/Hawaii": "Pacific/Honolulu",
};

export function swoogoTimeZone(value: string | null | undefined): string | null {
  const zone = textOrNull(value);
  if (!zone) return null;
  const named = US_ZONES[zone] ?? zone;
  return isTimeZoneName(named) ? named : null;
}

/** A day and a wall-clock time in the event's zone, as an instant; the day's start when no time. */
function instantOf(day: string | null | undefined, time: string | null | undefined, zone: string | null) {
  const date = textOrNull(day);
  if (!date) return null;
  const clock = textOrNull(time) ?? "00:00";
  return zonedInstant(date, clock.length === 5 || clock.length === 8 ? clock : "00:00", zone ?? "UTC");
}

export function swoogoEventOf(event: z.infer<typeof swoogoEvent>): SourceEvent {
  const timeZone = swoogoTimeZone(event.timezone);
  return {
    id: event.id,
    name: textOrNull(event.name) ?? `Swoogo event ${event.id}`,
    startsAt: instantOf(event.start_date, event.start_time, timeZone),
    endsAt: instantOf(event.end_date, event.end_time ?? "23:59", timeZone),
    timeZone,
  };
}

function speakerOf(person: z.infer<typeof swoogoSpeaker>): SourceSpeaker {
  return {
    ...speaker(person.id, textOrNull(person.first_name) ?? "", textOrNull(person.last_name) ?? ""),
    email: emailOrNull(person.email),
    company: textOrNull(person.company),
    title: textOrNull(person.job_title),
    bio: textOrNull(person.bio),
  };
}

/** `expires_at` ("2024-11-08 16:04:40") names no zone; a reading that is not within the half hour is ignored. */
function expiryOf(expiresAt: string | null | undefined, now: number): number {
  const at = expiresAt ? Date.parse(`${expiresAt.trim().replace(" ", "T")}Z`) : Number.NaN;
  return at > now && at <= now + TOKEN_LIFETIME_MS + 60_000 ? at : now + TOKEN_LIFETIME_MS;
}

export function swoogoConnector(
  credentials: Record<string, string>,
  baseUrl: string,
  http: HttpClient,
): Connector {
  const { consumerKey = "", consumerSecret = "" } = credentials;
  const base = baseUrl.replace(/\/+$/, "");
  const origin = new URL(base).origin;
  /** Credits left and when the window resets, from the last answer's headers. */
  let budget: { remaining: number; resetAt: number } | null = null;

  const tokens = new TokenCache(
    async (signal) => {
      const basic = Buffer.from(`${rfc1738(consumerKey)}:${rfc1738(consumerSecret)}`).toString("base64");
      const { data } = await http.call({
        what: "a token",
        url: new URL(`${base}/oauth2/token`),
        method: "POST",
        headers: { authorization: `Basic ${basic}` },
        form: { grant_type: "client_credentials" },
        schema: tokenAnswer,
        signal,
      });
      return { token: data.access_token, expiresAt: expiryOf(data.expires_at, http.clock()) };
    },
    () => http.clock(),
  );
  const auth = async (renew: boolean, signal?: AbortSignal) => ({
    authorization: `Bearer ${await tokens.get(renew, signal)}`,
  });

  function required() {
    if (!consumerKey || !consumerSecret) {
      throw new ConnectorError("credentials", "Swoogo needs a consumer key and a consumer secret.");
    }
  }

  /** Swoogo asks integrations to slow down before the window runs dry rather than meet its 429. */
  async function spend(signal?: AbortSignal) {
    if (budget && budget.remaining < LIST_COST) {
      const waitMs = budget.resetAt - http.clock();
      budget = null;
      if (waitMs > 0) await http.wait(waitMs, "its rate limit: 2,000 credits per 10 minutes", signal);
    }
  }

  function remember(headers: Headers) {
    const remaining = Number(headers.get("x-rate-limit-remaining") ?? Number.NaN);
    const reset = Number(headers.get("x-rate-limit-reset") ?? Number.NaN);
    budget =
      Number.isFinite(remaining) && Number.isFinite(reset)
        ? { remaining, resetAt: http.clock() + Math.max(0, reset) * 1000 }
        : null;
  }

  async function* pages<T extends z.ZodType>(first: URL, item: T, what: string, signal?: AbortSignal) {
    const schema = listOf(item);
    const visited = new Set<string>();
    for (let url: URL | null = first; url; ) {
      visited.add(url.href);
      await spend(signal);
      const answer = await http.call({ what, url, schema, auth, signal });
      remember(answer.headers);
      const rows = answer.data.items as z.infer<T>[];
      if (rows.length > 0) yield rows;
      const href = answer.data._links?.next?.href;
      if (!href) return;
      const next: URL = new URL(href, url);
      // The next link comes from the answer: following it to another host would carry the token there.
      if (next.origin !== origin) {
        throw new ConnectorError(
          "refused",
          `Swoogo's next page points at ${next.origin}, which is not followed.`,
        );
      }
      url = visited.has(next.href) ? null : next;
    }
  }

  function listUrl(path: string, query: Record<string, string>): URL {
    const url = new URL(`${base}${path}`);
    url.search = new URLSearchParams({ ...query, page: "1", "per-page": String(PAGE_SIZE) }).toString();
    return url;
  }

  return {
    source: "swoogo-crm",

    async check(signal) {
      required();
      const url = new URL(`${base}/events`);
      url.search = new URLSearchParams({ fields: "id", "per-page": "1" }).toString();
      await spend(signal);
      remember((await http.call({ what: "events", url, schema: listOf(swoogoEvent), auth, signal })).headers);
    },

    async *events(range: DateRange, signal?: AbortSignal) {
      required();
      // The list has no documented date filter beyond `search`; the range is applied here.
      const url = listUrl("/events", { fields: EVENT_FIELDS });
      for await (const rows of pages(url, swoogoEvent, "events", signal)) {
        const events = rows.map(swoogoEventOf).filter((event) => {
          const start = event.startsAt ? Date.parse(event.startsAt) : null;
          return start === null || (start >= range.from.getTime() && start <= range.to.getTime());
        });
        if (events.length > 0) yield events;
      }
    },

    async *speakers(eventId: string, signal?: AbortSignal) {
      required();
      const url = listUrl("/speakers", { event_id: eventId, fields: SPEAKER_FIELDS });
      for await (const rows of pages(url, swoogoSpeaker, `the speakers of event ${eventId}`, signal)) {
        yield rows.map(speakerOf);
      }
    },
  };
}
