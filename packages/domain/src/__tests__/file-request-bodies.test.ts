import { describe, expect, it } from "vitest";
import { fileRequestBody, fileRequestRecipientsBody, isAcceptedFile } from "../index.js";

describe("a file request accepts a file by extension, media type or type family", () => {
  const slides = [".pdf", ".pptx", ".key"];

  it("matches the extension ignoring case, whatever the browser called the type", () => {
    expect(isAcceptedFile({ name: "Talk.KEY", type: "" }, slides)).toBe(true);
    expect(isAcceptedFile({ name: "talk.pdf.txt", type: "text/plain" }, slides)).toBe(false);
  });

  it("matches a media type exactly, or a family such as image/*", () => {
    expect(isAcceptedFile({ name: "a", type: "application/pdf" }, ["application/pdf"])).toBe(true);
    expect(isAcceptedFile({ name: "face.png", type: "image/png" }, ["image/*"])).toBe(true);
    expect(isAcceptedFile({ name: "clip.mp4", type: "video/mp4" }, ["image/*"])).toBe(false);
  });

  it("an empty list accepts any file", () => {
    expect(isAcceptedFile({ name: "anything.bin", type: "application/octet-stream" }, [])).toBe(true);
  });
});

describe("the file request body", () => {
  it("trims, normalizes accepted types and fills the defaults", () => {
    expect(
      fileRequestBody.parse({ title: "  Slides ", acceptedTypes: ["PDF", ".Key", "image/*", "pdf"] }),
    ).toEqual({
      title: "Slides",
      instructions: "",
      dueDate: null,
      acceptedTypes: [".pdf", ".key", "image/*"],
      maxFiles: 1,
    });
  });

  it("refuses a day that does not exist, max files outside 1–50 and unknown fields", () => {
    for (const wrong of [
      { title: "T", dueDate: "2027-02-29" },
      { title: "T", maxFiles: 51 },
      { title: "T", maxFiles: 1.5 },
      { title: "T", acceptedTypes: ["<script>"] },
      { title: "T", status: "open" },
    ])
      expect(fileRequestBody.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
  });

  it("recipients are contact ids or one of the groups, not both", () => {
    expect(fileRequestRecipientsBody.safeParse({ group: "speakers" }).success).toBe(true);
    expect(fileRequestRecipientsBody.safeParse({ contactIds: [] }).success).toBe(false);
    expect(fileRequestRecipientsBody.safeParse({ group: "everyone" }).success).toBe(false);
    expect(fileRequestRecipientsBody.safeParse({ group: "speakers", contactIds: ["c"] }).success).toBe(false);
  });
});
