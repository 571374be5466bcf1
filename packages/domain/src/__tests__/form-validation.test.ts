import { describe, expect, it } from "vitest";
import { type FormDefinition, type FormField, fieldMessages, validateSubmission } from "../index.js";

const event = {
  id: "e",
  name: "Summit",
  slug: "summit",
  timezone: "UTC",
  date_from: "2027-03-15",
  date_to: "2027-03-17",
};
function form(...fields: FormField[]): Pick<FormDefinition, "steps" | "event"> {
  return { event, steps: [{ id: "s1", title: "About you", fields }] };
}
const field = (type: FormField["type"], extra: Partial<FormField> = {}): FormField => ({
  id: "f",
  type,
  label: "Field",
  required: true,
  ...extra,
});
const check = (f: FormField, value: unknown, final = true) =>
  validateSubmission(form(f), { f: value }, { final });
const error = (f: FormField, value: unknown) => {
  const result = check(f, value);
  return result.ok ? null : result.errors.f;
};
const stored = (f: FormField, value: unknown) => {
  const result = check(f, value);
  return result.ok ? result.values.f : result.errors;
};

describe("required fields", () => {
  it("a submission needs every required field; a draft does not", () => {
    expect(error(field("text"), "")).toBe(fieldMessages.required);
    expect(error(field("checkbox"), false)).toBe(fieldMessages.required);
    expect(check(field("text"), "", false).ok).toBe(true);
  });
  it("refuses keys that are not on the form", () => {
    const result = validateSubmission(form(field("text")), { f: "x", isAdmin: true }, { final: true });
    expect(result.ok ? null : result.errors.isAdmin).toBe(fieldMessages.unknownField);
  });
});

describe("form field result shapes (spec 2 §3)", () => {
  it("date: YYYY-MM-DD", () => {
    expect(stored(field("date"), "2027-03-15")).toBe("2027-03-15");
    expect(error(field("date"), "2027-02-30")).toBe(fieldMessages.date);
    expect(error(field("date"), "03/15/2027")).toBe(fieldMessages.date);
  });
  it("datetime: {iso, formatted}", () => {
    const value = { iso: "2027-03-15T09:00:00-04:00", formatted: "Mon, Mar 15, 2027 9:00 AM EDT" };
    expect(stored(field("datetime"), value)).toEqual(value);
    expect(error(field("datetime"), "2027-03-15")).toBe(fieldMessages.datetime);
  });
  it("dropdown: records; unknown values refused; multiple only when allowed", () => {
    const options = [
      { value: "a", label: "Alpha" },
      { value: "b", label: "Beta" },
    ];
    expect(stored(field("dropdown", { options }), ["a"])).toEqual([{ value: "a", label: "Alpha" }]);
    expect(stored(field("dropdown", { options, multiple: true }), [{ value: "b" }, "a"])).toEqual([
      { value: "b", label: "Beta" },
      { value: "a", label: "Alpha" },
    ]);
    expect(error(field("dropdown", { options }), ["a", "b"])).toBe(fieldMessages.option);
    expect(error(field("dropdown", { options }), ["zzz"])).toBe(fieldMessages.option);
  });
  it("file and image: items with uploadId, at most maxFiles", () => {
    const file = {
      uploadId: "u1",
      name: "cv.pdf",
      size: 10,
      type: "application/pdf",
      url: "/api/uploads/u1",
    };
    expect(stored(field("file"), [file])).toEqual([file]);
    expect(error(field("file"), [file, { ...file, uploadId: "u2" }])).toBe("Upload at most 1 file");
    expect(error(field("file"), [{ name: "x" }])).toBe(fieldMessages.file);
  });
  it("number with decimal setting 2: two decimals", () => {
    expect(stored(field("number", { decimals: 2 }), 3.25)).toBe(3.25);
    expect(error(field("number", { decimals: 2 }), 3.255)).toBe("Use at most 2 decimals");
    expect(error(field("number", { min: 1 }), 0)).toBe("Enter 1 or more");
    expect(error(field("number"), "3")).toBe(fieldMessages.number);
  });
  it("currency: at most 2 decimals", () => {
    expect(error(field("currency"), 1.001)).toBe("Use at most 2 decimals");
  });
  it("US phone: '+1 (xxx) xxx-xxxx'", () => {
    expect(stored(field("usPhone"), "555.123.4567")).toBe("+1 (555) 123-4567");
    expect(error(field("usPhone"), "123")).toBe(fieldMessages.phone);
  });
  it("countries: ISO codes as records", () => {
    expect(stored(field("countries"), "DE")).toEqual([{ value: "DE", label: "DE" }]);
    expect(error(field("countries"), "XX")).toBe(fieldMessages.country);
  });
  it("event days: days of the event only", () => {
    expect(stored(field("eventDays"), ["2027-03-16", "2027-03-15", "2027-03-16"])).toEqual([
      "2027-03-15",
      "2027-03-16",
    ]);
    expect(error(field("eventDays"), ["2027-03-20"])).toBe(fieldMessages.eventDay);
  });
  it("radio list, time, email, text length", () => {
    const options = [{ value: "y", label: "Yes" }];
    expect(stored(field("radioList", { options }), "y")).toBe("y");
    expect(error(field("time"), "25:00")).toBe(fieldMessages.time);
    expect(error(field("email"), "nope")).toBe(fieldMessages.email);
    expect(error(field("text", { maxLength: 3 }), "abcd")).toBe("Use at most 3 characters");
  });
});
