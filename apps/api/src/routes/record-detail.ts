import { IMPORT_LIMITS, type RecordType, recordTypes } from "@foyer/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { parse } from "../http/validation.js";
import type { AuthContext } from "../services/auth.js";
import { findDuplicates, mergeContacts } from "../services/contact-merge.js";
import { createRecord } from "../services/record-create.js";
import {
  deleteRecordRef,
  recordAuditTrail,
  recordDetail,
  requireOrgContact,
  requireRecord,
  updateRecord,
} from "../services/record-detail.js";
import { attachRecordFile, detachRecordFile, listRecordFiles } from "../services/record-files.js";
import { recordHistory } from "../services/record-history.js";

const id = z.string().min(1).max(200);
const eventParams = z.object({ eventId: id });
const recordParams = z.object({ eventId: id, recordId: id });
const fileParams = recordParams.extend({ fileId: id });
const orgContactParams = z.object({ orgId: id, recordId: id });
const historyParams = recordParams.extend({ historyType: z.string().min(1).max(100) });

const MAX_TEXT = IMPORT_LIMITS.maxCellLength;
const valueMessage = "Each value must be text, a number, true/false, a list of options, or null to clear it";

/** One field's new value, read on the server with the import's rule for the field's type. */
const recordInput = z.union(
  [
    z.string().max(MAX_TEXT, `A value can be at most ${MAX_TEXT} characters`),
    z.number().finite(),
    z.boolean(),
    z
      .array(z.string().max(1000, "An option can be at most 1000 characters"))
      .max(500, "Choose at most 500 options"),
    z.null(),
  ],
  { error: valueMessage },
);

const updateBody = z
  .object({
    values: z
      .record(z.string().min(1).max(200), recordInput, { error: "values must map field ids to values" })
      .refine((values) => Object.keys(values).length > 0, "values must name at least one field to change")
      .refine((values) => Object.keys(values).length <= 500, "values can change at most 500 fields at once"),
  })
  .strict();

const createBody = z
  .object({
    /** The accounts or custom module the record goes to; a contact goes to the event's contacts. */
    moduleId: id.optional(),
    values: z
      .record(z.string().min(1).max(200), recordInput, { error: "values must map field ids to values" })
      .refine((values) => Object.keys(values).length <= 500, "values can set at most 500 fields at once"),
  })
  .strict();

const attachBody = z.object({ uploadId: z.uuid({ error: "uploadId must be the id of an upload" }) }).strict();

const mergeBody = z
  .object({
    otherId: id.describe("the contact merged into this one"),
    choices: z
      .record(
        z.string().min(1).max(200),
        z.enum(["survivor", "other"], { error: 'A choice is "survivor" or "other"' }),
      )
      .default({}),
  })
  .strict();

/**
 * A record's pages (spec 1 §2 "contact/{recordId} and account/{recordId}, each with edit, audit,
 * files, history/{historyType}"), under /event/{eventId}/{contact|account|record}/{recordId}.
 * Reading needs the record module's read permission, every change its update permission (spec 1
 * §6; deleting and merging are changes). A record of another event or organization is 404.
 */
export async function recordDetailRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  const load = (request: FastifyRequest, type: RecordType, action: "read" | "update") => {
    const { eventId, recordId } = parse(recordParams, request.params, "params");
    return requireRecord(ctx.db, authOf(request).userId, eventId, type, recordId, action);
  };

  for (const type of recordTypes) {
    const base = `/event/:eventId/${type}/:recordId`;

    app.post(`/event/:eventId/${type}`, async (request, reply) => {
      const { eventId } = parse(eventParams, request.params, "params");
      const { moduleId, values } = parse(createBody, request.body);
      const record = await createRecord(ctx.db, authOf(request).userId, eventId, type, moduleId, values);
      return reply.code(201).send({ payload: record });
    });

    app.get(base, async (request) => {
      const ref = await load(request, type, "read");
      return { payload: await recordDetail(ctx.db, ref) };
    });

    const update = async (request: FastifyRequest) => {
      const ref = await load(request, type, "update");
      const { values } = parse(updateBody, request.body);
      return { payload: await updateRecord(ctx.db, ref, values, authOf(request).userId) };
    };
    // PUT is what the SDK sends (spec 2 §7 lists get, put, post, delete, head); PATCH for others.
    app.put(base, update);
    app.patch(base, update);

    app.delete(base, async (request) => {
      const ref = await load(request, type, "update");
      return { payload: await deleteRecordRef(ctx.db, ref, authOf(request).userId) };
    });

    app.get(`${base}/audit`, async (request) => {
      const ref = await load(request, type, "read");
      return { payload: await recordAuditTrail(ctx.db, ref) };
    });

    app.get(`${base}/files`, async (request) => {
      const ref = await load(request, type, "read");
      return { payload: await listRecordFiles(ctx.db, ref) };
    });

    app.post(`${base}/files`, async (request, reply) => {
      const ref = await load(request, type, "update");
      const { uploadId } = parse(attachBody, request.body);
      return reply
        .code(201)
        .send({ payload: await attachRecordFile(ctx.db, ref, uploadId, authOf(request).userId) });
    });

    app.delete(`${base}/files/:fileId`, async (request) => {
      const ref = await load(request, type, "update");
      const { fileId } = parse(fileParams, request.params, "params");
      return { payload: await detachRecordFile(ctx.db, ref, fileId, authOf(request).userId) };
    });

    app.get(`${base}/history/:historyType`, async (request) => {
      const ref = await load(request, type, "read");
      const { historyType } = parse(historyParams, request.params, "params");
      return { payload: await recordHistory(ctx.db, ref, historyType) };
    });
  }

  app.get("/event/:eventId/contact/:recordId/duplicates", async (request) => {
    const ref = await load(request, "contact", "read");
    return { payload: await findDuplicates(ctx.db, ref) };
  });

  // The organization area's way in (its dedupe page knows the organization, not the event).
  app.get("/organizations/:orgId/contact/:recordId", async (request) => {
    const { orgId, recordId } = parse(orgContactParams, request.params, "params");
    const ref = await requireOrgContact(ctx.db, authOf(request).userId, orgId, recordId, "read");
    return { payload: await recordDetail(ctx.db, ref) };
  });

  app.post("/event/:eventId/contact/:recordId/merge", async (request) => {
    const ref = await load(request, "contact", "update");
    const { otherId, choices } = parse(mergeBody, request.body);
    await mergeContacts(ctx.db, ref, otherId, choices, authOf(request).userId);
    const survivor = await load(request, "contact", "read");
    return { payload: { survivor: await recordDetail(ctx.db, survivor), mergedId: otherId } };
  });
}
