import type { MailTemplateBody, MailTemplatePreview } from "@foyer/domain";
import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { eventSessions, events, forms, organizations, portals, users } from "../../db/schema/index.js";
import { firstNameOf, type MailKind, type MailTemplateKey, mailKinds } from "./default-templates.js";
import { renderMail, type TemplateValues } from "./template.js";
import { checkPlaceholders, type TemplateLevel } from "./template-editor.js";

/*
 * The template editors' preview (issue 19 item 4 "a preview with real data"): the draft rendered
 * as a message would be, with values from the signed-in person, the organization and the event
 * (its first session, form and portal), and plausible samples where nothing real exists. At the
 * organization's level the event is its newest one. Values are per placeholder, never per kind.
 */

/** What the preview's values are drawn from. */
interface PreviewSource {
  user: { fname: string; lname: string; email: string } | undefined;
  orgName: string;
  event: { id: string; name: string } | undefined;
  sessionTitle: string | undefined;
  formName: string | undefined;
  portalName: string | undefined;
  publicUrl: string;
  atEvent: boolean;
}

/** A value for each placeholder name Foyer's mails use; other names get a labelled sample. */
const SAMPLES: Record<string, (from: PreviewSource) => string> = {
  first_name: (from) => firstNameOf(from.user?.fname),
  email: (from) => from.user?.email ?? "ada@example.org",
  inviter_name: (from) => `${from.user?.fname ?? ""} ${from.user?.lname ?? ""}`.trim() || "Ada Organizer",
  team_name: (from) => (from.atEvent && from.event ? from.event.name : from.orgName),
  event_name: (from) => from.event?.name ?? "Your next event",
  portal_name: (from) => from.portalName ?? "Speaker portal",
  session_title: (from) => from.sessionTitle ?? "Opening keynote",
  form_name: (from) => from.formName ?? "Call for papers",
  plan_name: () => "Program committee",
  session_count: () => "3",
  account_kind: () => "speaker",
  answers: () => "Title: Opening keynote\nAbstract: How events bring people together.",
};

/** Placeholders holding URLs get a link into this Foyer. */
const isLinkPlaceholder = (kind: MailKind, name: string) =>
  (kind.links ?? ["link"]).includes(name) || name.endsWith("_link");

async function previewSource(
  db: Db,
  level: TemplateLevel,
  userId: string,
  publicUrl: string,
): Promise<PreviewSource> {
  const [user] = await db
    .select({ fname: users.fname, lname: users.lname, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  const [org] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, level.orgId));
  const [event] = await db
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(level.eventId ? eq(events.id, level.eventId) : eq(events.orgId, level.orgId))
    .orderBy(desc(events.dateFrom), asc(events.id))
    .limit(1);
  const first = async <T>(query: Promise<T[]>) => (await query)[0];
  const session = event
    ? await first(
        db
          .select({ title: eventSessions.title })
          .from(eventSessions)
          .where(eq(eventSessions.eventId, event.id))
          .orderBy(asc(eventSessions.createdAt), asc(eventSessions.id))
          .limit(1),
      )
    : undefined;
  const form = event
    ? await first(
        db
          .select({ name: forms.name })
          .from(forms)
          .where(eq(forms.eventId, event.id))
          .orderBy(asc(forms.createdAt), asc(forms.id))
          .limit(1),
      )
    : undefined;
  const portal = event
    ? await first(
        db
          .select({ name: portals.name })
          .from(portals)
          .where(eq(portals.eventId, event.id))
          .orderBy(asc(portals.name), asc(portals.id))
          .limit(1),
      )
    : undefined;
  return {
    user,
    orgName: org?.name ?? "Your organization",
    event,
    sessionTitle: session?.title,
    formName: form?.name,
    portalName: portal?.name,
    publicUrl,
    atEvent: level.eventId !== null,
  };
}

/** POST …/mail-templates/{mailKind}/preview: the unsaved draft, checked like a save, both parts. */
export async function previewTemplate(
  db: Db,
  level: TemplateLevel,
  key: MailTemplateKey,
  draft: MailTemplateBody,
  input: { userId: string; publicUrl: string },
): Promise<MailTemplatePreview> {
  checkPlaceholders(key, draft);
  const kind: MailKind = mailKinds[key];
  const from = await previewSource(db, level, input.userId, input.publicUrl);
  const values: TemplateValues = {};
  for (const name of kind.placeholders) {
    values[name] = isLinkPlaceholder(kind, name)
      ? `${from.publicUrl}/`
      : (SAMPLES[name]?.(from) ?? `sample ${name.replace(/_/g, " ")}`);
  }
  return renderMail(draft, values, kind.links ?? ["link"]);
}
