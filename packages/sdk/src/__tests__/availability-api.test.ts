import { describe, expect, it } from "vitest";
import { createPortalProfileApi } from "../api/portal-profile.js";
import { createScheduleApi } from "../api/schedule.js";
import { isHttpError } from "../errors.js";
import { createTestSdk, jsonResponse, type Route } from "./helpers.js";

/* Issue 25 item 1: a person's availability, set by organizers on the contact and by the speaker in the portal. */

const windows = [{ startsAt: "2027-03-15T13:00:00.000Z", endsAt: "2027-03-15T16:00:00.000Z" }];
const days = { timezone: "America/New_York", startsOn: "2027-03-15", endsOn: "2027-03-17" };

function recording(payload: unknown) {
  const bodies: unknown[] = [];
  const route: Route = (call) => {
    bodies.push(call.body ?? null);
    return jsonResponse(200, { payload });
  };
  return { bodies, route };
}

describe("a contact's availability (organizers)", () => {
  it("reads and replaces the windows at /events/{eventId}/contacts/{contactId}/availability", async () => {
    const { bodies, route } = recording({ windows });
    const path = "/api/events/e%2F1/contacts/c%2F1/availability";
    const { sdk } = createTestSdk({ [`GET ${path}`]: route, [`PUT ${path}`]: route });
    const schedule = createScheduleApi(sdk.http, "e/1");
    await expect(schedule.contactAvailability("c/1")).resolves.toEqual({ windows });
    await expect(schedule.saveContactAvailability("c/1", [])).resolves.toEqual({ windows });
    expect(bodies).toEqual([null, { windows: [] }]);
  });

  it("a refused save keeps the server's message", async () => {
    const { sdk } = createTestSdk({
      "PUT /api/events/e1/contacts/c1/availability": () =>
        jsonResponse(400, {
          statusCode: 400,
          code: "VALIDATION_ERROR",
          message: "windows.0.endsAt: endsAt must be after startsAt",
        }),
    });
    const error = await createScheduleApi(sdk.http, "e1")
      .saveContactAvailability("c1", windows)
      .catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(400);
    expect(error instanceof Error && error.message).toContain("endsAt must be after startsAt");
  });
});

describe("the speaker's own availability (portal)", () => {
  it("reads and replaces it at …/me/availability, with the event's days and zone", async () => {
    const { bodies, route } = recording({ windows, ...days });
    const path = "/api/portal/speakers/p1/me/availability";
    const { sdk, server, tokens } = createTestSdk({ [`GET ${path}`]: route, [`PUT ${path}`]: route });
    const me = createPortalProfileApi(sdk.http, "speakers", "p1");
    await expect(me.availability()).resolves.toEqual({ windows, ...days });
    await me.saveAvailability(windows);
    expect(bodies).toEqual([null, { windows }]);
    expect(server.calls[1]?.headers.get("Authorization")).toBe(`Bearer ${tokens.id_token}`);
  });
});
