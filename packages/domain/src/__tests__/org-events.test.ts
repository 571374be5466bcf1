import { describe, expect, it } from "vitest";
import { todayIn } from "../dates/zoned.js";
import {
  compareOrgEvents,
  eventSlugOf,
  eventStatusOf,
  matchesEventSearch,
  newEventBody,
  newEventMessages,
} from "../organizations/org-events.js";
import {
  LOGO_MAX_BYTES,
  logoFileProblem,
  logoMessages,
  updateOrganizationBody,
} from "../organizations/organization.js";

const event = (from: string, to: string, timezone = "UTC", is_draft = false) => ({
  date_from: from,
  date_to: to,
  timezone,
  is_draft,
});

describe("an event's status is read in its own time zone", () => {
  // 23:30 UTC on 1 March is already 2 March in Tokyo and still 1 March in New York.
  const now = new Date("2027-03-01T23:30:00Z");

  it("todayIn gives the calendar day of the zone; UTC for an unknown zone", () => {
    expect(todayIn("Asia/Tokyo", now)).toBe("2027-03-02");
    expect(todayIn("America/New_York", now)).toBe("2027-03-01");
    expect(todayIn("Not/AZone", now)).toBe("2027-03-01");
  });

  it("upcoming, ongoing, past; drafts are drafts whatever their dates", () => {
    expect(eventStatusOf(event("2027-03-02", "2027-03-03", "Asia/Tokyo"), now)).toBe("ongoing");
    expect(eventStatusOf(event("2027-03-02", "2027-03-03", "America/New_York"), now)).toBe("upcoming");
    expect(eventStatusOf(event("2027-02-27", "2027-03-01", "Asia/Tokyo"), now)).toBe("past");
    expect(eventStatusOf(event("2027-02-27", "2027-03-01", "America/New_York"), now)).toBe("ongoing");
    expect(eventStatusOf(event("2020-01-01", "2020-01-01", "UTC", true), now)).toBe("draft");
  });
});

describe("the events list: starred first, then newest, then by name", () => {
  it("orders starred events before the rest", () => {
    const list = [
      { id: "a", name: "Alpha", date_from: "2027-01-01", starred: false },
      { id: "b", name: "beta", date_from: "2025-01-01", starred: true },
      { id: "c", name: "Gamma", date_from: "2028-01-01", starred: false },
      { id: "d", name: "Delta", date_from: "2027-01-01", starred: false },
    ];
    expect(list.sort(compareOrgEvents).map((item) => item.id)).toEqual(["b", "c", "a", "d"]);
  });

  it("search matches any part of the name ignoring case, or the slug", () => {
    expect(matchesEventSearch({ name: "Foyer Summit 2027", slug: "foyer-summit-2027" }, "  SUMMIT ")).toBe(
      true,
    );
    expect(matchesEventSearch({ name: "Foyer Summit 2027", slug: "foyer-summit-2027" }, "summit-2027")).toBe(
      true,
    );
    expect(matchesEventSearch({ name: "Meetup", slug: "meetup" }, "gala")).toBe(false);
    expect(matchesEventSearch({ name: "Meetup", slug: "meetup" }, "")).toBe(true);
  });
});

describe("the event-creation form's rules (server and browser share them)", () => {
  const valid = { name: "Gala", date_from: "2027-05-01", date_to: "2027-05-01", timezone: "Europe/Berlin" };
  const problems = (body: unknown) =>
    newEventBody.safeParse(body).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ??
    [];

  it("accepts a one-day event and trims the name", () => {
    expect(newEventBody.parse({ ...valid, name: "  Gala " }).name).toBe("Gala");
    expect(problems(valid)).toEqual([]);
  });

  it.each([
    [{ ...valid, name: "" }, `name: ${newEventMessages.nameRequired}`],
    [{ ...valid, date_from: "2027-13-01" }, `date_from: ${newEventMessages.badDate}`],
    [{ ...valid, date_to: "2027-04-30" }, `date_to: ${newEventMessages.endBeforeStart}`],
    [{ ...valid, date_to: "2028-05-01" }, `date_to: ${newEventMessages.tooLong}`],
    [{ ...valid, timezone: "Europe/Atlantis" }, `timezone: ${newEventMessages.unknownTimezone}`],
  ])("refuses %j", (body, problem) => {
    expect(problems(body)).toContain(problem);
  });

  it("allows exactly a year of days", () => {
    expect(problems({ ...valid, date_from: "2027-01-01", date_to: "2027-12-31" })).toEqual([]);
    expect(problems({ ...valid, date_from: "2028-01-01", date_to: "2028-12-31" })).toEqual([]);
  });

  it("makes URL slugs from names", () => {
    expect(eventSlugOf("Foyer Summit 2027!")).toBe("foyer-summit-2027");
    expect(eventSlugOf("Café Økonomi — Été")).toBe("cafe-konomi-ete");
    expect(eventSlugOf("!!!")).toBe("event");
  });
});

describe("logo upload (spec 1 §5: only jpeg, svg or png)", () => {
  it("accepts the three types and refuses others, empty and too large files", () => {
    expect(logoFileProblem({ type: "image/png", size: 10 })).toBeNull();
    expect(logoFileProblem({ type: "image/jpeg", size: 10 })).toBeNull();
    expect(logoFileProblem({ type: "image/svg+xml", size: 10 })).toBeNull();
    expect(logoFileProblem({ type: "image/gif", size: 10 })).toBe(logoMessages.wrongType);
    expect(logoFileProblem({ type: "image/bmp", size: 10 })).toBe(logoMessages.wrongType);
    expect(logoFileProblem({ type: "image/png", size: 0 })).toBe(logoMessages.empty);
    expect(logoFileProblem({ type: "image/png", size: LOGO_MAX_BYTES + 1 })).toBe(logoMessages.tooLarge);
  });

  it("PUT takes only addresses of uploaded files as logoImageUrl", () => {
    const url = "/api/uploads/3f1c2b4a-1d2e-4f5a-8b6c-7d8e9f0a1b2c";
    expect(updateOrganizationBody.parse({ logoImageUrl: url })).toEqual({ logoImageUrl: url });
    expect(updateOrganizationBody.parse({ logoImageUrl: null })).toEqual({ logoImageUrl: null });
    expect(updateOrganizationBody.safeParse({ logoImageUrl: "javascript:alert(1)" }).success).toBe(false);
    expect(updateOrganizationBody.safeParse({ logoImageUrl: `https://x.example${url}` }).success).toBe(false);
  });
});
