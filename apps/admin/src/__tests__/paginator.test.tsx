import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Paginator } from "../list-kit/Paginator.js";

afterEach(cleanup);

function renderPaginator(props: { page: number; total: number; pageSize?: number }) {
  const onPage = vi.fn();
  const onPageSize = vi.fn();
  const view = render(
    <Paginator
      page={props.page}
      total={props.total}
      pageSize={props.pageSize ?? 50}
      onPage={onPage}
      onPageSize={onPageSize}
    />,
  );
  return { ...view, onPage, onPageSize };
}

/** The page list as text: "Previous 1 … 6 7 … 20 Next". */
const pagesText = () =>
  within(screen.getByRole("list"))
    .getAllByRole("listitem", { hidden: true })
    .map((item) => item.textContent)
    .join(" ");

describe("Paginator: shows nothing when there is 1 page or fewer (spec 2 §2.3)", () => {
  it.each([0, 1, 50])("%s rows at 50 a page → nothing", (total) => {
    const { container } = renderPaginator({ page: 1, total });
    expect(container.innerHTML).toBe("");
  });
});

describe("Paginator: page buttons in windows (spec 1 §9)", () => {
  it("all pages when 7 or fewer", () => {
    renderPaginator({ page: 3, total: 7 * 50 });
    expect(pagesText()).toBe("Previous 1 2 3 4 5 6 7 Next");
  });

  it("4 on each side of the current page in the middle, with ellipses", () => {
    renderPaginator({ page: 10, total: 20 * 50 });
    expect(pagesText()).toBe("Previous 1 … 6 7 8 9 10 11 12 13 14 … 20 Next");
    expect(screen.getByRole("button", { name: "Page 10" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("button", { name: "Page 9" }).getAttribute("aria-current")).toBeNull();
  });

  it("up to 6 leading pages near the start", () => {
    renderPaginator({ page: 1, total: 20 * 50 });
    expect(pagesText()).toBe("Previous 1 2 3 4 5 6 … 20 Next");
  });

  it("says which rows are shown", () => {
    renderPaginator({ page: 3, total: 120 });
    expect(screen.getByText("101–120 of 120")).toBeTruthy();
  });
});

describe("Paginator: moving between pages", () => {
  it("a page button goes to that page", () => {
    const { onPage } = renderPaginator({ page: 1, total: 20 * 50 });
    fireEvent.click(screen.getByRole("button", { name: "Page 20" }));
    expect(onPage).toHaveBeenCalledWith(20);
  });

  it("Previous is disabled on the first page, Next on the last", () => {
    const first = renderPaginator({ page: 1, total: 120 });
    expect((screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(first.onPage).toHaveBeenCalledWith(2);
    cleanup();
    const last = renderPaginator({ page: 3, total: 120 });
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(last.onPage).toHaveBeenCalledWith(2);
  });

  it("Page jump in the paginator is clamped between the first and last page (spec 1 §5)", () => {
    // A page past the end (rows were deleted meanwhile) shows, and moves from, the last page.
    const { onPage } = renderPaginator({ page: 9, total: 120 });
    expect(screen.getByRole("button", { name: "Page 3" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});

describe("Paginator: selector 'Show: N', default page size 50 (spec 2 §2.3)", () => {
  it("offers 10, 25, 50 and 100 with 50 chosen, and reports a new choice", () => {
    const { onPageSize } = renderPaginator({ page: 1, total: 120 });
    const select = screen.getByLabelText("Show:") as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(["10", "25", "50", "100"]);
    expect(select.value).toBe("50");
    fireEvent.change(select, { target: { value: "25" } });
    expect(onPageSize).toHaveBeenCalledWith(25);
  });
});
