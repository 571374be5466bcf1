import { createFoyerSdk, createMemoryStorage } from "@foyer/sdk";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MultiSelectDialog, multiSelectDialogText } from "../multi-select-dialog/MultiSelectDialog.js";
import { filterOptions } from "../multi-select-dialog/multi-select-rules.js";
import { WidgetContext } from "../runtime/widget-context.js";

afterEach(cleanup);

const days = [
  { value: "mon", label: "Monday" },
  { value: "tue", label: "Tuesday" },
  { value: "wed", label: "Wednesday" },
];

function Demo({ onSave, searchable }: { onSave(values: string[]): void; searchable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Choose days
      </button>
      {open ? (
        <MultiSelectDialog
          title="Days"
          options={days}
          selected={["tue"]}
          searchable={searchable}
          onSave={(values) => {
            onSave(values);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

const openDialog = () => {
  fireEvent.click(screen.getByRole("button", { name: "Choose days" }));
  return screen.getByRole("dialog", { name: "Days" });
};
const ticked = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole("checkbox")
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.parentElement?.textContent);

describe("Multi-select dialog: Select All, Remove All, Cancel, Save", () => {
  it("has the spec's four buttons, word for word", () => {
    expect(multiSelectDialogText).toMatchObject({
      selectAll: "Select All",
      removeAll: "Remove All",
      cancel: "Cancel",
      save: "Save",
    });
    render(<Demo onSave={() => {}} />);
    const dialog = openDialog();
    for (const name of ["Select All", "Remove All", "Cancel", "Save"]) {
      expect(within(dialog).getByRole("button", { name })).toBeTruthy();
    }
  });

  it("Select All ticks every option and Save returns them in order", () => {
    const onSave = vi.fn();
    render(<Demo onSave={onSave} />);
    const dialog = openDialog();
    expect(ticked(dialog)).toEqual(["Tuesday"]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Select All" }));
    expect(ticked(dialog)).toEqual(["Monday", "Tuesday", "Wednesday"]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith(["mon", "tue", "wed"]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("Remove All unticks every option; single ticks toggle", () => {
    const onSave = vi.fn();
    render(<Demo onSave={onSave} />);
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove All" }));
    expect(ticked(dialog)).toEqual([]);
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Wednesday" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith(["wed"]);
  });

  it("Cancel and Escape discard the choice", () => {
    const onSave = vi.fn();
    render(<Demo onSave={onSave} />);
    let dialog = openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "Select All" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    dialog = openDialog();
    expect(ticked(dialog)).toEqual(["Tuesday"]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove All" }));
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("moves focus in, keeps Tab inside, and gives focus back on close", () => {
    render(<Demo onSave={() => {}} />);
    const opener = screen.getByRole("button", { name: "Choose days" });
    opener.focus();
    const dialog = openDialog();
    const first = within(dialog).getByRole("button", { name: "Select All" });
    const last = within(dialog).getByRole("button", { name: "Save" });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: "Tab" });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(document.activeElement).toBe(opener);
  });

  it("filters by the search; Select All then ticks only the options shown", () => {
    const onSave = vi.fn();
    render(<Demo onSave={onSave} searchable />);
    const dialog = openDialog();
    fireEvent.change(within(dialog).getByRole("searchbox", { name: "Search" }), {
      target: { value: "  mON " },
    });
    expect(within(dialog).getAllByRole("checkbox")).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole("button", { name: "Select All" }));
    fireEvent.change(within(dialog).getByRole("searchbox", { name: "Search" }), { target: { value: "zzz" } });
    expect(within(dialog).getByText("Nothing matches your search.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith(["mon", "tue"]);
    expect(filterOptions(days, "")).toEqual(days);
  });

  it("inside a widget it portals into the shadow root's portalRoot", () => {
    const host = document.createElement("div");
    document.body.append(host);
    const shadowRoot = host.attachShadow({ mode: "open" });
    const container = document.createElement("div");
    const portalRoot = document.createElement("div");
    shadowRoot.append(container, portalRoot);
    const sdk = createFoyerSdk({
      fetch: vi.fn(),
      storage: createMemoryStorage(),
      locks: null,
      baseUrl: "http://t/api",
    });
    const value = { host, shadowRoot, portalRoot, sdk, theme: "light" as const, emit: vi.fn() };
    const wrap = (ui: ReactNode) => <WidgetContext.Provider value={value}>{ui}</WidgetContext.Provider>;
    render(wrap(<MultiSelectDialog title="Days" options={days} onSave={() => {}} onCancel={() => {}} />), {
      container,
    });
    expect(portalRoot.querySelector('[role="dialog"]')).not.toBeNull();
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    host.remove();
  });
});
