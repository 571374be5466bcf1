import { z } from "zod";
import {
  type Connector,
  ConnectorError,
  type DateRange,
  type SourceEvent,
  type SourceSpeaker,
} from "../connector.js";
import type { Answer, HttpClient, Judgement } from "./http-client.js";
import { emailOrNull, speaker, textOrNull } from "./people.js";
import { TokenCache } from "./token-cache.js";

/*
 * Cvent Platform REST, version `ea` (issue 24; cvent/rest-sdks openapi.yaml): an OAuth2
 * client-credentials token (Basic clientId:clientSecret, no refresh token, an hour long), lists
 * paged by `limit` (1–200) and continuation `token`s; the last page has no `nextToken` and may be
 * empty. Events are filtered on `start` by the API's documented filter.
 */

const PAGE_SIZE = 200;
const optionalText = z.string().nullish();

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().nullish(),
  token_type: optionalText,
});

const paging = z.object({ nextToken: z.string().nullish(), totalCount: z.number().nullish() }).nullish();

const cventEvent = z.object({
  id: z.string().min(1),
  title: optionalText,
  start: optionalText,
  end: optionalText,
  timezone: optionalText,
});

const cventSpeaker = z.object({
  id: z.string().min(1),
  firstName: optionalText,
  lastName: optionalText,
  email: optionalText,
  company: optionalText,
  title: optionalText,
  biography: optionalText,
});

const page = <T extends z.ZodType>(item: T) => z.object({ paging, data: z.array(item).nullish() });

/** Cvent's filter values are quoted; a value holding a single quote goes in double quotes (its docs). */
export function cventQuoted(value: string): string {
  return value.includes("'") ? `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"` : `'${value}'`;
}

/**
 * 429 means two things at Cvent: "Too Many Requests" (the per-second rate: wait, retry) and "Limit
 * Exceeded" (the daily quota: report it, retrying wastes quota). Cvent's own SDK retries say so.
 */
function judge(answer: Answer): Judgement | undefined {
  if (answer.status === 429 && /limit exceeded/i.test(answer.message ?? "")) {
    return {
      fail: new ConnectorError(
        "quota",
        "Cvent's daily API call quota is used up (Limit Exceeded); it resets at midnight UTC.",
      ),
    };
  }
  return undefined;
}

/** The token endpoint says "invalid_client" (400) or 401 for keys it does not know. */
function judgeToken(answer: Answer): Judgement | undefined {
  const error =
    typeof answer.body === "object" && answer.body ? (answer.body as { error?: unknown }).error : null;
  if (answer.status === 400 && typeof error === "string" && /client|grant/.test(error)) {
    return { fail: new ConnectorError("credentials", `Cvent refused the client ID and secret (${error}).`) };
  }
  return judge(answer);
}

function eventOf(event: z.infer<typeof cventEvent>): SourceEvent {
  const time = (value: string | null | undefined) => {
    const text = textOrNull(value);
    return text && !Number.isNaN(Date.parse(text)) ? text : null;
  };
  return {
    id: event.id,
    name: textOrNull(event.title) ?? `Cvent event ${event.id}`,
    startsAt: time(event.start),
    endsAt: time(event.end),
    timeZone: textOrNull(event.timezone),
  };
}

function speakerOf(person: z.infer<typeof cventSpeaker>): SourceSpeaker {
  return {
    ...speaker(person.id, textOrNull(person.firstName) ?? "", textOrNull(person.lastName) ?? ""),
    email: emailOrNull(person.email),
    company: textOrNull(person.company),
    title: textOrNull(person.title),
    bio: textOrNull(person.biography),
  };
}

export function cventConnector(
  credentials: Record<string, string>,
  endpoint: string,
  http: HttpClient,
): Connector {
  const { clientId = "", clientSecret = "" } = credentials;
  const base = endpoint.replace(/\/+$/, "");

  const tokens = new TokenCache(
    async (signal) => {
      const { data } = await http.call({
        what: "a token",
        url: new URL(`${base}/oauth2/token`),
        method: "POST",
        headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}` },
        form: { grant_type: "client_credentials", client_id: clientId },
        schema: tokenAnswer,
        judge: judgeToken,
        signal,
      });
      return { token: data.access_token, expiresAt: http.clock() + (data.expires_in ?? 3600) * 1000 };
    },
    () => http.clock(),
  );
  const auth = async (renew: boolean, signal?: AbortSignal) => ({
    authorization: `Bearer ${await tokens.get(renew, signal)}`,
  });

  function required() {
    if (!clientId || !clientSecret) {
      throw new ConnectorError("credentials", "Cvent needs a client ID and a client secret.");
    }
  }

  /** Every page of a list, following `paging.nextToken` until a page has none. */
  async function* pages<T extends z.ZodType>(
    path: string,
    query: Record<string, string>,
    item: T,
    what: string,
    signal?: AbortSignal,
  ): AsyncGenerator<z.infer<T>[]> {
    const schema = page(item);
    let token: string | null = null;
    const seenTokens = new Set<string>();
    do {
      const url = new URL(`${base}${path}`);
      url.search = new URLSearchParams({
        ...query,
        limit: String(PAGE_SIZE),
        ...(token ? { token } : {}),
      }).toString();
      const { data } = await http.call({ what, url, schema, auth, judge, signal });
      const rows = (data.data ?? []) as z.infer<T>[];
      if (rows.length > 0) yield rows;
      token = data.paging?.nextToken ?? null;
      if (token && seenTokens.has(token)) return; // a platform looping on one token ends here
      if (token) seenTokens.add(token);
    } while (token);
  }

  return {
    source: "cvent-crm",

    async check(signal) {
      required();
      const url = new URL(`${base}/events`);
      url.search = new URLSearchParams({ limit: "1" }).toString();
      await http.call({ what: "events", url, schema: page(cventEvent), auth, judge, signal });
    },

    async *events(range: DateRange, signal?: AbortSignal) {
      required();
      const filter = `start ge ${cventQuoted(range.from.toISOString())} and start le ${cventQuoted(range.to.toISOString())}`;
      for await (const rows of pages("/events", { filter }, cventEvent, "events", signal)) {
        yield rows.map(eventOf);
      }
    },

    async *speakers(eventId: string, signal?: AbortSignal) {
      required();
      const filter = `event.id eq ${cventQuoted(eventId)}`;
      const what = `the speakers of event ${eventId}`;
      for await (const rows of pages("/speakers", { filter }, cventSpeaker, what, signal)) {
        yield rows.map(speakerOf);
      }
    },
  };
}
