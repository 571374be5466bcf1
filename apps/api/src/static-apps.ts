import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { isPortalPath } from "@foyer/domain";
import type { FastifyInstance } from "fastify";
import { adminDist, docsDir, embedDist, portalDist } from "./repo-paths.js";

export interface BuiltApps {
  admin: string;
  portal: string;
  /** The repository's docs/ folder, served as plain text at /docs/. */
  docs: string | null;
}

export function findBuiltApps(): BuiltApps | null {
  const built = [adminDist, portalDist].every((dist) => existsSync(path.join(dist, "index.html")));
  if (!built) return null;
  return {
    admin: adminDist,
    portal: portalDist,
    docs: existsSync(path.join(docsDir, "README.md")) ? docsDir : null,
  };
}

/**
 * Serves the built admin and portal apps from one origin. Assets are content-hashed (cached for
 * a year); index.html is never cached so a deploy is picked up on the next navigation.
 */
export async function serveApps(app: FastifyInstance, built: BuiltApps): Promise<void> {
  // Read on every page request (a small file, cached by the OS): a rebuild while the server runs
  // would otherwise serve a page pointing at assets that no longer exist.
  const page = (app: "admin" | "portal") => readFile(path.join(built[app], "index.html"), "utf8");
  await app.register(fastifyStatic, {
    root: [built.admin, built.portal],
    prefix: "/",
    index: false,
    wildcard: false,
    decorateReply: false,
    // setHeaders decides the caching (send's own header would replace it).
    cacheControl: false,
    setHeaders(reply, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.setHeader("cache-control", "public, max-age=31536000, immutable");
      }
    },
  });
  if (built.docs) {
    await app.register(fastifyStatic, {
      root: built.docs,
      prefix: "/docs/",
      index: "README.md",
      decorateReply: false,
      allowedPath: (pathName) => pathName === "/" || pathName.endsWith(".md"),
      contentType: false,
      setHeaders(reply) {
        reply.setHeader("content-type", "text/plain; charset=utf-8");
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const wantsPage =
      request.method === "GET" && !pathname.startsWith("/api/") && !/\.[a-z0-9]+$/i.test(pathname);
    if (!wantsPage) {
      return reply.code(404).send({ statusCode: 404, code: "NOT_FOUND", message: `Not found: ${pathname}` });
    }
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(await page(isPortalPath(pathname) ? "portal" : "admin"));
  });
}

/** The embed bundle's folder (`packages/widgets/dist/embed`), when it has been built. */
export function findBuiltEmbed(): string | null {
  return existsSync(path.join(embedDist, "foyer.js")) ? embedDist : null;
}

/**
 * Serves the script-tag loader and its lazy chunks at /embed/ to any origin. The loader keeps a
 * stable name, so it is revalidated; chunks are content-hashed and cached for a year.
 */
export async function serveEmbed(app: FastifyInstance, folder: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: folder,
    prefix: "/embed/",
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.setHeader("access-control-allow-origin", "*");
      reply.setHeader(
        "cache-control",
        path.basename(filePath) === "foyer.js"
          ? "public, max-age=300, must-revalidate"
          : "public, max-age=31536000, immutable",
      );
    },
  });
}
