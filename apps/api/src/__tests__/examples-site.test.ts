import { readdirSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { APP_ORIGIN_PLACEHOLDER, buildExamplesSite } from "../examples-site.js";
import { exampleSiteDir } from "../repo-paths.js";

const pages = readdirSync(exampleSiteDir).filter((name) => name.endsWith(".html"));

describe("the example pages are served with the real app origin filled in (issue 18 item 8)", () => {
  let site: FastifyInstance;
  beforeAll(async () => {
    const config = loadConfig({ PORT: "4100", EXAMPLES_PORT: "4101", LOG_LEVEL: "silent" });
    const built = await buildExamplesSite(config);
    if (!built) throw new Error(`no example site in ${exampleSiteDir}`);
    site = built;
  });
  afterAll(() => site.close());

  it("has pages to serve", () => {
    expect(pages).toContain("index.html");
    expect(pages.length).toBeGreaterThan(5);
  });

  it.each(pages)("%s loads its widget from PORT's origin and never from localhost:3000", async (page) => {
    const answer = await site.inject({ method: "GET", url: `/${page}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    expect(answer.headers["cache-control"]).toBe("no-cache");
    expect(answer.body).toContain('<script async src="http://localhost:4100/embed/foyer.js"></script>');
    const csp = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(answer.body)?.[1] ?? "";
    expect(csp).toContain("script-src 'self' http://localhost:4100;");
    expect(csp).toContain("connect-src http://localhost:4100;");
    expect(answer.body).not.toContain("localhost:3000");
    expect(answer.body).not.toContain(APP_ORIGIN_PLACEHOLDER);
  });

  it("serves the index at / too, and scripts and styles as they are", async () => {
    const index = await site.inject({ method: "GET", url: "/" });
    expect(index.body).toContain("http://localhost:4100/embed/foyer.js");
    const script = await site.inject({ method: "GET", url: "/js/events.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toMatch(/javascript/);
  });

  it("never hands out a page with the placeholder through the static files", async () => {
    for (const url of ["/./index.html", "/js/../portal.html", "/index.html?x=1"]) {
      const answer = await site.inject({ method: "GET", url });
      expect(answer.body, url).not.toContain(APP_ORIGIN_PLACEHOLDER);
    }
  });
});

describe("the filled-in address follows PUBLIC_URL and is escaped", () => {
  it("uses PUBLIC_URL over PORT", async () => {
    const site = await buildExamplesSite(
      loadConfig({ PORT: "4100", PUBLIC_URL: "https://events.example.org/", LOG_LEVEL: "silent" }),
    );
    const answer = await site?.inject({ method: "GET", url: "/submission.html" });
    expect(answer?.body).toContain('src="https://events.example.org/embed/foyer.js"');
    await site?.close();
  });

  it("cannot break out of the attribute", async () => {
    const site = await buildExamplesSite({ publicUrl: `http://x"><script>alert(1)</script>` });
    const answer = await site?.inject({ method: "GET", url: "/intake.html" });
    expect(answer?.body).toContain("http://x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;/embed/foyer.js");
    expect(answer?.body).not.toContain("<script>alert(1)");
    await site?.close();
  });
});
