import { FILE_NOT_FOUND } from "../not-found.js";
import type { PortalActivityKind } from "./portal-settings.js";

/*
 * The participant profile's fields, limits and words, and the history's labels (issue 6).
 * Plain texts and rules without zod: the portal pages (also in the embedded `<foyer-portal>`) take
 * them alone; the server's schemas beside them use the same.
 */

/** `GET …/me/profile` for a member the event has no contact for. */
export const PORTAL_NO_PROFILE = "You have no profile in this event yet.";

/** The photo may be at most this big (issue 6: "≤ 5 MB"). */
export const PORTAL_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** The image types a profile photo may be; browsers show each of them inline. */
export const portalPhotoTypes = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;

/** How many history lines one page holds at most, and by default. */
export const PORTAL_HISTORY_MAX_LIMIT = 100;
export const PORTAL_HISTORY_DEFAULT_LIMIT = 20;

/** A profile value may be at most this long. */
export const PORTAL_PROFILE_VALUE_MAX = 200;

/** Every contact field the profile shows, in form order; `email` is always read-only. */
export const portalProfileKeys = ["fname", "lname", "email", "title", "company", "phone", "country"] as const;
export type PortalProfileKey = (typeof portalProfileKeys)[number];

export const portalProfileLabels: Record<PortalProfileKey, string> = {
  fname: "First name",
  lname: "Last name",
  email: "Email",
  title: "Title",
  company: "Company",
  phone: "Phone",
  country: "Country",
};

export const portalProfileMessages = {
  saved: "Your profile has been saved.",
  nameRequired: "Enter a first name or a last name.",
  tooLong: `Use at most ${PORTAL_PROFILE_VALUE_MAX} characters.`,
  notEditable: (label: string) => `${label} cannot be changed in this portal.`,
  emailReadOnly: "Your email cannot be changed here; ask the event team.",
  phoneInvalid: (text: string) => `"${text}" is not a phone number.`,
  countryInvalid: (text: string) => `"${text}" is not a country.`,
  photoMissing: FILE_NOT_FOUND,
  photoNotImage: "The photo must be a PNG, JPEG, WebP or GIF image.",
  photoTooLarge: `The photo can be at most ${PORTAL_PHOTO_MAX_BYTES / 1024 / 1024} MB.`,
  noPhoto: "You have no photo.",
  badCursor: "This page of your history does not exist; start again from the newest.",
} as const;

/** What a line of the history says it was, before its summary. */
export const portalActivityLabels: Record<PortalActivityKind, string> = {
  task_done: "Task done",
  task_reopened: "Task reopened",
  document_uploaded: "Document handed in",
  document_removed: "Document removed",
  message_sent: "Message sent",
  profile_updated: "Profile updated",
};
