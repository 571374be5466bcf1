import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ACCOUNT_SAVED, FIX_FIELDS } from "../platform/AccountSettingsPage.js";
import { adminUser } from "./fake-api.js";
import { openSignedIn } from "./signed-in-app.js";

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

function openSettings(put: () => { status: number; body?: unknown }) {
  return openSignedIn("/account/settings", { "PUT /user/me": put });
}

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
  });
}

describe("/account/settings edits the user's own details", () => {
  it("shows the server's validation messages beside the fields", async () => {
    openSettings(() => ({
      status: 400,
      body: {
        statusCode: 400,
        code: "VALIDATION_ERROR",
        message: "fname: First name is required",
        details: [{ path: "fname", message: "First name is required" }],
      },
    }));
    fireEvent.change(await screen.findByLabelText("First name"), { target: { value: "" } });
    await save();
    expect((await screen.findByRole("alert")).textContent).toBe(FIX_FIELDS);
    expect(screen.getByText("First name is required")).toBeTruthy();
    expect(screen.getByLabelText("First name").getAttribute("aria-invalid")).toBe("true");
  });

  it("saves and says so", async () => {
    const api = openSettings(() => ({
      status: 200,
      body: { payload: { ...adminUser, location: "Lisbon" } },
    }));
    fireEvent.change(await screen.findByLabelText("Location"), { target: { value: "Lisbon" } });
    await save();
    expect(await screen.findByText(ACCOUNT_SAVED)).toBeTruthy();
    expect((screen.getByLabelText("Location") as HTMLInputElement).value).toBe("Lisbon");
    expect(api.calls).toContain("PUT /user/me");
  });
});
