import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenApiDocument, referenceMarkdown, referenceOf, unpadded } from "../http/openapi-markdown.js";
import { docsDir } from "../repo-paths.js";
import { createTestApp, type TestApp } from "./support/test-app.js";

/** Issue 18: docs/api.md's reference is generated from the routes; this fails when it drifts. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe("docs/api.md", () => {
  it("holds the reference generated from /api/openapi.json (run `npm run docs:api` after changing a route)", async () => {
    const document = (
      await t.app.inject({ method: "GET", url: "/api/openapi.json" })
    ).json() as OpenApiDocument;
    const committed = referenceOf(readFileSync(path.join(docsDir, "api.md"), "utf8"));
    expect(committed, "docs/api.md has no generated reference section").not.toBeNull();
    expect(unpadded(committed ?? "")).toBe(unpadded(referenceMarkdown(document)));
  });
});
