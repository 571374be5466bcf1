import { createHash } from "node:crypto";
import { entityId, envelope, publicChangelog, publicSchedule, SPEAKER_FEED_NOT_FOUND } from "@foyer/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type ZodType, z } from "zod";
import type { Db } from "../db/client.js";
import { type ApiApp, answers, fileAnswer, noBody, publicRoute } from "../http/contract.js";
import type { SigningKeys } from "../services/auth/tokens.js";
import { speakerFeed, speakerFeedTokens } from "../services/portal/my-schedule.js";
import { absent } from "../services/refusal.js";
import { scheduleIcs, scheduleXml } from "../services/schedule/exports.js";
import { latestRelease, publicChangelogOf } from "../services/schedule/releases.js";
import type { Throttle } from "../services/throttle.js";

const slugParams = z.object({ eventSlug: entityId });

/** Caches may keep an export five minutes; after that they ask again with the ETag (a 304 is cheap). */
const CACHE_CONTROL = "public, max-age=300, must-revalidate";

/**
 * The published schedule, open to everyone (issue 25 item 4): the latest release as JSON (what
 * `<foyer-agenda>` reads), iCalendar and frab XML, and the changelog. Every call counts against
 * the `schedule-export` throttle, per address and per event slug. An unknown slug, a draft event
 * and an event with no release yet all answer the same 404.
 */
export async function publicScheduleRoutes(
  app: ApiApp,
  ctx: { db: Db; throttle: Throttle; publicUrl: string; keys: SigningKeys },
) {
  const host = new URL(ctx.publicUrl).hostname || "foyer";
  const feedTokens = speakerFeedTokens(ctx.keys);

  const count = (request: FastifyRequest, slug: string) =>
    ctx.throttle.hit("schedule-export", { ip: request.ip, target: `schedule:${slug.toLowerCase()}` });

  /** Sends `body` with its ETag, or 304 when the client already has it. */
  const cached = (request: FastifyRequest, reply: FastifyReply, type: string, body: string) => {
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
    reply.header("etag", etag).header("cache-control", CACHE_CONTROL).header("vary", "Accept-Encoding");
    const sent = request.headers["if-none-match"];
    if (sent?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
      return reply.code(304).send();
    }
    return reply.header("content-type", type).send(body);
  };

  /** Each export: its address, what it is, and its bytes from the slug. */
  const exportsOf: {
    path: string;
    summary: string;
    response: ZodType;
    type: string;
    body(slug: string, reply: FastifyReply): Promise<string>;
  }[] = [
    {
      path: "schedule.json",
      summary: "The event's published schedule (latest release) as JSON",
      response: envelope(publicSchedule),
      type: "application/json; charset=utf-8",
      // Checked against its schema here: the string is sent as it is, past the serializer.
      body: async (slug) => {
        const { schedule } = await latestRelease(ctx.db, slug);
        return JSON.stringify({ payload: publicSchedule.parse(schedule) });
      },
    },
    {
      path: "schedule.ics",
      summary: "The event's published schedule as an iCalendar file",
      response: fileAnswer("text/calendar: one event per published session"),
      type: "text/calendar; charset=utf-8",
      body: async (slug, reply) => {
        const { schedule } = await latestRelease(ctx.db, slug);
        reply.header("content-disposition", `inline; filename="${schedule.event.slug}-schedule.ics"`);
        return scheduleIcs(schedule, host);
      },
    },
    {
      path: "schedule.xml",
      summary: "The event's published schedule in frab's schedule XML",
      response: fileAnswer("application/xml: frab schedule XML"),
      type: "application/xml; charset=utf-8",
      body: async (slug) => scheduleXml((await latestRelease(ctx.db, slug)).schedule),
    },
    {
      path: "schedule/changelog",
      summary: "Every published version of the event's schedule with its changelog, newest first",
      response: envelope(publicChangelog),
      type: "application/json; charset=utf-8",
      body: async (slug) => {
        const { changelog } = await publicChangelogOf(ctx.db, slug);
        return JSON.stringify({ payload: publicChangelog.parse(changelog) });
      },
    },
  ];

  // A speaker's personal feed (issue 25 item 4): its secret token is the key; the portal's
  // "My calendar" page gives it. Counted against the same throttle, per address and per token.
  app.get(
    "/public/speaker-schedule/:feed",
    {
      schema: {
        summary: "A speaker's sessions in the latest released schedule, as an iCalendar feed",
        security: publicRoute,
        params: z.object({ feed: z.string().max(1000) }),
        response: answers({ 200: fileAnswer("text/calendar: one event per released session"), 304: noBody }),
      },
    },
    async (request, reply) => {
      const { feed } = request.params;
      await ctx.throttle.hit("schedule-export", {
        ip: request.ip,
        target: `speaker-feed:${createHash("sha256").update(feed).digest("base64url").slice(0, 16)}`,
      });
      if (!feed.endsWith(".ics")) throw absent(SPEAKER_FEED_NOT_FOUND);
      const body = await speakerFeed(ctx.db, feedTokens, feed.slice(0, -".ics".length), host);
      reply.header("content-disposition", 'inline; filename="my-schedule.ics"');
      return cached(request, reply, "text/calendar; charset=utf-8", body);
    },
  );

  for (const file of exportsOf) {
    app.get(
      `/public/events/:eventSlug/${file.path}`,
      {
        schema: {
          summary: file.summary,
          security: publicRoute,
          params: slugParams,
          response: answers({ 200: file.response, 304: noBody }),
        },
      },
      async (request, reply) => {
        await count(request, request.params.eventSlug);
        return cached(request, reply, file.type, await file.body(request.params.eventSlug, reply));
      },
    );
  }
}
