/*
 * Today's calendar day in a time zone.
 * Plain texts and rules without zod: the portal pages (also in the embedded `<foyer-portal>`) take
 * them alone; the server's schemas beside them use the same.
 */

/** Today's calendar day (`YYYY-MM-DD`) in `timeZone`; UTC for a zone the runtime does not know. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" })
      .format(now)
      .slice(0, 10);
  try {
    return format(timeZone);
  } catch {
    return format("UTC");
  }
}
