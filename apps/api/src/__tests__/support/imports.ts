import type { ImportFieldGroup, ImportMap, ImportStatus } from "@foyer/domain";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { contacts } from "../../db/schema/index.js";
import { DEMO } from "../../db/seed.js";
import { bearer } from "./test-app.js";

/** A multipart body with one file in the field `file`. */
export function multipart(filename: string, type: string, content: string | Buffer) {
  const boundary = "----foyer-import-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads an import file as the wizard does; answers its url. */
export async function uploadImportFile(
  app: FastifyInstance,
  token: string,
  content: string | Buffer,
  name = "contacts.csv",
  type = "text/csv",
): Promise<string> {
  const { payload, headers } = multipart(name, type, content);
  const response = await app.inject({
    method: "POST",
    url: "/api/uploads?purpose=module-import",
    payload,
    headers: { ...headers, ...bearer(token) },
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().payload.url as string;
}

export const summitIds = { org_id: DEMO.org.id, event_id: DEMO.summit.id };

export function postMapping(app: FastifyInstance, token: string, moduleId: string, url: string, extra = {}) {
  return app.inject({
    method: "POST",
    url: `/api/modules/${moduleId}/import/mapping`,
    headers: bearer(token),
    payload: { url, ...summitIds, ...extra },
  });
}

export async function mappingOf(
  app: FastifyInstance,
  token: string,
  moduleId: string,
  url: string,
  ids: { org_id: string; event_id: string } = summitIds,
): Promise<ImportMap> {
  const response = await postMapping(app, token, moduleId, url, ids);
  if (response.statusCode !== 200) throw new Error(`mapping failed: ${response.statusCode} ${response.body}`);
  return response.json().payload as ImportMap;
}

/** The groups as the wizard sends them: the enabled ones only. */
export function chosenGroups(map: ImportMap): ImportFieldGroup[] {
  return map.fields_groups.filter((group) => group.options.enabled);
}

export function postImport(
  app: FastifyInstance,
  token: string,
  moduleId: string,
  body: {
    url: string;
    fields_groups: unknown;
    validate_only?: boolean;
    skip_invalid_rows?: boolean;
  } & Record<string, unknown>,
) {
  return app.inject({
    method: "POST",
    url: `/api/modules/${moduleId}/import`,
    headers: bearer(token),
    payload: { ...summitIds, ...body },
  });
}

export async function statusOf(app: FastifyInstance, token: string, moduleId: string, importId: string) {
  const response = await app.inject({
    method: "GET",
    url: `/api/modules/${moduleId}/import/${importId}`,
    headers: bearer(token),
  });
  return response.json().payload as ImportStatus;
}

/** Polls the status (quicker than the wizard's 500 ms) until the import has finished. */
export async function waitForImport(
  app: FastifyInstance,
  token: string,
  moduleId: string,
  importId: string,
  timeoutMs = 30_000,
): Promise<ImportStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await statusOf(app, token, moduleId, importId);
    if (status.finished) return status;
    if (Date.now() > deadline)
      throw new Error(`import ${importId} did not finish: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Upload, map automatically, import, wait: the whole wizard flow in one call. */
export async function importCsv(
  app: FastifyInstance,
  token: string,
  moduleId: string,
  csv: string,
  options: {
    validate_only?: boolean;
    skip_invalid_rows?: boolean;
    groups?: (map: ImportMap) => ImportFieldGroup[];
    /** The module's organization and event (default: the Summit's). */
    ids?: { org_id: string; event_id: string };
  } = {},
): Promise<ImportStatus> {
  const url = await uploadImportFile(app, token, csv);
  const map = await mappingOf(app, token, moduleId, url, options.ids);
  const response = await postImport(app, token, moduleId, {
    ...options.ids,
    url,
    fields_groups: (options.groups ?? chosenGroups)(map),
    validate_only: options.validate_only ?? false,
    skip_invalid_rows: options.skip_invalid_rows ?? false,
  });
  if (response.statusCode !== 200) throw new Error(`import refused: ${response.statusCode} ${response.body}`);
  return waitForImport(app, token, moduleId, response.json().payload.import_id);
}

/** The Summit's contacts with this email, ignoring case (a duplicate would show as two). */
export function summitContactsByEmail(db: Db, email: string) {
  return db
    .select()
    .from(contacts)
    .where(and(eq(contacts.eventId, DEMO.summit.id), sql`lower(${contacts.email}) = lower(${email})`));
}
