import type { Envelope, OnboardBody, UpdateMeBody, UploadedFile, User, UserEvent } from "@foyer/domain";
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
  /** POST /uploads (multipart): an image to give `onboard` as the photo. */
  uploadPhoto(file: File): Promise<UploadedFile>;
  /** POST /user/me/onboard: name and photo on the first sign-in after sign-up (/account/onboard). */
  onboard(body: OnboardBody): Promise<User>;
}

export function createUserApi(http: HttpClient): UserApi {
  return {
    me: async () => payloadOf(await http.get<Envelope<User>>("user/me"), "GET user/me"),
    updateMe: async (body) =>
      payloadOf(await http.put<Envelope<User>>("user/me", { json: body }), "PUT user/me"),
    events: async () =>
      payloadOf(await http.get<Envelope<UserEvent[]>>("user/me/events"), "GET user/me/events"),
    uploadPhoto: async (file) => {
      const form = new FormData();
      form.append("file", file, file.name);
      const answer = await http.post<Envelope<UploadedFile>>("uploads", { body: form, timeout: false });
      return payloadOf(answer, "POST uploads");
    },
    onboard: async (body) =>
      payloadOf(await http.post<Envelope<User>>("user/me/onboard", { json: body }), "POST user/me/onboard"),
  };
}
