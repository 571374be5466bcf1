import { webhookMessages } from "@foyer/domain";
import { fireEvent, screen, within } from "@testing-library/react";
import { expect } from "vitest";
import { CREATE_WEBHOOK } from "../integrations/WebhooksPage.js";

/* The "Add a webhook" dialog as a person uses it, on an event's webhooks page or the organization's. */

/** Opens the dialog and types the URL; answers the dialog. */
export async function openAddWebhook(url: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole("button", { name: CREATE_WEBHOOK }));
  const dialog = await screen.findByRole("dialog", { name: "Add a webhook" });
  fireEvent.change(within(dialog).getByLabelText("URL"), { target: { value: url } });
  return dialog;
}

/** Ticks an event type and sends the dialog. */
export function chooseAndAdd(dialog: HTMLElement, type: string) {
  fireEvent.click(within(dialog).getByRole("checkbox", { name: type }));
  fireEvent.click(within(dialog).getByRole("button", { name: CREATE_WEBHOOK }));
}

/** The new webhook's secret is shown, this once. */
export async function expectSecretShown(secret: string) {
  const shown = await screen.findByRole("region", { name: "New webhook secret" });
  expect((within(shown).getByLabelText("Signing secret") as HTMLInputElement).value).toBe(secret);
  expect(within(shown).getByText(new RegExp(webhookMessages.shownOnce))).toBeTruthy();
}
