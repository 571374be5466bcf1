import { existsSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import { exampleSiteDir } from "./repo-paths.js";

/**
 * The example third-party site, on its own port so that it is another origin (ARCHITECTURE
 * "Public surface"). It is plain static files under examples/script-tag.
 */
export async function startExamplesSite(config: Config): Promise<FastifyInstance | null> {
  if (!existsSync(`${exampleSiteDir}/index.html`)) return null;
  const root = exampleSiteDir;
  const site = Fastify({ logger: false });
  await site.register(fastifyStatic, { root });
  await site.listen({ port: config.examplesPort, host: config.host });
  return site;
}
