import type { IntegrationSource } from "@foyer/domain";

/*
 * The one port every outside event platform sits behind (STYLE 17; issue 24 "Connectors … behind
 * one interface (check credentials, list events in a date range, list an event's speakers)").
 * The real clients live in `connectors/`; tests and the demo point them at the stand-ins of
 * `integrations-sandbox/` through their configurable base URLs.
 */

/** An event as a platform describes it, normalized. */
export interface SourceEvent {
  /** The platform's id, as text (ON24's numeric `eventid` too). */
  id: string;
  name: string;
  /** ISO 8601 with offset; null when the platform gave none. */
  startsAt: string | null;
  endsAt: string | null;
  /** IANA time zone; null when the platform gave none. */
  timeZone: string | null;
}

/** A speaker (presenter) of an event, normalized. */
export interface SourceSpeaker {
  /** Stable across syncs: the platform's id, or one derived from what identifies the person. */
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  company: string | null;
  title: string | null;
  bio: string | null;
}

/** Why a call to a platform failed, in words an organizer can act on. */
export type ConnectorFailure =
  /** The platform refused the keys (401, a refused token request). */
  | "credentials"
  /** A quota that waiting a little will not fix (Cvent's daily "Limit Exceeded"). */
  | "quota"
  /** Down, slow past the timeout, 5xx after the retry budget, rate-limited past the budget. */
  | "unavailable"
  /** An answer that is not the documented JSON. */
  | "malformed"
  /** The configured address is not one we may call (private network, not an allowed host). */
  | "refused";

export class ConnectorError extends Error {
  override readonly name = "ConnectorError";
  constructor(
    readonly failure: ConnectorFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface DateRange {
  from: Date;
  to: Date;
}

export interface Connector {
  readonly source: IntegrationSource;
  /** Resolves when the keys work; rejects with a ConnectorError ("credentials" for wrong keys). */
  check(signal?: AbortSignal): Promise<void>;
  /** The events starting in `range`, a page at a time (memory stays flat however many there are). */
  events(range: DateRange, signal?: AbortSignal): AsyncIterable<SourceEvent[]>;
  /** One event's speakers, a page at a time. */
  speakers(eventId: string, signal?: AbortSignal): AsyncIterable<SourceSpeaker[]>;
}
