/** How the evaluation pages put counts, progress and averages into words. */

/** "1 evaluation", "4 evaluations". */
export function countLabel(n: number, one: string): string {
  return `${n} ${n === 1 ? one : `${one}s`}`;
}

/** "3 of 12 evaluated": an evaluator's progress in a plan. */
export function progressLabel(done: number, total: number): string {
  return `${done} of ${total} evaluated`;
}

/** An average as the monitor shows it: one decimal; "—" before anyone has scored. */
export function averageLabel(value: number | null | undefined): string {
  return value === null || value === undefined ? "—" : value.toFixed(1);
}
