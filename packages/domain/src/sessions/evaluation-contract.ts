import { z } from "zod";

/*
 * Evaluation plans (spec 1 §2 "evaluation", "sessions/evaluation-plans", "review/{planId}",
 * "monitor/{planId}"; §6 "Evaluators are redirected from /dashboard to their evaluations page. An
 * evaluator role exists at event level."). A plan names the criteria an event's sessions are
 * scored on and the team members who score them: its evaluators. The sessions it covers are the
 * event's top-level sessions, or only those of one status ("Submitted"). Each evaluator gives each
 * session a whole-number score per criterion, from 0 to the criterion's maximum, and may add a
 * comment. An event member assigned to a plan holds the event's evaluator role.
 *
 * API under `/api/events/{eventId}/`: `evaluation-plans` (read / update evaluationPlans),
 * `my-evaluations` and `evaluation-plans/{planId}/review…` (the plan's own evaluators),
 * `evaluation-plans/{planId}/monitor` (read evaluationPlans). The server parses every body with
 * these; the admin's forms check the same rules first.
 */

export const PLAN_NAME_MAX = 120;
export const PLAN_INSTRUCTIONS_MAX = 5000;
export const CRITERION_NAME_MAX = 120;
export const MAX_CRITERIA = 20;
export const MAX_CRITERION_SCORE = 100;
export const MAX_EVALUATORS = 200;
export const EVALUATION_COMMENT_MAX = 5000;

export const evaluationMessages = {
  nameRequired: "Name is required",
  nameTooLong: `Name must be at most ${PLAN_NAME_MAX} characters`,
  instructionsTooLong: `Instructions must be at most ${PLAN_INSTRUCTIONS_MAX} characters`,
  criterionNameRequired: "Each criterion needs a name",
  criterionNameTooLong: `A criterion's name must be at most ${CRITERION_NAME_MAX} characters`,
  criterionMax: `A criterion's maximum score must be a whole number from 1 to ${MAX_CRITERION_SCORE}`,
  criteriaRequired: "Add at least one criterion",
  tooManyCriteria: `A plan can have at most ${MAX_CRITERIA} criteria`,
  criterionTwice: "Two criteria have the same name",
  tooManyEvaluators: `A plan can have at most ${MAX_EVALUATORS} evaluators`,
  evaluatorTwice: "An evaluator is listed twice",
  notOnTeam: "Evaluators must be members of the event's team",
  unknownCriterion: "This criterion is not part of the plan",
  unknownStatus: "This status does not exist in this event",
  planBody:
    'Send an object with the plan, such as {"name": "Program committee", "criteria": [{"name": "Relevance", "maxScore": 5}], "evaluatorIds": []}',
  evaluationBody: 'Send an object with the scores, such as {"scores": {"<criterion id>": 4}, "comment": ""}',
  scoreRange: (name: string, max: number) => `“${name}” takes a whole number from 0 to ${max}`,
  scoreMissing: (name: string) => `Score “${name}”`,
  commentTooLong: `The comment must be at most ${EVALUATION_COMMENT_MAX} characters`,
  planNotFound: "This evaluation plan does not exist.",
  notEvaluator: "You are not an evaluator of this plan.",
  sessionNotInPlan: "This session is not part of this evaluation plan.",
  deleted: (name: string) => `Deleted “${name}”`,
} as const;

/** One thing a plan's sessions are scored on. */
export const evaluationCriterion = z
  .object({
    id: z.string(),
    name: z.string(),
    maxScore: z.number().int().describe("The highest score (the lowest is 0)."),
  })
  .meta({ id: "EvaluationCriterion" });
export type EvaluationCriterion = z.infer<typeof evaluationCriterion>;

/** A team member who evaluates a plan's sessions. */
export const planEvaluator = z
  .object({ userId: z.string(), name: z.string(), email: z.string() })
  .meta({ id: "PlanEvaluator" });
export type PlanEvaluator = z.infer<typeof planEvaluator>;

/** A plan as its pages show it (`GET /api/events/{eventId}/evaluation-plans[/{planId}]`). */
export const evaluationPlan = z
  .object({
    id: z.string(),
    name: z.string(),
    instructions: z.string(),
    statusId: z
      .string()
      .nullable()
      .describe("Only sessions of this status are evaluated; null: every top-level session."),
    statusName: z.string().nullable(),
    criteria: z.array(evaluationCriterion),
    evaluators: z.array(planEvaluator),
    sessionCount: z.number().int().describe("How many sessions the plan covers now."),
    evaluationCount: z.number().int().describe("How many evaluations its evaluators have saved."),
    updatedAt: z.string(),
  })
  .meta({ id: "EvaluationPlan" });
export type EvaluationPlan = z.infer<typeof evaluationPlan>;

/** A plan on the evaluator's list (`GET /api/events/{eventId}/my-evaluations`). */
export const myEvaluationPlan = z.object({
  id: z.string(),
  name: z.string(),
  instructions: z.string(),
  total: z.number().int().describe("Sessions to evaluate."),
  done: z.number().int().describe("How many of them the evaluator has evaluated."),
});
export type MyEvaluationPlan = z.infer<typeof myEvaluationPlan>;

/** One session on an evaluator's review list. */
export const reviewSession = z.object({
  id: z.string(),
  title: z.string(),
  track: z.string().nullable(),
  format: z.string().nullable(),
  total: z.number().nullable().describe("The evaluator's total over the criteria; null while not evaluated."),
});
export type ReviewSession = z.infer<typeof reviewSession>;

/** What an evaluator sees of a plan. */
const reviewedPlan = evaluationPlan
  .pick({ id: true, name: true, instructions: true, criteria: true })
  .meta({ id: "ReviewedPlan" });

/** `GET …/evaluation-plans/{planId}/review`: the plan and its sessions, for one evaluator. */
export const reviewList = z.object({ plan: reviewedPlan, sessions: z.array(reviewSession) });
export type ReviewList = z.infer<typeof reviewList>;

/** An evaluator's scores of one session. */
export const sessionEvaluation = z.object({
  scores: z.record(z.string(), z.number()).describe("Score by criterion id."),
  comment: z.string(),
  updatedAt: z.string(),
});
export type SessionEvaluation = z.infer<typeof sessionEvaluation>;

/** `GET …/review/{sessionId}`: what the evaluator reads and scores. */
export const reviewItem = z.object({
  plan: reviewedPlan,
  session: z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    track: z.string().nullable(),
    format: z.string().nullable(),
    level: z.string().nullable(),
    language: z.string().nullable(),
    status: z.string().nullable(),
    people: z
      .array(z.object({ role: z.string(), name: z.string() }))
      .describe('"Speaker: Ada Lovelace" style lines, in role order.'),
  }),
  evaluation: sessionEvaluation.nullable(),
  previousId: z.string().nullable().describe("The session before in the review list."),
  nextId: z.string().nullable().describe("The session after in the review list."),
});
export type ReviewItem = z.infer<typeof reviewItem>;

/** One session's row on the monitor page. */
export const monitorSession = z.object({
  id: z.string(),
  title: z.string(),
  evaluations: z.number().int().describe("How many evaluators have evaluated it."),
  averages: z
    .record(z.string(), z.number())
    .describe("Average score per criterion id (absent: nobody scored it yet)."),
  averageTotal: z
    .number()
    .nullable()
    .describe("Average of the evaluators' totals; null before the first evaluation."),
});
export type MonitorSession = z.infer<typeof monitorSession>;

/** `GET …/evaluation-plans/{planId}/monitor`: progress and scores for the plan's managers. */
export const monitorView = z.object({
  plan: evaluationPlan,
  evaluators: z
    .array(planEvaluator.extend({ done: z.number().int() }))
    .describe("Per evaluator: how many sessions they have evaluated."),
  sessions: z.array(monitorSession),
});
export type MonitorView = z.infer<typeof monitorView>;

const id = (label: string) =>
  z
    .string({ error: `${label} must be an id` })
    .trim()
    .min(1, `${label} must be an id`)
    .max(200, `${label} must be an id`);

const criterion = z
  .object(
    {
      /** Kept when editing, so the scores already given stay with it. */
      id: id("Criterion").optional(),
      name: z
        .string({ error: evaluationMessages.criterionNameRequired })
        .trim()
        .min(1, evaluationMessages.criterionNameRequired)
        .max(CRITERION_NAME_MAX, evaluationMessages.criterionNameTooLong),
      maxScore: z
        .number({ error: evaluationMessages.criterionMax })
        .int(evaluationMessages.criterionMax)
        .min(1, evaluationMessages.criterionMax)
        .max(MAX_CRITERION_SCORE, evaluationMessages.criterionMax),
    },
    { error: evaluationMessages.criterionNameRequired },
  )
  .strict();

/** POST /events/{eventId}/evaluation-plans and PUT …/{planId}: the whole plan. */
export const planBody = z
  .object(
    {
      name: z
        .string({ error: evaluationMessages.nameRequired })
        .trim()
        .min(1, evaluationMessages.nameRequired)
        .max(PLAN_NAME_MAX, evaluationMessages.nameTooLong),
      instructions: z
        .string({ error: evaluationMessages.instructionsTooLong })
        .max(PLAN_INSTRUCTIONS_MAX, evaluationMessages.instructionsTooLong)
        .default(""),
      statusId: id("Status").nullable().default(null),
      criteria: z
        .array(criterion, { error: evaluationMessages.criteriaRequired })
        .min(1, evaluationMessages.criteriaRequired)
        .max(MAX_CRITERIA, evaluationMessages.tooManyCriteria),
      evaluatorIds: z
        .array(id("Evaluator"), { error: "evaluatorIds must be a list of user ids" })
        .max(MAX_EVALUATORS, evaluationMessages.tooManyEvaluators)
        .default([]),
    },
    { error: evaluationMessages.planBody },
  )
  .strict()
  .refine((body) => new Set(body.evaluatorIds).size === body.evaluatorIds.length, {
    path: ["evaluatorIds"],
    message: evaluationMessages.evaluatorTwice,
  })
  .refine(
    (body) => new Set(body.criteria.map((item) => item.name.toLowerCase())).size === body.criteria.length,
    { path: ["criteria"], message: evaluationMessages.criterionTwice },
  )
  .refine(
    (body) => {
      const ids = body.criteria.flatMap((item) => (item.id ? [item.id] : []));
      return new Set(ids).size === ids.length;
    },
    { path: ["criteria"], message: "A criterion is listed twice" },
  );
export type PlanBody = z.input<typeof planBody>;

/**
 * PUT …/evaluation-plans/{planId}/review/{sessionId}: the evaluator's scores. Every criterion of
 * the plan must be scored; the server checks the ranges against the plan (scoreProblems).
 */
export const evaluationBody = z
  .object(
    {
      scores: z.record(
        z.string().max(200),
        z.number({ error: "Scores must be whole numbers" }).int("Scores must be whole numbers"),
        { error: evaluationMessages.evaluationBody },
      ),
      comment: z
        .string({ error: evaluationMessages.commentTooLong })
        .max(EVALUATION_COMMENT_MAX, evaluationMessages.commentTooLong)
        .default(""),
    },
    { error: evaluationMessages.evaluationBody },
  )
  .strict();
export type EvaluationBody = z.input<typeof evaluationBody>;

/**
 * What is wrong with `scores` for these criteria, as sentences (empty: nothing): a criterion not
 * scored, a score out of its range, a score for something that is not a criterion of the plan.
 * The review form shows the same sentences before it sends.
 */
export function scoreProblems(
  criteria: readonly EvaluationCriterion[],
  scores: Readonly<Record<string, number | undefined>>,
): string[] {
  const problems: string[] = [];
  const known = new Set(criteria.map((item) => item.id));
  for (const item of criteria) {
    const score = scores[item.id];
    if (score === undefined || Number.isNaN(score)) problems.push(evaluationMessages.scoreMissing(item.name));
    else if (!Number.isInteger(score) || score < 0 || score > item.maxScore) {
      problems.push(evaluationMessages.scoreRange(item.name, item.maxScore));
    }
  }
  if (Object.keys(scores).some((key) => !known.has(key))) problems.push(evaluationMessages.unknownCriterion);
  return problems;
}

/** The total of an evaluation's scores (what review lists and the monitor compare). */
export function scoreTotal(scores: Readonly<Record<string, number>>): number {
  return Object.values(scores).reduce((sum, score) => sum + score, 0);
}

/** Where an evaluator lands from the event's dashboard (spec 1 §6). */
export const MY_EVALUATIONS_SUBPATH = "evaluation/my-evaluations";
