import { describe, expect, it } from "vitest";
import { changedFields } from "./audit.js";

describe("changedFields", () => {
  it("lists only the fields whose values differ, with before and after", () => {
    expect(changedFields({ name: "Ada", email: "a@x.io" }, { name: "Ada L.", email: "a@x.io" })).toEqual([
      { field: "name", before: "Ada", after: "Ada L." },
    ]);
  });

  it("treats a missing key and an empty string as null", () => {
    expect(changedFields({ phone: "" }, { phone: undefined })).toEqual([]);
    expect(changedFields({}, { phone: "+1 555" })).toEqual([
      { field: "phone", before: null, after: "+1 555" },
    ]);
    expect(changedFields({ phone: "+1 555" }, {})).toEqual([
      { field: "phone", before: "+1 555", after: null },
    ]);
  });

  it("compares lists and objects by value", () => {
    expect(changedFields({ diet: ["Vegan"] }, { diet: ["Vegan"] })).toEqual([]);
    expect(changedFields({ diet: ["Vegan"] }, { diet: ["Vegan", "Halal"] })).toEqual([
      { field: "diet", before: ["Vegan"], after: ["Vegan", "Halal"] },
    ]);
  });
});
