import { FILE_NOT_FOUND } from "../not-found.js";
/*
 * Portal pages' and resources' words, and what a link resource may point to (issue 6).
 * Plain texts and rules without zod: the portal pages (also in the embedded `<foyer-portal>`) take
 * them alone; the server's schemas beside them use the same.
 */

export const portalContentMessages = {
  pageNotFound: "This page does not exist.",
  resourceNotFound: "This resource does not exist.",
  fileNotFound: FILE_NOT_FOUND,
  linkInvalid: "A link must be a web address starting with http:// or https://",
  fileOrLink: "A resource is either a file (uploadId) or a link (url), not both",
  fileOrLinkMissing: "Add a file or a link",
  notALink: "This resource is a file: it has no link to change",
  notAFile: "This resource is a link: it has no file to replace",
  nothingToChange: "Nothing to change",
  orderPages: "List every page of this kind once, in the new order",
  orderResources: "List every resource of the portal once, in the new order",
} as const;

/** Whether `value` is an absolute http(s) address: what a link resource may point to. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}
