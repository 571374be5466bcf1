import { Route } from "wouter";
import { useEvent } from "../eventlight/event-context.js";
import { eventPath } from "../eventlight/event-paths.js";
import { useOrg } from "../orglight/org-context.js";
import { orgPath } from "../orglight/org-paths.js";
import { MailTemplatesPage } from "./MailTemplatesPage.js";

/** Spec 1 §2 "settings: … email-templates", below /event-light/{eventId}/. */
export const EVENT_MAIL_TEMPLATES_SUBPATH = "settings/email-templates";

const noUnsavedFlag = () => {};

/** /org-light/{orgId}/settings/templates: the organization's templates, defaults of its events. */
export function OrgMailTemplatesRoute() {
  const { orgId } = useOrg();
  return (
    <MailTemplatesPage
      level={{ orgId }}
      title="Email templates"
      lead="The emails your organization sends. What you write here is used in all its events, unless an event has its own."
      backHref={orgPath(orgId, "settings")}
      setUnsaved={noUnsavedFlag}
    />
  );
}

function EventMailTemplatesRoute() {
  const { eventId, setUnsaved } = useEvent();
  return (
    <MailTemplatesPage
      level={{ eventId }}
      title="Email templates"
      lead="The emails this event sends. Without a template of its own, an email uses the organization's, or Foyer's default."
      backHref={eventPath(eventId, "dashboard")}
      setUnsaved={setUnsaved}
    />
  );
}

/**
 * The event's email templates under `prefix` (/event-light/:eventId). The area's guard asks
 * manage_email_templates on emails (spec 1 §6 "Email templates").
 */
export function eventMailTemplateRoutes(prefix: string) {
  return [
    <Route key="settings-email-templates" path={`${prefix}/${EVENT_MAIL_TEMPLATES_SUBPATH}`}>
      <EventMailTemplatesRoute />
    </Route>,
  ];
}
