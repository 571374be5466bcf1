import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFERENCE_PREFIX } from "../http/openapi.js";
import { createTestApp, type TestApp } from "./support/test-app.js";

/** Issue 18 "OpenAPI" and "Route contracts": the document is generated from the routes and lists all of them. */
let t: TestApp;
let document: {
  openapi: string;
  paths: Record<string, Record<string, { security?: unknown[]; responses?: Record<string, unknown> }>>;
  components?: { securitySchemes?: Record<string, unknown> };
};

/** `/event/:eventId/tags` → `/api/event/{eventId}/tags`, as OpenAPI writes a path. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
const apiRoutes = () => t.app.routeTable.filter((route) => route.url.startsWith("/api/"));

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("lists every API route Fastify serves, and nothing else", () => {
    const served = apiRoutes().map((route) => `${route.method} ${openApiPath(route.url)}`);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(served.length).toBeGreaterThan(200);
    expect([...documented].sort()).toEqual([...served].sort());
  });

  it("declares the bearer scheme that signed-in routes name", () => {
    expect(document.components?.securitySchemes?.bearer).toMatchObject({ type: "http", scheme: "bearer" });
  });
});

describe("every route declares its contract", () => {
  it("has a success answer and the shared error body in its response schema", () => {
    const missing = apiRoutes()
      .filter((route) => {
        const codes = Object.keys((route.schema?.response as Record<string, unknown> | undefined) ?? {});
        return !codes.some((code) => /^2/.test(code)) || !codes.includes("4xx");
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it("tells the truth about needing a token: a bearer route answers 401 without one, a public one does not", async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes()) {
      const security =
        (route.schema as { security?: Record<string, string[]>[] } | undefined)?.security ?? [];
      const required = security.length > 0 && security.every((entry) => Object.keys(entry).length > 0);
      const url = route.url.replace(/:([A-Za-z0-9_]+)/g, "x").replace("*", "x");
      const response = await t.app.inject({ method: route.method as "GET", url });
      const refused = response.statusCode === 401 && response.json().message === "Authentication is required";
      if (required !== refused) {
        wrong.push(
          `${route.method} ${route.url}: documented ${required ? "bearer" : "public"}, answered ${response.statusCode}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("the browsable reference", () => {
  it(`is served at ${REFERENCE_PREFIX}/`, async () => {
    const page = await t.app.inject({ method: "GET", url: `${REFERENCE_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("swagger");
    // Same-origin only, and no https upgrade on this plain-http address (it would break the assets).
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(csp).not.toMatch(/https?:\/\//);
  });
});
