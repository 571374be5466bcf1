import { act, fireEvent, waitFor } from "@testing-library/react";
import { expect } from "vitest";

/**
 * Picks one record with the search-and-pick dialog inside `scope` (the RecordPicker renders in a
 * shadow root): opens it with its `opener` button ("Add People"), types `search`, takes the one
 * option with the keyboard, and saves.
 */
export async function pickOneRecord(
  scope: ParentNode,
  { opener, search }: { opener: string; search: string },
) {
  const host = await waitFor(() => {
    const found = scope.querySelector<HTMLElement>('[data-foyer-widget="record-picker"]');
    if (!found) throw new Error("no picker yet");
    return found;
  });
  const shadow = () => host.shadowRoot;
  const button = await waitFor(() => {
    const found = [...(shadow()?.querySelectorAll("button") ?? [])].find((one) => one.textContent === opener);
    if (!found) throw new Error("the picker has not rendered yet");
    return found;
  });
  await act(async () => {
    button.click();
  });
  const input = await waitFor(() => {
    const found = shadow()?.querySelector<HTMLInputElement>('[role="combobox"]');
    if (!found) throw new Error("the dialog has not opened yet");
    return found;
  });
  fireEvent.change(input, { target: { value: search } });
  await waitFor(() => expect(shadow()?.querySelectorAll('[role="option"]').length).toBe(1), {
    timeout: 3000,
  });
  fireEvent.keyDown(input, { key: "ArrowDown" });
  fireEvent.keyDown(input, { key: "Enter" });
  const save = [...(shadow()?.querySelectorAll("button") ?? [])].find((one) => one.textContent === "Save");
  await waitFor(() => expect(save?.hasAttribute("disabled")).toBe(false));
  await act(async () => {
    save?.click();
  });
}
