import type { Envelope, UpdateMeBody, User, UserEvent } from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import { payloadOf } from "./payload.js";

/** The signed-in user's own calls (spec 2 §7 "Current user", "User's events"). */
export interface UserApi {
  /** GET /user/me */
  me(): Promise<User>;
  /** PUT /user/me */
  updateMe(body: UpdateMeBody): Promise<User>;
  /** GET /user/me/events */
  events(): Promise<UserEvent[]>;
}

export function createUserApi(http: HttpClient): UserApi {
  return {
    me: async () => payloadOf(await http.get<Envelope<User>>("user/me"), "GET user/me"),
    updateMe: async (body) =>
      payloadOf(await http.put<Envelope<User>>("user/me", { json: body }), "PUT user/me"),
    events: async () =>
      payloadOf(await http.get<Envelope<UserEvent[]>>("user/me/events"), "GET user/me/events"),
  };
}
