import { fireEvent, waitFor } from "@testing-library/react";
import { screen } from "shadow-dom-testing-library";
import { afterEach, describe, expect, it } from "vitest";
import { deepActiveElement } from "../forms/focus-target.js";
import {
  createFakeApi,
  createTestSdk,
  makeForm,
  renderForm,
  submissionProps,
  unmountForms,
} from "./form-test-kit.js";

afterEach(unmountForms);

async function openPicker(start: string) {
  const api = createFakeApi([
    makeForm([
      {
        id: "s",
        title: "When",
        fields: [{ id: "day", type: "date", label: "Set-up date", required: false }],
      },
    ]),
  ]);
  const view = renderForm(submissionProps(), { sdk: createTestSdk(api) });
  const input = (await screen.findByShadowLabelText("Set-up date")) as HTMLInputElement;
  fireEvent.change(input, { target: { value: start } });
  const opener = screen.getByShadowRole("button", { name: "Choose date for Set-up date" });
  opener.focus();
  fireEvent.click(opener);
  const grid = await screen.findByShadowRole("grid");
  await waitFor(() => expect(grid.contains(deepActiveElement(document))).toBe(true));
  return { view, input, opener, grid };
}

const focusedDay = () => deepActiveElement(document)?.getAttribute("data-day");

describe("date picker popover with a grid", () => {
  it("opens in the portal root as a dialog named 'Choose date', on the typed day", async () => {
    const { view, grid } = await openPicker("2025-02-14");
    const dialog = screen.getByShadowRole("dialog", { name: "Choose date" });
    expect(view.portalRoot.contains(dialog)).toBe(true);
    expect(grid.getAttribute("aria-labelledby")).toBeTruthy();
    expect(screen.getByShadowRole("heading", { name: "February 2025" })).toBeTruthy();
    expect(focusedDay()).toBe("2025-02-14");
    expect(screen.getAllByShadowRole("columnheader").map((th) => th.textContent)).toEqual([
      "M",
      "T",
      "W",
      "Th",
      "F",
      "Sa",
      "Su",
    ]);
  });

  it("arrow keys move by day and week, Home/End to the week's ends, PageUp/PageDown by month", async () => {
    const { grid } = await openPicker("2025-02-14");
    const press = async (key: string, day: string, shiftKey = false) => {
      fireEvent.keyDown(grid, { key, shiftKey });
      await waitFor(() => expect(focusedDay()).toBe(day));
    };
    await press("ArrowLeft", "2025-02-13");
    await press("ArrowUp", "2025-02-06");
    await press("ArrowRight", "2025-02-07");
    await press("ArrowDown", "2025-02-14");
    await press("Home", "2025-02-10");
    await press("End", "2025-02-16");
    await press("PageDown", "2025-03-16");
    expect(screen.getByShadowRole("heading", { name: "March 2025" })).toBeTruthy();
    await press("PageUp", "2025-02-16");
    await press("PageUp", "2024-02-16", true);
  });

  it("Escape closes without choosing and focus returns to the calendar button", async () => {
    const { input, opener, grid } = await openPicker("2025-02-14");
    fireEvent.keyDown(grid, { key: "ArrowRight" });
    fireEvent.keyDown(grid, { key: "Escape" });
    await waitFor(() => expect(screen.queryByShadowRole("grid")).toBeNull());
    await waitFor(() => expect(deepActiveElement(document)).toBe(opener));
    expect(input.value).toBe("2025-02-14");
  });

  it("Space picks the focused day too; a click on a day picks it", async () => {
    const { input, grid } = await openPicker("2025-02-14");
    fireEvent.keyDown(grid, { key: "ArrowRight" });
    fireEvent.keyDown(grid, { key: " " });
    expect(input.value).toBe("2025-02-15");
    fireEvent.click(screen.getByShadowRole("button", { name: "Choose date for Set-up date" }));
    fireEvent.click(await screen.findByShadowRole("gridcell", { name: "Fri, Feb 28, 2025" }));
    expect(input.value).toBe("2025-02-28");
  });
});
