import { eventPath } from "../../event-paths.js";

/*
 * Where the portal configuration pages live (spec 1 §2 "portals: config-sets …
 * config-sets/{configSetId} with filters, customize, configuration, appearance,
 * appearance/general, widgets, manage-fields"; "settings: portals/log-in-page, login-settings").
 * A config set is one of the event's portals: configSetId is the portal's id.
 */

export const CONFIG_SETS_SUBPATH = "portals/config-sets";
export const LOG_IN_PAGE_SUBPATH = "settings/portals/log-in-page";
export const LOGIN_SETTINGS_SUBPATH = "settings/login-settings";

/** The config set's tabs, in order; `appearance/general` is the appearance tab's own address. */
export const configSetTabs = [
  { path: "configuration", label: "Configuration" },
  { path: "appearance", label: "Appearance" },
  { path: "widgets", label: "Widgets" },
  { path: "manage-fields", label: "Manage fields" },
  { path: "filters", label: "Filters" },
  { path: "customize", label: "Customize" },
] as const;
export type ConfigSetTab = (typeof configSetTabs)[number]["path"];

export function isConfigSetTab(value: string): value is ConfigSetTab {
  return configSetTabs.some((tab) => tab.path === value);
}

export function configSetsPath(eventId: string): string {
  return eventPath(eventId, CONFIG_SETS_SUBPATH);
}

export function configSetPath(
  eventId: string,
  portalId: string,
  tab: ConfigSetTab = "configuration",
): string {
  return `${configSetsPath(eventId)}/${encodeURIComponent(portalId)}/${tab}`;
}

/** The participant's side of a portal: its pages and its own sign-in page. */
export function participantPortalPaths(portal: { id: string; slug: string }) {
  const slug = encodeURIComponent(portal.slug);
  const id = encodeURIComponent(portal.id);
  return { home: `/portals/${slug}/${id}`, signIn: `/portal-login/${slug}/${id}` };
}
