import { FoyerError } from "../errors.js";

/** Unwraps `payload` from an API answer (ARCHITECTURE "answers wrap data in payload"). */
export function payloadOf<T>(answer: { payload?: T } | undefined, where: string): T {
  if (answer === undefined || answer === null || typeof answer !== "object" || !("payload" in answer)) {
    throw new FoyerError(`The answer to ${where} has no payload`);
  }
  return answer.payload as T;
}
