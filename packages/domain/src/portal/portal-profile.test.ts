import { describe, expect, it } from "vitest";
import {
  changedProfileKeys,
  type PortalProfileValues,
  portalProfileMessages,
  portalProfileUpdateBody,
  readProfileUpdate,
} from "./portal-profile.js";
import { portalProfileFields } from "./portal-settings.js";

const current: PortalProfileValues = {
  fname: "Sam",
  lname: "Speaker",
  email: "speaker@foyer.demo",
  title: "Principal Engineer",
  company: "Northwind",
  phone: null,
  country: null,
};
const all = { editable: [...portalProfileFields], current };

describe("readProfileUpdate: only editable fields, a name left, a plausible phone, a known country", () => {
  it("keeps what was not sent, clears an emptied field, stores a country's code", () => {
    const result = readProfileUpdate({ company: "", country: "germany", phone: "+1  555 010 2000" }, all);
    expect(result).toEqual({
      ok: true,
      values: { ...current, company: null, country: "DE", phone: "+1 555 010 2000" },
    });
  });

  it("names each refused field", () => {
    const result = readProfileUpdate(
      { phone: "call me", country: "Atlantis", email: "x@y.z", fname: "", lname: "" },
      all,
    );
    expect(result.ok ? [] : result.problems.map((problem) => problem.path)).toEqual([
      "email",
      "phone",
      "country",
      "fname",
      "lname",
    ]);
  });

  it("a field the portal does not let them change is refused, named by its label", () => {
    const result = readProfileUpdate({ title: "CTO" }, { editable: ["phone"], current });
    expect(result).toEqual({
      ok: false,
      problems: [{ path: "title", message: "Title cannot be changed in this portal." }],
    });
  });

  it("one name is enough", () => {
    expect(readProfileUpdate({ fname: "" }, all).ok).toBe(true);
    const none = readProfileUpdate({ fname: "", lname: " " }, all);
    expect(none.ok ? null : none.problems[0]?.message).toBe(portalProfileMessages.nameRequired);
  });
});

describe("the PUT body", () => {
  it("trims, allows at most 200 characters and no unknown fields", () => {
    expect(portalProfileUpdateBody.parse({ title: "  CTO " })).toEqual({ title: "CTO" });
    expect(portalProfileUpdateBody.safeParse({ title: "x".repeat(201) }).success).toBe(false);
    expect(portalProfileUpdateBody.safeParse({ photo: "x" }).success).toBe(false);
  });
});

describe("changedProfileKeys", () => {
  it("lists the fields that differ, in form order", () => {
    expect(changedProfileKeys(current, { ...current, phone: "123456", fname: "Samuel" })).toEqual([
      "fname",
      "phone",
    ]);
  });
});
