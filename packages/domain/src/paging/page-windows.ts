/**
 * The paginator's arithmetic (spec 1 §5, §9; spec 2 §2.3, §9), shared by every list that pages.
 */

/** Spec 2 §2.3 "default page size 50, page 1". */
export const DEFAULT_PAGE_SIZE = 50;

/** Spec 2 §2.3, §9 "Table page size 10". */
export const TABLE_PAGE_SIZE = 10;

/** The 'Show: N' choices of the paginator. */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

/** The largest page a list call answers (a bigger `pageSize` is refused, not trimmed). */
export const MAX_PAGE_SIZE = 200;

/** Spec 1 §9: all pages are shown when there are this many or fewer. */
const ALL_PAGES_UP_TO = 7;
/** Spec 1 §9: "up to 6 leading pages near the start or end". */
const EDGE_PAGES = 6;
/** Spec 1 §9: "4 on each side of the current page in the middle". */
const SIBLINGS = 4;

export type PageItem = number | "ellipsis";

/** How many pages `total` items fill at `pageSize` a page (0 for none). */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(pageSize) || pageSize <= 0) return 0;
  return Math.ceil(total / pageSize);
}

/**
 * Spec 1 §5 "Page jump in the paginator is clamped between the first and last page": a whole
 * page number from 1 to `totalPages` (1 when there are no pages or the input is not a number).
 * @example clampPage(0, 20) // 1
 * @example clampPage(99, 20) // 20
 */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(Number.isFinite(totalPages) ? totalPages : 1));
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.trunc(page)));
}

/**
 * The page buttons to show, in order, with `"ellipsis"` where pages are left out (spec 1 §9,
 * spec 2 §2.3). The rule, for `n` pages and current page `c` (clamped to 1…n):
 *
 * - `n ≤ 1`: nothing (the paginator shows nothing).
 * - `n ≤ 7`: every page.
 * - Near the start, `c ≤ 5`: the 6 leading pages, an ellipsis, the last page
 *   (`1 2 3 4 5 6 … n`); up to page 5 the page after the current one is always on show.
 * - Near the end, `c ≥ n − 4`: the first page, an ellipsis, the 6 trailing pages
 *   (`1 … n−5 n−4 n−3 n−2 n−1 n`).
 * - In the middle: the first page, the 4 pages on each side of the current one, the last page
 *   (`1 … c−4 … c+4 … n`). The window stays between page 2 and page n − 1, and an ellipsis
 *   appears only where at least one page is left out (`1 2 … 10 … 20` is never `1 … 2 …`).
 *
 * So 20 pages read `1 2 3 4 5 6 … 20` on page 1, `1 2 3 4 5 6 7 8 9 10 … 20` on page 6,
 * `1 … 6 7 8 9 10 11 12 13 14 … 20` on page 10 and `1 … 15 16 17 18 19 20` on page 20.
 * @example pageWindow(10, 20) // [1, "ellipsis", 6, 7, 8, 9, 10, 11, 12, 13, 14, "ellipsis", 20]
 */
export function pageWindow(current: number, totalPages: number): PageItem[] {
  const n = Number.isFinite(totalPages) ? Math.floor(totalPages) : 0;
  if (n <= 1) return [];
  if (n <= ALL_PAGES_UP_TO) return range(1, n);
  const c = clampPage(current, n);
  if (c < EDGE_PAGES) return [...range(1, EDGE_PAGES), "ellipsis", n];
  if (c > n - EDGE_PAGES + 1) return [1, "ellipsis", ...range(n - EDGE_PAGES + 1, n)];
  const from = Math.max(2, c - SIBLINGS);
  const to = Math.min(n - 1, c + SIBLINGS);
  return [
    1,
    ...(from > 2 ? (["ellipsis"] as const) : []),
    ...range(from, to),
    ...(to < n - 1 ? (["ellipsis"] as const) : []),
    n,
  ];
}

function range(from: number, to: number): number[] {
  const pages: number[] = [];
  for (let page = from; page <= to; page += 1) pages.push(page);
  return pages;
}
