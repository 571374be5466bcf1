import type { FileKind } from "@foyer/domain";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Routes } from "./fake-api.js";
import { auditEntries, bodyOf, detail, settings } from "./sessions-kit.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * Issue 25 item 7 (spec 1 §2 "sessions … settings with … files, … personas"): the file kinds page,
 * a session's Files tab that links each upload under a kind and names the missing required ones,
 * and the personas list with the details tab's checkboxes.
 */

afterEach(async () => {
  cleanup();
  await act(async () => document.body.replaceChildren());
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const kindsUrl = "/events/ev-1/session-file-kinds";
const sessionUrl = "/events/ev-1/sessions/s-1";

const slides: FileKind = {
  id: "k-slides",
  name: "Slides",
  extensions: ["pdf", "pptx", "key"],
  maxSizeMb: 50,
  required: true,
  position: 0,
  fileCount: 0,
};

function open(path: string, routes: Routes = {}) {
  return openSignedIn(`/event-light/ev-1/${path}`, {
    "GET /user/me/events": ok([summitEvent]),
    "GET /event/ev-1/modules": ok([]),
    "GET /events/ev-1/session-settings": ok(settings()),
    [`GET ${sessionUrl}`]: ok(detail()),
    [`GET ${sessionUrl}/audit`]: ok(auditEntries),
    ...routes,
  });
}

describe("Session settings → Files: the file kinds", () => {
  it("starts empty, adds a kind with its extensions, size and required flag", {
    timeout: 30_000,
  }, async () => {
    let sent: Record<string, unknown> = {};
    open("sessions/settings/files", {
      [`GET ${kindsUrl}`]: ok([]),
      [`POST ${kindsUrl}`]: async (request) => {
        sent = await bodyOf(request);
        return { status: 201, body: { payload: { ...slides, ...sent } } };
      },
    });
    expect(
      await screen.findByText(
        "No file kinds yet: sessions take any file. Add the first file kind above.",
        undefined,
        {
          // The first render of a file loads the area's chunk: allow it as long as the neighbours do.
          timeout: 15_000,
        },
      ),
    ).toBeTruthy();
    const tabs = screen.getByRole("navigation", { name: "Session settings" });
    expect(within(tabs).getByRole("link", { name: "Files" }).getAttribute("aria-current")).toBe("page");
    const form = screen.getByRole("form", { name: "Add a file kind" });
    fireEvent.click(within(form).getByRole("button", { name: "Add file kind" }));
    expect(within(form).getByRole("alert").textContent).toBe("Name is required");
    fireEvent.change(within(form).getByLabelText("New file kind"), { target: { value: "Slides" } });
    fireEvent.change(within(form).getByLabelText("Accepted extensions"), {
      target: { value: ".PDF, pptx key" },
    });
    fireEvent.change(within(form).getByLabelText("Maximum size (MB)"), { target: { value: "80" } });
    fireEvent.click(within(form).getByLabelText("Required"));
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Add file kind" }));
    });
    await waitFor(() =>
      expect(sent).toEqual({
        name: "Slides",
        extensions: ["pdf", "pptx", "key"],
        maxSizeMb: 80,
        required: true,
      }),
    );
    const list = await screen.findByRole("list", { name: "File kinds" });
    expect(list.textContent).toContain("pdf, pptx, key · up to 80 MB · required");
  });

  it("deletes a kind after confirming, and a reader sees no controls", async () => {
    let deleted = false;
    open("sessions/settings/files", {
      [`GET ${kindsUrl}`]: ok([slides]),
      [`DELETE ${kindsUrl}/k-slides`]: () => {
        deleted = true;
        return { status: 200, body: { payload: { id: "k-slides", clearedFiles: 0 } } };
      },
    });
    const list = await screen.findByRole("list", { name: "File kinds" }, { timeout: 5000 });
    fireEvent.click(within(list).getByRole("button", { name: "Delete Slides" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this file kind?" });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Delete file kind" }));
    });
    await waitFor(() => expect(deleted).toBe(true));
    expect(await screen.findByText(/No file kinds yet/)).toBeTruthy();
    cleanup();
    open("sessions/settings/files", {
      [`GET ${kindsUrl}`]: ok([slides]),
      "GET /permissions/event/ev-1/user/user-1": ok({
        permissions: [],
        read_permissions: [{ slug: "sessionSettings_read" }],
      }),
    });
    const readOnly = await screen.findByRole("list", { name: "File kinds" });
    expect(within(readOnly).queryByRole("button")).toBeNull();
    expect(screen.queryByRole("form", { name: "Add a file kind" })).toBeNull();
  });
});

describe("a session's Files tab with file kinds", () => {
  it("offers the kinds and says which required ones are missing", async () => {
    open("sessions/s-1/file-content", { [`GET ${kindsUrl}`]: ok([slides]) });
    expect(await screen.findByText("Missing: Slides", undefined, { timeout: 5000 })).toBeTruthy();
    const select = screen.getByLabelText("Kind of file") as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(["Slides"]);
    expect(screen.getByText("Slides: pdf, pptx, key · up to 50 MB · required.")).toBeTruthy();
  });

  it("says nothing is missing once a file is linked as the kind", async () => {
    const file = {
      uploadId: "u-1",
      name: "deck.pdf",
      size: 10,
      type: "application/pdf",
      url: "/api/uploads/u-1",
      addedAt: "2027-01-03T10:00:00.000Z",
      addedBy: null,
      kindId: "k-slides",
    };
    open("sessions/s-1/file-content", {
      [`GET ${kindsUrl}`]: ok([slides]),
      [`GET ${sessionUrl}`]: ok(detail({ files: [file] })),
    });
    expect(
      await screen.findByRole("table", { name: "Files of Opening Keynote" }, { timeout: 5000 }),
    ).toBeTruthy();
    await screen.findByLabelText("Kind of file");
    expect(screen.queryByText(/Missing:/)).toBeNull();
  });
});

describe("personas", () => {
  it("Session settings → Personas lists them like the other lists", async () => {
    open("sessions/settings/personas");
    const list = await screen.findByRole("list", { name: "Personas" }, { timeout: 5000 });
    expect(list.textContent).toContain("Organizer");
    expect(list.textContent).toContain("Developer");
  });

  it("the details tab checks a session's personas and Save sends them", async () => {
    let sent: Record<string, unknown> = {};
    open("sessions/s-1/details", {
      [`PUT ${sessionUrl}`]: async (request) => {
        sent = await bodyOf(request);
        return {
          status: 200,
          body: { payload: detail({ personas: [{ id: "p-dev", name: "Developer", colour: null }] }) },
        };
      },
    });
    const group = await screen.findByRole("group", { name: "Personas" }, { timeout: 5000 });
    const developer = (await within(group).findByLabelText("Developer")) as HTMLInputElement;
    await waitFor(() => expect(developer.disabled).toBe(false));
    fireEvent.click(developer);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
    });
    await waitFor(() => expect(sent.personaIds).toEqual(["p-dev"]));
  });
});
