import { z } from "zod";
import { isWebAddress, portalContentMessages } from "./portal-content-texts.js";

/** Moved to portal-content-texts.ts (no zod there, so browser bundles can take them alone). */
export { isWebAddress, portalContentMessages } from "./portal-content-texts.js";

/*
 * A portal's organizer-written pages, its team wiki and its resources (issue 6; spec 1 §2
 * "Portal": /pages/{pageId}, /resources, /resources/{resourceId}; organizer side portals/pages,
 * portals/wikiPage/{wikiPageId}, portals/content). Pages and resources are portal-wide: every
 * member sees the published pages and all resources; wiki pages are the organizer team's only.
 * A page's body is organizer-written HTML, stored as written and rendered through an allow-list.
 */

export const portalPageKinds = ["page", "wiki"] as const;
/** `page`: shown to participants when published; `wiki`: the organizer team's own notes. */
export type PortalPageKind = (typeof portalPageKinds)[number];

export const PORTAL_PAGE_TITLE_MAX = 200;
/** Organizers may paste anything; the server only bounds its size. */
export const PORTAL_PAGE_BODY_MAX = 100_000;
export const PORTAL_RESOURCE_TITLE_MAX = 200;
export const PORTAL_RESOURCE_DESCRIPTION_MAX = 2_000;
export const PORTAL_RESOURCE_URL_MAX = 2_000;
/** The most ids an order call takes. */
export const PORTAL_ORDER_MAX = 1_000;

/** A published page of a portal as its nav lists it (`GET …/me/pages`). */
export const portalPageLink = z.object({ id: z.string(), title: z.string() });
export type PortalPageLink = z.infer<typeof portalPageLink>;

/** One published page for a participant (`GET …/me/pages/{pageId}`); `body` is untrusted HTML. */
export const portalPageView = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  /** ISO instant of the last change. */
  updatedAt: z.string(),
});
export type PortalPageView = z.infer<typeof portalPageView>;

/** The file of a file resource. */
export const portalResourceFile = z.object({ name: z.string(), size: z.number().int(), type: z.string() });
export type PortalResourceFile = z.infer<typeof portalResourceFile>;

const portalResourceBase = z.object({ id: z.string(), title: z.string(), description: z.string() });

/** A file to download: `downloadUrl` is the portal's own route (`…/me/resources/{id}/file`, bearer token). */
export const portalFileResource = portalResourceBase.extend({
  kind: z.literal("file"),
  file: portalResourceFile,
  downloadUrl: z.string(),
});
export type PortalFileResource = z.infer<typeof portalFileResource>;

/** A link to another site (http or https only). */
export const portalLinkResource = portalResourceBase.extend({ kind: z.literal("link"), url: z.string() });
export type PortalLinkResource = z.infer<typeof portalLinkResource>;

/** A resource as a participant sees it (`GET …/me/resources`, `…/me/resources/{resourceId}`). */
export const portalResource = z
  .discriminatedUnion("kind", [portalFileResource, portalLinkResource])
  .meta({ id: "PortalResource" });
export type PortalResource = z.infer<typeof portalResource>;

/** A page or wiki page as the organizer's list shows it. */
export const organizerPortalPageSummary = z
  .object({
    id: z.string(),
    kind: z.enum(portalPageKinds),
    title: z.string(),
    published: z.boolean(),
    position: z.number().int(),
    updatedAt: z.string().describe("ISO instant of the last change"),
  })
  .meta({ id: "PortalAdminPageSummary" });
export type OrganizerPortalPageSummary = z.infer<typeof organizerPortalPageSummary>;

/** A page with its body, for the editor. */
export const organizerPortalPage = organizerPortalPageSummary
  .extend({ body: z.string().describe("Organizer-written HTML, stored as written") })
  .meta({ id: "PortalAdminPage" });
export type OrganizerPortalPage = z.infer<typeof organizerPortalPage>;

/** A resource as the organizer's list shows it; a file whose upload was removed has `file: null`. */
export const organizerPortalResource = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    kind: z.enum(["file", "link"]),
    position: z.number().int(),
    file: z
      .object({ uploadId: z.string(), name: z.string(), size: z.number().int(), type: z.string() })
      .nullable(),
    url: z.string().nullable(),
  })
  .meta({ id: "PortalAdminResource" });
export type OrganizerPortalResource = z.infer<typeof organizerPortalResource>;

const id = (label: string) =>
  z
    .string({ error: `${label} must be an id` })
    .trim()
    .min(1, `${label} must be an id`)
    .max(200, `${label} must be an id`);

const pageTitle = z
  .string({ error: "Title is required" })
  .trim()
  .min(1, "Title is required")
  .max(PORTAL_PAGE_TITLE_MAX, `Title must be at most ${PORTAL_PAGE_TITLE_MAX} characters`);

const pageBody = z
  .string({ error: "Body must be text" })
  .max(PORTAL_PAGE_BODY_MAX, `Body must be at most ${PORTAL_PAGE_BODY_MAX} characters`);

const published = z.boolean({ error: "Published must be true or false" });

/** `POST …/portals/{portalId}/pages`: a new page is a draft unless `published` says otherwise. */
export const portalPageCreateBody = z.strictObject({
  kind: z.enum(portalPageKinds, { error: "Kind must be page or wiki" }).default("page"),
  title: pageTitle,
  body: pageBody.default(""),
  published: published.default(false),
});
export type PortalPageCreateBody = z.infer<typeof portalPageCreateBody>;

/** `PUT …/pages/{pageId}`: any of title, body, published. */
export const portalPageUpdateBody = z
  .strictObject({ title: pageTitle.optional(), body: pageBody.optional(), published: published.optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: portalContentMessages.nothingToChange,
  });
export type PortalPageUpdateBody = z.infer<typeof portalPageUpdateBody>;

const order = (label: string) =>
  z
    .array(id(label), { error: `${label}s must be a list of ids` })
    .max(PORTAL_ORDER_MAX, `At most ${PORTAL_ORDER_MAX} ids`)
    .refine((ids) => new Set(ids).size === ids.length, `${label}s must not repeat`);

/** `PUT …/pages/order?kind=`: every page of that kind, once, in the new order. */
export const portalPageOrderBody = z.strictObject({ pageIds: order("Page id") });
export type PortalPageOrderBody = z.infer<typeof portalPageOrderBody>;

const resourceTitle = z
  .string({ error: "Title is required" })
  .trim()
  .min(1, "Title is required")
  .max(PORTAL_RESOURCE_TITLE_MAX, `Title must be at most ${PORTAL_RESOURCE_TITLE_MAX} characters`);

const resourceDescription = z
  .string({ error: "Description must be text" })
  .max(
    PORTAL_RESOURCE_DESCRIPTION_MAX,
    `Description must be at most ${PORTAL_RESOURCE_DESCRIPTION_MAX} characters`,
  )
  .transform((value) => value.trim());

const webAddress = z
  .string({ error: portalContentMessages.linkInvalid })
  .trim()
  .max(PORTAL_RESOURCE_URL_MAX, `A link must be at most ${PORTAL_RESOURCE_URL_MAX} characters`)
  .refine(isWebAddress, portalContentMessages.linkInvalid);

const uploadId = z.uuid({ error: "uploadId must be the id of an uploaded file" });

/** `POST …/resources`: a file (`uploadId`, the caller's own upload) or a link (`url`, http or https). */
export const portalResourceCreateBody = z
  .strictObject({
    title: resourceTitle,
    description: resourceDescription.default(""),
    uploadId: uploadId.optional(),
    url: webAddress.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.uploadId && body.url)
      ctx.addIssue({ code: "custom", message: portalContentMessages.fileOrLink });
    if (!body.uploadId && !body.url)
      ctx.addIssue({ code: "custom", message: portalContentMessages.fileOrLinkMissing });
  });
export type PortalResourceCreateBody = z.infer<typeof portalResourceCreateBody>;

/** `PUT …/resources/{resourceId}`: title, description, and a link's `url` or a file's new `uploadId`. */
export const portalResourceUpdateBody = z
  .strictObject({
    title: resourceTitle.optional(),
    description: resourceDescription.optional(),
    uploadId: uploadId.optional(),
    url: webAddress.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: portalContentMessages.nothingToChange,
  });
export type PortalResourceUpdateBody = z.infer<typeof portalResourceUpdateBody>;

/** `PUT …/resources/order`: every resource of the portal, once, in the new order. */
export const portalResourceOrderBody = z.strictObject({ resourceIds: order("Resource id") });
export type PortalResourceOrderBody = z.infer<typeof portalResourceOrderBody>;
