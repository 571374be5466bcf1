import {
  addMonths,
  EVENTS_MONTHS_AHEAD,
  EVENTS_MONTHS_BACK,
  type ExternalEvent,
  type IntegrationSource,
  integrationMessages,
  sourceInfo,
  todayIn,
} from "@foyer/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { integrationConnections } from "../../db/schema/index.js";
import { absent, invalid, unprocessable } from "../refusal.js";
import { type ConnectionRow, requireConnection, withConnector } from "./connections.js";
import type { DateRange, SourceEvent } from "./connector.js";
import type { IntegrationRuntime } from "./runtime.js";

/*
 * The platform's events as the wizard lists them (spec 1 §7 GET `…/events`; issue 24 "the
 * source's events from 12 months back to 18 months ahead"), read page by page from its connector.
 */

/** Calendar days, `YYYY-MM-DD`, both included. */
export interface EventWindow {
  from: string;
  to: string;
}

/** More than this many events in one list is refused with a clear message, not a huge answer. */
export const MAX_LISTED_EVENTS = 20_000;

/** 12 months back to 18 months ahead of today (UTC). */
export function defaultWindow(now: Date = new Date()): EventWindow {
  const today = todayIn("UTC", now);
  return { from: addMonths(today, -EVENTS_MONTHS_BACK), to: addMonths(today, EVENTS_MONTHS_AHEAD) };
}

/** The query's window, each end defaulting to the usual one; an "invalid" problem when reversed. */
export function windowOf(query: { from?: string | undefined; to?: string | undefined }): EventWindow {
  const fallback = defaultWindow();
  const window = { from: query.from ?? fallback.from, to: query.to ?? fallback.to };
  if (window.to < window.from) {
    throw invalid("to: must not be before from", [{ path: "to", message: "must not be before from" }]);
  }
  return window;
}

/** The window as the instants a connector asks for: from the first day's start to the last day's end (UTC). */
export function rangeOf(window: EventWindow): DateRange {
  return { from: new Date(`${window.from}T00:00:00.000Z`), to: new Date(`${window.to}T23:59:59.999Z`) };
}

export function externalEventOf(event: SourceEvent): ExternalEvent {
  return {
    id: event.id,
    name: event.name,
    starts_at: event.startsAt,
    ends_at: event.endsAt,
    time_zone: event.timeZone,
  };
}

/**
 * The connection `configId` names, or the organization's only one of the source when it names
 * none: "not_found" without any, "invalid" when there are several to choose from.
 */
export async function chosenConnection(
  db: Db,
  orgId: string,
  source: IntegrationSource,
  configId: string | undefined,
): Promise<ConnectionRow> {
  if (configId) return requireConnection(db, orgId, source, configId);
  const rows = await db
    .select()
    .from(integrationConnections)
    .where(and(eq(integrationConnections.orgId, orgId), eq(integrationConnections.source, source)))
    .orderBy(asc(integrationConnections.createdAt))
    .limit(2);
  const [only] = rows;
  if (!only) throw absent(integrationMessages.connectionNotFound);
  if (rows.length > 1) {
    const message = `The organization has several ${sourceInfo[source].label} connections: choose one with configId`;
    throw invalid(message, [{ path: "configId", message }]);
  }
  return only;
}

/** Every event of the platform starting in `window`, in the platform's order. */
export async function listExternalEvents(
  rt: IntegrationRuntime,
  row: ConnectionRow,
  window: EventWindow,
): Promise<ExternalEvent[]> {
  return withConnector(rt, row, async (connector) => {
    const events: ExternalEvent[] = [];
    for await (const page of connector.events(rangeOf(window))) {
      for (const event of page) events.push(externalEventOf(event));
      if (events.length > MAX_LISTED_EVENTS) {
        throw unprocessable(
          `${sourceInfo[row.source].label} lists more than ${MAX_LISTED_EVENTS.toLocaleString("en-US")} events from ${window.from} to ${window.to}: choose a shorter range (from, to).`,
        );
      }
    }
    return events;
  });
}
