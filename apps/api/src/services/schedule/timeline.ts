/*
 * What the scheduler (solver.ts) keeps per room and per person: the spans taken, sorted by start,
 * with a quick "what overlaps this" that looks back no further than the longest span held.
 */

/** A stretch of time in epoch milliseconds, `end` excluded. */
export interface Span {
  start: number;
  end: number;
}

/** A session holding a span. */
export interface Taken extends Span {
  sessionId: string;
  parentId: string | null;
}

export class Timeline {
  private readonly items: Taken[] = [];
  private longest = 0;

  /** The index of the first span starting at or after `at`. */
  private firstFrom(at: number): number {
    let low = 0;
    let high = this.items.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.items[mid] as Taken).start < at) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  add(taken: Taken): void {
    this.items.splice(this.firstFrom(taken.start), 0, taken);
    this.longest = Math.max(this.longest, taken.end - taken.start);
  }

  remove(sessionId: string): void {
    const index = this.items.findIndex((one) => one.sessionId === sessionId);
    if (index >= 0) this.items.splice(index, 1);
  }

  /** The spans overlapping `start`–`end`, but for `skip`'s (a session and its subsessions never clash). */
  overlapping(start: number, end: number, skip?: (taken: Taken) => boolean): Taken[] {
    const found: Taken[] = [];
    for (let index = this.firstFrom(end) - 1; index >= 0; index--) {
      const one = this.items[index] as Taken;
      if (one.start <= start - this.longest) break;
      if (one.end > start && !skip?.(one)) found.push(one);
    }
    return found;
  }

  /** Whether anything (but `skip`'s) overlaps `start`–`end`. */
  isFree(start: number, end: number, skip?: (taken: Taken) => boolean): boolean {
    for (let index = this.firstFrom(end) - 1; index >= 0; index--) {
      const one = this.items[index] as Taken;
      if (one.start <= start - this.longest) break;
      if (one.end > start && !skip?.(one)) return false;
    }
    return true;
  }

  /** Whether a span ends less than `gap` before `start` or starts less than `gap` after `end` (back to back). */
  touches(start: number, end: number, gap: number, sessionId: string): boolean {
    for (let index = this.firstFrom(end + gap) - 1; index >= 0; index--) {
      const one = this.items[index] as Taken;
      if (one.start <= start - gap - this.longest) break;
      if (one.sessionId === sessionId) continue;
      if ((one.end <= start && one.end > start - gap) || (one.start >= end && one.start < end + gap))
        return true;
    }
    return false;
  }
}

/** Whether `span` lies inside one of `spans` (sorted by start, not overlapping). */
export function within(spans: Span[], start: number, end: number): boolean {
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((spans[mid] as Span).start <= start) low = mid + 1;
    else high = mid;
  }
  const candidate = spans[low - 1];
  return candidate !== undefined && candidate.start <= start && end <= candidate.end;
}

/** `spans` sorted by start, the overlapping and touching ones joined. */
export function merged(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: Span[] = [];
  for (const span of sorted) {
    const last = out[out.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else out.push({ start: span.start, end: span.end });
  }
  return out;
}

/** The parts of `span` outside every one of `cuts`. */
export function without(span: Span, cuts: Span[]): Span[] {
  let parts = [span];
  for (const cut of cuts) {
    parts = parts.flatMap((part) => {
      if (cut.end <= part.start || cut.start >= part.end) return [part];
      const left = { start: part.start, end: cut.start };
      const right = { start: cut.end, end: part.end };
      return [left, right].filter((one) => one.end > one.start);
    });
  }
  return parts;
}
