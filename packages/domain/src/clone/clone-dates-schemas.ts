import { z } from "zod";

/**
 * The zod schemas of clone-dates.ts: kept apart so browser bundles that import its labels and rules
 * never pull zod in (the embed build fails when a chunk contains it). Types stay in clone-dates.ts.
 */
/** A day label of an event (spec 2 §3 "Day group"): its days, `YYYY-MM-DD`. */
export const dayGroup = z
  .object({ id: z.number().int(), name: z.string(), color: z.string(), days: z.array(z.string()) })
  .meta({ id: "DayGroup" });
