/** What the database's refusals look like to the services. */

/** A unique index refused a write (SQLSTATE 23505), as the driver or drizzle reports it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; depth++) {
    if ((cause as { code?: unknown }).code === "23505") return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
