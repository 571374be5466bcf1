import { describe, expect, it } from "vitest";
import { loginBody, updateMeBody } from "../index.js";

describe("login body", () => {
  it("'Password is required' when the password is missing or blank", () => {
    for (const password of [undefined, "", "   "]) {
      const result = loginBody.safeParse({ username: "a@b.co", password });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Password is required");
    }
  });
  it("trims the username and requires an email", () => {
    expect(loginBody.parse({ username: " a@b.co ", password: "x" }).username).toBe("a@b.co");
    expect(loginBody.safeParse({ username: "nope", password: "x" }).success).toBe(false);
  });
});

describe("PUT /user/me body", () => {
  it("refuses unknown keys such as email or isFoyerAdmin", () => {
    expect(updateMeBody.safeParse({ isFoyerAdmin: true }).success).toBe(false);
    expect(updateMeBody.safeParse({ email: "x@y.z" }).success).toBe(false);
  });
  it("refuses unknown time zones and non-http photo URLs", () => {
    expect(updateMeBody.safeParse({ timezone: "Mars/Olympus" }).success).toBe(false);
    expect(updateMeBody.safeParse({ photoUrl: "javascript:alert(1)" }).success).toBe(false);
    expect(updateMeBody.parse({ timezone: "Europe/Paris" }).timezone).toBe("Europe/Paris");
  });
  it("turns blank optional text into null", () => {
    expect(updateMeBody.parse({ phone: "  " }).phone).toBeNull();
  });
});
