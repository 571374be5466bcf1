import { type ParticipantRole, participantRoles } from "../sessions/session-contract.js";

/**
 * A portal's own settings (issue 6 "Organizer side"): its log-in page
 * (`/settings/portals/log-in-page`), its appearance (`appearance/general`), which sections its
 * nav shows (`widgets`) and which contact fields participants may edit on `/profile`
 * (`manage-fields`). Stored as one JSON document on the portal; `portalSettingsOf` fills gaps.
 */

/** The portal sections a participant can be shown, in nav order. */
export const portalSections = [
  "sessions",
  "tasks",
  "resources",
  "calendar",
  "messages",
  "profile",
  "history",
] as const;
export type PortalSection = (typeof portalSections)[number];

/** Contact fields a participant may be allowed to edit on their profile. */
export const portalProfileFields = ["fname", "lname", "title", "company", "phone", "country"] as const;
export type PortalProfileField = (typeof portalProfileFields)[number];

export interface PortalSettings {
  login: {
    /** The sign-in page's heading; empty: the portal's name. */
    title: string;
    /** Plain text under the heading (no HTML). */
    text: string;
  };
  appearance: {
    /** A `#rrggbb` accent colour for buttons and links. */
    accentColor: string;
  };
  /** The sections the nav shows, in nav order. */
  sections: PortalSection[];
  /** The contact fields a participant may edit on /profile (the photo is always allowed). */
  profileFields: PortalProfileField[];
  /**
   * Who gets the portal (config set "filters"): the session roles whose contacts "Give access now"
   * lets in. Optional so older stored settings stay valid; `portalSettingsOf` always fills it.
   * @default { roles: [] }
   */
  filters?: { roles: ParticipantRole[] };
}

export const defaultPortalSettings: PortalSettings = {
  login: { title: "", text: "" },
  appearance: { accentColor: "#3b5bdb" },
  sections: [...portalSections],
  profileFields: [...portalProfileFields],
  filters: { roles: [] },
};

const colour = /^#[0-9a-f]{6}$/i;

/** Settings as stored (any JSON) read as whole, valid settings: unknown or bad parts fall back to the defaults. */
export function portalSettingsOf(stored: unknown): PortalSettings {
  const value = (stored && typeof stored === "object" ? stored : {}) as Partial<
    Record<keyof PortalSettings, unknown>
  >;
  const login = (value.login && typeof value.login === "object" ? value.login : {}) as Record<
    string,
    unknown
  >;
  const appearance = (
    value.appearance && typeof value.appearance === "object" ? value.appearance : {}
  ) as Record<string, unknown>;
  const filters = (value.filters && typeof value.filters === "object" ? value.filters : {}) as Record<
    string,
    unknown
  >;
  const pick = <T extends string>(list: unknown, allowed: readonly T[], fallback: T[]): T[] =>
    Array.isArray(list) ? allowed.filter((item) => list.includes(item)) : fallback;
  return {
    login: {
      title: typeof login.title === "string" ? login.title : defaultPortalSettings.login.title,
      text: typeof login.text === "string" ? login.text : defaultPortalSettings.login.text,
    },
    appearance: {
      accentColor:
        typeof appearance.accentColor === "string" && colour.test(appearance.accentColor)
          ? appearance.accentColor
          : defaultPortalSettings.appearance.accentColor,
    },
    sections: Array.isArray(value.sections)
      ? (value.sections as unknown[]).filter(
          (item, index, list): item is PortalSection =>
            portalSections.includes(item as PortalSection) && list.indexOf(item) === index,
        )
      : [...defaultPortalSettings.sections],
    profileFields: pick(value.profileFields, portalProfileFields, [...defaultPortalSettings.profileFields]),
    filters: { roles: pick(filters.roles, participantRoles, []) },
  };
}

/** The answer for a section the portal's configuration turns off (its "widgets"): as if it were not there. */
export const PORTAL_SECTION_OFF = "This part of the portal is turned off.";

/** What a line of the participant's history (`/history`) records. */
export const portalActivityKinds = [
  "task_done",
  "task_reopened",
  "document_uploaded",
  "document_removed",
  "message_sent",
  "profile_updated",
] as const;
export type PortalActivityKind = (typeof portalActivityKinds)[number];

/** One of an event's portals as the organizer's portal pages list it (`GET /api/events/{eventId}/portals`). */
export interface EventPortalSummary {
  id: string;
  slug: string;
  name: string;
  /** How many people may sign in to it. */
  userCount: number;
}
