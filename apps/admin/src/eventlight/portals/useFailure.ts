import { userMessageOf } from "@foyer/widgets/react";
import { isForbidden } from "../../server-data/access-gate.js";

/**
 * The sentence for a failed write; null for a 403, which the query client's one handler has
 * already given to the area's permission screen (the portal pages' writes run as mutations:
 * `useServerWrite`, or the helpers here that use it).
 */
export function useFailure(): (error: unknown) => string | null {
  return failureOf;
}

const failureOf = (error: unknown): string | null => (isForbidden(error) ? null : userMessageOf(error));
