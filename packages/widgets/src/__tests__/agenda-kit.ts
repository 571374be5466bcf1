/**
 * Test kit of the agenda: a schedule export like the server's (an event in Europe/Berlin across
 * the change to summer time on 28 March 2027, hostile text in it), and a loopback HTTP server
 * that answers GET /api/public/events/{slug}/schedule.json the way each test wants.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { PublicSchedule } from "@foyer/sdk";

export const XSS_TITLE = '<img src=x onerror="window.__foyerXss=1">Data, at scale; live';

export function summitSchedule(): PublicSchedule {
  return {
    version: "1.2",
    releasedAt: "2027-03-01T12:00:00.000Z",
    changelog: "Second day added.",
    event: {
      slug: "foyer-summit-2027",
      name: "Foyer Summit 2027",
      timeZone: "Europe/Berlin",
      startsOn: "2027-03-27",
      endsOn: "2027-03-28",
    },
    rooms: [
      { id: "r-main", name: "Main hall", capacity: 400 },
      { id: "r-b", name: "Room B", capacity: 40 },
    ],
    tracks: [
      { id: "t-web", name: "Web", color: "#3453d1" },
      { id: "t-data", name: "Data", color: "red;}:host{display:none" },
    ],
    sessions: [
      {
        id: "s-keynote",
        title: "Opening keynote",
        description: null,
        // 09:00 in Berlin (CET, UTC+1)
        startsAt: "2027-03-27T08:00:00.000Z",
        endsAt: "2027-03-27T09:00:00.000Z",
        roomId: "r-main",
        trackId: null,
        plenum: true,
        speakers: [{ id: "p-ada", name: "Ada Lovelace" }],
      },
      {
        id: "s-web",
        title: "Web components in practice",
        description: "Shadow roots, slots and parts.",
        startsAt: "2027-03-27T09:00:00.000Z",
        endsAt: "2027-03-27T09:45:00.000Z",
        roomId: "r-main",
        trackId: "t-web",
        plenum: false,
        speakers: [{ id: "p-tim", name: "Tim Berners-Lee" }],
      },
      {
        id: "s-data",
        title: XSS_TITLE,
        description: "<b>bold</b> claims\nSecond line",
        startsAt: "2027-03-27T09:00:00.000Z",
        endsAt: "2027-03-27T10:00:00.000Z",
        roomId: "r-b",
        trackId: "t-data",
        plenum: false,
        speakers: [
          { id: "p-grace", name: "Grace Hopper" },
          { id: "p-edsger", name: "Edsger Dijkstra" },
        ],
      },
      {
        id: "s-sunday",
        title: "Sunday morning talk",
        description: "After the clocks went forward.",
        // 09:00 in Berlin (CEST, UTC+2): an hour earlier in UTC than Saturday's 09:00
        startsAt: "2027-03-28T07:00:00.000Z",
        endsAt: "2027-03-28T08:00:00.000Z",
        roomId: "r-b",
        trackId: "t-web",
        plenum: false,
        speakers: [],
      },
    ],
  };
}

/** How the server answers a schedule request: a status and body, or a dropped connection. */
export type ScheduleAnswer = { status: number; body?: unknown } | "drop";

export interface ScheduleServer {
  /** The API base URL, e.g. http://127.0.0.1:43121/api */
  api: string;
  /** The paths requested so far. */
  requests: string[];
  /** Sets how the server answers from now on (a promise holds the answer until it settles). */
  answer(next: (path: string) => ScheduleAnswer | Promise<ScheduleAnswer>): void;
  close(): Promise<void>;
}

/** A real HTTP server on loopback with the API's CORS answers. */
export async function startScheduleServer(): Promise<ScheduleServer> {
  let answer: (path: string) => ScheduleAnswer | Promise<ScheduleAnswer> = () => ({ status: 404 });
  const requests: string[] = [];
  const server: Server = createServer(async (request, response) => {
    response.setHeader("Access-Control-Allow-Origin", "*");
    if (request.method === "OPTIONS") {
      response.setHeader(
        "Access-Control-Allow-Headers",
        "Accept, Cache-Control, Content-Type, Authorization",
      );
      response.setHeader("Access-Control-Allow-Methods", "GET, HEAD");
      response.writeHead(204).end();
      return;
    }
    const path = new URL(request.url ?? "/", "http://loopback").pathname;
    requests.push(path);
    const next = await answer(path);
    if (next === "drop") {
      request.socket.destroy();
      return;
    }
    const body =
      next.body === undefined
        ? JSON.stringify({ statusCode: next.status, message: "Not Found" })
        : JSON.stringify(next.body);
    response.writeHead(next.status, { "Content-Type": "application/json" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api: `http://127.0.0.1:${port}/api`,
    requests,
    answer(next) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers the schedule of `slug` with `payload`, anything else with 404. */
export function publishes(slug: string, payload: unknown): (path: string) => ScheduleAnswer {
  return (path) =>
    path === `/api/public/events/${slug}/schedule.json`
      ? { status: 200, body: { payload } }
      : { status: 404 };
}
