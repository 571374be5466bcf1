import { randomUUID } from "node:crypto";
import {
  type ConnectionBody,
  type IntegrationConnection,
  type IntegrationSource,
  integrationMessages,
  MASKED_SECRET,
  missingCredentialFields,
  sourceInfo,
} from "@foyer/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { integrationConnections, integrationSyncRuns } from "../../db/schema/index.js";
import { absent, clash, invalid, unprocessable, upstreamFailed } from "../refusal.js";
import { type Connector, ConnectorError } from "./connector.js";
import type { IntegrationRuntime } from "./runtime.js";

/*
 * An organization's connections to the platforms (spec 1 §3 "Integration connection: id,
 * is_connected, connection_settings"; §4 "A failed connect marks the new connection as invalid";
 * §5 "every credential field of the chosen source needs a value, otherwise 'Please fill out the
 * required fields' and nothing is saved"). Credentials are sealed at rest and answered with every
 * secret masked; a change that leaves a secret out, or sends it back masked, keeps it.
 */

export type ConnectionRow = typeof integrationConnections.$inferSelect;
export type Credentials = Record<string, string>;

/** Why a connection's keys can't be used: they were sealed with another key than this server's. */
export const UNREADABLE_KEYS =
  "The stored keys of this connection can't be read (the server's secrets key has changed): enter them again.";

/** The stored keys; null when this server's secrets key cannot open them. */
function storedCredentials(rt: IntegrationRuntime, row: ConnectionRow): Credentials | null {
  try {
    return JSON.parse(rt.secrets.open(row.credentials)) as Credentials;
  } catch {
    return null;
  }
}

/** The stored keys, or an "unprocessable" refusal saying they must be entered again. */
export function credentialsOf(rt: IntegrationRuntime, row: ConnectionRow): Credentials {
  const stored = storedCredentials(rt, row);
  if (!stored) throw unprocessable(UNREADABLE_KEYS);
  return stored;
}

/** The connection as the API answers it: secrets masked, never in clear. */
export function connectionAnswer(rt: IntegrationRuntime, row: ConnectionRow): IntegrationConnection {
  const readable = storedCredentials(rt, row);
  const stored = readable ?? {};
  const settings: Record<string, string> = {};
  for (const field of sourceInfo[row.source].fields) {
    const value = stored[field.name] ?? "";
    settings[field.name] = field.secret && value !== "" ? MASKED_SECRET : value;
  }
  return {
    id: row.id,
    source: row.source,
    is_connected: row.isConnected && readable !== null,
    connection_settings: settings,
    last_error: readable ? row.lastError : UNREADABLE_KEYS,
    checked_at: row.checkedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET `…/auth`: the organization's connections of the source, oldest first. */
export async function listConnections(
  rt: IntegrationRuntime,
  orgId: string,
  source: IntegrationSource,
): Promise<IntegrationConnection[]> {
  const rows = await rt.db
    .select()
    .from(integrationConnections)
    .where(and(eq(integrationConnections.orgId, orgId), eq(integrationConnections.source, source)))
    .orderBy(asc(integrationConnections.createdAt), asc(integrationConnections.id));
  return rows.map((row) => connectionAnswer(rt, row));
}

/** The organization's connection of the source with this id; a "not_found" problem otherwise. */
export async function requireConnection(
  db: Db,
  orgId: string,
  source: IntegrationSource,
  id: string,
): Promise<ConnectionRow> {
  const [row] = await db
    .select()
    .from(integrationConnections)
    .where(
      and(
        eq(integrationConnections.id, id),
        eq(integrationConnections.orgId, orgId),
        eq(integrationConnections.source, source),
      ),
    );
  if (!row) throw absent(integrationMessages.connectionNotFound);
  return row;
}

/**
 * The body's credentials for `source`, completed from `stored` on a change: every field filled
 * (spec 1 §5) and a Cvent endpoint Foyer may call, or an "invalid" problem naming each field.
 */
function credentialInput(
  rt: IntegrationRuntime,
  source: IntegrationSource,
  body: ConnectionBody,
  stored?: Credentials,
): Credentials {
  const info = sourceInfo[source];
  const own = new Set(info.fields.map((field) => field.name));
  const foreign = Object.entries(body)
    .filter(([name, value]) => name !== "id" && value !== undefined && !own.has(name))
    .map(([name]) => name);
  if (foreign.length > 0) {
    const details = foreign.map((name) => ({
      path: name,
      message: `${info.label} connections have no ${name}`,
    }));
    throw invalid(`${foreign[0]}: ${info.label} connections have no ${foreign[0]}`, details);
  }
  const values: Credentials = {};
  for (const field of info.fields) {
    const given = (body as Record<string, string | undefined>)[field.name]?.trim();
    const keepStored = given === undefined || (field.secret && given === MASKED_SECRET);
    values[field.name] = keepStored ? (stored?.[field.name] ?? "") : given;
    // A mask is never a value: a new connection sent one back means the secret is missing.
    if (values[field.name] === MASKED_SECRET) values[field.name] = "";
  }
  const empty = missingCredentialFields(source, values);
  if (empty.length > 0) {
    const label = (name: string) => info.fields.find((field) => field.name === name)?.label ?? name;
    throw invalid(
      integrationMessages.requiredFields,
      empty.map((name) => ({ path: name, message: `${label(name)} is required` })),
    );
  }
  if (source === "cvent-crm") {
    values.endpoint = (values.endpoint ?? "").replace(/\/+$/, "");
    const problem = rt.endpointProblem(values.endpoint);
    if (problem) throw invalid(problem, [{ path: "endpoint", message: problem }]);
  }
  return values;
}

/** Words an organizer can act on for a failed platform call. */
export function failureMessage(source: IntegrationSource, error: unknown): string {
  if (error instanceof ConnectorError) return error.message;
  const reason = error instanceof Error ? error.message : String(error);
  return `${sourceInfo[source].label} could not be reached: ${reason}`;
}

/** Asks the platform whether the keys work and notes the answer on the connection. */
async function checkAndMark(
  rt: IntegrationRuntime,
  row: ConnectionRow,
  credentials: Credentials,
): Promise<ConnectionRow> {
  let failure: string | null = null;
  try {
    await rt.connectorFor(row.source, credentials).check();
  } catch (error) {
    if (!(error instanceof ConnectorError))
      rt.log.error({ err: error, connection: row.id }, "connection check failed");
    failure = failureMessage(row.source, error);
  }
  const [checked] = await rt.db
    .update(integrationConnections)
    .set({ isConnected: failure === null, lastError: failure, checkedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(integrationConnections.id, row.id))
    .returning();
  return checked ?? row;
}

export interface ConnectOutcome {
  connection: IntegrationConnection;
  /** A new connection (201) rather than new keys for the organization's one (200). */
  created: boolean;
  /** Why the platform refused the keys; the connection is kept, marked invalid (spec 1 §4). */
  failure: string | null;
}

/**
 * POST `…/auth`. With `multiple` (spec 1 §7 "On24 adds ?multiple=true") each call adds a
 * connection; without it the organization keeps one per source and a second call gives that one
 * new keys (same id, its mappings kept). Nothing is saved when a field is missing.
 */
export async function connect(
  rt: IntegrationRuntime,
  input: {
    orgId: string;
    source: IntegrationSource;
    userId: string;
    body: ConnectionBody;
    multiple: boolean;
  },
): Promise<ConnectOutcome> {
  const { orgId, source } = input;
  const sealed = rt.secrets.seal(JSON.stringify(credentialInput(rt, source, input.body)));
  const fresh = { isConnected: false, lastError: null, checkedAt: null, credentials: sealed };
  let row: ConnectionRow | undefined;
  let created = true;
  if (!input.multiple) {
    const [existing] = await rt.db
      .select()
      .from(integrationConnections)
      .where(and(eq(integrationConnections.orgId, orgId), eq(integrationConnections.source, source)))
      .orderBy(asc(integrationConnections.createdAt), asc(integrationConnections.id))
      .limit(1);
    if (existing) {
      created = false;
      [row] = await rt.db
        .update(integrationConnections)
        .set({ ...fresh, updatedAt: sql`now()` })
        .where(eq(integrationConnections.id, existing.id))
        .returning();
    }
  }
  if (!row) {
    const id = randomUUID();
    [row] = await rt.db
      .insert(integrationConnections)
      .values({ id, orgId, source, multiple: input.multiple, createdBy: input.userId, ...fresh })
      // Two first connects at once without ?multiple: the second gives the first its keys.
      .onConflictDoUpdate({
        target: [integrationConnections.orgId, integrationConnections.source],
        targetWhere: sql`not ${integrationConnections.multiple}`,
        set: { ...fresh, updatedAt: sql`now()` },
      })
      .returning();
    created = row?.id === id;
  }
  if (!row) throw new Error("The connection was not stored");
  const checked = await checkAndMark(rt, row, JSON.parse(rt.secrets.open(sealed)) as Credentials);
  return { connection: connectionAnswer(rt, checked), created, failure: checked.lastError };
}

/** PUT `…/auth` "with the connection id": new keys, checked like a connect. */
export async function changeConnection(
  rt: IntegrationRuntime,
  input: { orgId: string; source: IntegrationSource; id: string; body: ConnectionBody },
): Promise<Omit<ConnectOutcome, "created">> {
  const row = await requireConnection(rt.db, input.orgId, input.source, input.id);
  // Keys this server can't open count as none: the change must then give every field.
  const values = credentialInput(rt, input.source, input.body, storedCredentials(rt, row) ?? undefined);
  const [saved] = await rt.db
    .update(integrationConnections)
    .set({ credentials: rt.secrets.seal(JSON.stringify(values)), updatedAt: sql`now()` })
    .where(eq(integrationConnections.id, row.id))
    .returning();
  const checked = await checkAndMark(rt, saved ?? row, values);
  return { connection: connectionAnswer(rt, checked), failure: checked.lastError };
}

/** DELETE `…/auth/{configId}`: the connection, its mappings and its log; not while it syncs. */
export async function removeConnection(
  rt: IntegrationRuntime,
  orgId: string,
  source: IntegrationSource,
  id: string,
): Promise<void> {
  const row = await requireConnection(rt.db, orgId, source, id);
  const [running] = await rt.db
    .select({ id: integrationSyncRuns.id })
    .from(integrationSyncRuns)
    .where(and(eq(integrationSyncRuns.connectionId, row.id), eq(integrationSyncRuns.status, "running")))
    .limit(1);
  if (running) throw clash(integrationMessages.syncRunning);
  await rt.db.delete(integrationConnections).where(eq(integrationConnections.id, row.id));
}

/**
 * Runs `work` with the connection's connector. A platform that refuses the keys marks the
 * connection invalid (and a working call marks it valid again); every platform failure becomes
 * a problem whose message says what happened.
 */
export async function withConnector<T>(
  rt: IntegrationRuntime,
  row: ConnectionRow,
  work: (connector: Connector) => Promise<T>,
): Promise<T> {
  try {
    const result = await work(rt.connectorFor(row.source, credentialsOf(rt, row)));
    if (!row.isConnected) await markConnection(rt.db, row.id, null);
    return result;
  } catch (error) {
    if (!(error instanceof ConnectorError)) throw error;
    if (error.failure === "credentials") {
      await markConnection(rt.db, row.id, error.message);
      throw unprocessable(error.message);
    }
    throw error.failure === "refused" ? unprocessable(error.message) : upstreamFailed(error.message);
  }
}

async function markConnection(db: Db, id: string, failure: string | null): Promise<void> {
  await db
    .update(integrationConnections)
    .set({ isConnected: failure === null, lastError: failure, checkedAt: sql`now()` })
    .where(eq(integrationConnections.id, id));
}
