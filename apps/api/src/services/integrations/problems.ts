/*
 * How the integration services say no (STYLE 4, 13): a kind and a message, never an HTTP status;
 * routes/integrations.ts maps each kind to its status in one place.
 */

export type IntegrationProblemKind =
  /** The request's values break a rule (400). */
  | "invalid"
  /** The connection, mapping or event is not the organization's (404). */
  | "not_found"
  /** It clashes with what is going on (a sync already running: 409). */
  | "conflict"
  /** Well-formed, but the platform refused it or the connection does not work (422). */
  | "unprocessable"
  /** The platform is down, slow, rate-limited past the budget or answered nonsense (502). */
  | "upstream";

export interface ProblemDetail {
  path: string;
  message: string;
}

export class IntegrationProblem extends Error {
  override readonly name = "IntegrationProblem";
  constructor(
    readonly kind: IntegrationProblemKind,
    message: string,
    readonly details?: ProblemDetail[],
  ) {
    super(message);
  }
}

/** Also true for one from another copy of this module (STYLE 4: compare `name`). */
export function isIntegrationProblem(error: unknown): error is IntegrationProblem {
  return (
    error instanceof IntegrationProblem ||
    (error instanceof Error && error.name === "IntegrationProblem" && "kind" in error)
  );
}

export const invalidInput = (message: string, details?: ProblemDetail[]) =>
  new IntegrationProblem("invalid", message, details);
export const missing = (message: string) => new IntegrationProblem("not_found", message);

/** The value, or a "not_found" problem with `message`. */
export function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw missing(message);
  return value;
}
