import { logoMessages, orgMessages } from "@foyer/domain";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LOGO_SAVED, REMOVE_LOGO, UPLOAD_LOGO } from "../orglight/settings/LogoField.js";
import { ORG_SAVED, READ_ONLY_NOTE } from "../orglight/settings/OrgSettingsPage.js";
import { demoOrg, openOrg, orgProfileRoute } from "./org-fixtures.js";
import { ok } from "./signed-in-app.js";

// The area's chunk loads on first use: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/*
 * Issue 5 item 3: the organization's settings page; spec 1 §5 "Logo upload: a single file from the
 * local file system, only jpeg, svg or png", §7 "the logo is saved by put with logoImageUrl",
 * §8 'An error occurred uploading photo', 'An error occurred updating organization'.
 */

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", { type: "image/png" });
const uploaded = { uploadId: "u-1", name: "logo.png", size: 4, type: "image/png", url: "/api/uploads/u-1" };

function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText("Logo file"), { target: { files: [file] } });
}

describe("the organization's name", () => {
  it("is saved by PUT and the frame shows the new name", async () => {
    let body: unknown;
    const api = openOrg("/org-light/org-1/settings", {
      "PUT /organizations/org-1": async (request) => {
        body = await request.json();
        return { status: 200, body: { payload: { ...demoOrg, name: "Foyer Events Co" } } };
      },
    });
    const input = (await screen.findByLabelText("Organization name")) as HTMLInputElement;
    expect(input.value).toBe(demoOrg.name);
    fireEvent.change(input, { target: { value: "Foyer Events Co" } });
    fireEvent.click(screen.getByRole("button", { name: "Save name" }));
    await waitFor(() => expect(body).toEqual({ name: "Foyer Events Co" }));
    const sidebar = await screen.findByRole("complementary");
    expect(await within(sidebar).findByText("Foyer Events Co")).toBeTruthy();
    await waitFor(() =>
      expect(api.services.toasts.get().toasts.map((toast) => toast.message)).toContain(ORG_SAVED),
    );
  });

  it("a blank name is refused before sending; a failed save says 'An error occurred updating organization'", async () => {
    const api = openOrg("/org-light/org-1/settings", {
      "PUT /organizations/org-1": () => ({ status: 500, body: { message: "boom" } }),
    });
    const input = await screen.findByLabelText("Organization name");
    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Save name" }));
    expect(await screen.findByText("Organization name is required")).toBeTruthy();
    expect(api.calls).not.toContain("PUT /organizations/org-1");
    fireEvent.change(input, { target: { value: "New name" } });
    fireEvent.click(screen.getByRole("button", { name: "Save name" }));
    const form = screen.getByRole("form", { name: "Name" });
    expect((await within(form).findByRole("alert")).textContent).toContain(
      orgMessages.organizationUpdateFailed,
    );
  });
});

describe("the logo (spec 1 §5)", () => {
  it("uploads the file, saves it by PUT with logoImageUrl, and shows it as an image", async () => {
    let putBody: unknown;
    const api = openOrg("/org-light/org-1/settings", {
      "POST /organizations/org-1/logo": () => ({ status: 201, body: { payload: uploaded } }),
      "PUT /organizations/org-1": async (request) => {
        putBody = await request.json();
        return { status: 200, body: { payload: { ...demoOrg, logoImageUrl: uploaded.url } } };
      },
    });
    await screen.findByRole("button", { name: UPLOAD_LOGO });
    const picker = screen.getByLabelText("Logo file") as HTMLInputElement;
    expect(picker.accept).toBe(".jpg,.jpeg,.png,.svg,image/jpeg,image/png,image/svg+xml");
    expect(picker.multiple).toBe(false);
    chooseFile(png());
    await waitFor(() => expect(putBody).toEqual({ logoImageUrl: uploaded.url }));
    expect(api.calls).toContain("POST /organizations/org-1/logo");
    const logos = await screen.findAllByRole("img", { name: `${demoOrg.name} logo` });
    expect(logos.every((logo) => logo.getAttribute("src") === uploaded.url)).toBe(true);
    expect(api.services.toasts.get().toasts.map((toast) => toast.message)).toContain(LOGO_SAVED);
    expect(screen.getByRole("button", { name: REMOVE_LOGO })).toBeTruthy();
  });

  it("refuses other types and empty files before uploading", async () => {
    const api = openOrg("/org-light/org-1/settings");
    await screen.findByRole("button", { name: UPLOAD_LOGO });
    const logo = screen.getByRole("region", { name: "Logo" });
    chooseFile(new File(["GIF89a"], "logo.gif", { type: "image/gif" }));
    expect((await within(logo).findByRole("alert")).textContent).toBe(logoMessages.wrongType);
    chooseFile(new File([], "logo.png", { type: "image/png" }));
    await waitFor(() => expect(within(logo).getByRole("alert").textContent).toBe(logoMessages.empty));
    expect(api.calls).not.toContain("POST /organizations/org-1/logo");
  });

  it("'An error occurred uploading photo' with the server's reason; the organization is not changed", async () => {
    const api = openOrg("/org-light/org-1/settings", {
      "POST /organizations/org-1/logo": () => ({
        status: 415,
        body: { statusCode: 415, code: "VALIDATION_ERROR", message: logoMessages.notAnImage },
      }),
    });
    await screen.findByRole("button", { name: UPLOAD_LOGO });
    chooseFile(png());
    const alert = await within(screen.getByRole("region", { name: "Logo" })).findByRole("alert");
    expect(alert.textContent).toContain(orgMessages.uploadPhotoFailed);
    expect(alert.textContent).toContain(logoMessages.notAnImage);
    expect(api.calls).not.toContain("PUT /organizations/org-1");
    expect(api.services.errors.get().errors.flatMap((error) => error.messages)).toContain(
      orgMessages.uploadPhotoFailed,
    );
  });

  it("Remove logo saves logoImageUrl null", async () => {
    let putBody: unknown;
    openOrg("/org-light/org-1/settings", {
      "GET /organizations/org-1": ok({ ...demoOrg, logoImageUrl: uploaded.url }),
      "PUT /organizations/org-1": async (request) => {
        putBody = await request.json();
        return { status: 200, body: { payload: demoOrg } };
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: REMOVE_LOGO }));
    await waitFor(() => expect(putBody).toEqual({ logoImageUrl: null }));
    await waitFor(() => expect(screen.queryByRole("img", { name: `${demoOrg.name} logo` })).toBeNull());
  });
});

describe("read-only for who may not change the settings", () => {
  it("shows the settings without Save or Upload", async () => {
    openOrg("/org-light/org-1/settings", {
      [orgProfileRoute]: ok({ permissions: [], read_permissions: [{ slug: "settings_read" }] }),
    });
    expect(await screen.findByText(READ_ONLY_NOTE)).toBeTruthy();
    expect((screen.getByLabelText("Organization name") as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole("button", { name: "Save name" })).toBeNull();
    expect(screen.queryByRole("button", { name: UPLOAD_LOGO })).toBeNull();
  });
});
