import type { CloneOptions, JobProgress } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import { createCloneApi } from "../api/clone.js";
import { isHttpError } from "../errors.js";
import { createTestSdk, jsonResponse, type Route } from "./helpers.js";

function setup(routes: Record<string, Route>) {
  const { sdk, server } = createTestSdk(routes);
  return { clone: createCloneApi(sdk.http), server };
}

describe("the clone calls of spec 2 §7 (payload unwrapped)", () => {
  it("sources(filter) sends q and orgId only when given", async () => {
    const { clone, server } = setup({
      "GET /api/event/clone-sources": () => jsonResponse(200, { payload: [] }),
    });
    await clone.sources();
    await clone.sources({ q: "Summit", orgId: "o-1" });
    expect(server.calls[0]?.url.searchParams.has("q")).toBe(false);
    expect(server.calls[1]?.url.searchParams.get("q")).toBe("Summit");
    expect(server.calls[1]?.url.searchParams.get("orgId")).toBe("o-1");
  });

  it("options(eventId) reads GET /event/clone-options/{eventId}", async () => {
    const options: CloneOptions = {
      event: {
        id: "e 1",
        name: "Summit",
        date_from: "2025-03-17",
        date_to: "2025-03-19",
        timezone: "UTC",
        org_id: "o",
        org_name: "O",
      },
      groups: [],
    };
    const { clone, server } = setup({
      "GET /api/event/clone-options/e%201": () => jsonResponse(200, { payload: options }),
    });
    await expect(clone.options("e 1")).resolves.toEqual(options);
    expect(server.calls[0]?.url.pathname).toBe("/api/event/clone-options/e%201");
  });

  it("start(request) posts the clone request and answers the job id", async () => {
    const { clone, server } = setup({
      "POST /api/event/clone": () => jsonResponse(202, { payload: { jobId: "j-1", job_id: "j-1" } }),
    });
    const request = {
      eventSourceId: "e-1",
      cloneToOrgId: "o-1",
      newEventName: "Summit (copy)",
      newEventStartDate: "2026-03-16",
      newEventEndDate: "2026-03-18",
      contentType: "everything" as const,
    };
    await expect(clone.start(request)).resolves.toEqual({ jobId: "j-1", job_id: "j-1" });
    expect(server.calls[0]?.body).toEqual(request);
  });

  it("progress(jobId) reads status and payload; errors stay HTTP errors", async () => {
    const job: JobProgress = {
      status: "completed",
      payload: { progress: 1, remainingSeconds: 0, latestOperation: "Completed", newEventId: "e-2" },
    };
    const { clone } = setup({
      "GET /api/jobs/progress/j-1": () => jsonResponse(200, { payload: job }),
      "GET /api/jobs/progress/j-2": () => jsonResponse(404, { message: "This job does not exist." }),
    });
    await expect(clone.progress("j-1")).resolves.toEqual(job);
    const failure = await clone.progress("j-2").catch((error: unknown) => error);
    expect(isHttpError(failure) && failure.status).toBe(404);
  });

  it("dayGroups(eventId) reads the event's labels", async () => {
    const { clone } = setup({
      "GET /api/event/e-1/day-groups": () =>
        jsonResponse(200, {
          payload: [{ id: 2, name: "Show Days", color: "#01C07C", days: ["2026-03-16"] }],
        }),
    });
    await expect(clone.dayGroups("e-1")).resolves.toEqual([
      { id: 2, name: "Show Days", color: "#01C07C", days: ["2026-03-16"] },
    ]);
  });
});
