import type { FileKind } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import { DEMO_SESSIONS } from "../db/seed.js";
import { multipart } from "./support/imports.js";
import {
  base,
  call,
  type Method,
  newSession,
  orgB,
  setUpSessionsSuite,
  summit,
  t,
  tokens,
} from "./support/sessions.js";
import { bearer } from "./support/test-app.js";

/*
 * Issue 25 item 7 (spec 1 §2 "sessions … settings with … files"): the file kinds an event asks
 * its sessions for, and the rule that a file linked under a kind fits it (server-side).
 */

setUpSessionsSuite();

const kindsBase = `/api/events/${summit}/session-file-kinds`;

async function addKind(body: Record<string, unknown>): Promise<FileKind> {
  const response = await call("POST", kindsBase, tokens.admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().payload;
}

async function upload(name: string, bytes = 16): Promise<string> {
  const { payload, headers } = multipart(
    name,
    name.toLowerCase().endsWith(".pdf") ? "application/pdf" : "text/plain",
    "x".repeat(bytes),
  );
  const response = await t.app.inject({
    method: "POST",
    url: "/api/uploads",
    payload,
    headers: { ...headers, ...bearer(tokens.admin) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().payload.uploadId;
}

describe("file kinds: name, accepted extensions, size limit, required, order", () => {
  it("a new event has none, and any file may be linked without a kind", async () => {
    expect((await call("GET", kindsBase, tokens.admin)).json().payload).toEqual([]);
    const session = await newSession("Before kinds");
    const linked = await call("POST", `${base}/${session.id}/files`, tokens.admin, {
      uploadId: await upload("notes.txt"),
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().payload[0].kindId).toBeNull();
  });

  it("adds kinds with extensions normalised, at the end; names are unique ignoring case", async () => {
    const slides = await addKind({
      name: "Slides",
      extensions: [".PDF", "pptx", "key", "pdf"],
      maxSizeMb: 50,
      required: true,
    });
    expect(slides).toMatchObject({
      name: "Slides",
      extensions: ["pdf", "pptx", "key"],
      maxSizeMb: 50,
      required: true,
      position: 0,
      fileCount: 0,
    });
    const video = await addKind({ name: "Recording", extensions: ["mp4"] });
    expect(video).toMatchObject({ maxSizeMb: 50, required: false, position: 1 });
    const taken = await call("POST", kindsBase, tokens.admin, { name: "slides", extensions: ["pdf"] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("A file kind named “slides” already exists.");
    const renamed = await call("PUT", `${kindsBase}/${video.id}`, tokens.admin, { name: "SLIDES" });
    expect(renamed.statusCode).toBe(409);
    const order = [video.id, slides.id];
    const reordered = await call("PUT", `${kindsBase}/order`, tokens.admin, { ids: order });
    expect(reordered.json().payload.map((kind: FileKind) => kind.id)).toEqual(order);
    expect((await call("PUT", `${kindsBase}/order`, tokens.admin, { ids: [video.id] })).statusCode).toBe(400);
    const changed = await call("PUT", `${kindsBase}/${video.id}`, tokens.admin, {
      maxSizeMb: 500,
      required: true,
    });
    expect(changed.json().payload).toMatchObject({ name: "Recording", maxSizeMb: 500, required: true });
  });

  it("refuses hostile or malformed bodies with the field named", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "x".repeat(10_000), extensions: ["pdf"] }, "name: Name must be at most 100 characters"],
      [{ name: "  ", extensions: ["pdf"] }, "name: Name is required"],
      [
        { name: "Bad", extensions: ["p.df"] },
        "extensions.0: An extension has 1 to 10 letters or digits, such as pdf",
      ],
      [
        { name: "Bad", extensions: ["../../etc/passwd"] },
        "extensions.0: An extension has 1 to 10 letters or digits, such as pdf",
      ],
      [
        { name: "Bad", extensions: ["x".repeat(5000)] },
        "extensions.0: An extension has at most 10 letters or digits",
      ],
      [{ name: "Bad", extensions: [] }, "extensions: List at least one extension, such as pdf"],
      [{ name: "Bad", extensions: "pdf" }, "extensions: extensions must be a list such as pdf, pptx, key"],
      [
        { name: "Bad", extensions: Array.from({ length: 31 }, (_, i) => `e${i}`) },
        "extensions: List at most 30 extensions",
      ],
      [{ name: "Bad", extensions: ["pdf"], maxSizeMb: 0 }, "maxSizeMb: maxSizeMb must be at least 1"],
      [{ name: "Bad", extensions: ["pdf"], maxSizeMb: 501 }, "maxSizeMb: maxSizeMb must be at most 500"],
      [
        { name: "Bad", extensions: ["pdf"], maxSizeMb: 1.5 },
        "maxSizeMb: maxSizeMb must be a whole number of MB",
      ],
      [{ name: "Bad", extensions: ["pdf"], required: "yes" }, "required: required must be true or false"],
    ];
    for (const [body, message] of cases) {
      const response = await call("POST", kindsBase, tokens.admin, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(
      (await call("POST", kindsBase, tokens.admin, { name: "Extra", extensions: ["pdf"], colour: "#fff" }))
        .statusCode,
    ).toBe(400);
  });
});

describe("linking a file under a kind: the server checks it fits", () => {
  it("refuses a file whose extension or size does not fit, naming the kind and what it allows", async () => {
    const kinds: FileKind[] = (await call("GET", kindsBase, tokens.admin)).json().payload;
    const slides = kinds.find((kind) => kind.name === "Slides") as FileKind;
    await call("PUT", `${kindsBase}/${slides.id}`, tokens.admin, { maxSizeMb: 1 });
    const session = await newSession("Kinds checked");
    const url = `${base}/${session.id}/files`;
    const wrongType = await call("POST", url, tokens.admin, {
      uploadId: await upload("notes.txt"),
      kindId: slides.id,
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe("Slides accepts pdf, pptx or key files; “notes.txt” is not one.");
    const tooBig = await call("POST", url, tokens.admin, {
      uploadId: await upload("deck.pdf", 1024 * 1024 + 1),
      kindId: slides.id,
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe("Slides files may be at most 1 MB; “deck.pdf” is larger.");
    const noKind = await call("POST", url, tokens.admin, { uploadId: await upload("deck.pdf") });
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().message).toBe("kindId: Pick the kind of file (this event asks for files by kind)");
    const otherEvent = await call("POST", url, tokens.admin, {
      uploadId: await upload("deck.pdf"),
      kindId: orgB.roomId,
    });
    expect(otherEvent.json().message).toBe("kindId: This file kind does not exist in this event");
    const fits = await call("POST", url, tokens.admin, {
      uploadId: await upload("Deck.PDF"),
      kindId: slides.id,
    });
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json().payload).toEqual([expect.objectContaining({ name: "Deck.PDF", kindId: slides.id })]);
    const after: FileKind[] = (await call("GET", kindsBase, tokens.admin)).json().payload;
    expect(after.find((kind) => kind.id === slides.id)?.fileCount).toBe(1);
  });

  it("deleting a kind keeps its files, with no kind", async () => {
    const kind = await addKind({ name: "Handout", extensions: ["pdf"] });
    const session = await newSession("Handout session");
    await call("POST", `${base}/${session.id}/files`, tokens.admin, {
      uploadId: await upload("h.pdf"),
      kindId: kind.id,
    });
    const deleted = await call("DELETE", `${kindsBase}/${kind.id}`, tokens.admin);
    expect(deleted.json().payload).toEqual({ id: kind.id, clearedFiles: 1 });
    const files = (await call("GET", `${base}/${session.id}`, tokens.admin)).json().payload.files;
    expect(files).toEqual([expect.objectContaining({ name: "h.pdf", kindId: null })]);
    expect((await call("DELETE", `${kindsBase}/${kind.id}`, tokens.admin)).statusCode).toBe(404);
  });
});

describe("permissions (spec 1 §6 sessionSettings) and organizations", () => {
  it("a sessions reader reads the kinds but changes nothing; a member without sessions gets 403", async () => {
    expect((await call("GET", kindsBase, tokens.reader)).statusCode).toBe(200);
    const kind = (await call("GET", kindsBase, tokens.admin)).json().payload[0] as FileKind;
    const writes: [Method, string, unknown?][] = [
      ["POST", kindsBase, { name: "Nope", extensions: ["pdf"] }],
      ["PUT", `${kindsBase}/${kind.id}`, { name: "Nope" }],
      ["PUT", `${kindsBase}/order`, { ids: [] }],
      ["DELETE", `${kindsBase}/${kind.id}`],
    ];
    for (const [method, url, body] of writes) {
      expect((await call(method, url, tokens.reader, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, tokens.viewer, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call("GET", kindsBase, tokens.viewer)).statusCode).toBe(403);
  });

  it("another organization's event is refused and a kind of another event reads as unknown", async () => {
    expect((await call("GET", kindsBase, tokens.orgB)).statusCode).toBe(403);
    const kind = (await call("GET", kindsBase, tokens.admin)).json().payload[0] as FileKind;
    const bKinds = `/api/events/${orgB.eventId}/session-file-kinds`;
    expect((await call("PUT", `${bKinds}/${kind.id}`, tokens.orgB, { name: "Mine" })).statusCode).toBe(404);
    expect((await call("DELETE", `${bKinds}/${kind.id}`, tokens.orgB)).statusCode).toBe(404);
    const keynote = `${base}/${DEMO_SESSIONS.keynote.id}`;
    expect((await call("GET", keynote, tokens.admin)).statusCode).toBe(200);
  });
});
