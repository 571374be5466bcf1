import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "../services/auth/passwords.js";

describe("passwords are hashed with scrypt N=2^17, r=8, p=1", () => {
  it("stores the parameters and a salt, and verifies", async () => {
    const stored = await hashPassword("correct horse");
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("correct horse", stored)).toBe(true);
    expect(await verifyPassword("correct horsE", stored)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("never matches a malformed stored hash", async () => {
    for (const stored of [
      "",
      "plain",
      "scrypt$x$y$z$a$b",
      "bcrypt$1$2$3$4$5",
      "scrypt$1073741824$8$1$AAAA$AAAA",
    ]) {
      expect(await verifyPassword("x", stored)).toBe(false);
    }
  });
});
