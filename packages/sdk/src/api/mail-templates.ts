import type { Envelope, MailTemplateBody, MailTemplateEntry, MailTemplatePreview } from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * The email template editors (issue 19 item 4; docs/email.md "Templates and placeholders"): an
 * organization's templates (its defaults for every event) or an event's (its overrides). Both
 * need manage_email_templates on emails.
 */

/** Whose templates: an organization's or an event's. */
export type MailTemplateLevel = { orgId: string } | { eventId: string };

export interface MailTemplatesApi {
  /** GET …/mail-templates: every kind this level edits, with the template in effect and its source. */
  list(level: MailTemplateLevel, options?: CallOptions): Promise<MailTemplateEntry[]>;
  /** PUT …/mail-templates/{kind}: 400 names unknown placeholders and lists the allowed ones. */
  save(level: MailTemplateLevel, kind: string, draft: MailTemplateBody): Promise<MailTemplateEntry>;
  /** DELETE …/mail-templates/{kind}: back to the organization's template or Foyer's default. */
  reset(level: MailTemplateLevel, kind: string): Promise<MailTemplateEntry>;
  /** POST …/mail-templates/{kind}/preview: the unsaved draft rendered with real data. */
  preview(
    level: MailTemplateLevel,
    kind: string,
    draft: MailTemplateBody,
    options?: CallOptions,
  ): Promise<MailTemplatePreview>;
}

const enc = encodeURIComponent;
const base = (level: MailTemplateLevel) =>
  "orgId" in level
    ? `organizations/${enc(level.orgId)}/mail-templates`
    : `events/${enc(level.eventId)}/mail-templates`;

/**
 * @example
 * const templates = createMailTemplatesApi(sdk.http);
 * await templates.save({ eventId }, "portal-access", { subject: "Welcome, {first_name}", body: "{link}" });
 */
export function createMailTemplatesApi(http: HttpClient): MailTemplatesApi {
  return {
    list: async (level, options = {}) =>
      payloadOf(await http.get<Envelope<MailTemplateEntry[]>>(base(level), options), "GET mail-templates"),
    save: async (level, kind, draft) =>
      payloadOf(
        await http.put<Envelope<MailTemplateEntry>>(`${base(level)}/${enc(kind)}`, { json: draft }),
        "PUT mail-template",
      ),
    reset: async (level, kind) =>
      payloadOf(
        await http.delete<Envelope<MailTemplateEntry>>(`${base(level)}/${enc(kind)}`),
        "DELETE mail-template",
      ),
    preview: async (level, kind, draft, options = {}) =>
      payloadOf(
        await http.post<Envelope<MailTemplatePreview>>(`${base(level)}/${enc(kind)}/preview`, {
          ...options,
          json: draft,
        }),
        "POST mail-template preview",
      ),
  };
}
