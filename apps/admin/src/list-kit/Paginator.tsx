import { clampPage, PAGE_SIZE_OPTIONS, pageCount, pageWindow } from "@foyer/domain";
import { useId } from "react";

export interface PaginatorProps {
  /** The current page, from 1. */
  page: number;
  /** Rows a page holds. @default 50 (spec 2 §2.3) */
  pageSize: number;
  /** Rows in all pages. */
  total: number;
  /** A page button, Previous or Next was pressed; the page is already clamped to 1…last. */
  onPage(page: number): void;
  /** A new 'Show: N' choice; the caller goes back to page 1. */
  onPageSize(pageSize: number): void;
  /** What is being paged, for the navigation's name ("Pages of contacts"). @default "Pages" */
  label?: string;
}

/**
 * Spec 2 §2.3 "Paginator": page buttons in the windows of spec 1 §9 (`pageWindow`), Previous and
 * Next, the range shown, and the 'Show: N' selector. It shows nothing when there is 1 page or fewer.
 */
export function Paginator({ page, pageSize, total, onPage, onPageSize, label = "Pages" }: PaginatorProps) {
  const sizeId = useId();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const current = clampPage(page, pages);
  const first = (current - 1) * pageSize + 1;
  const last = Math.min(total, current * pageSize);
  // Spec 1 §5: a page jump is clamped between the first and last page.
  const go = (target: number) => onPage(clampPage(target, pages));
  const sizes: readonly number[] = PAGE_SIZE_OPTIONS.includes(pageSize as (typeof PAGE_SIZE_OPTIONS)[number])
    ? PAGE_SIZE_OPTIONS
    : [...PAGE_SIZE_OPTIONS, pageSize].sort((a, b) => a - b);

  return (
    <nav className="event-pager records-pager" aria-label={label}>
      <span className="event-pager__text">
        {first}–{last} of {total}
      </span>
      <label className="records-pager__size" htmlFor={sizeId}>
        Show:
        <select
          id={sizeId}
          className="foyer-input records-pager__select"
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <ul className="records-pager__pages">
        <li>
          <button
            type="button"
            className="records-pager__button records-pager__step"
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            Previous
          </button>
        </li>
        {pageWindow(current, pages).map((item, index) =>
          item === "ellipsis" ? (
            // Two ellipses at most, told apart by where they stand.
            // biome-ignore lint/suspicious/noArrayIndexKey: an ellipsis has no identity but its place.
            <li key={`ellipsis-${index}`} className="records-pager__ellipsis" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="records-pager__button"
                aria-current={item === current ? "page" : undefined}
                aria-label={`Page ${item}`}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="records-pager__button records-pager__step"
            disabled={current >= pages}
            onClick={() => go(current + 1)}
          >
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
