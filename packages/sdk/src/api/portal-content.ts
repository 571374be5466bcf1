import type { Envelope, PortalPageLink, PortalPageView, PortalResource } from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * What a participant reads of a portal's content (`/portal/{portalSlug}/{portalId}/me/…`, issue
 * 6): its published pages and its resources. 401 signed out, 403 not a member, 404 for an unknown
 * portal and for a page or resource that is not the portal's (or not published).
 */

export interface PortalContentApi {
  /** GET …/me/pages: the published pages, in order (id and title, for the nav). */
  pages(options?: CallOptions): Promise<PortalPageLink[]>;
  /** GET …/me/pages/{pageId}: one published page; its `body` is organizer HTML, render it with SafeHtml. */
  page(pageId: string, options?: CallOptions): Promise<PortalPageView>;
  /** GET …/me/resources: files and links, in order. */
  resources(options?: CallOptions): Promise<PortalResource[]>;
  /**
   * GET …/me/resources/{resourceId}. A file's `downloadUrl` needs the bearer token: fetch it with
   * `PortalApi.download(url)`.
   */
  resource(resourceId: string, options?: CallOptions): Promise<PortalResource>;
}

const enc = encodeURIComponent;

/**
 * The participant's content calls of one portal over the SDK's HTTP client.
 * @example
 * const content = createPortalContentApi(sdk.http, "speakers", portalId);
 * const pages = await content.pages();
 */
export function createPortalContentApi(
  http: HttpClient,
  portalSlug: string,
  portalId: string,
): PortalContentApi {
  const me = `portal/${enc(portalSlug)}/${enc(portalId)}/me`;
  return {
    pages: async (options = {}) =>
      payloadOf(await http.get<Envelope<PortalPageLink[]>>(`${me}/pages`, options), "GET portal pages"),
    page: async (pageId, options = {}) =>
      payloadOf(
        await http.get<Envelope<PortalPageView>>(`${me}/pages/${enc(pageId)}`, options),
        "GET portal page",
      ),
    resources: async (options = {}) =>
      payloadOf(
        await http.get<Envelope<PortalResource[]>>(`${me}/resources`, options),
        "GET portal resources",
      ),
    resource: async (resourceId, options = {}) =>
      payloadOf(
        await http.get<Envelope<PortalResource>>(`${me}/resources/${enc(resourceId)}`, options),
        "GET portal resource",
      ),
  };
}
