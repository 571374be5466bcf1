import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PopoverMenu } from "../popover-menu/PopoverMenu.js";
import { POPOVER_TRANSITION, popoverMenuCss } from "../popover-menu/popover-menu.css.js";

afterEach(cleanup);

const items = [
  { value: "edit", label: "Edit" },
  { value: "archive", label: "Archive", disabled: true },
  { value: "delete", label: "Delete" },
];

function setup() {
  const onSelect = vi.fn();
  render(
    <>
      <PopoverMenu label="Actions" items={items} onSelect={onSelect} />
      <button type="button">Elsewhere</button>
    </>,
  );
  const button = screen.getByRole("button", { name: "Actions" });
  return { onSelect, button };
}
const item = (name: string) => screen.getByRole("menuitem", { name });

describe("popover menu (opens on click, closes after a pick)", () => {
  it("opens on click with focus on the first item", () => {
    const { button } = setup();
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("menu")).toBeNull();
    fireEvent.click(button);
    const menu = screen.getByRole("menu", { name: "Actions" });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.getAttribute("aria-controls")).toBe(menu.id);
    expect(document.activeElement).toBe(item("Edit"));
  });

  it("closes after a pick, hands over the value, and focus returns to the button", () => {
    const { button, onSelect } = setup();
    fireEvent.click(button);
    fireEvent.click(item("Delete"));
    expect(onSelect).toHaveBeenCalledWith("delete");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("a disabled item cannot be picked and is skipped by the arrow keys", () => {
    const { button, onSelect } = setup();
    fireEvent.click(button);
    fireEvent.click(item("Archive"));
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.keyDown(item("Edit"), { key: "ArrowDown" });
    expect(document.activeElement).toBe(item("Delete"));
  });

  it("arrow keys wrap, Home and End jump, Enter picks", () => {
    const { button, onSelect } = setup();
    fireEvent.keyDown(button, { key: "ArrowUp" });
    expect(document.activeElement).toBe(item("Delete"));
    fireEvent.keyDown(item("Delete"), { key: "ArrowDown" });
    expect(document.activeElement).toBe(item("Edit"));
    fireEvent.keyDown(item("Edit"), { key: "End" });
    expect(document.activeElement).toBe(item("Delete"));
    fireEvent.keyDown(item("Delete"), { key: "Home" });
    expect(document.activeElement).toBe(item("Edit"));
    fireEvent.keyDown(item("Edit"), { key: "Enter" });
    expect(onSelect).toHaveBeenCalledWith("edit");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("ArrowDown on the button opens the menu; Escape closes it and returns focus", () => {
    const { button, onSelect } = setup();
    fireEvent.keyDown(button, { key: "ArrowDown" });
    expect(document.activeElement).toBe(item("Edit"));
    fireEvent.keyDown(item("Edit"), { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("a press outside closes it", async () => {
    const { button } = setup();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole("button", { name: "Elsewhere" }));
    fireEvent.mouseDown(screen.getByRole("button", { name: "Elsewhere" }));
    fireEvent.click(screen.getByRole("button", { name: "Elsewhere" }));
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  });

  it("Popover transition 0.1 s", () => {
    expect(POPOVER_TRANSITION).toBe("0.1s");
    expect(popoverMenuCss).toContain("opacity 0.1s ease-out");
    expect(popoverMenuCss).toContain("transform 0.1s ease-out");
  });
});
