import type { FastifyInstance } from "fastify";
import { badRequest } from "./errors.js";

/*
 * PostgreSQL cannot store the NUL character in text (nor `\u0000` in jsonb): a value holding one
 * would fail in the database as a 500. Every request's params, query and JSON body are checked
 * once, before any route sees them, and such a request is answered 400 with where the NUL is.
 */

export const NUL_MESSAGE = "Text cannot contain the NUL character (\\u0000)";

/**
 * The path of the first string or key in `value` that holds a NUL character ("fields_groups.0.name";
 * "" for `value` itself), or null. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function nulPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, ""]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, path] = next;
    if (typeof item === "string") {
      if (item.includes("\u0000")) return path;
      continue;
    }
    if (item === null || typeof item !== "object" || ArrayBuffer.isView(item)) continue;
    for (const [key, child] of Object.entries(item)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes("\u0000")) return childPath;
      stack.push([child, childPath]);
    }
  }
  return null;
}

/** Answers 400 to any request of `api` whose params, query or body hold a NUL character. */
export function refuseNul(api: FastifyInstance): void {
  api.addHook("preValidation", async (request) => {
    for (const [part, value] of [
      ["params", request.params],
      ["query", request.query],
      ["body", request.body],
    ] as const) {
      const path = nulPath(value);
      if (path === null) continue;
      const where = path || part;
      throw badRequest(`${where.length > 120 ? `…${where.slice(-120)}` : where}: ${NUL_MESSAGE}`);
    }
  });
}
