import type {
  AvailabilityWindow,
  Envelope,
  PortalAvailability,
  PortalHistoryPage,
  PortalOverview,
  PortalProfile,
  PortalProfileUpdate,
  UploadedFile,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * The participant's own profile, photo, history and landing-page overview in a portal
 * (`/portal/{portalSlug}/{portalId}/me/…`, issue 6). The photo itself is fetched with
 * `PortalApi.download(profile.photoUrl)`, which sends the bearer token.
 */

export interface PortalProfileApi {
  /** GET …/me/profile: their contact fields, which are editable, the photo's url. 404 without a contact. */
  profile(options?: CallOptions): Promise<PortalProfile>;
  /** PUT …/me/profile: only editable fields; a 400's `details` name each field's problem. */
  saveProfile(changes: PortalProfileUpdate, options?: CallOptions): Promise<PortalProfile>;
  /** POST /uploads then PUT …/me/profile/photo: a PNG, JPEG, WebP or GIF of at most 5 MB. */
  uploadPhoto(file: File, options?: CallOptions): Promise<PortalProfile>;
  /** DELETE …/me/profile/photo. */
  removePhoto(options?: CallOptions): Promise<PortalProfile>;
  /** GET …/me/history: newest first; pass the previous page's `nextCursor` for the next one. */
  history(
    page?: { cursor?: string | null; limit?: number },
    options?: CallOptions,
  ): Promise<PortalHistoryPage>;
  /** GET …/me/overview: the landing page's cards. */
  overview(options?: CallOptions): Promise<PortalOverview>;
  /** GET …/me/availability: their windows (none: always available) and the event's days and zone. */
  availability(options?: CallOptions): Promise<PortalAvailability>;
  /** PUT …/me/availability: the windows replace theirs; 404 without a contact in the event. */
  saveAvailability(windows: AvailabilityWindow[], options?: CallOptions): Promise<PortalAvailability>;
}

const enc = encodeURIComponent;

/**
 * @example
 * const me = createPortalProfileApi(sdk.http, "speakers", portalId);
 * await me.saveProfile({ title: "Staff Engineer" });
 */
export function createPortalProfileApi(
  http: HttpClient,
  portalSlug: string,
  portalId: string,
): PortalProfileApi {
  const me = `portal/${enc(portalSlug)}/${enc(portalId)}/me`;
  return {
    profile: async (options = {}) =>
      payloadOf(await http.get<Envelope<PortalProfile>>(`${me}/profile`, options), "GET portal profile"),
    saveProfile: async (changes, options = {}) =>
      payloadOf(
        await http.put<Envelope<PortalProfile>>(`${me}/profile`, { ...options, json: changes }),
        "PUT portal profile",
      ),
    async uploadPhoto(file, options = {}) {
      const form = new FormData();
      form.append("file", file, file.name);
      const { uploadId } = payloadOf(
        await http.post<Envelope<UploadedFile>>("uploads", { ...options, body: form, timeout: false }),
        "POST uploads",
      );
      return payloadOf(
        await http.put<Envelope<PortalProfile>>(`${me}/profile/photo`, { ...options, json: { uploadId } }),
        "PUT portal profile photo",
      );
    },
    removePhoto: async (options = {}) =>
      payloadOf(
        await http.delete<Envelope<PortalProfile>>(`${me}/profile/photo`, options),
        "DELETE portal profile photo",
      ),
    history: async (page = {}, options = {}) => {
      const searchParams: Record<string, string> = {};
      if (page.cursor) searchParams.cursor = page.cursor;
      if (page.limit) searchParams.limit = String(page.limit);
      return payloadOf(
        await http.get<Envelope<PortalHistoryPage>>(`${me}/history`, { ...options, searchParams }),
        "GET portal history",
      );
    },
    overview: async (options = {}) =>
      payloadOf(await http.get<Envelope<PortalOverview>>(`${me}/overview`, options), "GET portal overview"),
    availability: async (options = {}) =>
      payloadOf(
        await http.get<Envelope<PortalAvailability>>(`${me}/availability`, options),
        "GET portal availability",
      ),
    saveAvailability: async (windows, options = {}) =>
      payloadOf(
        await http.put<Envelope<PortalAvailability>>(`${me}/availability`, { ...options, json: { windows } }),
        "PUT portal availability",
      ),
  };
}
