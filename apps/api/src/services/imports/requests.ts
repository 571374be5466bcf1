import { randomUUID } from "node:crypto";
import { type ImportMap, SAMPLE_ROWS } from "@foyer/domain";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { imports } from "../../db/schema/index.js";
import type { EventRow } from "../permissions/event-access.js";
import type { ModuleRow } from "../records/modules.js";
import { invalid } from "../refusal.js";
import type { UploadRow } from "../uploads/uploads.js";
import {
  detectEncoding,
  ImportFileError,
  isImportFileError,
  type OpenFile,
  overviewFile,
  readCsvSlices,
} from "./csv-file.js";
import { autoMatch, moduleGroups, requestGroups, resolveRequestGroups } from "./field-groups.js";
import { IMPORT_JOB, type ImportJobData, type ImportRuntime } from "./runtime.js";
import { opener, requireImportUpload } from "./upload-source.js";

const id = z.string().min(1).max(200);

/** Body of POST …/import/mapping (spec 2 §7). */
export const mappingBody = z.object({
  url: z.string({ error: "url is required: the address of the uploaded file" }).min(1).max(2000),
  org_id: id,
  event_id: id,
  block_id: id.optional(),
  submission_record_id: id.optional(),
  max_amount: z.number().optional(),
  account_id: id.optional(),
  record_type_id: id.optional(),
  has_headers: z.boolean().default(true),
});

/** Body of POST …/import (spec 2 §7). */
export const importBody = mappingBody.extend({
  user_id: id.optional(),
  fields_groups: requestGroups,
  validate_only: z.boolean().default(false),
  skip_invalid_rows: z.boolean().default(false),
  file_name: z.string().max(300).optional(),
});

export interface RequestContext {
  userId: string;
  module: ModuleRow;
  event: EventRow;
  /** Origins whose absolute upload URLs are ours. */
  origins: string[];
}

/** The request names this module's event and organization (the spec sends both). */
function checkIds(
  body: { org_id: string; event_id: string; user_id?: string | undefined },
  ctx: RequestContext,
) {
  if (body.event_id !== ctx.module.eventId) throw invalid("event_id is not the event of this module");
  if (body.org_id !== ctx.module.orgId) throw invalid("org_id is not the organization of this module");
  if (body.user_id !== undefined && body.user_id !== ctx.userId)
    throw invalid("user_id is not the signed-in user");
}

/** A problem with the file answers 400 with its sentence. */
async function fileCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isImportFileError(error)) throw invalid(error.message);
    throw error;
  }
}

/** POST …/import/mapping: the file read through once, its columns matched to the module's fields. */
export async function importMapping(
  rt: ImportRuntime,
  ctx: RequestContext,
  body: z.infer<typeof mappingBody>,
): Promise<ImportMap> {
  checkIds(body, ctx);
  const upload = await requireImportUpload(rt.db, ctx.userId, body.url, ctx.origins);
  const overview = await fileCheck(() =>
    overviewFile(opener(rt.storage, upload), {
      hasHeaders: body.has_headers,
      sampleRows: SAMPLE_ROWS,
      size: upload.size,
    }),
  );
  const groups = await moduleGroups(rt.db, ctx.module);
  return {
    fields_groups: autoMatch(groups, overview.columns),
    imported_columns: overview.columns,
    first_lines: overview.sample,
    rows_number: overview.rowCount,
  };
}

/**
 * The file's columns, from its first slice: a file that is empty, binary, header-only or broken
 * near its start is refused here (400); a problem deeper in a large file fails the job instead,
 * with the same sentence.
 */
async function fileColumns(open: OpenFile, upload: UploadRow, hasHeaders: boolean): Promise<string[]> {
  return fileCheck(async () => {
    const encoding = await detectEncoding(open);
    let columns: string[] | null = null;
    const slices = readCsvSlices(
      open,
      { encoding, hasHeaders },
      (found) => {
        columns = found;
      },
      upload.size,
    );
    try {
      await slices.next();
    } finally {
      await slices.return(undefined);
    }
    if (!columns) throw new ImportFileError("This file is empty.");
    return columns as string[];
  });
}

/** POST …/import: checks the request, records the import and queues its job. */
export async function startImport(
  rt: ImportRuntime,
  ctx: RequestContext,
  body: z.infer<typeof importBody>,
): Promise<{ import_id: string }> {
  checkIds(body, ctx);
  const upload = await requireImportUpload(rt.db, ctx.userId, body.url, ctx.origins);
  const columns = await fileColumns(opener(rt.storage, upload), upload, body.has_headers);
  const groups = await moduleGroups(rt.db, ctx.module);
  const fieldGroups = resolveRequestGroups(groups, body.fields_groups, columns, ctx.event);
  const importId = randomUUID();
  await rt.db.insert(imports).values({
    id: importId,
    moduleId: ctx.module.id,
    eventId: ctx.module.eventId,
    orgId: ctx.module.orgId,
    userId: ctx.userId,
    uploadId: upload.id,
    fileName: body.file_name?.trim() || upload.name,
    hasHeaders: body.has_headers,
    fieldGroups,
    validateOnly: body.validate_only,
    skipInvalidRows: body.skip_invalid_rows,
    latestOperation: "Waiting to start",
  });
  const jobId = await rt.queue.send(IMPORT_JOB, { importId } satisfies ImportJobData);
  await rt.db.update(imports).set({ jobId }).where(eq(imports.id, importId));
  return { import_id: importId };
}
