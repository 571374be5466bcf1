import { addMonths, isIsoDay, wallClockAt } from "@foyer/domain";
import type { SandboxEvent, SandboxSpeaker } from "./data.js";
import { answerFault, type Exchange, type StandInState, sendJson, streamJson } from "./stand-in.js";

/*
 * ON24 REST v2 stand-in (issue 24; ON24's openapi.json): accessTokenKey/accessTokenSecret headers,
 * `/client/{clientId}/event` answering the last 3 months without dates and refusing a range wider
 * than 6 months, paging with `includesubaccounts=Y`, an event's metadata with its `speakers[]`,
 * `/presenter` with `eventpresenters[]`, errors as `{message}`, the quota as a 403.
 */

const DAY = 86_400_000;
const QUOTA = "You have reached the maximum number of calls for this api.";

/** `iso` on the clock of `zone`, with the zone's offset: "2027-02-02T03:20:00-08:00". */
export function isoWithOffset(iso: string, zone: string): string {
  const ms = Date.parse(iso);
  const clock = wallClockAt(ms, zone);
  if (!clock) return iso;
  const offset = Math.round(
    (Date.parse(`${clock.day}T${clock.time}:00Z`) - Math.floor(ms / 60_000) * 60_000) / 60_000,
  );
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${clock.day}T${clock.time}:00${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

const numeric = (id: string) => (/^\d+$/.test(id) ? Number(id) : id);

function eventJson(event: SandboxEvent, clientId: string, createdAt: string) {
  const zone = event.timeZone ?? "America/Los_Angeles";
  const at = (iso: string | null, shiftMs = 0) =>
    iso ? isoWithOffset(new Date(Date.parse(iso) + shiftMs).toISOString(), zone) : undefined;
  return {
    eventid: numeric(event.id),
    clientid: numeric(clientId),
    goodafter: at(event.startsAt, -30 * 60_000),
    isactive: true,
    regrequired: true,
    description: event.name,
    displaytimezonecd: event.timeZone ?? undefined,
    eventtype: "Live Webcast",
    contenttype: "webcast",
    createtimestamp: createdAt,
    localelanguagecd: "en",
    lastupdated: createdAt,
    livestart: at(event.startsAt),
    liveend: at(event.endsAt),
    archivestart: at(event.endsAt, 30 * 60_000),
    archiveend: at(event.endsAt, 365 * DAY),
    speakers: event.speakers.map((person) => ({
      name: `${person.firstName} ${person.lastName}`.trim(),
      title: person.title ?? undefined,
      company: person.company ?? undefined,
      description: person.bio ?? undefined,
    })),
  };
}

function presenterJson(person: SandboxSpeaker) {
  return {
    presenterid: numeric(person.id),
    firstname: person.firstName,
    lastname: person.lastName,
    email: person.email,
    accessmode: "Presenter",
  };
}

/** A `startdate`/`enddate` value: a day (the whole day) or an ISO time; NaN when neither. */
function bound(value: string, end: boolean): number {
  if (isIsoDay(value)) return Date.parse(`${value}T00:00:00Z`) + (end ? DAY - 1 : 0);
  return /T/.test(value) ? Date.parse(value) : Number.NaN;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function on24StandIn(state: StandInState, createdAt: string) {
  /** When an event is listed: its goodafter, or when it was created (an event without dates). */
  const listedAt = (event: SandboxEvent) =>
    event.startsAt ? Date.parse(event.startsAt) - 30 * 60_000 : Date.parse(createdAt);

  function list(exchange: Exchange, clientId: string) {
    const { query, res, now } = exchange;
    // Without dates: the last 3 months (startdate defaults to 90 days back, enddate to today).
    const endText = query.enddate ?? dayOf(now);
    const to = bound(endText, true);
    const from = query.startdate ? bound(query.startdate, false) : to + 1 - 91 * DAY;
    if (Number.isNaN(from) || Number.isNaN(to)) {
      return sendJson(res, 400, { message: "Invalid Date format for params startdate and enddate." });
    }
    if (to < from) return sendJson(res, 400, { message: "Error, incorrect date formats." });
    const limit = bound(addMonths(dayOf(from), 6), true);
    if (to > limit) {
      return sendJson(res, 400, {
        message: "startDate's max range between start and end dates can be up to 6 months",
      });
    }
    const events = state.events.filter((event) => listedAt(event) >= from && listedAt(event) <= to);
    const json = (event: SandboxEvent) => eventJson(event, clientId, createdAt);
    if ((query.includesubaccounts ?? "N").toUpperCase() !== "Y") {
      return streamJson(res, 200, { totalevents: events.length }, "events", events, json);
    }
    const perPage = Math.min(1000, Math.max(1, Number(query.itemsperpage ?? 100) || 100));
    const offset = Math.max(0, Number(query.pageoffset ?? 0) || 0);
    const pageCount = Math.ceil(events.length / perPage);
    const head = { pagecount: pageCount, totalevents: events.length, currentpage: offset };
    return streamJson(res, 200, head, "events", events.slice(offset * perPage, (offset + 1) * perPage), json);
  }

  return async function on24(exchange: Exchange): Promise<void> {
    const { req, res, path } = exchange;
    const quotaOrRate = (fault: "rate-limit" | "quota") =>
      fault === "quota"
        ? sendJson(res, 403, { message: QUOTA })
        : sendJson(res, 429, { message: "Too Many Requests" });
    if (await answerFault(state, exchange, quotaOrRate)) return;
    const key = req.headers.accesstokenkey;
    const secret = req.headers.accesstokensecret;
    if (typeof key !== "string" || typeof secret !== "string" || !key || !secret) {
      return sendJson(res, 401, {
        message: "Header must contain both accessTokenKey and accessTokenSecret.",
      });
    }
    if (key !== state.credentials.accessTokenKey || secret !== state.credentials.accessTokenSecret) {
      return sendJson(res, 401, { message: "AccessTokenKey and AccessTokenSecret are wrong or invalid." });
    }
    if (state.revoked)
      return sendJson(res, 401, { message: "AccessTokenKey and AccessTokenSecret are deactivated." });
    const match = /^\/client\/([^/]+)\/event(?:\/([^/]+)(\/presenter)?)?\/?$/.exec(path);
    if (!match || exchange.method !== "GET") return sendJson(res, 404, { message: "Not found" });
    const clientId = decodeURIComponent(match[1] ?? "");
    if (clientId !== state.credentials.clientId) {
      return sendJson(res, 403, { message: "You don't have access to this client id" });
    }
    if (!match[2]) return list(exchange, clientId);
    const eventId = decodeURIComponent(match[2]);
    const event = state.eventById(eventId);
    if (!event) return sendJson(res, 404, { message: `The event ${eventId} doesn't exist.` });
    if (match[3]) {
      const presenters = event.speakers.filter((person) => person.email).map(presenterJson);
      return sendJson(res, 200, { eventpresenters: presenters });
    }
    return sendJson(res, 200, eventJson(event, clientId, createdAt));
  };
}
