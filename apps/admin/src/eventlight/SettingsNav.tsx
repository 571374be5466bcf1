import type { PermissionProfile } from "@foyer/domain";
import { EventNavGroup } from "./EventNavGroup.js";

export const settingsLinks = [
  { subpath: "settings/details", label: "Details" },
  { subpath: "settings/email-templates", label: "Email templates" },
  { subpath: "settings/integrations", label: "Integrations" },
  { subpath: "settings/integrations/webhooks", label: "Webhooks" },
  { subpath: "settings/integrations/zapier", label: "Zapier" },
  { subpath: "workflows", label: "Workflows" },
];

/**
 * The "Settings" group of the event's side navigation (spec 1 §2 "settings: details, … email-templates,
 * … integrations"), each link shown when the profile opens it (spec 1 §6: manage_email_templates on
 * emails, update on settings).
 */
export function SettingsNav(props: { eventId: string; pathname: string; profile: PermissionProfile }) {
  return <EventNavGroup id="event-nav-settings" title="Settings" links={settingsLinks} {...props} />;
}
