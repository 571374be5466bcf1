import { addDays, addMonths } from "@foyer/domain";
import { z } from "zod";
import {
  type Connector,
  ConnectorError,
  type DateRange,
  type SourceEvent,
  type SourceSpeaker,
} from "../connector.js";
import { type Answer, type HttpClient, type Judgement, waitAskedMs } from "./http-client.js";
import { emailOrNull, normalizedName, speaker, splitName, textOrNull } from "./people.js";

/*
 * ON24 REST v2 (issue 24 "The platforms"; ON24's openapi.json): headers accessTokenKey and
 * accessTokenSecret on every call, paths under /client/{clientId}/. The event list answers the
 * last 3 months when no dates are given and at most 6 months per call, so a range is walked in
 * windows; `includesubaccounts=Y` switches on paging (and brings the sub-accounts' events).
 */

const WINDOW_MONTHS = 6;
const PAGE_SIZE = 100;
const id = z.union([z.number(), z.string().min(1)]).transform(String);
const optionalText = z.string().nullish();

const on24Speaker = z.object({
  name: optionalText,
  title: optionalText,
  company: optionalText,
  description: optionalText,
});

const on24Event = z.object({
  eventid: id,
  description: optionalText,
  goodafter: optionalText,
  livestart: optionalText,
  liveend: optionalText,
  archivestart: optionalText,
  archiveend: optionalText,
  displaytimezonecd: optionalText,
  speakers: z.array(on24Speaker).nullish(),
});
type On24Event = z.infer<typeof on24Event>;

const eventPage = z.object({
  totalevents: z.number().nullish(),
  pagecount: z.number().nullish(),
  currentpage: z.number().nullish(),
  events: z.array(on24Event).nullish(),
});

const presenters = z.object({
  eventpresenters: z
    .array(
      z.object({
        presenterid: id.nullish(),
        firstname: optionalText,
        lastname: optionalText,
        email: optionalText,
      }),
    )
    .nullish(),
});

/** ON24's times carry their offset; anything that is not a time reads as none. */
function instant(value: string | null | undefined): string | null {
  const text = textOrNull(value);
  return text && !Number.isNaN(Date.parse(text)) ? text : null;
}

/** `description` is the title; live times, falling back to goodafter and the archive's start. */
export function on24EventOf(event: On24Event): SourceEvent {
  const startsAt = instant(event.livestart) ?? instant(event.goodafter) ?? instant(event.archivestart);
  let endsAt = instant(event.liveend) ?? instant(event.archivestart);
  if (startsAt && endsAt && Date.parse(endsAt) < Date.parse(startsAt)) endsAt = null;
  return {
    id: event.eventid,
    name: textOrNull(event.description) ?? `ON24 event ${event.eventid}`,
    startsAt,
    endsAt,
    timeZone: textOrNull(event.displaytimezonecd),
  };
}

/**
 * Quota (403 "You have reached the maximum number of calls for this api", or 429 as some report):
 * wait and try again within the budget, then "quota"; never "credentials". Any other 403 (no
 * permission, inactive client, no access to this client id) is what the keys may do: "credentials".
 */
function judge(answer: Answer): Judgement | undefined {
  const quota = /maximum number of calls/i.test(answer.message ?? "");
  if ((answer.status === 403 && quota) || answer.status === 429) {
    // ON24 publishes no Retry-After; should one come, it is honoured, else the backoff applies.
    const wait = waitAskedMs(answer.headers, Date.now());
    return { wait, exhausted: "quota", reason: "has reached its call quota for this API" };
  }
  if (answer.status === 404 && /client/i.test(answer.message ?? "")) {
    return { fail: new ConnectorError("credentials", `ON24: ${answer.message} Check the client ID.`) };
  }
  return undefined;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function on24Connector(
  credentials: Record<string, string>,
  base: string,
  http: HttpClient,
): Connector {
  const { accessTokenKey = "", accessTokenSecret = "", clientId = "" } = credentials;
  const headers = { accessTokenKey, accessTokenSecret };
  const clientPath = `${base}/client/${encodeURIComponent(clientId)}`;

  function required() {
    if (!accessTokenKey || !accessTokenSecret || !clientId) {
      throw new ConnectorError(
        "credentials",
        "ON24 needs an access token key, an access token secret and a client ID.",
      );
    }
  }

  async function* windowPages(from: string, to: string, signal?: AbortSignal) {
    for (let page = 0; ; page += 1) {
      const url = new URL(`${clientPath}/event`);
      url.search = new URLSearchParams({
        startdate: from,
        enddate: to,
        includesubaccounts: "Y",
        pageoffset: String(page),
        itemsperpage: String(PAGE_SIZE),
      }).toString();
      const { data } = await http.call({
        what: `events ${from} to ${to}`,
        url,
        headers,
        schema: eventPage,
        judge,
        signal,
      });
      const events = data.events ?? [];
      yield events;
      // pagecount counts pages and pageoffset starts at 0; without it, a short page is the last.
      const lastPage = data.pagecount == null ? events.length < PAGE_SIZE : page + 1 >= data.pagecount;
      if (events.length === 0 || lastPage) return;
    }
  }

  return {
    source: "on24",

    async check(signal) {
      required();
      const today = utcDay(http.clock());
      await windowPages(today, today, signal).next();
    },

    async *events(range: DateRange, signal?: AbortSignal) {
      required();
      // A day either side: ON24 reads the days on its own clock; the exact range is applied below.
      const lastDay = utcDay(range.to.getTime() + 86_400_000);
      const seen = new Set<string>();
      for (let from = utcDay(range.from.getTime() - 86_400_000); from <= lastDay; ) {
        const windowEnd = addDays(addMonths(from, WINDOW_MONTHS), -1);
        const [to = lastDay] = [windowEnd, lastDay].sort(); // the earlier day (YYYY-MM-DD sorts as text)
        for await (const page of windowPages(from, to, signal)) {
          const events = page.map(on24EventOf).filter((event) => {
            if (seen.has(event.id)) return false;
            seen.add(event.id);
            const start = event.startsAt ? Date.parse(event.startsAt) : null;
            return start === null || (start >= range.from.getTime() && start <= range.to.getTime());
          });
          if (events.length > 0) yield events;
        }
        from = addDays(to, 1);
      }
    },

    async *speakers(eventId: string, signal?: AbortSignal) {
      required();
      const eventPath = `${clientPath}/event/${encodeURIComponent(eventId)}`;
      const what = `the speakers of event ${eventId}`;
      const [event, listed] = await Promise.all([
        http.call({ what, url: new URL(eventPath), headers, schema: on24Event, judge, signal }),
        http.call({
          what,
          url: new URL(`${eventPath}/presenter`),
          headers,
          schema: presenters,
          judge,
          signal,
        }),
      ]);
      const merged = mergeSpeakers(event.data.speakers ?? [], listed.data.eventpresenters ?? []);
      if (merged.length > 0) yield merged;
    },
  };
}

type Presenter = NonNullable<z.infer<typeof presenters>["eventpresenters"]>[number];

/**
 * The event's `speakers[]` (name, title, company, description) and its presenters (first and last
 * name, email) are two views of the same people: one speaker per email, else per normalized name.
 * The id is the presenter's id when ON24 gives one, else the email, else the name.
 */
export function mergeSpeakers(
  listed: z.infer<typeof on24Speaker>[],
  presenters: Presenter[],
): SourceSpeaker[] {
  const byKey = new Map<string, SourceSpeaker>();
  const byName = new Map<string, SourceSpeaker>();
  for (const person of presenters) {
    const firstName = textOrNull(person.firstname) ?? "";
    const lastName = textOrNull(person.lastname) ?? "";
    const name = normalizedName(firstName, lastName);
    const email = emailOrNull(person.email);
    if (!name && !email) continue;
    const key = email ? `email:${email}` : `name:${name}`;
    if (byKey.has(key)) continue;
    const presenterId = person.presenterid ? `presenter:${person.presenterid}` : null;
    const entry = { ...speaker(presenterId ?? key, firstName, lastName), email };
    byKey.set(key, entry);
    if (name && !byName.has(name)) byName.set(name, entry);
  }
  for (const person of listed) {
    const full = textOrNull(person.name);
    if (!full) continue;
    const { firstName, lastName } = splitName(full);
    const name = normalizedName(firstName, lastName);
    const entry = byName.get(name) ?? speaker(`name:${name}`, firstName, lastName);
    entry.title ??= textOrNull(person.title);
    entry.company ??= textOrNull(person.company);
    entry.bio ??= textOrNull(person.description);
    if (!byName.has(name)) {
      byName.set(name, entry);
      byKey.set(`name:${name}`, entry);
    }
  }
  return [...byKey.values()];
}
