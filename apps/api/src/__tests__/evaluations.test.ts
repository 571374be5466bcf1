import { type EvaluationPlan, evaluationMessages, messages, type ReviewItem } from "@foyer/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  evaluationPlanEvaluators,
  eventSessions,
  eventUsers,
  roles,
  sessionEvaluations,
} from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Evaluation plans (issue 5 item 1 "evaluators redirected from the dashboard to their
 * evaluations"; spec 1 §2 "evaluation", §6 "An evaluator role exists at event level"): who may
 * manage and monitor plans, who may score, what the scores must be, and what the figures say.
 */

let t: TestApp;
const summit = DEMO.summit.id;
const plansUrl = `/api/events/${summit}/evaluation-plans`;
const people = {
  admin: "",
  evaluator: "",
  evaluatorId: "",
  monitor: "",
  monitorId: "",
  outsider: "",
  outsiderId: "",
};
let topLevelSessions: { id: string; statusId: string | null }[] = [];

type Method = "GET" | "POST" | "PUT" | "DELETE";
function call(method: Method, url: string, token: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function createPlan(body: Record<string, unknown>): Promise<EvaluationPlan> {
  const response = await call("POST", plansUrl, people.admin, body);
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json().payload;
}

const committee = () => ({
  name: "Program committee",
  instructions: "Score each talk.\nBe kind.",
  criteria: [
    { name: "Relevance", maxScore: 5 },
    { name: "Clarity", maxScore: 10 },
  ],
  evaluatorIds: [people.evaluatorId],
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  people.admin = (await signIn(t.app)).tokens.id_token;
  // An evaluator: on the Summit's team with no role at all.
  const evaluator = await signUp(t.app, "evaluator@example.com");
  await db.insert(eventUsers).values({ eventId: summit, userId: evaluator.id });
  // A member who may read (monitor) plans but evaluates none.
  await db.insert(roles).values({
    id: "role-plans-reader",
    orgId: DEMO.org.id,
    name: "Plans reader",
    permissions: ["evaluationPlans_read"],
  });
  const monitor = await signUp(t.app, "monitor@example.com");
  await db.insert(eventUsers).values({ eventId: summit, userId: monitor.id, roleId: "role-plans-reader" });
  const outsider = await signUp(t.app, "outsider.evaluations@example.com");
  Object.assign(people, {
    evaluator: evaluator.token,
    evaluatorId: evaluator.id,
    monitor: monitor.token,
    monitorId: monitor.id,
    outsider: outsider.token,
    outsiderId: outsider.id,
  });
  topLevelSessions = (
    await db
      .select({ id: eventSessions.id, statusId: eventSessions.statusId, parentId: eventSessions.parentId })
      .from(eventSessions)
      .where(eq(eventSessions.eventId, summit))
  ).filter((row) => row.parentId === null);
});

afterAll(async () => {
  await t?.close();
});

describe("evaluation plans: managing them", () => {
  it("creates a plan with its criteria and evaluators; it covers the event's top-level sessions", async () => {
    const plan = await createPlan(committee());
    expect(plan).toMatchObject({
      name: "Program committee",
      instructions: "Score each talk.\nBe kind.",
      statusId: null,
      sessionCount: topLevelSessions.length,
      evaluationCount: 0,
      evaluators: [{ userId: people.evaluatorId, email: "evaluator@example.com" }],
    });
    expect(plan.criteria.map((item) => [item.name, item.maxScore])).toEqual([
      ["Relevance", 5],
      ["Clarity", 10],
    ]);
    const candidates = await call("GET", `/api/events/${summit}/evaluators`, people.admin);
    expect(candidates.json().payload.map((person: { email: string }) => person.email)).toEqual(
      expect.arrayContaining(["evaluator@example.com", "monitor@example.com", DEMO.admin.email]),
    );
    expect((await call("GET", `/api/events/${summit}/evaluators`, people.monitor)).statusCode).toBe(403);
    const list = await call("GET", plansUrl, people.monitor);
    expect(list.statusCode).toBe(200);
    expect(list.json().payload.map((item: EvaluationPlan) => item.id)).toContain(plan.id);
  });

  it("refuses bad plans with the field's sentence", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...committee(), name: "  " }, `name: ${evaluationMessages.nameRequired}`],
      [{ ...committee(), criteria: [] }, `criteria: ${evaluationMessages.criteriaRequired}`],
      [
        { ...committee(), criteria: [{ name: "A", maxScore: 0 }] },
        `criteria.0.maxScore: ${evaluationMessages.criterionMax}`,
      ],
      [
        { ...committee(), criteria: [{ name: "A", maxScore: 2.5 }] },
        `criteria.0.maxScore: ${evaluationMessages.criterionMax}`,
      ],
      [
        {
          ...committee(),
          criteria: [
            { name: "Fit", maxScore: 3 },
            { name: "FIT", maxScore: 3 },
          ],
        },
        `criteria: ${evaluationMessages.criterionTwice}`,
      ],
      [{ ...committee(), evaluatorIds: [people.outsiderId] }, evaluationMessages.notOnTeam],
      [{ ...committee(), statusId: "no-such-status" }, evaluationMessages.unknownStatus],
      [{ ...committee(), extra: 1 }, "Unknown field(s): extra"],
    ];
    for (const [body, message] of cases) {
      const response = await call("POST", plansUrl, people.admin, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const notAPlan = await call("POST", plansUrl, people.admin, [1, 2]);
    expect(notAPlan.json().message).toBe(evaluationMessages.planBody);
  });

  it("needs update on evaluationPlans to change plans, read to see them; outsiders get nothing", async () => {
    const plan = await createPlan({ ...committee(), name: "Guarded" });
    expect((await call("POST", plansUrl, people.monitor, committee())).json().message).toBe(
      messages.noPermission,
    );
    expect((await call("PUT", `${plansUrl}/${plan.id}`, people.monitor, committee())).statusCode).toBe(403);
    expect((await call("DELETE", `${plansUrl}/${plan.id}`, people.evaluator)).statusCode).toBe(403);
    expect((await call("GET", plansUrl, people.evaluator)).json().message).toBe(messages.noPermission);
    for (const url of [plansUrl, `${plansUrl}/${plan.id}`, `/api/events/${summit}/my-evaluations`]) {
      const response = await call("GET", url, people.outsider);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(messages.noAccess);
    }
    // A plan id read through another event of the organization is unknown there.
    const meetup = await call(
      "GET",
      `/api/events/${DEMO.meetup.id}/evaluation-plans/${plan.id}`,
      people.admin,
    );
    expect(meetup.statusCode).toBe(404);
  });
});

describe("the evaluator role", () => {
  it("an assigned member without admin rights is an evaluator on the event profile; admins are not", async () => {
    const profileUrl = (userId: string) => `/api/permissions/event/${summit}/user/${userId}`;
    const evaluator = await call("GET", profileUrl(people.evaluatorId), people.evaluator);
    expect(evaluator.json().payload).toMatchObject({ isEvaluator: true, isMember: true });
    const monitor = await call("GET", profileUrl(people.monitorId), people.monitor);
    expect(monitor.json().payload.isEvaluator).toBe(false);
    const adminId = DEMO.admin.id;
    expect((await call("GET", profileUrl(adminId), people.admin)).json().payload.isEvaluator).toBe(false);
  });

  it("scores sessions: every criterion, in range, and saving again replaces the scores", async () => {
    const plan = await createPlan({ ...committee(), name: "Scoring" });
    const [relevance, clarity] = plan.criteria.map((item) => item.id) as [string, string];
    const mine = await call("GET", `/api/events/${summit}/my-evaluations`, people.evaluator);
    expect(mine.json().payload).toContainEqual(
      expect.objectContaining({ id: plan.id, total: topLevelSessions.length, done: 0 }),
    );
    const list = await call("GET", `${plansUrl}/${plan.id}/review`, people.evaluator);
    expect(list.statusCode).toBe(200);
    const sessions = list.json().payload.sessions as { id: string; total: number | null }[];
    expect(sessions).toHaveLength(topLevelSessions.length);
    expect(sessions.every((session) => session.total === null)).toBe(true);
    const [first, second] = sessions as unknown as [{ id: string }, { id: string }];

    const item = await call("GET", `${plansUrl}/${plan.id}/review/${second.id}`, people.evaluator);
    const review = item.json().payload as ReviewItem;
    expect(review).toMatchObject({ previousId: first.id, evaluation: null, session: { id: second.id } });

    const url = `${plansUrl}/${plan.id}/review/${first.id}`;
    const refusals: [unknown, string][] = [
      [{ scores: { [relevance]: 4 } }, evaluationMessages.scoreMissing("Clarity")],
      [{ scores: { [relevance]: 6, [clarity]: 1 } }, evaluationMessages.scoreRange("Relevance", 5)],
      [{ scores: { [relevance]: -1, [clarity]: 1 } }, evaluationMessages.scoreRange("Relevance", 5)],
      [{ scores: { [relevance]: 1, [clarity]: 1, other: 2 } }, evaluationMessages.unknownCriterion],
      [{ scores: { [relevance]: 1.5, [clarity]: 1 } }, "Scores must be whole numbers"],
      [
        { scores: { [relevance]: 1, [clarity]: 1 }, comment: "x".repeat(5001) },
        evaluationMessages.commentTooLong,
      ],
    ];
    for (const [body, message] of refusals) {
      const response = await call("PUT", url, people.evaluator, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const saved = await call("PUT", url, people.evaluator, {
      scores: { [relevance]: 4, [clarity]: 7 },
      comment: "<b>Good</b>",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().payload).toMatchObject({
      scores: { [relevance]: 4, [clarity]: 7 },
      comment: "<b>Good</b>",
    });
    await call("PUT", url, people.evaluator, { scores: { [relevance]: 5, [clarity]: 9 } });
    const again = (await call("GET", url, people.evaluator)).json().payload as ReviewItem;
    expect(again.evaluation).toMatchObject({ scores: { [relevance]: 5, [clarity]: 9 }, comment: "" });
    const after = await call("GET", `${plansUrl}/${plan.id}/review`, people.evaluator);
    expect(after.json().payload.sessions[0]).toMatchObject({ id: first.id, total: 14 });
    const progress = (await call("GET", `/api/events/${summit}/my-evaluations`, people.evaluator)).json()
      .payload as { id: string; done: number }[];
    expect(progress.find((entry) => entry.id === plan.id)?.done).toBe(1);
  });

  it("only the plan's evaluators may review it, whatever else they may read", async () => {
    const plan = await createPlan({ ...committee(), name: "Closed", evaluatorIds: [] });
    const session = topLevelSessions[0]?.id as string;
    for (const token of [people.evaluator, people.monitor, people.admin]) {
      const response = await call("GET", `${plansUrl}/${plan.id}/review`, token);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(evaluationMessages.notEvaluator);
      const put = await call("PUT", `${plansUrl}/${plan.id}/review/${session}`, token, { scores: {} });
      expect(put.statusCode).toBe(403);
    }
    expect((await call("GET", `${plansUrl}/${plan.id}/review`, people.outsider)).json().message).toBe(
      messages.noAccess,
    );
    expect((await call("GET", `${plansUrl}/no-such-plan/review`, people.evaluator)).statusCode).toBe(404);
  });
});

describe("plan changes, the status filter and the monitor", () => {
  it("a plan of one status covers only those sessions; others answer 404 to its evaluators", async () => {
    const withStatus = topLevelSessions.find((session) => session.statusId !== null);
    if (!withStatus?.statusId) throw new Error("the demo has sessions with a status");
    const plan = await createPlan({ ...committee(), name: "By status", statusId: withStatus.statusId });
    const covered = topLevelSessions.filter((session) => session.statusId === withStatus.statusId);
    expect(plan.sessionCount).toBe(covered.length);
    expect(plan.statusName).not.toBeNull();
    // Listed beside a plan of every status, each keeps its own count.
    const all = await createPlan({ ...committee(), name: "Every status" });
    const listed: EvaluationPlan[] = (await call("GET", plansUrl, people.admin)).json().payload;
    expect(listed.find((item) => item.id === plan.id)?.sessionCount).toBe(covered.length);
    expect(listed.find((item) => item.id === all.id)?.sessionCount).toBe(topLevelSessions.length);
    expect(covered.length).toBeLessThan(topLevelSessions.length);
    const outside = topLevelSessions.find((session) => session.statusId !== withStatus.statusId);
    if (!outside) throw new Error("the demo has sessions of another status");
    const response = await call("GET", `${plansUrl}/${plan.id}/review/${outside.id}`, people.evaluator);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(evaluationMessages.sessionNotInPlan);
  });

  it("monitors progress and averages; a criterion kept by id keeps its scores, a dropped one stops counting", async () => {
    const plan = await createPlan({ ...committee(), name: "Monitored" });
    const [relevance, clarity] = plan.criteria as unknown as [{ id: string }, { id: string }];
    const session = topLevelSessions[0]?.id as string;
    await call("PUT", `${plansUrl}/${plan.id}/review/${session}`, people.evaluator, {
      scores: { [relevance.id]: 3, [clarity.id]: 8 },
    });
    const monitorUrl = `${plansUrl}/${plan.id}/monitor`;
    expect((await call("GET", monitorUrl, people.evaluator)).statusCode).toBe(403);
    const view = (await call("GET", monitorUrl, people.monitor)).json().payload;
    expect(view.evaluators).toEqual([expect.objectContaining({ userId: people.evaluatorId, done: 1 })]);
    expect(view.sessions.find((row: { id: string }) => row.id === session)).toMatchObject({
      evaluations: 1,
      averages: { [relevance.id]: 3, [clarity.id]: 8 },
      averageTotal: 11,
    });
    expect(view.sessions.filter((row: { evaluations: number }) => row.evaluations === 0)).toHaveLength(
      topLevelSessions.length - 1,
    );

    const updated = await call("PUT", `${plansUrl}/${plan.id}`, people.admin, {
      ...committee(),
      name: "Monitored",
      criteria: [{ id: relevance.id, name: "Relevance to the audience", maxScore: 5 }],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().payload.criteria).toEqual([
      { id: relevance.id, name: "Relevance to the audience", maxScore: 5 },
    ]);
    const after = (await call("GET", monitorUrl, people.monitor)).json().payload;
    expect(after.sessions.find((row: { id: string }) => row.id === session)).toMatchObject({
      averages: { [relevance.id]: 3 },
      averageTotal: 3,
    });
    const stray = await call("PUT", `${plansUrl}/${plan.id}`, people.admin, {
      ...committee(),
      criteria: [{ id: "not-a-criterion", name: "X", maxScore: 5 }],
    });
    expect(stray.json().message).toBe(evaluationMessages.unknownCriterion);
  });

  it("leaving the team ends the assignment; deleting the plan deletes its evaluations", async () => {
    const db = t.database.db;
    const leaver = await signUp(t.app, "leaver@example.com");
    await db.insert(eventUsers).values({ eventId: summit, userId: leaver.id });
    const plan = await createPlan({ ...committee(), name: "Short-lived", evaluatorIds: [leaver.id] });
    const session = topLevelSessions[0]?.id as string;
    const [relevance, clarity] = plan.criteria as unknown as [{ id: string }, { id: string }];
    await call("PUT", `${plansUrl}/${plan.id}/review/${session}`, leaver.token, {
      scores: { [relevance.id]: 1, [clarity.id]: 1 },
    });
    const removed = await call("DELETE", `/api/event-users/${summit}/users/${leaver.id}`, people.admin);
    expect(removed.statusCode).toBe(200);
    const assigned = await db
      .select()
      .from(evaluationPlanEvaluators)
      .where(
        and(eq(evaluationPlanEvaluators.planId, plan.id), eq(evaluationPlanEvaluators.userId, leaver.id)),
      );
    expect(assigned).toEqual([]);
    expect((await call("GET", `${plansUrl}/${plan.id}/review`, leaver.token)).statusCode).toBe(403);

    expect((await call("DELETE", `${plansUrl}/${plan.id}`, people.admin)).json().payload).toEqual({
      id: plan.id,
    });
    expect((await call("GET", `${plansUrl}/${plan.id}`, people.admin)).statusCode).toBe(404);
    const left = await db.select().from(sessionEvaluations).where(eq(sessionEvaluations.planId, plan.id));
    expect(left).toEqual([]);
  });
});
