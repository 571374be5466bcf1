import type { FormField } from "@foyer/domain";
import { fireEvent } from "@testing-library/react";
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

const level: FormField = {
  id: "level",
  type: "dropdown",
  label: "Audience level",
  required: false,
  options: [
    { value: "beginner", label: "Beginner" },
    { value: "intermediate", label: "Intermediate" },
    { value: "advanced", label: "Advanced" },
    { value: "all", label: "All levels" },
  ],
};

async function open() {
  const api = createFakeApi([makeForm([{ id: "s", title: "Talk", fields: [level] }])]);
  const view = renderForm(submissionProps(), { sdk: createTestSdk(api) });
  const combobox = await screen.findByShadowRole("combobox", { name: /Audience level/ });
  combobox.focus();
  return { view, combobox };
}

const activeOption = (combobox: HTMLElement) => {
  const id = combobox.getAttribute("aria-activedescendant");
  return id ? (combobox.getRootNode() as ShadowRoot).getElementById(id)?.textContent : null;
};
const key = (combobox: HTMLElement, name: string) => fireEvent.keyDown(combobox, { key: name });

describe("dropdown as an ARIA combobox with a listbox", () => {
  it("is a focusable combobox labelled by the field, showing 'Select...' when empty", async () => {
    const { combobox } = await open();
    expect(combobox.tabIndex).toBe(0);
    expect(combobox.getAttribute("aria-expanded")).toBe("false");
    expect(combobox.getAttribute("aria-haspopup")).toBe("listbox");
    expect(combobox.textContent).toBe("Select...");
  });

  it("ArrowDown opens the listbox in the portal root; arrows, Home and End move; focus stays on the combobox", async () => {
    const { combobox, view } = await open();
    key(combobox, "ArrowDown");
    const listbox = await screen.findByShadowRole("listbox", { name: "Audience level" });
    expect(view.portalRoot.contains(listbox)).toBe(true);
    expect(combobox.getAttribute("aria-expanded")).toBe("true");
    expect(combobox.getAttribute("aria-controls")).toBe(listbox.id);
    expect(activeOption(combobox)).toBe("Beginner");
    key(combobox, "ArrowDown");
    key(combobox, "ArrowDown");
    expect(activeOption(combobox)).toBe("Advanced");
    key(combobox, "ArrowUp");
    expect(activeOption(combobox)).toBe("Intermediate");
    key(combobox, "End");
    expect(activeOption(combobox)).toBe("All levels");
    key(combobox, "ArrowDown");
    expect(activeOption(combobox)).toBe("All levels");
    key(combobox, "Home");
    expect(activeOption(combobox)).toBe("Beginner");
    expect(deepActiveElement(document)).toBe(combobox);
  });

  it("Enter chooses the active option and closes; reopening starts on the chosen one", async () => {
    const { combobox } = await open();
    key(combobox, "ArrowDown");
    key(combobox, "ArrowDown");
    key(combobox, "Enter");
    expect(combobox.textContent).toBe("Intermediate");
    expect(screen.queryByShadowRole("listbox")).toBeNull();
    key(combobox, "ArrowDown");
    expect(activeOption(combobox)).toBe("Intermediate");
    expect(screen.getByShadowRole("option", { name: "Intermediate" }).getAttribute("aria-selected")).toBe(
      "true",
    );
  });

  it("Escape closes without choosing", async () => {
    const { combobox } = await open();
    key(combobox, "ArrowDown");
    key(combobox, "ArrowDown");
    key(combobox, "Escape");
    expect(screen.queryByShadowRole("listbox")).toBeNull();
    expect(combobox.textContent).toBe("Select...");
    expect(deepActiveElement(document)).toBe(combobox);
  });

  it("type-ahead jumps to the option that starts with the typed letters", async () => {
    const { combobox } = await open();
    key(combobox, "a");
    expect(activeOption(combobox)).toBe("Advanced");
    key(combobox, "l");
    expect(activeOption(combobox)).toBe("All levels");
    key(combobox, "Enter");
    expect(combobox.textContent).toBe("All levels");
  });

  it("a non-required single dropdown can be cleared", async () => {
    const { combobox } = await open();
    key(combobox, "ArrowDown");
    key(combobox, "Enter");
    fireEvent.click(screen.getByShadowRole("button", { name: "Clear Audience level" }));
    expect(combobox.textContent).toBe("Select...");
  });
});
