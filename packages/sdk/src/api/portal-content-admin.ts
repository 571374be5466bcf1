import type {
  Envelope,
  OrganizerPortalPage,
  OrganizerPortalPageSummary,
  OrganizerPortalResource,
  PortalPageKind,
  UploadedFile,
} from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * The organizer's side of a portal's pages, wiki and resources
 * (`/events/{eventId}/portals/{portalId}/pages|resources…`, issue 6 "Organizer side"). The server
 * checks read on `portal` to see, update to change; another portal's ids are 404.
 */

export interface PageInput {
  title?: string;
  /** Organizer-written HTML (at most 100,000 characters), rendered safely by the portal. */
  body?: string;
  published?: boolean;
}

export interface ResourceInput {
  title?: string;
  description?: string;
  /** A link resource's http(s) address. */
  url?: string;
  /** A file resource's file: an upload of the caller's (`upload()`). */
  uploadId?: string;
}

export interface PortalContentAdminApi {
  /** GET …/pages?kind=: the portal's pages or wiki pages, in order (without bodies). */
  pages(kind: PortalPageKind, options?: CallOptions): Promise<OrganizerPortalPageSummary[]>;
  /** GET …/pages/{pageId}: one page with its body. */
  page(pageId: string, options?: CallOptions): Promise<OrganizerPortalPage>;
  /** POST …/pages: a new page (a draft unless `published`). */
  createPage(
    input: PageInput & { kind: PortalPageKind; title: string },
    options?: CallOptions,
  ): Promise<OrganizerPortalPage>;
  /** PUT …/pages/{pageId}. */
  updatePage(pageId: string, input: PageInput, options?: CallOptions): Promise<OrganizerPortalPage>;
  /** DELETE …/pages/{pageId}. */
  deletePage(pageId: string, options?: CallOptions): Promise<{ id: string }>;
  /** PUT …/pages/order?kind=: every page of that kind once, in the new order. */
  orderPages(
    kind: PortalPageKind,
    pageIds: string[],
    options?: CallOptions,
  ): Promise<OrganizerPortalPageSummary[]>;
  /** GET …/resources. */
  resources(options?: CallOptions): Promise<OrganizerPortalResource[]>;
  /** POST …/resources: a link (`url`) or a file (`uploadId`). */
  createResource(
    input: ResourceInput & { title: string },
    options?: CallOptions,
  ): Promise<OrganizerPortalResource>;
  /** PUT …/resources/{resourceId}. */
  updateResource(
    resourceId: string,
    input: ResourceInput,
    options?: CallOptions,
  ): Promise<OrganizerPortalResource>;
  /** DELETE …/resources/{resourceId} (the upload stays). */
  deleteResource(resourceId: string, options?: CallOptions): Promise<{ id: string }>;
  /** PUT …/resources/order: every resource once, in the new order. */
  orderResources(resourceIds: string[], options?: CallOptions): Promise<OrganizerPortalResource[]>;
  /** POST /uploads (multipart): stores a file to add as a resource next. */
  upload(file: File, options?: CallOptions): Promise<UploadedFile>;
}

const enc = encodeURIComponent;

/**
 * The organizer calls of one portal's content.
 * @example
 * const content = createPortalContentAdminApi(sdk.http, eventId, portalId);
 * const wiki = await content.pages("wiki");
 */
export function createPortalContentAdminApi(
  http: HttpClient,
  eventId: string,
  portalId: string,
): PortalContentAdminApi {
  const base = `events/${enc(eventId)}/portals/${enc(portalId)}`;
  return {
    pages: async (kind, options = {}) =>
      payloadOf(
        await http.get<Envelope<OrganizerPortalPageSummary[]>>(`${base}/pages?kind=${kind}`, options),
        "GET portal pages",
      ),
    page: async (pageId, options = {}) =>
      payloadOf(
        await http.get<Envelope<OrganizerPortalPage>>(`${base}/pages/${enc(pageId)}`, options),
        "GET portal page",
      ),
    createPage: async (input, options = {}) =>
      payloadOf(
        await http.post<Envelope<OrganizerPortalPage>>(`${base}/pages`, { ...options, json: input }),
        "POST portal page",
      ),
    updatePage: async (pageId, input, options = {}) =>
      payloadOf(
        await http.put<Envelope<OrganizerPortalPage>>(`${base}/pages/${enc(pageId)}`, {
          ...options,
          json: input,
        }),
        "PUT portal page",
      ),
    deletePage: async (pageId, options = {}) =>
      payloadOf(
        await http.delete<Envelope<{ id: string }>>(`${base}/pages/${enc(pageId)}`, options),
        "DELETE portal page",
      ),
    orderPages: async (kind, pageIds, options = {}) =>
      payloadOf(
        await http.put<Envelope<OrganizerPortalPageSummary[]>>(`${base}/pages/order?kind=${kind}`, {
          ...options,
          json: { pageIds },
        }),
        "PUT portal pages order",
      ),
    resources: async (options = {}) =>
      payloadOf(
        await http.get<Envelope<OrganizerPortalResource[]>>(`${base}/resources`, options),
        "GET portal resources",
      ),
    createResource: async (input, options = {}) =>
      payloadOf(
        await http.post<Envelope<OrganizerPortalResource>>(`${base}/resources`, { ...options, json: input }),
        "POST portal resource",
      ),
    updateResource: async (resourceId, input, options = {}) =>
      payloadOf(
        await http.put<Envelope<OrganizerPortalResource>>(`${base}/resources/${enc(resourceId)}`, {
          ...options,
          json: input,
        }),
        "PUT portal resource",
      ),
    deleteResource: async (resourceId, options = {}) =>
      payloadOf(
        await http.delete<Envelope<{ id: string }>>(`${base}/resources/${enc(resourceId)}`, options),
        "DELETE portal resource",
      ),
    orderResources: async (resourceIds, options = {}) =>
      payloadOf(
        await http.put<Envelope<OrganizerPortalResource[]>>(`${base}/resources/order`, {
          ...options,
          json: { resourceIds },
        }),
        "PUT portal resources order",
      ),
    upload: async (file, options = {}) => {
      const form = new FormData();
      form.append("file", file, file.name);
      return payloadOf(
        await http.post<Envelope<UploadedFile>>("uploads", { ...options, body: form, timeout: false }),
        "POST uploads",
      );
    },
  };
}
