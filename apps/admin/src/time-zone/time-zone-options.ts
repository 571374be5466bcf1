import { utcOffsetLabel } from "@foyer/domain";

/** One zone as the picker lists it: "Europe/Berlin" under Europe, as "Berlin", with its offset now. */
export interface TimeZoneOption {
  zone: string;
  region: string;
  city: string;
  offset: string;
  /** What a search looks in: lower-case zone, city, region and offset. */
  terms: string;
}

export interface TimeZoneGroup {
  region: string;
  options: TimeZoneOption[];
}

/** Every zone the browser knows (plus `keep`, e.g. a saved zone it lacks); UTC first. */
export function knownTimeZones(keep: readonly string[] = []): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const all = new Set(["UTC", ...zones, ...keep.filter(Boolean)]);
  return [...all];
}

export function timeZoneOption(zone: string, now: Date = new Date()): TimeZoneOption {
  const slash = zone.indexOf("/");
  const region = slash < 0 ? "Other" : zone.slice(0, slash);
  const city = (slash < 0 ? zone : zone.slice(slash + 1)).replaceAll("_", " ").replaceAll("/", " – ");
  const offset = utcOffsetLabel(zone, now);
  // "UTC+01:00" is also found as "+1", "utc+1" and "+01".
  const short = offset.replace(/^UTC([+-])0?(\d+):00$/, "utc$1$2");
  return {
    zone,
    region,
    city,
    offset,
    terms: `${zone} ${city} ${region} ${offset} ${short}`.toLowerCase().replaceAll("_", " "),
  };
}

/**
 * The zones matching `query` (every word of it, anywhere in the zone, its city, region or
 * offset), grouped by region in alphabetical order, each group by city.
 */
export function groupedTimeZones(options: readonly TimeZoneOption[], query: string): TimeZoneGroup[] {
  const words = query.toLowerCase().replaceAll("_", " ").split(/\s+/).filter(Boolean);
  const groups = new Map<string, TimeZoneOption[]>();
  for (const option of options) {
    if (!words.every((word) => option.terms.includes(word))) continue;
    const list = groups.get(option.region) ?? [];
    list.push(option);
    groups.set(option.region, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === "Other" ? -1 : b === "Other" ? 1 : a.localeCompare(b)))
    .map(([region, list]) => ({
      region,
      options: list.sort((a, b) => a.city.localeCompare(b.city)),
    }));
}

/** The text the closed picker shows for `zone`. */
export function timeZoneLabel(zone: string, now: Date = new Date()): string {
  return zone ? `${zone.replaceAll("_", " ")} (${utcOffsetLabel(zone, now)})` : "";
}
