import {
  type CloneOption,
  type CloneOptionGroup,
  type CloneOptions,
  type FormKind,
  formKinds,
} from "@foyer/domain";
import { and, asc, count, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  accounts,
  contacts,
  contentItems,
  customRecords,
  eventSessions,
  eventUsers,
  formSubmissions,
  forms,
  modules,
  organizations,
  portals,
  users,
} from "../../db/schema/index.js";
import { DEFAULT_MODULES } from "../records/modules.js";
import { readableBy, requireCloneSource } from "./access.js";

const FORM_GROUP_TITLES: Record<FormKind, string> = {
  intake: "Intake Forms",
  submission: "Submission Forms",
  application: "Application Forms",
  followup: "Follow-up Forms",
};

const DEFAULT_SLUGS = new Set(DEFAULT_MODULES.map((module) => module.slug));

/** Whether a module is one every event has (contacts, sponsors, exhibitors). */
export function isDefaultModule(module: { kind: string; slug: string }): boolean {
  return module.kind !== "custom" && DEFAULT_SLUGS.has(module.slug);
}

const option = (fields: Pick<CloneOption, "id" | "name" | "type"> & Partial<CloneOption>): CloneOption => ({
  selected: true,
  includeAllRecords: false,
  related: [],
  ...fields,
});

/** A count per key, from `select key, count(*) … group by key`. */
const countsOf = (rows: { key: string | null; n: number }[]) =>
  new Map(rows.map((row) => [row.key ?? "", Number(row.n)]));

/**
 * GET /event/clone-options/{eventId} (spec 2 §2.1, §7 "Event clone options"): what the user may
 * pick, grouped by type. Groups the user may not read are left out; rows start selected.
 */
export async function cloneOptions(db: Db, userId: string, eventId: string): Promise<CloneOptions> {
  const { event, profile } = await requireCloneSource(db, userId, eventId);
  const readable = readableBy(profile);
  const [org] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, event.orgId));
  const groups: CloneOptionGroup[] = [];

  const moduleRows = (
    await db
      .select()
      .from(modules)
      .where(eq(modules.eventId, eventId))
      .orderBy(asc(modules.createdAt), asc(modules.name))
  ).filter((module) => readable.module(module));
  if (moduleRows.length > 0) {
    const [contactCount] = await db
      .select({ n: count() })
      .from(contacts)
      .where(eq(contacts.eventId, eventId));
    const accountCounts = countsOf(
      await db
        .select({ key: accounts.moduleId, n: count() })
        .from(accounts)
        .where(eq(accounts.eventId, eventId))
        .groupBy(accounts.moduleId),
    );
    const customCounts = countsOf(
      await db
        .select({ key: customRecords.moduleId, n: count() })
        .from(customRecords)
        .where(eq(customRecords.eventId, eventId))
        .groupBy(customRecords.moduleId),
    );
    groups.push({
      key: "modules",
      type: "modules",
      title: "Modules",
      items: moduleRows.map((module) =>
        option({
          id: module.id,
          name: module.name,
          type: "modules",
          kind: module.kind,
          isDefault: isDefaultModule(module),
          recordCount:
            module.kind === "contacts"
              ? Number(contactCount?.n ?? 0)
              : module.kind === "accounts"
                ? (accountCounts.get(module.id) ?? 0)
                : (customCounts.get(module.id) ?? 0),
        }),
      ),
    });
  }

  const formRows = await db
    .select({ id: forms.id, name: forms.name, kind: forms.kind })
    .from(forms)
    .where(eq(forms.eventId, eventId))
    .orderBy(asc(forms.name), asc(forms.id));
  const submissionCounts = countsOf(
    await db
      .select({ key: formSubmissions.formId, n: count() })
      .from(formSubmissions)
      .innerJoin(forms, eq(forms.id, formSubmissions.formId))
      .where(eq(forms.eventId, eventId))
      .groupBy(formSubmissions.formId),
  );
  for (const kind of formKinds) {
    if (!readable.formKind(kind)) continue;
    groups.push({
      key: `forms:${kind}`,
      type: "forms",
      title: FORM_GROUP_TITLES[kind],
      items: formRows
        .filter((form) => form.kind === kind)
        .map((form) =>
          option({
            id: form.id,
            name: form.name,
            type: "forms",
            kind,
            recordCount: submissionCounts.get(form.id) ?? 0,
          }),
        ),
    });
  }

  if (readable.sessions) {
    const sessionRows = await db
      .select({ id: eventSessions.id, title: eventSessions.title, parentId: eventSessions.parentId })
      .from(eventSessions)
      .where(eq(eventSessions.eventId, eventId))
      .orderBy(asc(eventSessions.startsAt), asc(eventSessions.title), asc(eventSessions.id));
    const children = (parentId: string) =>
      sessionRows
        .filter((row) => row.parentId === parentId)
        .map((row) => option({ id: row.id, name: row.title, type: "sessions" }));
    groups.push({
      key: "sessions",
      type: "sessions",
      title: "Sessions",
      items: sessionRows
        .filter((row) => row.parentId === null)
        .map((row) => option({ id: row.id, name: row.title, type: "sessions", related: children(row.id) })),
    });
  }

  if (readable.portals) {
    const portalRows = await db
      .select({ id: portals.id, name: portals.name })
      .from(portals)
      .where(eq(portals.eventId, eventId))
      .orderBy(asc(portals.name), asc(portals.id));
    // A portal's pages would be its related rows; portals have no pages of their own yet.
    groups.push({
      key: "portals",
      type: "portals",
      title: "Portals",
      items: portalRows.map((row) => option({ id: row.id, name: row.name, type: "portals" })),
    });
  }

  if (readable.content) {
    const contentRows = await db
      .select({ id: contentItems.id, title: contentItems.title, kind: contentItems.kind })
      .from(contentItems)
      .where(eq(contentItems.eventId, eventId))
      .orderBy(asc(contentItems.title), asc(contentItems.id));
    groups.push({
      key: "content",
      type: "content",
      title: "Content",
      items: contentRows.map((row) =>
        option({ id: row.id, name: row.title, type: "content", kind: row.kind }),
      ),
    });
  }

  if (readable.team) {
    // The one cloning is always on the new event's team (as its admin): not a choice.
    const team = await db
      .select({ id: users.id, fname: users.fname, lname: users.lname, email: users.email })
      .from(eventUsers)
      .innerJoin(users, eq(users.id, eventUsers.userId))
      .where(and(eq(eventUsers.eventId, eventId), ne(eventUsers.userId, userId)))
      .orderBy(asc(users.lname), asc(users.fname), asc(users.email));
    groups.push({
      key: "users",
      type: "users",
      title: "Team Members",
      items: team.map((member) =>
        option({
          id: member.id,
          name: `${member.fname} ${member.lname}`.trim() || member.email,
          type: "users",
        }),
      ),
    });
  }

  return {
    event: {
      id: event.id,
      name: event.name,
      date_from: event.dateFrom,
      date_to: event.dateTo,
      timezone: event.timezone,
      org_id: event.orgId,
      org_name: org?.name ?? "",
    },
    groups,
  };
}
