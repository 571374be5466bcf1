import { describe, expect, it } from "vitest";
import {
  participantsAddBody,
  participantsOrderBody,
  sessionCreateBody,
  sessionPatchBody,
  sessionPutBody,
  settingCreateBody,
  settingUpdateBody,
} from "./session-bodies.js";
import { nextSessionSort } from "./session-contract.js";

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);

describe("sessionCreateBody", () => {
  it("needs a title and fills the rest with empty values", () => {
    expect(sessionCreateBody.parse({ title: "  Keynote " })).toEqual({
      title: "Keynote",
      description: "",
      startsAt: null,
      endsAt: null,
      roomId: null,
      trackId: null,
      formatId: null,
      levelId: null,
      languageId: null,
      statusId: null,
      parentId: null,
      plenum: false,
      expectedAudience: null,
      personaIds: [],
      templateId: null,
    });
    expect(messagesOf(sessionCreateBody.safeParse({ title: "   " }))).toEqual(["title: Title is required"]);
    expect(messagesOf(sessionCreateBody.safeParse({}))).toEqual(["title: Title is required"]);
  });

  it("stores times as UTC and refuses an end before the start", () => {
    const body = sessionCreateBody.parse({
      title: "Talk",
      startsAt: "2027-03-15T09:00:00-04:00",
      endsAt: "2027-03-15T10:00:00-04:00",
    });
    expect(body.startsAt).toBe("2027-03-15T13:00:00.000Z");
    expect(
      messagesOf(
        sessionCreateBody.safeParse({
          title: "Talk",
          startsAt: "2027-03-15T10:00:00Z",
          endsAt: "2027-03-15T09:00:00Z",
        }),
      ),
    ).toEqual(["endsAt: The session must end after it starts"]);
    expect(messagesOf(sessionCreateBody.safeParse({ title: "Talk", startsAt: "15/03/2027" }))).toEqual([
      "startsAt: Start must be a date and time such as 2027-03-15T09:00:00Z",
    ]);
  });

  it("refuses unknown fields", () => {
    expect(sessionCreateBody.safeParse({ title: "Talk", speakers: [] }).success).toBe(false);
  });
});

describe("sessionPutBody and sessionPatchBody", () => {
  it("PUT clears what it leaves out; it takes no parent", () => {
    expect(sessionPutBody.parse({ title: "Talk" }).roomId).toBeNull();
    expect(sessionPutBody.safeParse({ title: "Talk", parentId: "s-1" }).success).toBe(false);
  });

  it("PATCH keeps what it leaves out and needs at least one field", () => {
    expect(sessionPatchBody.parse({ roomId: "r-1" })).toEqual({ roomId: "r-1" });
    expect(messagesOf(sessionPatchBody.safeParse({}))).toEqual([": Send at least one field to change"]);
    expect(
      messagesOf(
        sessionPatchBody.safeParse({ startsAt: "2027-03-15T10:00:00Z", endsAt: "2027-03-15T10:00:00Z" }),
      ),
    ).toEqual(["endsAt: The session must end after it starts"]);
  });
});

describe("participant bodies", () => {
  it("take a known role and one to fifty contacts", () => {
    expect(participantsAddBody.parse({ role: "speaker", contactIds: ["c-1"] })).toEqual({
      role: "speaker",
      contactIds: ["c-1"],
    });
    expect(messagesOf(participantsAddBody.safeParse({ role: "host", contactIds: ["c-1"] }))).toEqual([
      "role: Role must be speaker, moderator or chairperson",
    ]);
    expect(messagesOf(participantsAddBody.safeParse({ role: "speaker", contactIds: [] }))).toEqual([
      "contactIds: Pick at least one contact",
    ]);
  });

  it("an order lists each contact once", () => {
    expect(messagesOf(participantsOrderBody.safeParse({ contactIds: ["a", "a"] }))).toEqual([
      "contactIds: A contact is listed twice",
    ]);
  });
});

describe("setting bodies", () => {
  it("need a name, and a colour is a hex colour", () => {
    expect(settingCreateBody.parse({ name: " Hall A " })).toEqual({ name: "Hall A", colour: null });
    expect(settingCreateBody.parse({ name: "AI", colour: "#1A7F5A" }).colour).toBe("#1a7f5a");
    expect(messagesOf(settingCreateBody.safeParse({ name: "AI", colour: "green" }))).toEqual([
      "colour: Colour must be a hex colour such as #1a7f5a",
    ]);
    expect(messagesOf(settingUpdateBody.safeParse({}))).toEqual([
      ": Send a name, a colour or another detail to change",
    ]);
  });
});

describe("nextSessionSort: ascending, descending, then the default (spec 2 §4.4)", () => {
  it("cycles on one column and starts afresh on another", () => {
    expect(nextSessionSort(undefined, "title")).toBe("title");
    expect(nextSessionSort("title", "title")).toBe("-title");
    expect(nextSessionSort("-title", "title")).toBeUndefined();
    expect(nextSessionSort("-title", "startsAt")).toBe("startsAt");
  });
});
