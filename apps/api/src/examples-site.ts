import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.js";

/**
 * The example third-party site, on its own port so that it is another origin (ARCHITECTURE
 * "Public surface"). It is plain static files under examples/script-tag.
 */
export async function startExamplesSite(config: Config): Promise<FastifyInstance | null> {
  const candidates = ["../../../examples/script-tag", "../../../../examples/script-tag"].map((relative) =>
    fileURLToPath(new URL(relative, import.meta.url)),
  );
  const root = candidates.find((folder) => existsSync(`${folder}/index.html`));
  if (!root) return null;
  const site = Fastify({ logger: false });
  await site.register(fastifyStatic, { root });
  await site.listen({ port: config.examplesPort, host: config.host });
  return site;
}
