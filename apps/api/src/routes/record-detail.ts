import {
  deletedId,
  duplicateCandidate,
  entityId,
  envelope,
  eventIdParams,
  HISTORY_REQUIREMENT,
  idParams,
  mergeResult,
  type RecordType,
  recordAuditEntry,
  recordDetail,
  recordFile,
  recordHistory,
  recordInput,
  recordMessages,
  recordTypes,
  recordUpdateResult,
} from "@foyer/domain";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import { orNotFound } from "../http/errors.js";
import type { AuthContext } from "../services/auth/auth.js";
import { requireEventPermission } from "../services/permissions/permissions.js";
import { findDuplicates, mergeContacts } from "../services/records/contact-merge.js";
import { createRecord } from "../services/records/create.js";
import { deleteRecordRef } from "../services/records/delete.js";
import { recordAuditTrail, recordDetail as recordDetailOf } from "../services/records/detail.js";
import { updateRecord } from "../services/records/edit.js";
import { attachRecordFile, detachRecordFile, listRecordFiles } from "../services/records/files.js";
import { requireOrgContact, requireRecord } from "../services/records/gates.js";
import { HISTORY_NOT_FOUND, recordHistory as recordHistoryOf } from "../services/records/history.js";

const recordParams = idParams("eventId", "recordId");
const fileParams = idParams("eventId", "recordId", "fileId");
const orgContactParams = idParams("orgId", "recordId");
const historyParams = recordParams.extend({ historyType: z.string().min(1).max(100) });

const updateBody = z
  .object({
    values: z
      .record(entityId, recordInput, { error: "values must map field ids to values" })
      .refine((values) => Object.keys(values).length > 0, "values must name at least one field to change")
      .refine((values) => Object.keys(values).length <= 500, "values can change at most 500 fields at once"),
  })
  .strict();

const createBody = z
  .object({
    /** The accounts or custom module the record goes to; a contact goes to the event's contacts. */
    moduleId: entityId.optional(),
    values: z
      .record(entityId, recordInput, { error: "values must map field ids to values" })
      .refine((values) => Object.keys(values).length <= 500, "values can set at most 500 fields at once"),
  })
  .strict();

const attachBody = z.object({ uploadId: z.uuid({ error: "uploadId must be the id of an upload" }) }).strict();

const mergeBody = z
  .object({
    otherId: entityId.describe("the contact merged into this one"),
    choices: z
      .record(entityId, z.enum(["survivor", "other"], { error: 'A choice is "survivor" or "other"' }))
      .default({}),
  })
  .strict();

/**
 * A record's pages (spec 1 §2 "contact/{recordId} and account/{recordId}, each with edit, audit,
 * files, history/{historyType}"), under /event/{eventId}/{contact|account|record}/{recordId}.
 * Reading needs the record module's read permission, every change its update permission (spec 1
 * §6; deleting and merging are changes). A record of another event or organization is 404.
 */
export async function recordDetailRoutes(app: ApiApp, ctx: AuthContext) {
  app.addHook("preValidation", requireAuth(ctx));

  const load = (
    userId: string,
    params: { eventId: string; recordId: string },
    type: RecordType,
    action: "read" | "update",
  ) => requireRecord(ctx.db, userId, params.eventId, type, params.recordId, action);

  for (const type of recordTypes) {
    const base = `/event/:eventId/${type}/:recordId`;

    app.post(
      `/event/:eventId/${type}`,
      {
        schema: {
          summary: `Create a ${type}`,
          params: eventIdParams,
          body: createBody,
          response: answers({ 201: envelope(recordDetail) }),
        },
      },
      async (request, reply) => {
        const { moduleId, values } = request.body;
        const userId = authOf(request).userId;
        const record = await createRecord(ctx.db, userId, request.params.eventId, type, moduleId, values);
        return reply.code(201).send({ payload: record });
      },
    );

    app.get(
      base,
      {
        schema: {
          summary: `A ${type} with every field and value`,
          params: recordParams,
          response: answers({ 200: envelope(recordDetail) }),
        },
      },
      async (request) => {
        const ref = await load(authOf(request).userId, request.params, type, "read");
        return { payload: await recordDetailOf(ctx.db, ref) };
      },
    );

    // PUT is what the SDK sends (spec 2 §7 lists get, put, post, delete, head); PATCH for others.
    for (const method of ["put", "patch"] as const) {
      app[method](
        base,
        {
          schema: {
            summary: `Change some of a ${type}'s values`,
            params: recordParams,
            body: updateBody,
            response: answers({ 200: envelope(recordUpdateResult) }),
          },
        },
        async (request) => {
          const { userId } = authOf(request);
          const ref = await load(userId, request.params, type, "update");
          return { payload: await updateRecord(ctx.db, ref, request.body.values, userId) };
        },
      );
    }

    app.delete(
      base,
      {
        schema: {
          summary: `Delete a ${type}`,
          params: recordParams,
          response: answers({ 200: envelope(deletedId) }),
        },
      },
      async (request) => {
        const { userId } = authOf(request);
        const ref = await load(userId, request.params, type, "update");
        return { payload: orNotFound(await deleteRecordRef(ctx.db, ref, userId), recordMessages.notFound) };
      },
    );

    app.get(
      `${base}/audit`,
      {
        schema: {
          summary: `A ${type}'s audit entries, newest first`,
          params: recordParams,
          response: answers({ 200: envelope(z.array(recordAuditEntry)) }),
        },
      },
      async (request) => {
        const ref = await load(authOf(request).userId, request.params, type, "read");
        return { payload: await recordAuditTrail(ctx.db, ref) };
      },
    );

    app.get(
      `${base}/files`,
      {
        schema: {
          summary: `The files attached to a ${type}, newest first`,
          params: recordParams,
          response: answers({ 200: envelope(z.array(recordFile)) }),
        },
      },
      async (request) => {
        const ref = await load(authOf(request).userId, request.params, type, "read");
        return { payload: await listRecordFiles(ctx.db, ref) };
      },
    );

    app.post(
      `${base}/files`,
      {
        schema: {
          summary: `Attach an uploaded file to a ${type}`,
          params: recordParams,
          body: attachBody,
          response: answers({ 201: envelope(recordFile) }),
        },
      },
      async (request, reply) => {
        const { userId } = authOf(request);
        const ref = await load(userId, request.params, type, "update");
        return reply
          .code(201)
          .send({ payload: await attachRecordFile(ctx.db, ref, request.body.uploadId, userId) });
      },
    );

    app.delete(
      `${base}/files/:fileId`,
      {
        schema: {
          summary: `Detach a file from a ${type} (the upload stays)`,
          params: fileParams,
          response: answers({ 200: envelope(deletedId) }),
        },
      },
      async (request) => {
        const { userId } = authOf(request);
        const ref = await load(userId, request.params, type, "update");
        return { payload: await detachRecordFile(ctx.db, ref, request.params.fileId, userId) };
      },
    );

    app.get(
      `${base}/history/:historyType`,
      {
        schema: {
          summary: `One of a ${type}'s history pages (imports, forms, emails, merges, contacts, sessions); emails also need read on history or emails`,
          params: historyParams,
          response: answers({ 200: envelope(recordHistory) }),
        },
      },
      async (request) => {
        const { userId } = authOf(request);
        const ref = await load(userId, request.params, type, "read");
        // Spec 1 §6 "History: read on history or on emails": what the contact was sent is history.
        if (request.params.historyType === "emails")
          await requireEventPermission(ctx.db, userId, ref.event.id, HISTORY_REQUIREMENT);
        const history = await recordHistoryOf(ctx.db, ref, request.params.historyType);
        return { payload: orNotFound(history, HISTORY_NOT_FOUND) };
      },
    );
  }

  app.get(
    "/event/:eventId/contact/:recordId/duplicates",
    {
      schema: {
        summary: "The contacts of the event that look like this one",
        params: recordParams,
        response: answers({ 200: envelope(z.array(duplicateCandidate)) }),
      },
    },
    async (request) => {
      const ref = await load(authOf(request).userId, request.params, "contact", "read");
      return { payload: await findDuplicates(ctx.db, ref) };
    },
  );

  // The organization area's way in (its dedupe page knows the organization, not the event).
  app.get(
    "/organizations/:orgId/contact/:recordId",
    {
      schema: {
        summary: "A contact of the organization, with every field and value",
        params: orgContactParams,
        response: answers({ 200: envelope(recordDetail) }),
      },
    },
    async (request) => {
      const { orgId, recordId } = request.params;
      const ref = await requireOrgContact(ctx.db, authOf(request).userId, orgId, recordId, "read");
      return { payload: await recordDetailOf(ctx.db, ref) };
    },
  );

  app.post(
    "/event/:eventId/contact/:recordId/merge",
    {
      schema: {
        summary: "Merge another contact into this one",
        params: recordParams,
        body: mergeBody,
        response: answers({ 200: envelope(mergeResult) }),
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const ref = await load(userId, request.params, "contact", "update");
      const { otherId, choices } = request.body;
      await mergeContacts(ctx.db, ref, otherId, choices, userId);
      const survivor = await load(userId, request.params, "contact", "read");
      return { payload: { survivor: await recordDetailOf(ctx.db, survivor), mergedId: otherId } };
    },
  );
}
