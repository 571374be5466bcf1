import { describe, expect, it } from "vitest";
import { answerOf, orphanValues, safeUploadHref } from "../forms/answer-text.js";
import type { FormField } from "../forms/definition.js";

const field = (type: FormField["type"], extra: Partial<FormField> = {}): FormField => ({
  id: "f",
  type,
  label: "F",
  required: false,
  ...extra,
});
const upload = (url: string) => ({
  uploadId: "u",
  name: "slides.pdf",
  size: 10,
  type: "application/pdf",
  url,
});

describe("every answer is rendered as text", () => {
  it("keeps markup a participant typed as the characters they typed", () => {
    expect(answerOf(field("text"), "<img src=x onerror=alert(1)>")).toEqual({
      kind: "text",
      text: "<img src=x onerror=alert(1)>",
    });
  });

  it.each<[FormField, unknown, string]>([
    [field("toggle"), true, "Yes"],
    [field("checkbox"), false, "No"],
    [field("currency"), 12.5, "$12.50"],
    [field("percent"), 0.5, "0.5%"],
    [field("number"), 42, "42"],
    [field("radioList", { options: [{ value: "talk", label: "Talk (30 min)" }] }), "talk", "Talk (30 min)"],
    [field("radioList", { options: [] }), "gone", "(Unknown value)"],
    [
      field("dropdown"),
      [
        { value: "a", label: "Alpha" },
        { value: "b", label: "Beta" },
      ],
      "Alpha, Beta",
    ],
    [field("eventDays"), ["2027-03-15", "2027-03-16"], "2027-03-15, 2027-03-16"],
    [
      field("datetime"),
      { iso: "2027-03-15T09:00:00Z", formatted: "Mar 15, 2027 9:00 AM" },
      "Mar 15, 2027 9:00 AM",
    ],
  ])("%j: %j reads %j", (f, value, text) => {
    expect(answerOf(f, value)).toEqual({ kind: "text", text });
  });

  it("says when nothing was answered", () => {
    for (const value of [undefined, null, "", []])
      expect(answerOf(field("text"), value)).toEqual({ kind: "empty" });
  });
});

describe("files link to /api/uploads/{id} only", () => {
  it("links our own download route", () => {
    expect(answerOf(field("file"), [upload("/api/uploads/5a8e9c2d-1f3b-4a6c-8d7e-9f0a1b2c3d4e")])).toEqual({
      kind: "files",
      files: [{ name: "slides.pdf", href: "/api/uploads/5a8e9c2d-1f3b-4a6c-8d7e-9f0a1b2c3d4e" }],
    });
  });

  it.each([
    "javascript:alert(1)",
    "https://evil.example/api/uploads/x",
    "//evil.example/api/uploads/x",
    "/api/uploads/../user/me",
    "/api/uploads/x?y=1",
    "/api/uploadsx",
  ])("refuses %s", (url) => {
    expect(safeUploadHref(url)).toBeNull();
    expect(answerOf(field("image"), [upload(url)])).toEqual({
      kind: "files",
      files: [{ name: "slides.pdf", href: null }],
    });
  });

  it("reads a photo's file", () => {
    const value = { photoUrl: "/api/uploads/abc", file: upload("/api/uploads/abc") };
    expect(answerOf(field("photo"), value)).toEqual({
      kind: "files",
      files: [{ name: "slides.pdf", href: "/api/uploads/abc" }],
    });
  });
});

describe("answers to fields no longer on the form are kept apart", () => {
  it("lists them by id", () => {
    expect(orphanValues([field("text")], { f: "kept", old_field: "still here" })).toEqual([
      ["old_field", "still here"],
    ]);
  });
});
