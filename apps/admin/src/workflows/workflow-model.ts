import {
  actionsFor,
  operatorTakesValue,
  type WebhookEventType,
  type WorkflowAction,
  type WorkflowActionKind,
  type WorkflowInput,
  type WorkflowOperator,
  type WorkflowSummary,
  workflowActionLabels,
  workflowMessages,
  workflowSubjectOf,
} from "@foyer/domain";

/*
 * The builder's draft (issue 21 item 4): what the form holds, turned into the API's body, with the
 * checks the server makes on it said before saving. Each row has a key of its own so React keeps
 * its focus while rows are added and removed.
 */

export interface ConditionRow {
  key: number;
  field: string;
  operator: WorkflowOperator;
  value: string;
}

/** An action row: its kind and every option the kinds have (only the kind's own is sent). */
export interface ActionRow {
  key: number;
  kind: WorkflowActionKind;
  template: string;
  tagId: string;
  statusId: string;
  portalId: string;
  url: string;
}

export interface WorkflowDraft {
  name: string;
  enabled: boolean;
  trigger: WebhookEventType;
  conditions: ConditionRow[];
  actions: ActionRow[];
}

let nextKey = 1;
const key = () => nextKey++;

export const emptyCondition = (): ConditionRow => ({ key: key(), field: "", operator: "equals", value: "" });

export function emptyAction(kind: WorkflowActionKind): ActionRow {
  return { key: key(), kind, template: "", tagId: "", statusId: "", portalId: "", url: "https://" };
}

export function newDraft(): WorkflowDraft {
  return {
    name: "",
    enabled: true,
    trigger: "contact.created",
    conditions: [],
    actions: [emptyAction("add_tag")],
  };
}

export function draftOf(workflow: WorkflowSummary): WorkflowDraft {
  return {
    name: workflow.name,
    enabled: workflow.enabled,
    trigger: workflow.trigger,
    conditions: workflow.conditions.map((condition) => ({ key: key(), ...condition })),
    actions: workflow.actions.map((action) => ({ ...emptyAction(action.kind), ...action })),
  };
}

function actionOf(row: ActionRow): WorkflowAction {
  switch (row.kind) {
    case "send_email":
      return { kind: "send_email", template: row.template as "portal-access" };
    case "add_tag":
      return { kind: "add_tag", tagId: row.tagId };
    case "set_status":
      return { kind: "set_status", statusId: row.statusId };
    case "portal_access":
      return { kind: "portal_access", portalId: row.portalId };
    case "call_webhook":
      return { kind: "call_webhook", url: row.url.trim() };
  }
}

export function inputOf(draft: WorkflowDraft): WorkflowInput {
  return {
    name: draft.name.trim(),
    enabled: draft.enabled,
    trigger: draft.trigger,
    conditions: draft.conditions.map(({ field, operator, value }) => ({
      field: field.trim(),
      operator,
      value: operatorTakesValue(operator) ? value : "",
    })),
    actions: draft.actions.map(actionOf),
  };
}

const missingOption: Record<WorkflowActionKind, (row: ActionRow) => string | null> = {
  send_email: (row) => (row.template ? null : workflowMessages.templateRequired),
  add_tag: (row) => (row.tagId ? null : workflowMessages.tagRequired),
  set_status: (row) => (row.statusId ? null : workflowMessages.statusRequired),
  portal_access: (row) => (row.portalId ? null : workflowMessages.portalRequired),
  call_webhook: (row) =>
    row.url.trim() === "" || row.url.trim() === "https://" ? workflowMessages.urlRequired : null,
};

/** The first thing to fix before saving, or null. */
export function draftProblem(draft: WorkflowDraft): string | null {
  if (draft.name.trim() === "") return workflowMessages.nameRequired;
  for (const [index, condition] of draft.conditions.entries()) {
    if (condition.field.trim() === "") return `Condition ${index + 1}: ${workflowMessages.fieldRequired}`;
    if (operatorTakesValue(condition.operator) && condition.value.trim() === "")
      return `Condition ${index + 1}: ${workflowMessages.valueRequired}`;
  }
  if (draft.actions.length === 0) return workflowMessages.actionsRequired;
  const allowed = actionsFor(draft.trigger);
  for (const [index, action] of draft.actions.entries()) {
    if (!allowed.includes(action.kind))
      return `Action ${index + 1}: ${workflowMessages.actionNotForTrigger(workflowActionLabels[action.kind], draft.trigger)}`;
    const problem = missingOption[action.kind](action);
    if (problem) return `Action ${index + 1}: ${problem}`;
  }
  return null;
}

/** Field names the trigger's record has, offered as suggestions (any other name can be typed). */
export function fieldSuggestions(trigger: WebhookEventType, contactFields: readonly string[]): string[] {
  switch (workflowSubjectOf(trigger)) {
    case "contact":
      return ["name", "account", ...contactFields];
    case "session":
      return [
        "title",
        "startsAt",
        "endsAt",
        "statusId",
        "trackId",
        "roomId",
        "formatId",
        "levelId",
        "languageId",
      ];
    case "submission":
      return ["formName", "formId", "submittedAt"];
    case "none":
      return [];
  }
}

/** A new trigger keeps the actions it allows; none left gives the first it allows. */
export function withTrigger(draft: WorkflowDraft, trigger: WebhookEventType): WorkflowDraft {
  const allowed = actionsFor(trigger);
  const actions = draft.actions.filter((action) => allowed.includes(action.kind));
  return {
    ...draft,
    trigger,
    actions: actions.length > 0 ? actions : [emptyAction(allowed[0] ?? "call_webhook")],
  };
}
