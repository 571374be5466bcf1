import { describe, expect, it } from "vitest";
import { createFileRequestsAdminApi, createPortalDocumentsApi } from "../api/portal-documents.js";
import { isHttpError } from "../errors.js";
import { createTestSdk, jsonResponse, type Route } from "./helpers.js";

const deps = { baseUrl: "http://localhost:3000/api", getValidIdToken: async () => null };

describe("the participant's file request calls", () => {
  const base = "/api/portal/speakers/p%2F1/me/file-requests";

  it("hand in and remove use their paths, the bearer token and a JSON body", async () => {
    const bodies: unknown[] = [];
    const answer: Route = (call) => {
      bodies.push(call.body ?? null);
      return jsonResponse(200, { payload: { id: "r 1", submissions: [] } });
    };
    const { sdk, server, tokens } = createTestSdk({
      [`POST ${base}/r%201/files`]: answer,
      [`DELETE ${base}/r%201/files/s%2F1`]: answer,
    });
    const documents = createPortalDocumentsApi(sdk.http, deps, "speakers", "p/1");
    await documents.handIn("r 1", "u-1");
    await documents.remove("r 1", "s/1");
    expect(bodies).toEqual([{ uploadId: "u-1" }, null]);
    expect(server.calls[0]?.headers.get("Authorization")).toBe(`Bearer ${tokens.id_token}`);
  });

  it("a refusal keeps the server's sentence", async () => {
    const { sdk } = createTestSdk({
      [`POST ${base}/r/files`]: () =>
        jsonResponse(409, { statusCode: 409, code: "VALIDATION_ERROR", message: "Remove one first." }),
    });
    const error = await createPortalDocumentsApi(sdk.http, deps, "speakers", "p/1")
      .handIn("r", "u")
      .catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(409);
    expect(isHttpError(error) && error.message).toContain("Remove one first.");
  });
});

describe("the organizer's file request calls", () => {
  it("recipients, review and the portal's files use their paths", async () => {
    const base = "/api/events/e1/portals/p1";
    const bodies: unknown[] = [];
    const answer: Route = (call) => {
      bodies.push(call.body ?? null);
      return jsonResponse(200, { payload: [] });
    };
    const { sdk } = createTestSdk({
      [`POST ${base}/file-requests/r1/recipients`]: answer,
      [`PUT ${base}/file-requests/r1/results/s1`]: answer,
      [`GET ${base}/files`]: answer,
    });
    const requests = createFileRequestsAdminApi(sdk.http, deps, "e1", "p1");
    await requests.addRecipients("r1", { group: "speakers" });
    await requests.review("r1", "s1", { status: "rejected", note: "16:9 please" });
    await requests.files();
    expect(bodies).toEqual([{ group: "speakers" }, { status: "rejected", note: "16:9 please" }, null]);
  });
});
