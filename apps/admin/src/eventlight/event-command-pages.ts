import type { PermissionProfile } from "@foyer/domain";
import type { CommandPage } from "../search/CommandSearch.js";
import { evaluationNavLinks } from "./evaluation/evaluation-paths.js";
import { canOpen, eventPath, formsPath, sectionOrder, sections } from "./event-paths.js";
import { portalAdminPages } from "./portals/portal-admin-paths.js";
import { fixedModules } from "./records/record-paths.js";
import { settingsLinks } from "./SettingsNav.js";
import { teamLinks } from "./team/TeamNav.js";

/** The event area's pages ⌘K offers: those of its side navigation the profile opens (spec 1 §6). */
export function eventCommandPages(
  eventId: string,
  eventName: string | undefined,
  profile: PermissionProfile,
): CommandPage[] {
  const page = (subpath: string, label: string) =>
    canOpen(profile, subpath) ? [{ label, href: eventPath(eventId, subpath) }] : [];
  const pages: CommandPage[] = [
    { label: "Dashboard", href: eventPath(eventId, "dashboard") },
    ...fixedModules.flatMap((fixed) => page(fixed.slug, fixed.label)),
    ...page("sessions", "Sessions"),
    ...page("sessions/settings", "Session settings"),
    ...sectionOrder
      .filter((section) => canOpen(profile, sections[section].path))
      .map((section) => ({ label: sections[section].navLabel, href: formsPath(eventId, section) })),
    ...evaluationNavLinks(eventId, "", profile).flatMap((link) =>
      link ? [{ label: link.label, href: link.href }] : [],
    ),
    ...portalAdminPages.flatMap((item) => page(item.subpath, item.label)),
    ...teamLinks.flatMap((item) => page(item.subpath, item.label)),
    ...settingsLinks.flatMap((item) => page(item.subpath, `Settings: ${item.label}`)),
  ];
  return eventName ? pages.map((item) => ({ ...item, detail: eventName })) : pages;
}
