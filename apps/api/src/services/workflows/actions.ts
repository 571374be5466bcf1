import {
  portalSettingsOf,
  type WorkflowAction,
  type WorkflowMailKind,
  workflowActionLabels,
  workflowMessages,
} from "@foyer/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { portals, sessionSettingItems, tags } from "../../db/schema/index.js";
import { inTransaction } from "../../db/transaction.js";
import { firstNameOf, mailKinds } from "../mail/default-templates.js";
import { giveContactsAccess } from "../portal/access.js";
import { mailPortalAccess } from "../portal/access-mail.js";
import { contactsModuleOf, findRecord } from "../records/store.js";
import { addRecordTag } from "../records/tags.js";
import { updateSession } from "../sessions/sessions.js";
import { targetProblem } from "../webhooks/targets.js";
import type { WorkflowRuntime } from "./runtime.js";
import type { Subject } from "./subject.js";

/*
 * A workflow's actions (issue 21 item 4). Each either does its work and answers what it did, or
 * throws an ActionFailure saying why it could not; a dry run asks each what it would do, checking
 * the same things, and changes nothing. Changes are audited in the name of whoever last saved the
 * workflow (`actor`).
 */

export class ActionFailure extends Error {}

const fail = (message: string): never => {
  throw new ActionFailure(message);
};

export interface ActionContext {
  rt: WorkflowRuntime;
  subject: Subject;
  actor: string | null;
  workflowId: string;
  runId: string | null;
}

const contactOf = (subject: Subject) =>
  subject.contact ??
  fail(
    subject.type === "submission"
      ? "The submission has no contact (none of its answers go to contact fields)"
      : "The contact no longer exists",
  );

const sessionOf = (subject: Subject) => subject.session ?? fail("The session no longer exists");

async function tagOf(db: Db, eventId: string, tagId: string) {
  const [tag] = await db
    .select()
    .from(tags)
    .where(and(eq(tags.id, tagId), eq(tags.eventId, eventId)));
  return tag ?? fail(workflowMessages.tagNotFound);
}

async function statusOf(db: Db, eventId: string, statusId: string) {
  const [status] = await db
    .select()
    .from(sessionSettingItems)
    .where(
      and(
        eq(sessionSettingItems.id, statusId),
        eq(sessionSettingItems.eventId, eventId),
        eq(sessionSettingItems.kind, "statuses"),
      ),
    );
  return status ?? fail(workflowMessages.statusNotFound);
}

async function portalOf(db: Db, eventId: string, portalId: string) {
  const [portal] = await db
    .select()
    .from(portals)
    .where(and(eq(portals.id, portalId), eq(portals.eventId, eventId)));
  return portal ?? fail(workflowMessages.portalNotFound);
}

/** Whether the action's tag, status or portal exists in the event (checked when a workflow is saved). */
export async function actionProblem(rt: WorkflowRuntime, eventId: string, action: WorkflowAction) {
  try {
    if (action.kind === "add_tag") await tagOf(rt.db, eventId, action.tagId);
    if (action.kind === "set_status") await statusOf(rt.db, eventId, action.statusId);
    if (action.kind === "portal_access") await portalOf(rt.db, eventId, action.portalId);
    if (action.kind === "call_webhook") return await targetProblem(rt.webhooks, action.url);
    return null;
  } catch (error) {
    if (error instanceof ActionFailure) return error.message;
    throw error;
  }
}

/** A template's placeholders filled from the record; a placeholder it has nothing for is left empty. */
async function mailValues(ctx: ActionContext, kind: WorkflowMailKind) {
  const { subject, rt } = ctx;
  const contact = contactOf(subject);
  const [portal] = await rt.db
    .select({ id: portals.id, slug: portals.slug, name: portals.name })
    .from(portals)
    .where(eq(portals.eventId, subject.event.id))
    .orderBy(asc(portals.name))
    .limit(1);
  const text = (key: string) =>
    typeof subject.payload[key] === "string" ? String(subject.payload[key]) : "";
  const known: Record<string, string> = {
    first_name: firstNameOf(contact.fname),
    email: contact.email ?? "",
    event_name: subject.event.name,
    portal_name: portal?.name ?? "",
    form_name: text("formName"),
    session_title: text("title"),
    answers: "",
    link: portal
      ? `${rt.mailer.publicUrl}/portal-login/${encodeURIComponent(portal.slug)}/${encodeURIComponent(portal.id)}`
      : rt.mailer.publicUrl,
  };
  return Object.fromEntries(mailKinds[kind].placeholders.map((name) => [name, known[name] ?? ""]));
}

async function callWebhook(ctx: ActionContext, url: string): Promise<string> {
  const hooks = ctx.rt.webhooks;
  const problem = await targetProblem(hooks, url);
  if (problem) fail(`Not sent: ${problem}`);
  const signal = AbortSignal.timeout(hooks.timeoutMs);
  let status: number;
  try {
    const response = await fetch(url, {
      method: "POST",
      redirect: "manual",
      signal,
      headers: { "content-type": "application/json", "user-agent": "Foyer-Workflows/1" },
      body: JSON.stringify({
        type: ctx.subject.payload.type ?? null,
        workflowId: ctx.workflowId,
        runId: ctx.runId,
        eventId: ctx.subject.event.id,
        data: ctx.subject.payload,
      }),
    });
    status = response.status;
    await response.body?.cancel().catch(() => undefined);
  } catch (error) {
    return fail(
      signal.aborted
        ? `No answer within ${hooks.timeoutMs / 1000} s (timeout)`
        : `Could not connect: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`,
    );
  }
  if (status < 200 || status >= 300) fail(`${url} answered ${status}`);
  return `Called ${url}: it answered ${status}`;
}

/** Does the action (dry: says what it would do, checking what it can) and answers what it did. */
export async function performAction(
  ctx: ActionContext,
  action: WorkflowAction,
  dry: boolean,
): Promise<string> {
  const { rt, subject, actor } = ctx;
  const { db } = rt;
  const event = subject.event;
  switch (action.kind) {
    case "send_email": {
      const contact = contactOf(subject);
      const address = contact.email?.trim() || fail("The contact has no email address");
      const label = mailKinds[action.template].label;
      if (dry) return `Would send "${label}" to ${address}`;
      const queued = await rt.mailer.send({
        kind: action.template,
        to: { address, name: `${contact.fname} ${contact.lname}`.trim() },
        values: await mailValues(ctx, action.template),
        orgId: event.orgId,
        eventId: event.id,
        userId: contact.userId,
      });
      if (queued.status === "failed")
        fail(`"${label}" to ${address} was refused: ${queued.reason ?? "failed"}`);
      return `Sent "${label}" to ${address}${queued.status === "held" ? " (held: no SMTP_URL)" : ""}`;
    }
    case "add_tag": {
      const contact = contactOf(subject);
      const tag = await tagOf(db, event.id, action.tagId);
      if (dry) return `Would add the tag ${tag.name}`;
      const module = (await contactsModuleOf(db, event.id)) ?? fail("The event has no contacts module");
      const record =
        (await findRecord(db, "contact", event.id, contact.id)) ?? fail("The contact no longer exists");
      await addRecordTag(db, { event, module, record }, tag.id, actor);
      return `Added the tag ${tag.name}`;
    }
    case "set_status": {
      const session = sessionOf(subject);
      const status = await statusOf(db, event.id, action.statusId);
      if (dry) return `Would set the status to ${status.name}`;
      await updateSession(db, event, actor, session.id, { statusId: status.id });
      return `Set the status to ${status.name}`;
    }
    case "portal_access": {
      const contact = contactOf(subject);
      const portal = await portalOf(db, event.id, action.portalId);
      if (!contact.userId && !contact.email?.trim())
        fail("The contact has no email address, so they cannot sign in");
      if (dry) return `Would give access to the portal ${portal.name}`;
      const target = { event, portal, settings: portalSettingsOf(portal.settings) };
      const result = await inTransaction(db, (tx) => giveContactsAccess(tx, target, actor, [contact], true));
      const outcome = result.results[0];
      if (outcome?.status === "skipped") fail(`No access to ${portal.name}: ${outcome.reason ?? "skipped"}`);
      await mailPortalAccess(db, rt.mailer, portal.id, result);
      return outcome?.status === "already"
        ? `Already had access to the portal ${portal.name}`
        : `Gave access to the portal ${portal.name}`;
    }
    case "call_webhook": {
      if (dry) {
        const problem = await targetProblem(rt.webhooks, action.url);
        return problem ? fail(`Would not send: ${problem}`) : `Would POST the record to ${action.url}`;
      }
      return callWebhook(ctx, action.url);
    }
  }
}

export const actionLabel = (action: WorkflowAction) => workflowActionLabels[action.kind];
