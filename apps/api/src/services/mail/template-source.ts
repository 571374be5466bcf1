import { and, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { events, mailTemplates } from "../../db/schema/index.js";
import { type MailTemplateKey, mailKinds, scopeOf } from "./default-templates.js";
import type { MailTemplate } from "./template.js";

/*
 * Which template a message of a kind is written from (issue 19 item 4). Every message asks here,
 * with the organization and event it belongs to, so the template editors' overrides (event, then
 * organization, then Foyer's default) apply to every email from one place. A kind is looked up
 * only at the levels where it may be edited (its `scope`): a password reset always uses Foyer's.
 */

/** Where a message belongs: its organization and event, when it has them. */
export interface TemplateScope {
  orgId?: string | null | undefined;
  eventId?: string | null | undefined;
}

/** The organization of an event (a message that names only its event). */
async function orgOfEvent(db: Db, eventId: string): Promise<string | null> {
  const [row] = await db.select({ orgId: events.orgId }).from(events).where(eq(events.id, eventId));
  return row?.orgId ?? null;
}

/** The template a message of `kind` in `scope` is written from. */
export async function resolveTemplate(
  db: Db,
  kind: MailTemplateKey,
  scope: TemplateScope,
): Promise<MailTemplate> {
  const fallback: MailTemplate = mailKinds[kind].template;
  const editable = scopeOf(mailKinds[kind]);
  if (editable === "account") return fallback;
  const eventId = editable === "event" ? (scope.eventId ?? null) : null;
  const orgId = scope.orgId ?? (scope.eventId ? await orgOfEvent(db, scope.eventId) : null);
  if (!orgId) return fallback;
  const rows = await db
    .select({ eventId: mailTemplates.eventId, subject: mailTemplates.subject, body: mailTemplates.body })
    .from(mailTemplates)
    .where(
      and(
        eq(mailTemplates.orgId, orgId),
        eq(mailTemplates.kind, kind),
        eventId
          ? or(isNull(mailTemplates.eventId), eq(mailTemplates.eventId, eventId))
          : isNull(mailTemplates.eventId),
      ),
    );
  const chosen = rows.find((row) => row.eventId !== null) ?? rows[0];
  return chosen ? { subject: chosen.subject, body: chosen.body } : fallback;
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
