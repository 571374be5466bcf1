import { describe, expect, it } from "vitest";
import { isTokenValid, readTokenClaims, readTokenExpiry } from "../token-validity.js";
import { makeJwt } from "./helpers.js";

const NOW = Date.UTC(2025, 0, 6, 12, 0, 0);
const nowSeconds = NOW / 1000;

describe("readTokenExpiry: the expiry is read from the token", () => {
  it("returns exp in seconds", () => {
    expect(readTokenExpiry(makeJwt({ exp: 1_900_000_000 }))).toBe(1_900_000_000);
  });

  it.each([
    ["an empty string", ""],
    ["null", null],
    ["undefined", undefined],
    ["garbage", "not-a-jwt"],
    ["a broken payload", "aaa.!!!.bbb"],
    ["a token without exp", makeJwt({ sub: "u" })],
    ["a token with a text exp", makeJwt({ exp: "tomorrow" })],
  ])("returns null for %s", (_label, token) => {
    expect(readTokenExpiry(token)).toBeNull();
  });

  it("readTokenClaims exposes sub, email and names", () => {
    expect(readTokenClaims(makeJwt({ sub: "u-1", email: "a@b.c", fname: "A", lname: "B" }))).toMatchObject({
      sub: "u-1",
      email: "a@b.c",
      fname: "A",
      lname: "B",
    });
    expect(readTokenClaims("nope")).toBeNull();
  });
});

describe("isTokenValid: a token is valid while its expiry is in the future", () => {
  it("is valid when exp is well in the future", () => {
    expect(isTokenValid(makeJwt({ exp: nowSeconds + 3600 }), NOW, 30)).toBe(true);
  });

  it("is invalid once exp has passed", () => {
    expect(isTokenValid(makeJwt({ exp: nowSeconds - 1 }), NOW, 0)).toBe(false);
  });

  it("is invalid at exactly exp", () => {
    expect(isTokenValid(makeJwt({ exp: nowSeconds }), NOW, 0)).toBe(false);
  });

  it("counts a token inside the leeway as expired", () => {
    expect(isTokenValid(makeJwt({ exp: nowSeconds + 30 }), NOW, 30)).toBe(false);
    expect(isTokenValid(makeJwt({ exp: nowSeconds + 31 }), NOW, 30)).toBe(true);
  });

  it("treats garbage and a missing exp as invalid", () => {
    expect(isTokenValid("garbage", NOW, 0)).toBe(false);
    expect(isTokenValid(makeJwt({ sub: "u" }), NOW, 0)).toBe(false);
    expect(isTokenValid(null, NOW, 0)).toBe(false);
  });
});
