import { z } from "zod";
import { entityId, idParams } from "../contract/common.js";
import { type WebhookEventType, webhookEventTypes } from "./webhooks.js";

/*
 * Workflows (issue 21 item 4; spec 1 §2 `workflows`, `workflows/builder`): when news of one of the
 * webhook event types happens in an event, each enabled workflow of that trigger whose conditions
 * hold for the record runs its actions in order, as a job, and logs the run. docs/workflows.md.
 */

export const MAX_WORKFLOWS_PER_EVENT = 50;
export const MAX_WORKFLOW_CONDITIONS = 20;
export const MAX_WORKFLOW_ACTIONS = 10;
export const WORKFLOW_NAME_MAX = 120;
export const WORKFLOW_VALUE_MAX = 500;
export const WORKFLOW_URL_MAX = 2000;
/**
 * How many workflow runs may follow one another (a run whose actions made news that started the
 * next): the run past it is stopped, so a workflow that triggers itself, directly or through
 * another workflow, ends.
 */
export const MAX_WORKFLOW_DEPTH = 5;

export const workflowOperators = [
  "equals",
  "not_equals",
  "contains",
  "is_empty",
  "is_not_empty",
  "greater_than",
  "less_than",
] as const;
export type WorkflowOperator = (typeof workflowOperators)[number];

export const workflowOperatorLabels: Record<WorkflowOperator, string> = {
  equals: "equals",
  not_equals: "does not equal",
  contains: "contains",
  is_empty: "is empty",
  is_not_empty: "is not empty",
  greater_than: "is greater than",
  less_than: "is less than",
};

/** The operators that compare with a value (the others look at the field alone). */
export const operatorTakesValue = (operator: WorkflowOperator) =>
  operator !== "is_empty" && operator !== "is_not_empty";

export const workflowActionKinds = [
  "send_email",
  "add_tag",
  "set_status",
  "portal_access",
  "call_webhook",
] as const;
export type WorkflowActionKind = (typeof workflowActionKinds)[number];

export const workflowActionLabels: Record<WorkflowActionKind, string> = {
  send_email: "Send a template email",
  add_tag: "Add a tag",
  set_status: "Set a status",
  portal_access: "Give portal access",
  call_webhook: "Call a webhook",
};

/** What record a trigger is about: the record a workflow's conditions and actions look at. */
export type WorkflowSubject = "contact" | "session" | "submission" | "none";

export function workflowSubjectOf(trigger: WebhookEventType): WorkflowSubject {
  if (trigger.startsWith("contact.")) return "contact";
  if (trigger.startsWith("session.")) return "session";
  if (trigger === "submission.created") return "submission";
  return "none";
}

/**
 * The actions a trigger allows: a contact's news (and a submission's, through its contact) can
 * send an email, tag, give portal access; a session's can set its status; any can call a webhook.
 */
export function actionsFor(trigger: WebhookEventType): readonly WorkflowActionKind[] {
  const subject = workflowSubjectOf(trigger);
  if (subject === "contact" || subject === "submission")
    return ["send_email", "add_tag", "portal_access", "call_webhook"];
  if (subject === "session") return ["set_status", "call_webhook"];
  return ["call_webhook"];
}

/** The template emails a workflow may send: the event's kinds a person is told something by. */
export const workflowMailKinds = [
  "portal-access",
  "form-confirmation",
  "session-accepted",
  "session-rejected",
] as const;
export type WorkflowMailKind = (typeof workflowMailKinds)[number];

export const workflowMessages = {
  nameRequired: "Give the workflow a name",
  nameTooLong: `The name must be at most ${WORKFLOW_NAME_MAX} characters`,
  triggerRequired: "Choose the event that starts the workflow",
  unknownTrigger: (type: string) => `Unknown trigger "${type}": use one of ${webhookEventTypes.join(", ")}`,
  fieldRequired: "Choose the field the condition looks at",
  valueRequired: "Give the value the field is compared with",
  valueTooLong: `A value must be at most ${WORKFLOW_VALUE_MAX} characters`,
  tooManyConditions: `A workflow can have at most ${MAX_WORKFLOW_CONDITIONS} conditions`,
  actionsRequired: "Add at least one action",
  tooManyActions: `A workflow can have at most ${MAX_WORKFLOW_ACTIONS} actions`,
  actionNotForTrigger: (action: string, trigger: string) =>
    `"${action}" does not apply to ${trigger}: a contact's or a submission's news can send an email, add a tag or give portal access; a session's can set a status; any can call a webhook`,
  templateRequired: "Choose the email template to send",
  tagRequired: "Choose the tag to add",
  statusRequired: "Choose the status to set",
  portalRequired: "Choose the portal to give access to",
  urlRequired: "Give the address to call",
  tooMany: `An event can have at most ${MAX_WORKFLOWS_PER_EVENT} workflows. Delete one first.`,
  notFound: "This workflow does not exist.",
  tagNotFound: "This tag does not exist in this event.",
  statusNotFound: "This status does not exist in this event.",
  portalNotFound: "This portal does not exist in this event.",
  recordNotFound: "This record does not exist in this event.",
  noDryRunRecord: "A dry run needs a trigger about a contact, a session or a submission",
  loopStopped: (depth: number) =>
    `Stopped: ${depth} workflow runs in a row each started the next (a loop). Check the workflows whose actions make the news that triggers them.`,
  loadFailed: "An error occurred getting the workflows",
  saveFailed: "An error occurred saving the workflow",
  saved: "The workflow has been saved.",
  deleted: "The workflow has been deleted.",
} as const;

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const workflowTrigger = z
  .string({ error: workflowMessages.triggerRequired })
  .superRefine((value, ctx) => {
    if (!(webhookEventTypes as readonly string[]).includes(value))
      ctx.addIssue({ code: "custom", message: workflowMessages.unknownTrigger(value) });
  })
  .transform((value) => value as WebhookEventType);

export const workflowCondition = z
  .object({
    field: text(200, workflowMessages.fieldRequired, workflowMessages.fieldRequired),
    operator: z.enum(workflowOperators),
    value: z.string().max(WORKFLOW_VALUE_MAX, workflowMessages.valueTooLong).default(""),
  })
  .strict()
  .superRefine((condition, ctx) => {
    if (operatorTakesValue(condition.operator) && condition.value.trim() === "")
      ctx.addIssue({ code: "custom", path: ["value"], message: workflowMessages.valueRequired });
  });
export type WorkflowCondition = z.infer<typeof workflowCondition>;

export const workflowAction = z.discriminatedUnion("kind", [
  z
    .object({
      kind: z.literal("send_email"),
      template: z.enum(workflowMailKinds, { error: workflowMessages.templateRequired }),
    })
    .strict(),
  z.object({ kind: z.literal("add_tag"), tagId: entityId.describe("A tag of the event") }).strict(),
  z
    .object({ kind: z.literal("set_status"), statusId: entityId.describe("A session status of the event") })
    .strict(),
  z
    .object({ kind: z.literal("portal_access"), portalId: entityId.describe("A portal of the event") })
    .strict(),
  z
    .object({
      kind: z.literal("call_webhook"),
      url: text(
        WORKFLOW_URL_MAX,
        workflowMessages.urlRequired,
        `The address must be at most ${WORKFLOW_URL_MAX} characters`,
      ),
    })
    .strict(),
]);
export type WorkflowAction = z.infer<typeof workflowAction>;

const fields = {
  name: text(WORKFLOW_NAME_MAX, workflowMessages.nameRequired, workflowMessages.nameTooLong),
  enabled: z.boolean(),
  trigger: workflowTrigger,
  conditions: z.array(workflowCondition).max(MAX_WORKFLOW_CONDITIONS, workflowMessages.tooManyConditions),
  actions: z
    .array(workflowAction, { error: workflowMessages.actionsRequired })
    .min(1, workflowMessages.actionsRequired)
    .max(MAX_WORKFLOW_ACTIONS, workflowMessages.tooManyActions),
};

/** Each action fits the trigger (actionsFor). */
function checkActions(
  body: { trigger?: string | undefined; actions?: WorkflowAction[] | undefined },
  ctx: z.RefinementCtx,
) {
  if (!body.trigger || !body.actions) return;
  const allowed = actionsFor(body.trigger as WebhookEventType);
  body.actions.forEach((action, index) => {
    if (!allowed.includes(action.kind))
      ctx.addIssue({
        code: "custom",
        path: ["actions", index, "kind"],
        message: workflowMessages.actionNotForTrigger(workflowActionLabels[action.kind], body.trigger ?? ""),
      });
  });
}

export const workflowBody = z
  .object({ ...fields, enabled: fields.enabled.default(true), conditions: fields.conditions.default([]) })
  .strict()
  .superRefine(checkActions)
  .meta({ id: "WorkflowBody" });
export type WorkflowBody = z.infer<typeof workflowBody>;
export type WorkflowInput = z.input<typeof workflowBody>;

/** PUT: the fields sent change (an enabled toggle sends `{enabled}` alone). */
export const workflowUpdateBody = z
  .object(fields)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "Send name, enabled, trigger, conditions or actions");
export type WorkflowUpdateBody = z.infer<typeof workflowUpdateBody>;

export const workflowRunStatuses = ["queued", "running", "succeeded", "failed", "stopped"] as const;
export type WorkflowRunStatus = (typeof workflowRunStatuses)[number];

export const workflowStepStatuses = ["done", "failed", "skipped"] as const;

/** One action of a run: what it did, or why it failed or was skipped. */
export const workflowStep = z.object({
  index: z.number().int(),
  kind: z.enum(workflowActionKinds),
  status: z.enum(workflowStepStatuses),
  detail: z.string(),
});
export type WorkflowStep = z.infer<typeof workflowStep>;

export const workflowRun = z
  .object({
    id: z.string(),
    workflowId: z.string(),
    trigger: z.string(),
    recordType: z.enum(["contact", "session", "submission", "none"]),
    recordId: z.string().nullable(),
    /** 1 for a run started by a person's or an import's news; n+1 for one started by a run's actions. */
    depth: z.number().int(),
    status: z.enum(workflowRunStatuses),
    steps: z.array(workflowStep),
    error: z.string().nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: "WorkflowRun" });
export type WorkflowRun = z.infer<typeof workflowRun>;

export const workflowRunPage = z.object({
  items: z.array(workflowRun),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WorkflowRunPage = z.infer<typeof workflowRunPage>;

export const workflowSummary = z
  .object({
    id: z.string(),
    eventId: z.string(),
    name: z.string(),
    enabled: z.boolean(),
    trigger: z.enum(webhookEventTypes),
    conditions: z.array(
      z.object({ field: z.string(), operator: z.enum(workflowOperators), value: z.string() }),
    ),
    actions: z.array(workflowAction),
    lastRun: workflowRun.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Workflow" });
export type WorkflowSummary = z.infer<typeof workflowSummary>;

/** POST …/workflows/dry-run: the workflow as the builder holds it, and the record to try it on. */
export const workflowDryRunBody = z
  .object({
    workflow: workflowBody,
    recordId: entityId.describe("A contact, session or submission of the event"),
  })
  .strict();
export type WorkflowDryRunBody = z.infer<typeof workflowDryRunBody>;

export const workflowDryRun = z.object({
  matched: z.boolean(),
  conditions: z.array(
    z.object({
      field: z.string(),
      operator: z.enum(workflowOperators),
      value: z.string(),
      actual: z.string().nullable().describe("The record's value of the field, as text"),
      holds: z.boolean(),
    }),
  ),
  actions: z.array(
    z.object({
      index: z.number().int(),
      kind: z.enum(workflowActionKinds),
      /** What the action would do, or why it could not. */
      detail: z.string(),
      ok: z.boolean(),
    }),
  ),
});
export type WorkflowDryRun = z.infer<typeof workflowDryRun>;

export const workflowParams = idParams("eventId", "workflowId");
