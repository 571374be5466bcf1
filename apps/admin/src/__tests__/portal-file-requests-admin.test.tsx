import type {
  FileRequest,
  FileRequestRecipient,
  FileRequestResultFile,
  FileRequestResults,
  PortalFileEntry,
} from "@foyer/domain";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Routes } from "./fake-api.js";
import { bodyOf } from "./sessions-kit.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * Issue 6 "Organizer side": file requests (`portals/file-requests`), their results
 * (`portals/file-requests/{fileRequestId}/results`) and the portal's files (`portals/files`).
 * The must-show flow: the speaker uploads the requested document; the organizer sees it in the
 * results, downloads it, and accepts or rejects it with a note.
 */

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

const base = "/events/ev-1/portals/p-1/file-requests";
const request = (id: string, title: string, extra: Partial<FileRequest> = {}): FileRequest => ({
  id,
  portalId: "p-1",
  title,
  instructions: "",
  dueDate: null,
  acceptedTypes: [],
  maxFiles: 1,
  createdAt: "2027-01-02T10:00:00.000Z",
  recipientCount: 0,
  handedInCount: 0,
  ...extra,
});
const slides = request("r-1", "Your presentation slides", {
  instructions: "Please upload your slides.",
  dueDate: "2027-02-22",
  acceptedTypes: [".pdf", ".pptx", ".key"],
  maxFiles: 2,
  recipientCount: 2,
  handedInCount: 1,
});
const sam: FileRequestRecipient = { contactId: "c-sam", name: "Sam Speaker", email: "speaker@foyer.demo" };
const grace: FileRequestRecipient = {
  contactId: "c-grace",
  name: "Grace Hopper",
  email: "grace@example.com",
};
const deck: FileRequestResultFile = {
  id: "s-1",
  name: "talk.pdf",
  size: 2048,
  type: "application/pdf",
  status: "submitted",
  reviewNote: "",
  submittedAt: "2027-02-01T15:00:00.000Z",
  reviewedAt: null,
  url: `/api${base}/r-1/results/s-1/file`,
};
const results: FileRequestResults = {
  request: slides,
  results: [
    { ...grace, status: "not_handed_in", files: [] },
    { ...sam, status: "submitted", files: [deck] },
  ],
};

function open(path: string, routes: Routes) {
  return openSignedIn(path, {
    "GET /user/me/events": ok([summitEvent]),
    "GET /event/ev-1/modules": ok([]),
    "GET /events/ev-1/portals": ok([{ id: "p-1", slug: "speakers", name: "Speaker Portal", userCount: 3 }]),
    ...routes,
  });
}
const findHeading = (name: string | RegExp) =>
  screen.findByRole("heading", { name, level: 1 }, { timeout: 5000 });

describe("the file requests page", () => {
  it("lists each request with due date, types and 'n of m handed in', linking to its results; the nav links here", async () => {
    open("/event-light/ev-1/portals/file-requests", {
      [`GET ${base}`]: ok([slides, request("r-2", "Your bio")]),
    });
    await findHeading("File requests");
    const list = await screen.findByRole("list", { name: "File requests of Speaker Portal" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows[0]?.textContent).toContain("Due Feb 22, 2027");
    expect(rows[0]?.textContent).toContain("1 of 2 handed in");
    expect(rows[0]?.textContent).toContain("Accepted: .pdf, .pptx, .key");
    expect(rows[1]?.textContent).toContain("No recipients yet");
    expect(
      screen.getByRole("link", { name: "Results of Your presentation slides" }).getAttribute("href"),
    ).toBe("/event-light/ev-1/portals/file-requests/r-1/results?portal=p-1");
    expect(screen.getByRole("link", { name: "File requests" }).getAttribute("href")).toBe(
      "/event-light/ev-1/portals/file-requests",
    );
    expect(screen.getByRole("link", { name: "Files" }).getAttribute("href")).toBe(
      "/event-light/ev-1/portals/files",
    );
  });

  it("says 'No file requests yet', and a failed load offers Try again", async () => {
    let calls = 0;
    open("/event-light/ev-1/portals/file-requests", {
      [`GET ${base}`]: () =>
        ++calls === 1
          ? { status: 500, body: { statusCode: 500, code: "INTERNAL_ERROR", message: "boom" } }
          : { status: 200, body: { payload: [] } },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }, { timeout: 5000 }));
    expect(await screen.findByRole("heading", { name: "No file requests yet" })).toBeTruthy();
  });

  it("creates a request in a dialog, checking max files before asking the server", async () => {
    let sent: Record<string, unknown> | null = null;
    open("/event-light/ev-1/portals/file-requests", {
      [`GET ${base}`]: ok([]),
      [`POST ${base}`]: async (call) => {
        sent = await bodyOf(call);
        return { status: 201, body: { payload: { ...slides, recipientCount: 0, handedInCount: 0 } } };
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "New file request" }, { timeout: 5000 }));
    const dialog = screen.getByRole("dialog", { name: "New file request" });
    fireEvent.change(within(dialog).getByLabelText("Title"), {
      target: { value: "Your presentation slides" },
    });
    fireEvent.change(within(dialog).getByLabelText("Instructions"), {
      target: { value: "Line one\nline two" },
    });
    fireEvent.change(within(dialog).getByLabelText("Due date"), { target: { value: "2027-02-22" } });
    fireEvent.change(within(dialog).getByLabelText("Accepted types"), {
      target: { value: "PDF, .pptx .key" },
    });
    fireEvent.change(within(dialog).getByLabelText("Max files per person"), { target: { value: "60" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create file request" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Max files must be at most 50");
    expect(sent).toBeNull();
    fireEvent.change(within(dialog).getByLabelText("Max files per person"), { target: { value: "2" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create file request" }));
    await waitFor(() =>
      expect(sent).toEqual({
        title: "Your presentation slides",
        instructions: "Line one\nline two",
        dueDate: "2027-02-22",
        acceptedTypes: [".pdf", ".pptx", ".key"],
        maxFiles: 2,
      }),
    );
    expect(await screen.findByRole("heading", { name: "Your presentation slides" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("deletes a request after asking", async () => {
    const api = open("/event-light/ev-1/portals/file-requests", {
      [`GET ${base}`]: ok([slides]),
      [`DELETE ${base}/r-1`]: ok({ id: "r-1" }),
    });
    fireEvent.click(
      await screen.findByRole("button", { name: "Delete Your presentation slides" }, { timeout: 5000 }),
    );
    const confirm = screen.getByRole("alertdialog", {
      name: "Delete the file request Your presentation slides?",
    });
    expect(api.calls).not.toContain(`DELETE ${base}/r-1`);
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete file request" }));
    expect(await screen.findByRole("heading", { name: "No file requests yet" })).toBeTruthy();
  });

  it("recipients: adds a group and removes a person, the count following", async () => {
    let groupBody: Record<string, unknown> | null = null;
    open("/event-light/ev-1/portals/file-requests", {
      [`GET ${base}`]: ok([slides]),
      [`GET ${base}/r-1/recipients`]: ok([grace, sam]),
      [`POST ${base}/r-1/recipients`]: async (call) => {
        groupBody = await bodyOf(call);
        return { status: 200, body: { payload: { added: 0, recipients: [grace, sam] } } };
      },
      [`DELETE ${base}/r-1/recipients/c-grace`]: ok([sam]),
    });
    fireEvent.click(
      await screen.findByRole(
        "button",
        { name: "Recipients of Your presentation slides" },
        { timeout: 5000 },
      ),
    );
    const people = await screen.findByRole("list", { name: "Recipients of Your presentation slides" });
    expect(within(people).getAllByRole("listitem")).toHaveLength(2);
    fireEvent.change(screen.getByLabelText("Group"), { target: { value: "portal-users" } });
    fireEvent.click(screen.getByRole("button", { name: "Add group" }));
    await waitFor(() => expect(groupBody).toEqual({ group: "portal-users" }));
    expect(await screen.findByText("Nobody in that group was left to ask.")).toBeTruthy();
    fireEvent.click(
      screen.getByRole("button", { name: "Remove Grace Hopper from Your presentation slides" }),
    );
    await waitFor(() => expect(within(people).getAllByRole("listitem")).toHaveLength(1));
    expect(screen.getByRole("list", { name: "File requests of Speaker Portal" }).textContent).toContain(
      "1 of 1 handed in",
    );
  });

  it("a member who may only read sees the requests but no controls", async () => {
    open("/event-light/ev-1/portals/file-requests", {
      "GET /permissions/event/ev-1/user/user-1": ok({
        permissions: [],
        read_permissions: [{ slug: "portal_read" }],
      }),
      [`GET ${base}`]: ok([slides]),
    });
    expect(
      await screen.findByRole("heading", { name: "Your presentation slides" }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "New file request" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete Your presentation slides" })).toBeNull();
  });
});

describe("the results of a file request", () => {
  const path = "/event-light/ev-1/portals/file-requests/r-1/results?portal=p-1";

  it("shows every recipient with status — 'Not handed in' when none — and the speaker's upload with a download", async () => {
    open(path, { [`GET ${base}/r-1/results`]: ok(results) });
    await findHeading("Results: Your presentation slides");
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows[0]?.textContent).toContain("Grace Hopper");
    expect(rows[0]?.textContent).toContain("Not handed in");
    expect(rows[1]?.textContent).toContain("Sam Speaker");
    expect(rows[1]?.textContent).toContain("talk.pdf");
    expect(rows[1]?.textContent).toContain("Submitted");
    expect(screen.getByRole("link", { name: "Download talk.pdf" }).getAttribute("href")).toBe(deck.url);
  });

  it("rejects a file with a note; the row shows Rejected and the note", async () => {
    let sent: Record<string, unknown> | null = null;
    open(path, {
      [`GET ${base}/r-1/results`]: ok(results),
      [`PUT ${base}/r-1/results/s-1`]: async (call) => {
        sent = await bodyOf(call);
        return {
          status: 200,
          body: { payload: { ...deck, status: "rejected", reviewNote: "Please use 16:9." } },
        };
      },
    });
    fireEvent.click(
      await screen.findByRole("button", { name: "Reject talk.pdf of Sam Speaker" }, { timeout: 5000 }),
    );
    const dialog = screen.getByRole("dialog", { name: "Reject talk.pdf?" });
    fireEvent.change(within(dialog).getByLabelText("Note to Sam Speaker"), {
      target: { value: " Please use 16:9. " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject file" }));
    await waitFor(() => expect(sent).toEqual({ status: "rejected", note: "Please use 16:9." }));
    const row = (await screen.findByText("Note: Please use 16:9.")).closest("tr") as HTMLElement;
    expect(within(row).getAllByText("Rejected")).toHaveLength(2);
    expect(
      (within(row).getByRole("button", { name: "Reject talk.pdf of Sam Speaker" }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it("a request that is not this portal's says it does not exist", async () => {
    open(path, {
      [`GET ${base}/r-1/results`]: () => ({
        status: 404,
        body: { statusCode: 404, code: "NOT_FOUND", message: "This file request does not exist." },
      }),
    });
    expect(
      await screen.findByRole("heading", { name: "This file request does not exist." }, { timeout: 5000 }),
    ).toBeTruthy();
  });
});

describe("the portal's files", () => {
  it("lists every handed-in file newest first, with request, person, when and status", async () => {
    const entry = (id: string, name: string, extra: Partial<PortalFileEntry> = {}): PortalFileEntry => ({
      ...deck,
      id,
      name,
      requestId: "r-1",
      requestTitle: "Your presentation slides",
      contactId: "c-sam",
      contactName: "Sam Speaker",
      contactEmail: "speaker@foyer.demo",
      ...extra,
    });
    open("/event-light/ev-1/portals/files", {
      "GET /events/ev-1/portals/p-1/files": ok([
        entry("s-2", "final.pdf", { status: "accepted" }),
        entry("s-1", "talk.pdf", { status: "rejected" }),
      ]),
    });
    await findHeading("Files");
    const rows = (await screen.findAllByRole("row")).slice(1);
    expect(rows.map((row) => row.querySelector("th")?.textContent?.split(" ")[0])).toEqual([
      "final.pdf",
      "talk.pdf",
    ]);
    expect(rows[0]?.textContent).toContain("Accepted");
    expect(
      within(rows[0] as HTMLElement)
        .getByRole("link", { name: "Your presentation slides" })
        .getAttribute("href"),
    ).toBe("/event-light/ev-1/portals/file-requests/r-1/results?portal=p-1");
    expect(rows[0]?.textContent).toContain("Sam Speaker");
  });

  it("says 'No files yet' when nothing is handed in", async () => {
    open("/event-light/ev-1/portals/files", { "GET /events/ev-1/portals/p-1/files": ok([]) });
    expect(await screen.findByRole("heading", { name: "No files yet" }, { timeout: 5000 })).toBeTruthy();
  });
});
