import type { FastifyInstance } from "fastify";
import { badRequest } from "./errors.js";

/*
 * Text a database cannot store is refused at the edge. PostgreSQL cannot store the NUL character
 * in text (nor `\u0000` in jsonb), and neither PostgreSQL nor PGlite accepts an unpaired UTF-16
 * surrogate (`"\ud800"` in JSON) in jsonb (in text PostgreSQL silently stores U+FFFD instead):
 * every request's params, query and JSON body are checked once, before any route sees them, and
 * such a request is answered 400 with where the text is and what is wrong with it.
 */

export const NUL_MESSAGE = "Text cannot contain the NUL character (\\u0000)";
export const SURROGATE_MESSAGE =
  "Text cannot contain an unpaired surrogate (such as \\ud800): it is not valid Unicode";

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with a string a database cannot store, or null. */
export function textProblem(text: string): string | null {
  if (text.includes("\u0000")) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return null;
}

export interface BadText {
  /** Where it is: "fields_groups.0.name"; "" for the value itself. */
  path: string;
  problem: string;
}

/**
 * The first string or key in `value` that a database cannot store, or null. Iterative, so a
 * deeply nested body cannot exhaust the stack.
 */
export function badTextIn(value: unknown): BadText | null {
  const stack: [unknown, string][] = [[value, ""]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, path] = next;
    if (typeof item === "string") {
      const problem = textProblem(item);
      if (problem) return { path, problem };
      continue;
    }
    if (item === null || typeof item !== "object" || ArrayBuffer.isView(item)) continue;
    for (const [key, child] of Object.entries(item)) {
      const childPath = path ? `${path}.${key}` : key;
      const problem = textProblem(key);
      if (problem) return { path: childPath, problem };
      stack.push([child, childPath]);
    }
  }
  return null;
}

/** Answers 400 to any request of `api` whose params, query or body hold text a database cannot store. */
export function refuseBadText(api: FastifyInstance): void {
  api.addHook("preValidation", async (request) => {
    for (const [part, value] of [
      ["params", request.params],
      ["query", request.query],
      ["body", request.body],
    ] as const) {
      const bad = badTextIn(value);
      if (!bad) continue;
      const where = bad.path || part;
      throw badRequest(`${where.length > 120 ? `…${where.slice(-120)}` : where}: ${bad.problem}`);
    }
  });
}
