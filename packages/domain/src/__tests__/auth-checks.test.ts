import { describe, expect, it } from "vitest";
import { isTokenSet, loginBody, loginProblem, newPassword, newPasswordProblem } from "../index.js";

describe("the zod-free sign-in checks say what the server's schemas say", () => {
  it.each([
    ["a@b.co", ""],
    ["a@b.co", "   "],
    ["", "secret"],
    ["not-an-email", "secret"],
    ["a@b.co", "x".repeat(300)],
    ["a@b.co", "secret"],
  ])("login %j / %j", (username, password) => {
    const server = loginBody.safeParse({ username, password });
    const browser = loginProblem(username, password);
    expect(browser?.message ?? null).toBe(server.success ? null : (server.error.issues[0]?.message ?? null));
  });

  it.each(["", "short", "long-enough", "x".repeat(300)])("new password %j", (password) => {
    const server = newPassword.safeParse(password);
    expect(newPasswordProblem(password)?.message ?? null).toBe(
      server.success ? null : (server.error.issues[0]?.message ?? null),
    );
  });

  it("isTokenSet needs all three tokens", () => {
    expect(isTokenSet({ access_token: "a", id_token: "i", refresh_token: "r" })).toBe(true);
    expect(isTokenSet({ access_token: "a", id_token: "i" })).toBe(false);
    expect(isTokenSet({ access_token: "a", id_token: "", refresh_token: "r" })).toBe(false);
    expect(isTokenSet(null)).toBe(false);
  });
});
