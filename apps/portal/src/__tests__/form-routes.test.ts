import { describe, expect, it } from "vitest";
import { formPath, parseFormRoute } from "../intake/form-routes.js";

describe("the form routes of spec 1 §2 'Forms'", () => {
  it.each([
    ["/intake/summit/i1", { kind: "intake", slug: "summit", formId: "i1", page: "form" }],
    ["/intake/summit/i1/logon", { kind: "intake", slug: "summit", formId: "i1", page: "logon" }],
    ["/submit/summit/f1", { kind: "submission", slug: "summit", formId: "f1", page: "form" }],
    ["/submit/summit/f1/submissions/s1", { kind: "submission", formId: "f1", submissionId: "s1" }],
    ["/submit/summit/f1/step/logistics", { kind: "submission", stepId: "logistics" }],
    ["/submit/summit/f1/submissions/s1/step/files", { submissionId: "s1", stepId: "files" }],
    ["/submit/summit/f1/logon", { kind: "submission", page: "logon" }],
    ["/followup-forms/survey/f4", { kind: "followup", slug: "survey", formId: "f4", page: "form" }],
    ["/followup-forms/survey/f4/submissions/s9", { kind: "followup", submissionId: "s9" }],
    ["/followup-forms/survey/f4/preview", { kind: "followup", preview: true }],
    ["/followup-forms/survey/f4/enabledNewPortal/true", { kind: "followup", enabledNewPortal: "true" }],
    ["/applications/expo/a1", { kind: "application", slug: "expo", formId: "a1" }],
    ["/applications/expo/a1/submissions/s2", { kind: "application", submissionId: "s2" }],
    ["/applications/expo/a1/logon", { kind: "application", page: "logon" }],
  ])("%s", (path, expected) => {
    expect(parseFormRoute(path)).toMatchObject(expected);
  });

  it.each([
    "/submit/summit",
    "/intake/summit/i1/step/x",
    "/followup-forms/survey/f4/logon",
    "/applications/expo/a1/preview",
    "/submit/summit/f1/submissions",
    "/submit/summit/f1/logon/extra",
    "/submit/summit/%E0%A4%A/x",
    "/unknown/a/b",
  ])("%s is not a form page", (path) => expect(parseFormRoute(path)).toBeNull());

  it("builds the paths it parses", () => {
    for (const path of [
      "/submit/summit/f1/submissions/s1/step/files",
      "/followup-forms/survey/f4/preview",
      "/applications/expo/a1/logon",
      "/intake/my%20event/i1",
    ]) {
      const route = parseFormRoute(path);
      expect(route && formPath(route)).toBe(path);
    }
  });
});

describe("which URLs carry a step or a submission", () => {
  it("intake forms carry neither; submission forms both; applications and follow-ups submissions only", async () => {
    const { routeCarries } = await import("../intake/form-routes.js");
    expect([routeCarries("intake", "step"), routeCarries("intake", "submissions")]).toEqual([false, false]);
    expect([routeCarries("submission", "step"), routeCarries("submission", "submissions")]).toEqual([
      true,
      true,
    ]);
    expect([routeCarries("application", "step"), routeCarries("application", "submissions")]).toEqual([
      false,
      true,
    ]);
    expect([routeCarries("followup", "step"), routeCarries("followup", "submissions")]).toEqual([
      false,
      true,
    ]);
  });
});
