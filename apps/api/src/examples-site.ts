import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import { exampleSiteDir } from "./repo-paths.js";

/**
 * Where the example pages name Foyer (script tag, Content-Security-Policy). The site fills in the
 * app's address (`PUBLIC_URL`, else http://localhost:$PORT) when it serves them, so the widgets
 * load from the app whatever its port (issue 18 item 8).
 */
export const APP_ORIGIN_PLACEHOLDER = "%FOYER_ORIGIN%";

/** Safe in an attribute value and in text: the address comes from configuration, but still. */
function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}

/**
 * The example third-party site (ARCHITECTURE "Public surface"): static files under
 * examples/script-tag, its pages with the app's address filled in. Null when the folder is absent.
 */
export async function buildExamplesSite(
  config: Pick<Config, "publicUrl">,
  root: string = exampleSiteDir,
): Promise<FastifyInstance | null> {
  if (!existsSync(path.join(root, "index.html"))) return null;
  const origin = escapeHtml(config.publicUrl);
  const pages = new Map(
    readdirSync(root)
      .filter((name) => name.endsWith(".html"))
      .map((name) => [
        name,
        readFileSync(path.join(root, name), "utf8").replaceAll(APP_ORIGIN_PLACEHOLDER, origin),
      ]),
  );
  const site = Fastify({ logger: false });
  for (const [name, html] of pages) {
    const urls = name === "index.html" ? ["/", "/index.html"] : [`/${name}`];
    for (const url of urls) {
      // Not cached: the same page names another address after a restart with another PORT.
      site.get(url, (_request, reply) =>
        reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html),
      );
    }
  }
  // Everything else (scripts, styles) as it is; pages only through the routes above.
  await site.register(fastifyStatic, { root, allowedPath: (pathname) => !pathname.endsWith(".html") });
  return site;
}

/** The example site on its own port, so that it is another origin than the app. */
export async function startExamplesSite(config: Config): Promise<FastifyInstance | null> {
  const site = await buildExamplesSite(config);
  await site?.listen({ port: config.examplesPort, host: config.host });
  return site;
}
