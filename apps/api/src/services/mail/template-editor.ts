import { randomUUID } from "node:crypto";
import {
  type MailTemplateBody,
  type MailTemplateEntry,
  mailTemplateMessages,
  placeholdersOf,
  unknownPlaceholderMessage,
} from "@foyer/domain";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { mailTemplates, users } from "../../db/schema/index.js";
import { absent, invalid } from "../refusal.js";
import { type MailKind, type MailTemplateKey, mailKinds, scopeOf } from "./default-templates.js";

/*
 * The template editors (issue 19 item 4): the organization's templates (its defaults for every
 * event, and its own mails such as team invitations) and the event's (overrides of the event
 * mails). Everything is driven by the `mailKinds` registry: a kind added there appears in the
 * editors at the levels its `scope` names.
 */

/** Whose templates: an organization's (eventId null) or one of its events'. */
export interface TemplateLevel {
  orgId: string;
  eventId: string | null;
}

/** The kinds an editor lists: the organization edits its own and the events' mails; an event, its own. */
function editableAt(level: TemplateLevel, kind: MailKind): boolean {
  const scope = scopeOf(kind);
  return level.eventId ? scope === "event" : scope !== "account";
}

/** A kind editable at `level`, or 404: an unknown kind, or one this level does not edit. */
export function editableKind(level: TemplateLevel, key: string): MailTemplateKey {
  if (!Object.hasOwn(mailKinds, key)) throw absent(mailTemplateMessages.unknownKind);
  const kind: MailKind = mailKinds[key as MailTemplateKey];
  if (!editableAt(level, kind)) throw absent(mailTemplateMessages.unknownKind);
  return key as MailTemplateKey;
}

/**
 * A draft's placeholders checked against the kind's: "Unknown placeholder {foo}. Use: …" (400),
 * before it is saved or previewed.
 */
export function checkPlaceholders(key: MailTemplateKey, draft: MailTemplateBody): void {
  const allowed = mailKinds[key].placeholders;
  const problems = (["subject", "body"] as const).flatMap((part) => {
    const unknown = placeholdersOf(draft[part]).filter((name) => !allowed.includes(name));
    return unknown.length ? [{ path: part, message: unknownPlaceholderMessage(unknown, allowed) }] : [];
  });
  const first = problems[0];
  if (first) throw invalid(`${first.path === "subject" ? "Subject" : "Body"}: ${first.message}`, problems);
}

type StoredRow = {
  eventId: string | null;
  kind: string;
  subject: string;
  body: string;
  updatedAt: Date;
  updatedBy: string | null;
};

/** The organization's rows and, for an event, the event's (keyed by kind). */
async function storedRows(db: Db, level: TemplateLevel, kind?: string) {
  const rows: StoredRow[] = await db
    .select({
      eventId: mailTemplates.eventId,
      kind: mailTemplates.kind,
      subject: mailTemplates.subject,
      body: mailTemplates.body,
      updatedAt: mailTemplates.updatedAt,
      updatedBy: sql<string | null>`nullif(trim(${users.fname} || ' ' || ${users.lname}), '')`,
    })
    .from(mailTemplates)
    .leftJoin(users, eq(users.id, mailTemplates.updatedBy))
    .where(
      and(
        eq(mailTemplates.orgId, level.orgId),
        kind ? eq(mailTemplates.kind, kind) : undefined,
        level.eventId
          ? or(isNull(mailTemplates.eventId), eq(mailTemplates.eventId, level.eventId))
          : isNull(mailTemplates.eventId),
      ),
    );
  const orgRows = new Map(rows.filter((row) => row.eventId === null).map((row) => [row.kind, row]));
  const eventRows = new Map(rows.filter((row) => row.eventId !== null).map((row) => [row.kind, row]));
  return { orgRows, eventRows };
}

/** One kind as the editor at `level` shows it: what applies, where it comes from, what reset gives. */
function entryOf(
  level: TemplateLevel,
  key: MailTemplateKey,
  rows: Awaited<ReturnType<typeof storedRows>>,
): MailTemplateEntry {
  const kind: MailKind = mailKinds[key];
  const orgRow = rows.orgRows.get(key);
  const own = level.eventId ? rows.eventRows.get(key) : orgRow;
  const fromOrg = level.eventId && orgRow && scopeOf(kind) === "event" ? orgRow : null;
  const inherited = fromOrg
    ? { subject: fromOrg.subject, body: fromOrg.body, source: "organization" as const }
    : { ...kind.template, source: "default" as const };
  return {
    kind: key,
    label: kind.label,
    scope: scopeOf(kind),
    placeholders: [...kind.placeholders],
    template: own
      ? { subject: own.subject, body: own.body }
      : { subject: inherited.subject, body: inherited.body },
    source: own ? (level.eventId ? "event" : "organization") : inherited.source,
    inherited,
    updatedAt: own ? own.updatedAt.toISOString() : null,
    updatedBy: own?.updatedBy ?? null,
  };
}

/** GET …/mail-templates: every kind editable at `level`, in the registry's order. */
export async function listTemplates(db: Db, level: TemplateLevel): Promise<MailTemplateEntry[]> {
  const rows = await storedRows(db, level);
  return (Object.keys(mailKinds) as MailTemplateKey[])
    .filter((key) => editableAt(level, mailKinds[key]))
    .map((key) => entryOf(level, key, rows));
}

/** One kind's entry at `level`. */
export async function templateEntry(db: Db, level: TemplateLevel, key: MailTemplateKey) {
  return entryOf(level, key, await storedRows(db, level, key));
}

/** PUT …/mail-templates/{mailKind}: saves the level's template of the kind (checked first). */
export async function saveTemplate(
  db: Db,
  level: TemplateLevel,
  key: MailTemplateKey,
  draft: MailTemplateBody,
  userId: string,
): Promise<MailTemplateEntry> {
  checkPlaceholders(key, draft);
  const values = {
    subject: draft.subject.trim(),
    body: draft.body,
    updatedAt: new Date(),
    updatedBy: userId,
  };
  await db
    .insert(mailTemplates)
    .values({ id: randomUUID(), orgId: level.orgId, eventId: level.eventId, kind: key, ...values })
    .onConflictDoUpdate(
      level.eventId
        ? {
            target: [mailTemplates.eventId, mailTemplates.kind],
            targetWhere: sql`${mailTemplates.eventId} is not null`,
            set: values,
          }
        : {
            target: [mailTemplates.orgId, mailTemplates.kind],
            targetWhere: sql`${mailTemplates.eventId} is null`,
            set: values,
          },
    );
  return templateEntry(db, level, key);
}

/** DELETE …/mail-templates/{mailKind}: back to the organization's template or Foyer's default. */
export async function resetTemplate(
  db: Db,
  level: TemplateLevel,
  key: MailTemplateKey,
): Promise<MailTemplateEntry> {
  await db
    .delete(mailTemplates)
    .where(
      and(
        eq(mailTemplates.orgId, level.orgId),
        eq(mailTemplates.kind, key),
        level.eventId ? eq(mailTemplates.eventId, level.eventId) : isNull(mailTemplates.eventId),
      ),
    );
  return templateEntry(db, level, key);
}
