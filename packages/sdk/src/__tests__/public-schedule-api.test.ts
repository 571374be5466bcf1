import { describe, expect, it } from "vitest";
import { createPublicScheduleApi } from "../api/public-schedule.js";
import { isHttpError } from "../errors.js";
import { BASE_URL, createTestSdk, jsonResponse } from "./helpers.js";

const path = "/api/public/events/summit%202027/schedule.json";
const schedule = {
  version: "1.0",
  releasedAt: "2027-03-01T12:00:00.000Z",
  changelog: "",
  event: {
    slug: "summit 2027",
    name: "Summit",
    timeZone: "UTC",
    startsOn: "2027-03-15",
    endsOn: "2027-03-17",
  },
  rooms: [],
  tracks: [],
  sessions: [],
};

describe("the public schedule exports (issue 25): no token, 404 before the first release", () => {
  it("GET /public/events/{eventSlug}/schedule.json without the signed-in user's token or id", async () => {
    const { sdk, server } = createTestSdk({
      [`GET ${path}`]: () => jsonResponse(200, { payload: schedule }),
    });
    const api = createPublicScheduleApi(sdk.http, sdk.config.baseUrl);
    await expect(api.get("summit 2027")).resolves.toEqual(schedule);
    const call = server.calls[0];
    expect(call?.headers.get("Authorization")).toBeNull();
    expect(call?.url.searchParams.has("userId")).toBe(false);
  });

  it("before the first release the call rejects with the 404", async () => {
    const { sdk } = createTestSdk({}, { tokens: null });
    const error = await createPublicScheduleApi(sdk.http, sdk.config.baseUrl)
      .get("summit 2027")
      .catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(404);
  });

  it("names the whole schedule's .ics beside the JSON", () => {
    const { sdk } = createTestSdk();
    expect(createPublicScheduleApi(sdk.http, `${BASE_URL}/`).icsUrl("summit 2027")).toBe(
      `${BASE_URL}/public/events/summit%202027/schedule.ics`,
    );
  });
});
