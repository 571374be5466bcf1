import { describe, expect, it } from "vitest";
import { createEvaluationsApi } from "../api/evaluations.js";
import { isHttpError } from "../errors.js";
import { createTestSdk, jsonResponse, type Route } from "./helpers.js";

const events = "/api/events/e%201";
const plans = `${events}/evaluation-plans`;

describe("createEvaluationsApi", () => {
  it("every call uses its path, method and JSON body, with ids encoded", async () => {
    const bodies: unknown[] = [];
    const record: Route = async (call) => {
      bodies.push(call.body ?? null);
      return jsonResponse(200, { payload: { ok: true } });
    };
    const { sdk, server } = createTestSdk({
      [`GET ${plans}`]: record,
      [`POST ${plans}`]: record,
      [`GET ${plans}/p%2F1`]: record,
      [`PUT ${plans}/p%2F1`]: record,
      [`DELETE ${plans}/p%2F1`]: record,
      [`GET ${events}/my-evaluations`]: record,
      [`GET ${plans}/p%2F1/review`]: record,
      [`GET ${plans}/p%2F1/review/s%201`]: record,
      [`PUT ${plans}/p%2F1/review/s%201`]: record,
      [`GET ${plans}/p%2F1/monitor`]: record,
      [`GET ${events}/evaluators`]: record,
    });
    const api = createEvaluationsApi(sdk.http, "e 1");
    const plan = { name: "Committee", criteria: [{ name: "Fit", maxScore: 5 }], evaluatorIds: ["u1"] };
    await api.plans();
    await api.create(plan);
    await api.plan("p/1");
    await api.update("p/1", plan);
    await api.remove("p/1");
    await api.mine();
    await api.reviewList("p/1");
    await api.reviewItem("p/1", "s 1");
    await api.evaluate("p/1", "s 1", { scores: { c1: 4 }, comment: "Good" });
    await api.monitor("p/1");
    await api.candidates();
    expect(server.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      `GET ${plans}`,
      `POST ${plans}`,
      `GET ${plans}/p%2F1`,
      `PUT ${plans}/p%2F1`,
      `DELETE ${plans}/p%2F1`,
      `GET ${events}/my-evaluations`,
      `GET ${plans}/p%2F1/review`,
      `GET ${plans}/p%2F1/review/s%201`,
      `PUT ${plans}/p%2F1/review/s%201`,
      `GET ${plans}/p%2F1/monitor`,
      `GET ${events}/evaluators`,
    ]);
    expect(bodies.filter((body) => body !== null)).toEqual([
      plan,
      plan,
      { scores: { c1: 4 }, comment: "Good" },
    ]);
  });

  it("a refused score rejects with the server's status and sentence", async () => {
    const { sdk } = createTestSdk({
      [`PUT ${plans}/p1/review/s1`]: () =>
        jsonResponse(400, { statusCode: 400, code: "VALIDATION_ERROR", message: "Score “Relevance”" }),
    });
    const error = await createEvaluationsApi(sdk.http, "e 1")
      .evaluate("p1", "s1", { scores: {} })
      .catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(400);
    expect(isHttpError(error) && error.message).toBe("Score “Relevance”");
  });
});
