import {
  type ActivityHistoryEntry,
  type ActivityHistoryPage,
  type ActivityHistoryType,
  HISTORY_REQUIREMENT,
  type ImportCounters,
  type SyncCounts,
  sourceInfo,
} from "@foyer/domain";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  events,
  exportLog,
  imports,
  integrationConnections,
  integrationSyncRuns,
  modules,
  users,
} from "../../db/schema/index.js";
import { requireOrgPermission } from "../organizations/organizations.js";
import { requireEventPermission } from "../permissions/permissions.js";

/*
 * history/{imports,exports,integrations} of an event and of an organization (issue 20 item 6),
 * newest first, paged like the email history. The organization's lists hold its events' lines
 * too. Read on history or on emails (spec 1 §6).
 */

interface Paging {
  page: number;
  pageSize: number;
}

/** Whose history: one event's, or the organization's (with its events'). */
type Scope = { eventId: string } | { orgId: string };

const personName = (fname: string | null, lname: string | null, email: string | null) =>
  `${fname ?? ""} ${lname ?? ""}`.trim() || (email ?? "");
const userOf = (id: string | null, fname: string | null, lname: string | null, email: string | null) =>
  id ? { id, name: personName(fname, lname, email) } : null;
const eventOf = (id: string | null, name: string | null) => (id && name ? { id, name } : null);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** An import's counters in words: '12 rows: 10 created, 2 existing, 1 skipped'. */
function importDetail(counters: ImportCounters | null, error: string | null): string {
  if (error) return error;
  if (!counters) return "";
  const created = counters.contacts_created + counters.accounts_created + counters.custom_records_created;
  const existing = counters.existing_contacts + counters.existing_accounts + counters.existing_custom_records;
  return `${plural(counters.rows_number, "row")}: ${created} created, ${existing} existing, ${counters.skipped_rows} skipped`;
}

function syncDetail(counts: SyncCounts | null, problems: string[], message: string | null): string {
  const parts: string[] = [];
  if (counts)
    parts.push(
      `${counts.eventsCreated} events created, ${counts.eventsUpdated} updated, ${counts.speakersCreated} speakers created, ${counts.speakersUpdated} updated`,
    );
  if (message) parts.push(message);
  parts.push(...problems);
  return parts.join(" · ");
}

async function importLines(db: Db, scope: Scope, paging: Paging) {
  const where = and(
    "eventId" in scope ? eq(imports.eventId, scope.eventId) : eq(imports.orgId, scope.orgId),
    // A check of a file writes nothing: only runs that import are history.
    eq(imports.validateOnly, false),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ run: imports, module: modules.name, event: events.name, user: users })
      .from(imports)
      .innerJoin(modules, eq(modules.id, imports.moduleId))
      .leftJoin(events, eq(events.id, imports.eventId))
      .leftJoin(users, eq(users.id, imports.userId))
      .where(where)
      .orderBy(desc(imports.createdAt), desc(imports.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ n: count() }).from(imports).where(where),
  ]);
  const entries = rows.map(
    ({ run, module, event, user }): ActivityHistoryEntry => ({
      id: run.id,
      at: run.createdAt.toISOString(),
      user: userOf(user?.id ?? null, user?.fname ?? null, user?.lname ?? null, user?.email ?? null),
      event: eventOf(run.eventId, event),
      title: `${module} import${run.fileName ? `: ${run.fileName}` : ""}`,
      status: run.status,
      detail: importDetail(run.counters, run.error),
      link: { kind: "module", moduleId: run.moduleId },
    }),
  );
  return { entries, total: total?.n ?? 0 };
}

async function exportLines(db: Db, scope: Scope, paging: Paging) {
  const where = "eventId" in scope ? eq(exportLog.eventId, scope.eventId) : eq(exportLog.orgId, scope.orgId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ line: exportLog, event: events.name, user: users })
      .from(exportLog)
      .leftJoin(events, eq(events.id, exportLog.eventId))
      .leftJoin(users, eq(users.id, exportLog.userId))
      .where(where)
      .orderBy(desc(exportLog.createdAt), desc(exportLog.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ n: count() }).from(exportLog).where(where),
  ]);
  const entries = rows.map(({ line, event, user }): ActivityHistoryEntry => {
    const link: ActivityHistoryEntry["link"] =
      line.kind === "module" && line.moduleId
        ? { kind: "module", moduleId: line.moduleId }
        : line.kind === "report" && line.reportId
          ? { kind: "report", reportId: line.reportId }
          : null;
    return {
      id: line.id,
      at: line.createdAt.toISOString(),
      user: userOf(user?.id ?? null, user?.fname ?? null, user?.lname ?? null, user?.email ?? null),
      event: eventOf(line.eventId, event),
      title: `${line.subject} (${line.kind === "report" ? "report" : "records"})`,
      status: "downloaded",
      detail: line.fileName,
      link,
    };
  });
  return { entries, total: total?.n ?? 0 };
}

async function integrationLines(db: Db, scope: Scope, paging: Paging) {
  const where: SQL | undefined =
    "eventId" in scope
      ? sql`${integrationSyncRuns.eventIds} @> ${JSON.stringify([scope.eventId])}::jsonb`
      : eq(integrationSyncRuns.orgId, scope.orgId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ run: integrationSyncRuns, source: integrationConnections.source, user: users })
      .from(integrationSyncRuns)
      .innerJoin(integrationConnections, eq(integrationConnections.id, integrationSyncRuns.connectionId))
      .leftJoin(users, eq(users.id, integrationSyncRuns.userId))
      .where(where)
      .orderBy(desc(integrationSyncRuns.startedAt), desc(integrationSyncRuns.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ n: count() }).from(integrationSyncRuns).where(where),
  ]);
  const entries = rows.map(
    ({ run, source, user }): ActivityHistoryEntry => ({
      id: run.id,
      at: run.startedAt.toISOString(),
      user: userOf(user?.id ?? null, user?.fname ?? null, user?.lname ?? null, user?.email ?? null),
      event: null,
      title: `${sourceInfo[source]?.label ?? source} sync`,
      status: run.status,
      detail: syncDetail(run.counts, run.problems, run.message),
      link: { kind: "integrations" },
    }),
  );
  return { entries, total: total?.n ?? 0 };
}

const readers = { imports: importLines, exports: exportLines, integrations: integrationLines };

async function historyOf(
  db: Db,
  scope: Scope,
  type: ActivityHistoryType,
  paging: Paging,
): Promise<ActivityHistoryPage> {
  const { entries, total } = await readers[type](db, scope, paging);
  return { entries, total, page: paging.page, pageSize: paging.pageSize };
}

/** GET /event/{eventId}/history/{type}. */
export async function eventActivityHistory(
  db: Db,
  userId: string,
  eventId: string,
  type: ActivityHistoryType,
  paging: Paging,
): Promise<ActivityHistoryPage> {
  const event = await requireEventPermission(db, userId, eventId, HISTORY_REQUIREMENT);
  return historyOf(db, { eventId: event.id }, type, paging);
}

/** GET /organizations/{orgId}/history/{type}: the organization's lines and its events'. */
export async function orgActivityHistory(
  db: Db,
  userId: string,
  orgId: string,
  type: ActivityHistoryType,
  paging: Paging,
): Promise<ActivityHistoryPage> {
  const { organization } = await requireOrgPermission(db, userId, orgId, HISTORY_REQUIREMENT);
  return historyOf(db, { orgId: organization.id }, type, paging);
}
