import { describe, expect, it } from "vitest";
import { clampPage, pageCount, pageWindow } from "../paging/page-windows.js";

/** "1 2 3 … 20" for readable expectations. */
const show = (current: number, total: number) =>
  pageWindow(current, total)
    .map((item) => (item === "ellipsis" ? "…" : String(item)))
    .join(" ");

describe("Paginator: shows nothing when there is 1 page or fewer (spec 2 §2.3)", () => {
  it.each([0, 1, -3, Number.NaN])("%s pages → no buttons", (total) => {
    expect(pageWindow(1, total)).toEqual([]);
  });
});

describe("Pagination: all pages when 7 or fewer (spec 1 §9)", () => {
  it.each([1, 4, 7])("7 pages, current %s → every page", (current) => {
    expect(show(current, 7)).toBe("1 2 3 4 5 6 7");
  });

  it("2 pages → both", () => {
    expect(show(2, 2)).toBe("1 2");
  });
});

describe("otherwise windows with ellipses: up to 6 leading pages near the start or end (spec 1 §9)", () => {
  it.each([
    [1, "1 2 3 4 5 6 … 8"],
    [5, "1 2 3 4 5 6 … 8"],
    [6, "1 … 3 4 5 6 7 8"],
    [8, "1 … 3 4 5 6 7 8"],
  ])("8 pages, current %s → %s", (current, expected) => {
    expect(show(current, 8)).toBe(expected);
  });

  it.each([
    [1, "1 2 3 4 5 6 … 20"],
    [3, "1 2 3 4 5 6 … 20"],
    [5, "1 2 3 4 5 6 … 20"],
    [16, "1 … 15 16 17 18 19 20"],
    [18, "1 … 15 16 17 18 19 20"],
    [20, "1 … 15 16 17 18 19 20"],
  ])("20 pages, current %s → %s", (current, expected) => {
    expect(show(current, 20)).toBe(expected);
  });

  it.each([
    [1, "1 2 3 4 5 6 … 200"],
    [5, "1 2 3 4 5 6 … 200"],
    [196, "1 … 195 196 197 198 199 200"],
    [200, "1 … 195 196 197 198 199 200"],
  ])("200 pages, current %s → %s", (current, expected) => {
    expect(show(current, 200)).toBe(expected);
  });
});

describe("otherwise windows with ellipses: 4 on each side of the current page in the middle (spec 1 §9)", () => {
  it.each([
    [6, "1 2 3 4 5 6 7 8 9 10 … 20"],
    [7, "1 … 3 4 5 6 7 8 9 10 11 … 20"],
    [10, "1 … 6 7 8 9 10 11 12 13 14 … 20"],
    [14, "1 … 10 11 12 13 14 15 16 17 18 … 20"],
    [15, "1 … 11 12 13 14 15 16 17 18 19 20"],
  ])("20 pages, current %s → %s", (current, expected) => {
    expect(show(current, 20)).toBe(expected);
  });

  it.each([
    [6, "1 2 3 4 5 6 7 8 9 10 … 200"],
    [50, "1 … 46 47 48 49 50 51 52 53 54 … 200"],
    [100, "1 … 96 97 98 99 100 101 102 103 104 … 200"],
    [195, "1 … 191 192 193 194 195 196 197 198 199 200"],
  ])("200 pages, current %s → %s", (current, expected) => {
    expect(show(current, 200)).toBe(expected);
  });

  it("an ellipsis appears only where at least one page is left out", () => {
    for (let total = 8; total <= 40; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = pageWindow(current, total);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(total);
        expect(items).toContain(current);
        items.forEach((item, index) => {
          if (item !== "ellipsis") return;
          const before = items[index - 1] as number;
          const after = items[index + 1] as number;
          expect(after - before).toBeGreaterThan(1);
        });
        const pages = items.filter((item) => item !== "ellipsis");
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
      }
    }
  });

  it("a current page out of range is clamped first", () => {
    expect(show(0, 20)).toBe("1 2 3 4 5 6 … 20");
    expect(show(99, 20)).toBe("1 … 15 16 17 18 19 20");
  });
});

describe("Page jump in the paginator is clamped between the first and last page (spec 1 §5)", () => {
  it.each([
    [0, 20, 1],
    [-5, 20, 1],
    [7, 20, 7],
    [21, 20, 20],
    [3.7, 20, 3],
    [Number.NaN, 20, 1],
    [4, 0, 1],
  ])("clampPage(%s, %s) → %s", (page, total, expected) => {
    expect(clampPage(page, total)).toBe(expected);
  });
});

describe("pageCount", () => {
  it.each([
    [0, 50, 0],
    [1, 50, 1],
    [50, 50, 1],
    [51, 50, 2],
    [1000, 50, 20],
  ])("%s items at %s a page → %s pages", (total, size, expected) => {
    expect(pageCount(total, size)).toBe(expected);
  });
});
