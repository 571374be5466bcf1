import { describe, expect, it } from "vitest";
import { nextSort, sortDirectionOf } from "../records/record-list.js";

describe("Sort toggling cycles ascending, descending, then the default key (spec 2 §4.4)", () => {
  it("name: ascending, descending, default", () => {
    expect(nextSort(undefined, "name")).toBe("name");
    expect(nextSort("name", "name")).toBe("-name");
    expect(nextSort("-name", "name")).toBeUndefined();
  });

  it("another column starts its own cycle at ascending", () => {
    expect(nextSort("-name", "email")).toBe("email");
    expect(nextSort("createdAt", "name")).toBe("name");
  });

  it("aria-sort follows the sort", () => {
    expect(sortDirectionOf("name", "name")).toBe("ascending");
    expect(sortDirectionOf("-name", "name")).toBe("descending");
    expect(sortDirectionOf("-name", "email")).toBe("none");
    expect(sortDirectionOf(undefined, "name")).toBe("none");
  });
});
