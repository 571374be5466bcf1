import {
  fieldErrorsOf,
  isHttpError,
  isNetworkError,
  isSessionExpiredError,
  readErrorFields,
} from "@foyer/sdk";
import { formMessages } from "./form-messages.js";

/** What a failed call means for the form; expected outcomes as data (STYLE 5). */
export type ServerProblem =
  | { kind: "fields"; errors: Record<string, string>; message: string }
  | { kind: "signIn"; message: string }
  | { kind: "closed"; message: string }
  | { kind: "notFound"; message: string }
  | { kind: "conflict"; message: string }
  | { kind: "network"; message: string }
  | { kind: "other"; message: string };

/** Reads an SDK error (HttpError, NetworkError, SessionExpiredError) as a `ServerProblem`. */
export function readServerProblem(error: unknown, fallback: string): ServerProblem {
  if (isSessionExpiredError(error)) return { kind: "signIn", message: formMessages.sessionEnded };
  if (isNetworkError(error)) return { kind: "network", message: formMessages.network };
  if (!isHttpError(error)) return { kind: "other", message: fallback };
  // The server's own message, when the body has one (never the SDK's "GET … failed with HTTP n").
  const said = readErrorFields(error.body).message;
  switch (error.status) {
    case 400: {
      const errors = fieldErrorsOf(error);
      return Object.keys(errors).length > 0
        ? { kind: "fields", errors, message: formMessages.fixErrors }
        : { kind: "other", message: said ?? fallback };
    }
    case 401:
      return { kind: "signIn", message: said ?? formMessages.signInRequired };
    case 403:
      return { kind: "closed", message: said ?? formMessages.closed };
    case 404:
      return { kind: "notFound", message: said ?? formMessages.notFound };
    case 409:
      return { kind: "conflict", message: said ?? fallback };
    default:
      return { kind: "other", message: fallback };
  }
}
