import {
  fileRequestMessages,
  type PortalFileRequestDetail,
  type PortalFileSubmission,
  type UploadedFile,
} from "@foyer/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { leavePage, ok, openPortal } from "./portal-kit.js";

/*
 * Issue 6: the participant's `/documents/request/{requestId}` — "upload what a file request asks
 * for, see its status" — and the convenience list at `/documents` the nav links to.
 */

afterEach(leavePage);

const me = "/portal/speakers/p-1/me/file-requests";
const request: PortalFileRequestDetail = {
  id: "r-1",
  title: "Your presentation slides",
  instructions: "Please upload your slides.\nUse 16:9.",
  dueDate: "2027-02-22",
  acceptedTypes: [".pdf", ".pptx", ".key"],
  maxFiles: 2,
  submissions: [],
};
const file = (over: Partial<PortalFileSubmission> = {}): PortalFileSubmission => ({
  id: "f-1",
  name: "slides.pdf",
  size: 2048,
  type: "application/pdf",
  status: "submitted",
  reviewNote: "",
  submittedAt: "2027-02-01T10:00:00.000Z",
  url: `/api${me}/r-1/files/f-1`,
  ...over,
});
const refused = (status: number, message: string) => () => ({
  status,
  body: { statusCode: status, code: "VALIDATION_ERROR", message },
});

/** Picks `chosen` in the labelled file input. */
async function choose(chosen: File) {
  const input = (await screen.findByLabelText("File to hand in")) as HTMLInputElement;
  Object.defineProperty(input, "files", { value: [chosen], configurable: true });
  fireEvent.change(input);
}

const pdf = () => new File(["%PDF slides"], "talk.pdf", { type: "application/pdf" });

describe("/portals/{slug}/{id}/documents: the participant's file requests", () => {
  it("lists each request with its status and due date, linking to its page; the nav marks Documents", async () => {
    openPortal("/portals/speakers/p-1/documents", {
      [`GET ${me}`]: ok([
        {
          id: "r-1",
          title: request.title,
          dueDate: "2027-02-22",
          handedIn: 0,
          maxFiles: 2,
          status: "not_handed_in",
        },
      ]),
    });
    const link = await screen.findByRole("link", { name: request.title });
    expect(link.getAttribute("href")).toBe("/portals/speakers/p-1/documents/request/r-1");
    expect(screen.getByText("Not handed in")).toBeTruthy();
    expect(screen.getByText("Due Monday, February 22, 2027")).toBeTruthy();
    expect(screen.getByText("0 of 2 files handed in")).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Portal" });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe("Documents");
  });

  it("says so when no one asked for documents", async () => {
    openPortal("/portals/speakers/p-1/documents", { [`GET ${me}`]: ok([]) });
    expect(await screen.findByText("No one has asked you for documents yet.")).toBeTruthy();
  });
});

describe("/portals/{slug}/{id}/documents/request/{requestId}", () => {
  it("shows the title, instructions with their line breaks, due date and accepted types", async () => {
    openPortal("/portals/speakers/p-1/documents/request/r-1", { [`GET ${me}/r-1`]: ok(request) });
    expect(await screen.findByRole("heading", { name: request.title, level: 1 })).toBeTruthy();
    const instructions = screen.getByText(/Please upload your slides/);
    expect(instructions.textContent).toBe("Please upload your slides.\nUse 16:9.");
    expect(instructions.className).toContain("portal-doc__instructions");
    expect(screen.getByText("Monday, February 22, 2027")).toBeTruthy();
    expect(screen.getByText(".pdf, .pptx, .key")).toBeTruthy();
    expect((screen.getByLabelText("File to hand in") as HTMLInputElement).accept).toBe(".pdf,.pptx,.key");
    expect(screen.getByText("You have not handed in a file yet.")).toBeTruthy();
  });

  it("uploads the chosen file, hands it in, and lists it as Submitted; Upload waits meanwhile", async () => {
    let handedIn: unknown = null;
    const api = openPortal("/portals/speakers/p-1/documents/request/r-1", {
      [`GET ${me}/r-1`]: ok(request),
      [`POST ${me}/r-1/files`]: async (call) => {
        handedIn = await call.json();
        return { status: 201, body: { payload: { ...request, submissions: [file({ name: "talk.pdf" })] } } };
      },
    });
    let finish: (value: UploadedFile) => void = () => undefined;
    const upload = vi
      .spyOn(api.services.sdk.api.forms, "upload")
      .mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    await choose(pdf());
    fireEvent.click(screen.getByRole("button", { name: "Upload" }));
    const waiting = await screen.findByRole("button", { name: "Uploading…" });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: "talk.pdf" }), expect.anything());
    finish({ uploadId: "u-9", name: "talk.pdf", size: 11, type: "application/pdf", url: "/api/uploads/u-9" });
    expect(await screen.findByText("talk.pdf is handed in.")).toBeTruthy();
    expect(handedIn).toEqual({ uploadId: "u-9" });
    const item = screen.getByRole("link", { name: "talk.pdf" }).closest("li") as HTMLElement;
    expect(within(item).getByText("Submitted")).toBeTruthy();
    expect(within(item).getByRole("button", { name: "Remove talk.pdf" })).toBeTruthy();
    expect((screen.getByRole("button", { name: "Upload" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("refuses a file of a type the request does not accept before uploading, saying which it takes", async () => {
    const api = openPortal("/portals/speakers/p-1/documents/request/r-1", { [`GET ${me}/r-1`]: ok(request) });
    const upload = vi.spyOn(api.services.sdk.api.forms, "upload");
    await choose(new File(["notes"], "notes.txt", { type: "text/plain" }));
    fireEvent.click(screen.getByRole("button", { name: "Upload" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      fileRequestMessages.wrongType("notes.txt", request.acceptedTypes),
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the server's refusal clearly (too many files, too large)", async () => {
    const api = openPortal("/portals/speakers/p-1/documents/request/r-1", {
      [`GET ${me}/r-1`]: ok(request),
      [`POST ${me}/r-1/files`]: refused(409, fileRequestMessages.tooMany(2)),
    });
    const upload = vi.spyOn(api.services.sdk.api.forms, "upload").mockResolvedValue({
      uploadId: "u-1",
      name: "talk.pdf",
      size: 11,
      type: "application/pdf",
      url: "/api/uploads/u-1",
    });
    await choose(pdf());
    fireEvent.click(screen.getByRole("button", { name: "Upload" }));
    expect((await screen.findByRole("alert")).textContent).toBe(fileRequestMessages.tooMany(2));
    const { HttpError } = await import("@foyer/sdk");
    upload.mockRejectedValue(
      new HttpError({
        status: 413,
        method: "POST",
        url: "uploads",
        body: { statusCode: 413, code: "VALIDATION_ERROR", message: "We accept files up to 2GB." },
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("We accept files up to 2GB."));
  });

  it("shows each file's status and the organizers' note; an accepted file cannot be removed", async () => {
    openPortal("/portals/speakers/p-1/documents/request/r-1", {
      [`GET ${me}/r-1`]: ok({
        ...request,
        submissions: [
          file({ status: "accepted", name: "final.pdf", id: "f-1" }),
          file({ status: "rejected", name: "draft.pdf", id: "f-2", reviewNote: "Please use 16:9." }),
        ],
      }),
    });
    const accepted = (await screen.findByRole("link", { name: "final.pdf" })).closest("li") as HTMLElement;
    expect(within(accepted).getByText("Accepted")).toBeTruthy();
    expect(within(accepted).queryByRole("button")).toBeNull();
    const rejected = screen.getByRole("link", { name: "draft.pdf" }).closest("li") as HTMLElement;
    expect(within(rejected).getByText("Rejected")).toBeTruthy();
    expect(within(rejected).getByText("Please use 16:9.")).toBeTruthy();
    expect(screen.getByText(/remove one to hand in another/)).toBeTruthy();
  });

  it("Remove asks first, then the file is gone", async () => {
    const api = openPortal("/portals/speakers/p-1/documents/request/r-1", {
      [`GET ${me}/r-1`]: ok({ ...request, submissions: [file()] }),
      [`DELETE ${me}/r-1/files/f-1`]: ok(request),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Remove slides.pdf" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove slides.pdf?" });
    expect(api.calls).not.toContain(`DELETE ${me}/r-1/files/f-1`);
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove file" }));
    expect(await screen.findByText("You have not handed in a file yet.")).toBeTruthy();
    expect(api.calls).toContain(`DELETE ${me}/r-1/files/f-1`);
  });

  it("a request that is not theirs reads as not found, not as an error", async () => {
    const api = openPortal("/portals/speakers/p-1/documents/request/other", {
      [`GET ${me}/other`]: refused(404, fileRequestMessages.notYours),
    });
    expect(await screen.findByText("This file request does not exist or is not one of yours.")).toBeTruthy();
    expect(api.services.errors.get().errors).toEqual([]);
  });

  it("a failed load offers Try again, and markup in a title stays text", async () => {
    let calls = 0;
    openPortal("/portals/speakers/p-1/documents/request/r-1", {
      [`GET ${me}/r-1`]: () =>
        ++calls === 1
          ? { status: 500, body: { statusCode: 500, code: "INTERNAL", message: "boom" } }
          : { status: 200, body: { payload: { ...request, title: "<img src=x onerror=alert(1)>" } } },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "<img src=x onerror=alert(1)>" })).toBeTruthy();
    expect(document.querySelector("img[src=x]")).toBeNull();
  });
});
