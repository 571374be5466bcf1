import type { z } from "zod";
import { badRequest } from "./errors.js";

/**
 * Parses a request part with a zod schema from @foyer/domain. A failure answers 400 with the
 * first problem as the message ("password: Password is required") and every problem in details.
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown, part = "body"): z.infer<S> {
  if (value === undefined || value === null) {
    if (part === "body") throw badRequest("Request body is required (JSON)");
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    path: issue.path.join(".") || part,
    message:
      issue.code === "unrecognized_keys" ? `Unknown field(s): ${issue.keys.join(", ")}` : issue.message,
  }));
  const first = details[0];
  const message = first
    ? first.path === part
      ? first.message
      : `${first.path}: ${first.message}`
    : "Invalid request";
  throw badRequest(message, details);
}
