import { describe, expect, it } from "vitest";
import { isSameOriginPath } from "../index.js";

describe("returnTo and redirect_url accept only same-origin paths", () => {
  it.each(["/home", "/event-light/1/dashboard?tab=2#x", "/login?returnTo=%2Fhome", "/"])(
    "accepts %s",
    (path) => expect(isSameOriginPath(path)).toBe(true),
  );
  it.each([
    "//evil.example",
    "//evil.example/home",
    "/\\evil.example",
    "/\t/evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "home",
    "",
    " /home",
    "/%0a",
  ])("refuses %j", (path) => {
    // "/%0a" is a harmless encoded path; everything else must be refused.
    expect(isSameOriginPath(path)).toBe(path === "/%0a");
  });
  it("refuses non-strings and absurdly long values", () => {
    expect(isSameOriginPath(undefined)).toBe(false);
    expect(isSameOriginPath(42)).toBe(false);
    expect(isSameOriginPath(`/${"a".repeat(5000)}`)).toBe(false);
  });
});
