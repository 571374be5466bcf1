import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { eventRouteRequirement } from "../permissions/permission-rules.js";
import {
  hasTiers,
  MAX_TIER_SPONSORS_PER_CALL,
  TIER_NAME_MAX,
  tierCreateBody,
  tierMessages,
  tierOrderBody,
  tierSponsorsAddBody,
  tierSponsorsOrderBody,
} from "./tiers-contract.js";

const messagesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.message);

describe("a tier's name", () => {
  it("is required, trimmed and at most TIER_NAME_MAX characters", () => {
    expect(tierCreateBody.parse({ name: "  Gold " })).toEqual({ name: "Gold" });
    expect(messagesOf(tierCreateBody.safeParse({ name: " " }))).toEqual([tierMessages.nameRequired]);
    expect(messagesOf(tierCreateBody.safeParse({}))).toEqual([tierMessages.nameRequired]);
    expect(messagesOf(tierCreateBody.safeParse({ name: "x".repeat(TIER_NAME_MAX + 1) }))).toEqual([
      tierMessages.nameTooLong,
    ]);
  });

  it("says 'A tier named … already exists' for a taken one", () => {
    expect(tierMessages.nameTaken("Gold")).toBe("A tier named “Gold” already exists.");
  });
});

describe("sponsor id lists", () => {
  it("adding takes 1 to MAX_TIER_SPONSORS_PER_CALL ids", () => {
    expect(messagesOf(tierSponsorsAddBody.safeParse({ accountIds: [] }))).toEqual([tierMessages.pickOne]);
    const many = Array.from({ length: MAX_TIER_SPONSORS_PER_CALL + 1 }, (_, i) => `a-${i}`);
    expect(messagesOf(tierSponsorsAddBody.safeParse({ accountIds: many }))).toEqual([
      tierMessages.tooManySponsors,
    ]);
    expect(tierSponsorsAddBody.parse({ accountIds: [" a-1 "] })).toEqual({ accountIds: ["a-1"] });
  });

  it("an order lists each id once", () => {
    expect(messagesOf(tierOrderBody.safeParse({ tierIds: ["t", "t"] }))).toEqual([
      tierMessages.tierListedTwice,
    ]);
    expect(messagesOf(tierSponsorsOrderBody.safeParse({ accountIds: ["a", "a"] }))).toEqual([
      tierMessages.sponsorListedTwice,
    ]);
    expect(tierSponsorsOrderBody.parse({ accountIds: [] })).toEqual({ accountIds: [] });
  });
});

describe("which modules have tiers", () => {
  it("only the sponsors accounts module", () => {
    expect(hasTiers({ kind: "accounts", slug: "sponsors" })).toBe(true);
    expect(hasTiers({ kind: "accounts", slug: "exhibitors" })).toBe(false);
    expect(hasTiers({ kind: "contacts", slug: "contacts" })).toBe(false);
    expect(hasTiers({ kind: "custom", slug: "sponsors" })).toBe(false);
  });

  it("the page sponsors/settings/tiers needs read on sponsors (spec 1 §6), as the sponsors list does", () => {
    expect(eventRouteRequirement("sponsors/settings/tiers")).toEqual([
      { module: "sponsors", action: "read" },
    ]);
  });
});
