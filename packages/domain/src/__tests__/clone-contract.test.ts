import { describe, expect, it } from "vitest";
import { cloneMessages, cloneRequestBody, isJobRunning, noContentText } from "../index.js";

const valid = {
  eventSourceId: "e1",
  cloneToOrgId: "o1",
  newEventName: "  Summit (copy) ",
  newEventStartDate: "2026-03-16",
  newEventEndDate: "2026-03-18",
  contentType: "everything",
};

const firstMessage = (body: unknown) => {
  const result = cloneRequestBody.safeParse(body);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("the clone request (spec 2 §3)", () => {
  it("reads a minimal request with every default", () => {
    const parsed = cloneRequestBody.parse(valid);
    expect(parsed).toMatchObject({
      newEventName: "Summit (copy)",
      includeAllRecordData: false,
      includeAllFormSubmissions: false,
      includeAllOrders: false,
      includeAllRecords: [],
      excludedContent: { users: [], modules: [], forms: [], document_requests: [] },
    });
    expect(parsed.dayGroups).toBeUndefined();
  });

  it("says what is wrong with names and dates", () => {
    expect(firstMessage({ ...valid, newEventName: " " })).toBe(cloneMessages.nameRequired);
    expect(firstMessage({ ...valid, newEventStartDate: "2026-02-30" })).toBe(cloneMessages.badDate);
    expect(firstMessage({ ...valid, newEventEndDate: "2026-03-15" })).toBe(cloneMessages.endBeforeStart);
    expect(firstMessage({ ...valid, newEventEndDate: "2027-03-18" })).toBe(cloneMessages.tooLong);
    expect(firstMessage({ ...valid, contentType: "some" })).toBe(
      "contentType must be everything or specific",
    );
  });

  it("refuses unknown keys, here and in the exclusions", () => {
    expect(cloneRequestBody.safeParse({ ...valid, surprise: 1 }).success).toBe(false);
    expect(cloneRequestBody.safeParse({ ...valid, excludedContent: { orders: [] } }).success).toBe(false);
  });

  it("keeps labelled days inside the new dates, each in one group", () => {
    const group = (id: number, days: string[]) => ({ id, name: `G${id}`, color: "#01C07C", days });
    expect(firstMessage({ ...valid, dayGroups: [group(1, ["2026-03-19"])] })).toBe(cloneMessages.dayOutside);
    expect(firstMessage({ ...valid, dayGroups: [group(1, ["2026-03-16"]), group(2, ["2026-03-16"])] })).toBe(
      cloneMessages.dayTwice,
    );
    expect(firstMessage({ ...valid, dayGroups: [group(1, []), group(1, [])] })).toBe(
      cloneMessages.groupTwice,
    );
    // Day Off (id 0) only unassigns: whatever it lists is not checked.
    expect(
      firstMessage({ ...valid, dayGroups: [group(0, ["2020-01-01"]), group(2, ["2026-03-17"])] }),
    ).toBeNull();
  });
});

describe("texts and polling", () => {
  it("'There are no available {title} to copy.'", () => {
    expect(noContentText("Portals")).toBe("There are no available Portals to copy.");
  });

  it("polls while pending or processing, and stops on anything else", () => {
    expect(isJobRunning("pending")).toBe(true);
    expect(isJobRunning("processing")).toBe(true);
    expect(isJobRunning("completed")).toBe(false);
    expect(isJobRunning("error")).toBe(false);
  });
});
