import { describe, expect, it } from "vitest";
import { entityTypesOf, globalSearchQuery, totalLabel } from "./global-search.js";

describe("the global search's query", () => {
  it("trims and squeezes the term, and defaults type to all", () => {
    expect(globalSearchQuery.parse({ term: "  Ada   Lovelace " })).toEqual({
      term: "Ada Lovelace",
      type: "all",
    });
  });

  it("refuses a term shorter than 2 or longer than 100 characters, and an unknown type", () => {
    expect(globalSearchQuery.safeParse({ term: " a " }).error?.issues[0]?.message).toBe(
      "Type at least 2 characters to search",
    );
    expect(globalSearchQuery.safeParse({ term: "x".repeat(101) }).success).toBe(false);
    expect(globalSearchQuery.safeParse({ term: "ada", type: "people" }).error?.issues[0]?.message).toBe(
      "type must be all, contacts, sessions or content",
    );
  });

  it("maps each type to the kinds it searches", () => {
    expect(entityTypesOf("all")).toEqual(["contact", "session", "content"]);
    expect(entityTypesOf("sessions")).toEqual(["session"]);
  });

  it("reads a total above the cap as cap+", () => {
    expect(totalLabel(12, 1000)).toBe("12");
    expect(totalLabel(1001, 1000)).toBe("1000+");
    expect(totalLabel(201, 200)).toBe("200+");
  });
});
