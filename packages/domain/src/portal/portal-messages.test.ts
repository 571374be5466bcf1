import { describe, expect, it } from "vitest";
import {
  MESSAGE_BODY_MAX,
  messagePreview,
  organizerThreadBody,
  portalMessageTexts,
  portalThreadBody,
  threadPersonName,
} from "./portal-messages.js";

describe("a thread list's preview: plain text, one line, at most 140 characters", () => {
  it("folds line breaks and runs of spaces into single spaces", () => {
    expect(messagePreview("Hi Sam,\n\n  thanks!\t")).toBe("Hi Sam, thanks!");
  });

  it("cuts a long message at a word and marks the cut", () => {
    const preview = messagePreview(`${"word ".repeat(50)}end`);
    expect(preview.length).toBeLessThanOrEqual(140);
    expect(preview.endsWith("word…")).toBe(true);
  });

  it("cuts one long word where it must", () => {
    expect(messagePreview("x".repeat(300))).toBe(`${"x".repeat(139)}…`);
  });
});

describe("the bodies", () => {
  it("keep a message's inner line breaks and trim its ends", () => {
    expect(portalThreadBody.parse({ subject: " Hi ", body: "\n a\n\nb \n" })).toEqual({
      subject: "Hi",
      body: "a\n\nb",
    });
  });

  it("refuse an empty subject or message, and one over the limits, with the form's words", () => {
    const problems = (value: unknown) =>
      portalThreadBody.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(problems({ subject: "", body: "" })).toEqual([
      portalMessageTexts.subjectRequired,
      portalMessageTexts.bodyRequired,
    ]);
    expect(problems({ subject: "s".repeat(201), body: "b".repeat(MESSAGE_BODY_MAX + 1) })).toEqual([
      portalMessageTexts.subjectTooLong,
      portalMessageTexts.bodyTooLong,
    ]);
    expect(organizerThreadBody.safeParse({ subject: "Hi", body: "Yo" }).success).toBe(false);
  });
});

describe("how a person is named in a thread", () => {
  it("is their name, else their email, else the fallback", () => {
    expect(threadPersonName({ fname: "Sam", lname: "Speaker" }, "Participant")).toBe("Sam Speaker");
    expect(threadPersonName({ fname: "", lname: "", email: "sam@x.io" }, "Participant")).toBe("sam@x.io");
    expect(threadPersonName({ fname: null, lname: null, email: null }, "Participant")).toBe("Participant");
  });
});
