import { describe, expect, it } from "vitest";
import { todayIn } from "../dates/zoned.js";
import {
  dueDateLabel,
  isSafePortalLink,
  isTaskOverdue,
  portalTaskAssignBody,
  portalTaskBody,
} from "./portal-tasks.js";

describe("a task's link is a safe relative path inside the portal", () => {
  it("accepts paths below the portal", () => {
    for (const link of ["profile", "documents/request/4f1c-aa", "pages/page_1", "resources/r.1"]) {
      expect(isSafePortalLink(link), link).toBe(true);
    }
  });

  it("refuses schemes, //, .. and anything that could decode into them", () => {
    for (const link of [
      "https://evil.example",
      "javascript:alert(1)",
      "//evil.example",
      "a//b",
      "../admin",
      "documents/../../x",
      "./profile",
      "profile/",
      "%2e%2e/x",
      "a\\b",
      "profile?x=1",
      "",
      "x".repeat(501),
    ]) {
      expect(isSafePortalLink(link), link).toBe(false);
    }
  });

  it("the body forgives one leading slash, clears an empty link and explains a bad one", () => {
    expect(portalTaskBody.parse({ title: " T ", link: "/profile" })).toEqual({
      title: "T",
      description: "",
      dueDate: null,
      link: "profile",
    });
    expect(portalTaskBody.parse({ title: "T", link: "" }).link).toBeNull();
    const bad = portalTaskBody.safeParse({ title: "T", link: "//evil.example" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toContain("Link must be a path inside the portal");
  });
});

describe("task bodies", () => {
  it("need a title of at most 200 characters and a real calendar day", () => {
    expect(portalTaskBody.safeParse({ title: "" }).success).toBe(false);
    expect(portalTaskBody.safeParse({ title: "x".repeat(201) }).success).toBe(false);
    expect(portalTaskBody.safeParse({ title: "T", dueDate: "2027-02-30" }).success).toBe(false);
    expect(portalTaskBody.safeParse({ title: "T", dueDate: "2027-02-15" }).success).toBe(true);
    expect(portalTaskBody.safeParse({ title: "T", extra: 1 }).success).toBe(false);
  });

  it("assign takes either contactIds or a group, not both or neither", () => {
    expect(portalTaskAssignBody.safeParse({ contactIds: ["a"] }).success).toBe(true);
    expect(portalTaskAssignBody.safeParse({ group: "speakers" }).success).toBe(true);
    expect(portalTaskAssignBody.safeParse({ group: { segmentId: "s" } }).success).toBe(true);
    expect(portalTaskAssignBody.safeParse({}).success).toBe(false);
    expect(portalTaskAssignBody.safeParse({ contactIds: ["a"], group: "speakers" }).success).toBe(false);
    expect(portalTaskAssignBody.safeParse({ group: "everyone" }).success).toBe(false);
    expect(portalTaskAssignBody.safeParse({ contactIds: Array(1001).fill("a") }).success).toBe(false);
  });
});

describe("due dates", () => {
  it("today is the event's day, and an open task due before it is overdue", () => {
    // 02:00 UTC on the 16th is still the 15th in New York.
    expect(todayIn("America/New_York", new Date("2027-02-16T02:00:00Z"))).toBe("2027-02-15");
    expect(isTaskOverdue({ dueDate: "2027-02-14", done: false }, "2027-02-15")).toBe(true);
    expect(isTaskOverdue({ dueDate: "2027-02-15", done: false }, "2027-02-15")).toBe(false);
    expect(isTaskOverdue({ dueDate: "2027-02-14", done: true }, "2027-02-15")).toBe(false);
    expect(isTaskOverdue({ dueDate: null, done: false }, "2027-02-15")).toBe(false);
  });

  it("reads as a weekday and date", () => {
    expect(dueDateLabel("2027-02-15")).toBe("Mon, Feb 15, 2027");
  });
});
