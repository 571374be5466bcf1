import type { SummaryError } from "@foyer/domain";

/** The rows with errors, each once, in order (spec 2 §5: unique row numbers across the errors). */
export function skippedRowNumbers(errors: readonly SummaryError[]): number[] {
  const rows = new Set<number>();
  for (const error of errors) for (const row of error.rows) rows.add(row);
  return [...rows].sort((a, b) => a - b);
}

/** Each row's error descriptions, joined: the error column of the downloads. */
export function errorsByRow(errors: readonly SummaryError[]): Map<number, string> {
  const byRow = new Map<number, string[]>();
  for (const error of errors) {
    for (const row of error.rows) {
      const list = byRow.get(row) ?? [];
      if (!list.includes(error.description)) list.push(error.description);
      byRow.set(row, list);
    }
  }
  return new Map([...byRow].map(([row, list]) => [row, list.join("; ")]));
}
