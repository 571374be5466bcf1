/**
 * Test helpers for apps built on the app shell (`@foyer/widgets/testing`): app services whose
 * SDK answers from canned routes, and unsigned JWTs for a stored session. Not for production.
 */
import { createMemoryStorage } from "@foyer/sdk";
import { type AppServices, createAppServices } from "./app-shell/app-services.js";

/** One canned answer per "METHOD /path" (path under /api, without the query); it may read the request. */
export type Routes = Record<
  string,
  (request: Request) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>
>;

export interface FakeApi {
  services: AppServices;
  storage: Storage;
  /** Every request made, as "METHOD /path". */
  calls: string[];
}

/** App services whose SDK talks to canned answers instead of a server. */
export function fakeApi(routes: Routes): FakeApi {
  const calls: string[] = [];
  const storage = createMemoryStorage();
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api/, "");
    const key = `${request.method} ${path}`;
    calls.push(key);
    const route = routes[key];
    if (!route)
      return Response.json(
        { statusCode: 404, code: "NOT_FOUND", message: `No route ${key}` },
        { status: 404 },
      );
    const { status, body } = await untilAborted(request.signal, Promise.resolve(route(request)));
    return body === undefined ? new Response(null, { status }) : Response.json(body, { status });
  };
  const services = createAppServices({
    sdk: { fetch, storage, locks: null, baseUrl: "http://localhost:3000/api" },
  });
  return { services, storage, calls };
}

/** Like a real fetch, an aborted call rejects at once with an AbortError, whatever its route does. */
function untilAborted<T>(signal: AbortSignal, answer: Promise<T>): Promise<T> {
  const aborted = () => new DOMException("The operation was aborted.", "AbortError");
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener("abort", onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
}

/** An unsigned JWT: the browser only reads claims, the (fake) server trusts it. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  return `${base64url({ alg: "EdDSA" })}.${base64url({ iat: now, exp: now + 900, ...claims })}.signature`;
}

/** Stores a valid session for `userId` in `storage`. */
export function storeSession(storage: Storage, userId: string): void {
  storage.setItem("access_token", fakeJwt({ sub: userId, token_use: "access" }));
  storage.setItem("id_token", fakeJwt({ sub: userId, token_use: "id" }));
  storage.setItem("refresh_token", "opaque-refresh-token");
}

/** The demo speaker as `GET /user/me` answers it (the participant portal's tests). */
export const speakerUser = {
  id: "user-2",
  email: "speaker@foyer.demo",
  fname: "Sam",
  lname: "Speaker",
  displayName: "Sam Speaker",
  photoUrl: null,
  phone: null,
  location: null,
  timezone: "Europe/Berlin",
  mute_sounds: false,
  isFoyerAdmin: false,
  event_roles: [],
};

/** The Summit's speaker portal, as its access check answers it. */
export const speakerPortal = {
  id: "p-1",
  slug: "speakers",
  name: "Speaker Portal",
  welcome_text: "Welcome.",
  event_id: "ev-1",
  event_name: "Foyer Summit 2027",
};
