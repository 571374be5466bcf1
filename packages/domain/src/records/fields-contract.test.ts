import { describe, expect, it } from "vitest";
import { importFieldTypes } from "../import/contract.js";
import {
  fieldCreateBody,
  fieldShapeProblems,
  fieldTypeInfo,
  fieldTypeOrder,
  isReservedFieldName,
  isSafeTypeChange,
} from "./fields-contract.js";
import { isTagColor, tagCreateBody, tagPalette } from "./tags-contract.js";

describe("custom field types are the import's (spec 1 §5)", () => {
  it("labels and orders every import field type once", () => {
    expect([...fieldTypeOrder].sort()).toEqual([...importFieldTypes].sort());
    for (const type of importFieldTypes) expect(fieldTypeInfo[type].label).not.toBe("");
  });
});

describe("a field's shape", () => {
  it("only dropdowns have options, at least one, each once ignoring case", () => {
    expect(fieldShapeProblems({ type: "text", options: ["A"], multiple: false })).toEqual([
      { path: "options", message: "Only dropdown fields have options" },
    ]);
    expect(fieldShapeProblems({ type: "dropdown", options: [], multiple: false })[0]?.path).toBe("options");
    expect(fieldShapeProblems({ type: "dropdown", options: ["Gold", "gold"], multiple: false })).toEqual([
      { path: "options.1", message: 'The option "gold" is listed twice' },
    ]);
    expect(fieldShapeProblems({ type: "dropdown", options: ["A, B"], multiple: true })[0]?.path).toBe(
      "options.0",
    );
    expect(fieldShapeProblems({ type: "dropdown", options: ["A, B"], multiple: false })).toEqual([]);
  });

  it("the create body trims, defaults the flags and refuses unknown keys", () => {
    expect(fieldCreateBody.parse({ name: "  Size ", type: "text" })).toEqual({
      name: "Size",
      type: "text",
      required: false,
      recommended: false,
      multiple: false,
    });
    expect(fieldCreateBody.safeParse({ name: "Size", type: "lookup" }).success).toBe(false);
    expect(fieldCreateBody.safeParse({ name: "Size", type: "text", extra: 1 }).success).toBe(false);
  });

  it("built-in names are reserved per kind, ignoring case", () => {
    expect(isReservedFieldName("contacts", " email ")).toBe(true);
    expect(isReservedFieldName("contacts", "Website")).toBe(false);
    expect(isReservedFieldName("accounts", "website")).toBe(true);
    expect(isReservedFieldName("custom", "Tags")).toBe(true);
  });
});

describe("a type change with values held", () => {
  it("keeps every value only towards text or long text, from text-valued types", () => {
    expect(isSafeTypeChange({ type: "email", multiple: false }, "text")).toBe(true);
    expect(isSafeTypeChange({ type: "text", multiple: false }, "textarea")).toBe(true);
    expect(isSafeTypeChange({ type: "dropdown", multiple: false }, "text")).toBe(true);
    expect(isSafeTypeChange({ type: "dropdown", multiple: true }, "text")).toBe(false);
    expect(isSafeTypeChange({ type: "number", multiple: false }, "text")).toBe(false);
    expect(isSafeTypeChange({ type: "text", multiple: false }, "number")).toBe(false);
  });
});

describe("tags", () => {
  it("the palette has 21 #rrggbb colours (spec 2 §9)", () => {
    expect(tagPalette).toHaveLength(21);
    expect(tagPalette.every((entry) => isTagColor(entry.color))).toBe(true);
    expect(new Set(tagPalette.map((entry) => entry.color)).size).toBe(21);
  });

  it("a colour is #rrggbb, lower-cased; nothing else reaches a style", () => {
    expect(tagCreateBody.parse({ name: "VIP", color: "#E03131" }).color).toBe("#e03131");
    for (const color of ["#fff", "red", "#e03131;x:y", "url(x)"])
      expect(tagCreateBody.safeParse({ name: "VIP", color }).success).toBe(false);
  });
});
