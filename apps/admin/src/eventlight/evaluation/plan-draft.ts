import { type EvaluationPlan, type LibraryCriterion, type PlanBody, planBody } from "@foyer/domain";

/*
 * The plan editor's model: what the form holds while it is edited, the body it sends, and the
 * contract's own checks run on that body before it goes (the server runs the same ones).
 */

/** One criterion row; `key` tells rows apart in React, `id` is the saved criterion's (kept on save). */
export interface CriterionDraft {
  key: string;
  id?: string;
  name: string;
  /** As typed: checked as a whole number when the plan is saved. */
  maxScore: string;
}

export interface PlanDraft {
  name: string;
  instructions: string;
  /** "" for every session. */
  statusId: string;
  criteria: CriterionDraft[];
  evaluatorIds: string[];
}

export const DEFAULT_MAX_SCORE = "5";

let nextKey = 0;

/** A new, empty criterion row. */
export function newCriterion(): CriterionDraft {
  nextKey += 1;
  return { key: `new-${nextKey}`, name: "", maxScore: DEFAULT_MAX_SCORE };
}

/**
 * The form's starting point: the saved plan, or a new plan with the event's criteria library
 * (issue 25 item 7), or one empty criterion when the library is empty.
 */
export function draftOf(
  plan: EvaluationPlan | null,
  library: readonly Pick<LibraryCriterion, "name" | "maxScore">[] = [],
): PlanDraft {
  if (!plan) {
    const criteria = library.map((item) => ({
      ...newCriterion(),
      name: item.name,
      maxScore: String(item.maxScore),
    }));
    return {
      name: "",
      instructions: "",
      statusId: "",
      criteria: criteria.length > 0 ? criteria : [newCriterion()],
      evaluatorIds: [],
    };
  }
  return {
    name: plan.name,
    instructions: plan.instructions,
    statusId: plan.statusId ?? "",
    criteria: plan.criteria.map((item) => ({
      key: item.id,
      id: item.id,
      name: item.name,
      maxScore: String(item.maxScore),
    })),
    evaluatorIds: plan.evaluators.map((evaluator) => evaluator.userId),
  };
}

/** The body of POST or PUT: each saved criterion keeps its id, so the scores given stay with it. */
export function bodyOf(draft: PlanDraft): PlanBody {
  return {
    name: draft.name.trim(),
    instructions: draft.instructions,
    statusId: draft.statusId || null,
    criteria: draft.criteria.map((item) => ({
      ...(item.id ? { id: item.id } : {}),
      name: item.name.trim(),
      maxScore: item.maxScore.trim() === "" ? Number.NaN : Number(item.maxScore),
    })),
    evaluatorIds: draft.evaluatorIds,
  };
}

/**
 * What is wrong with the draft, by the path the server uses in its 400 `details`
 * ("name", "criteria", "criteria.1.maxScore", "evaluatorIds"): the contract's messages word for word.
 */
export function planProblems(draft: PlanDraft): Record<string, string> {
  const result = planBody.safeParse(bodyOf(draft));
  const problems: Record<string, string> = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) problems[issue.path.join(".") || "body"] ??= issue.message;
  return problems;
}

/** The draft without the rows' React keys, to tell whether anything changed. */
const comparable = (draft: PlanDraft) =>
  JSON.stringify({ ...draft, criteria: draft.criteria.map(({ key: _key, ...item }) => item) });

export function sameDraft(a: PlanDraft, b: PlanDraft): boolean {
  return comparable(a) === comparable(b);
}
