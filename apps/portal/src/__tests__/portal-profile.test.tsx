import { PORTAL_NO_PROFILE, type PortalProfile } from "@foyer/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { leavePage, ok, openPortal } from "./portal-kit.js";

afterEach(() => {
  leavePage();
  vi.unstubAllGlobals();
});

/** The photo is fetched with the bearer token outside the SDK's client: a fake server answers it. */
function servePhoto(): string[] {
  const sent: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push(`${new URL(request.url).pathname} ${request.headers.get("Authorization")?.slice(0, 7)}`);
    return new Response(new Blob(["png"], { type: "image/png" }), { status: 200 });
  });
  return sent;
}

const me = "/portal/speakers/p-1/me";
const profile: PortalProfile = {
  values: {
    fname: "Sam",
    lname: "Speaker",
    email: "speaker@foyer.demo",
    title: "Principal Engineer",
    company: "Northwind",
    phone: null,
    country: "DE",
  },
  editable: ["fname", "lname", "title", "company", "phone", "country"],
  photoUrl: null,
  updatedAt: "2026-11-20T13:05:00.000Z",
};

describe("/profile: the participant edits their own contact fields", () => {
  it("shows labelled inputs, the email as text, and saves only what changed", async () => {
    const sent: unknown[] = [];
    openPortal("/portals/speakers/p-1/profile", {
      [`GET ${me}/profile`]: ok(profile),
      [`PUT ${me}/profile`]: async (request) => {
        sent.push(await request.json());
        return {
          status: 200,
          body: { payload: { ...profile, values: { ...profile.values, title: "CTO" } } },
        };
      },
    });
    const title = (await screen.findByLabelText("Title")) as HTMLInputElement;
    expect(title.value).toBe("Principal Engineer");
    expect((screen.getByLabelText("Country") as HTMLSelectElement).value).toBe("DE");
    expect(screen.queryByLabelText("Email")).toBeNull();
    expect(screen.getByText("speaker@foyer.demo")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Profile" }).getAttribute("aria-current")).toBe("page");

    fireEvent.change(title, { target: { value: "CTO" } });
    expect(screen.getByText("You have unsaved changes.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("button", { name: "Saving…" })).toBeTruthy();
    expect(await screen.findByText("Your profile has been saved.")).toBeTruthy();
    expect(sent).toEqual([{ title: "CTO" }]);
  });

  it("shows the server's refusals beside their fields", async () => {
    openPortal("/portals/speakers/p-1/profile", {
      [`GET ${me}/profile`]: ok(profile),
      [`PUT ${me}/profile`]: () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: "VALIDATION_ERROR",
          message: 'Phone: "call me" is not a phone number.',
          details: [{ path: "phone", message: '"call me" is not a phone number.' }],
        },
      }),
    });
    const phone = await screen.findByLabelText("Phone");
    fireEvent.change(phone, { target: { value: "call me" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const error = await screen.findByText('"call me" is not a phone number.');
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(phone.getAttribute("aria-describedby")).toBe(error.id);
    expect(screen.getByRole("alert").textContent).toBe("Check the fields marked above.");
    expect(screen.queryByText("Your profile has been saved.")).toBeNull();
  });

  it("fields the portal does not let them change are shown as text, not inputs", async () => {
    openPortal("/portals/speakers/p-1/profile", {
      [`GET ${me}/profile`]: ok({ ...profile, editable: ["phone"] }),
    });
    expect(await screen.findByLabelText("Phone")).toBeTruthy();
    expect(screen.queryByLabelText("Title")).toBeNull();
    expect(screen.getByText("Principal Engineer")).toBeTruthy();
    expect(screen.getByText("Germany")).toBeTruthy();
  });

  it("a member without a contact is told they have no profile yet", async () => {
    const api = openPortal("/portals/speakers/p-1/profile", {
      [`GET ${me}/profile`]: () => ({
        status: 404,
        body: { statusCode: 404, code: "NOT_FOUND", message: PORTAL_NO_PROFILE },
      }),
    });
    expect(await screen.findByText(PORTAL_NO_PROFILE)).toBeTruthy();
    expect(api.services.errors.get().errors).toEqual([]);
  });

  it("a failed load offers Try again", async () => {
    let calls = 0;
    openPortal("/portals/speakers/p-1/profile", {
      [`GET ${me}/profile`]: () =>
        ++calls === 1
          ? { status: 500, body: { statusCode: 500, code: "INTERNAL", message: "boom" } }
          : ok(profile)(),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Title")).toBeTruthy();
  });
});

describe("/profile: the photo", () => {
  it("shows the initials without a photo, refuses a non-image before sending, uploads an image", async () => {
    const api = openPortal("/portals/speakers/p-1/profile", {
      [`GET ${me}/profile`]: ok(profile),
      "POST /uploads": () => ({ status: 201, body: { payload: { uploadId: "u-1" } } }),
      [`PUT ${me}/profile/photo`]: ok({ ...profile, photoUrl: `/api${me}/profile/photo` }),
      [`GET ${me}/profile/photo`]: () => ({ status: 200, body: "png bytes" }),
    });
    expect(await screen.findByRole("img", { name: "Sam Speaker: no photo yet" })).toBeTruthy();
    expect(screen.getByText("SS")).toBeTruthy();
    const input = screen.getByLabelText("Upload photo");
    fireEvent.change(input, { target: { files: [new File(["hi"], "notes.txt", { type: "text/plain" })] } });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The photo must be a PNG, JPEG, WebP or GIF image.",
    );
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    fireEvent.change(input, { target: { files: [huge] } });
    expect((await screen.findByRole("alert")).textContent).toBe("The photo can be at most 5 MB.");
    expect(api.calls).not.toContain("POST /uploads");

    const photos = servePhoto();
    fireEvent.change(input, { target: { files: [new File(["png"], "me.png", { type: "image/png" })] } });
    await waitFor(() => expect(screen.getByRole("img", { name: "Sam Speaker" }).tagName).toBe("IMG"));
    expect((screen.getByRole("img", { name: "Sam Speaker" }) as HTMLImageElement).src).toMatch(/^blob:/);
    expect(photos).toEqual([`/api${me}/profile/photo Bearer `]);
    expect(api.calls).toContain("POST /uploads");
    expect(api.calls).toContain(`PUT ${me}/profile/photo`);
    expect(screen.getByRole("button", { name: "Remove photo" })).toBeTruthy();
  });

  it("removes the photo", async () => {
    const api = openPortal("/portals/speakers/p-1/profile", {
      [`GET ${me}/profile`]: ok({ ...profile, photoUrl: `/api${me}/profile/photo` }),
      [`GET ${me}/profile/photo`]: () => ({ status: 200, body: "png bytes" }),
      [`DELETE ${me}/profile/photo`]: ok(profile),
    });
    servePhoto();
    const revoke = vi.spyOn(URL, "revokeObjectURL");
    await waitFor(() => expect(screen.getByRole("img", { name: "Sam Speaker" }).tagName).toBe("IMG"));
    const shown = (screen.getByRole("img", { name: "Sam Speaker" }) as HTMLImageElement).src;
    fireEvent.click(screen.getByRole("button", { name: "Remove photo" }));
    expect(await screen.findByRole("img", { name: "Sam Speaker: no photo yet" })).toBeTruthy();
    expect(api.calls).toContain(`DELETE ${me}/profile/photo`);
    expect(screen.queryByRole("button", { name: "Remove photo" })).toBeNull();
    // The old photo's object URL is let go.
    expect(revoke).toHaveBeenCalledWith(shown);
    revoke.mockRestore();
  });
});

describe("/history: what the participant did, newest first", () => {
  const line = (n: number) => ({
    id: `line-${n}`,
    kind: "task_done",
    summary: `Task ${n}`,
    at: `2026-11-20T13:${String(59 - n).padStart(2, "0")}:00.000Z`,
  });

  it("shows a human time in their time zone and loads more until there is no more", async () => {
    const cursors: (string | null)[] = [];
    openPortal("/portals/speakers/p-1/history", {
      [`GET ${me}/history`]: (request) => {
        const cursor = new URL(request.url).searchParams.get("cursor");
        cursors.push(cursor);
        return cursor
          ? ok({ items: [line(3)], nextCursor: null })()
          : ok({ items: [line(1), line(2)], nextCursor: "line-2" })();
      },
    });
    const list = await screen.findByRole("list", { name: "Your history, newest first" });
    // 13:58 UTC is 14:58 in Europe/Berlin, the speaker's time zone.
    expect(within(list).getByText("20 Nov 2026, 14:58")).toBeTruthy();
    expect(within(list).getAllByRole("listitem")[0]?.textContent).toContain("Task done: Task 1");
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await within(list).findByText(/Task 3/)).toBeTruthy();
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(cursors).toEqual([null, "line-2"]);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("says 'Nothing here yet.' when there is nothing", async () => {
    openPortal("/portals/speakers/p-1/history", {
      [`GET ${me}/history`]: ok({ items: [], nextCursor: null }),
    });
    expect(await screen.findByText("Nothing here yet.")).toBeTruthy();
  });

  it("renders a summary with markup as text", async () => {
    openPortal("/portals/speakers/p-1/history", {
      [`GET ${me}/history`]: ok({
        items: [{ ...line(1), summary: "<img src=x onerror=alert(1)>" }],
        nextCursor: null,
      }),
    });
    expect(await screen.findByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy();
    expect(document.querySelector("img[src=x]")).toBeNull();
  });
});

describe("the landing page's cards", () => {
  const overview = {
    sections: ["sessions", "tasks", "resources", "calendar", "messages", "profile", "history"],
    tasks: { open: 3, nextDue: { id: "t-1", title: "Upload your slides", dueDate: "2027-01-10" } },
    messages: { unread: 2 },
    documents: { open: 1 },
    nextSession: {
      id: "s-1",
      title: "Designing Calm Registration Flows",
      roles: ["speaker"],
      startsAt: "2027-03-15T14:30:00.000Z",
      endsAt: "2027-03-15T15:15:00.000Z",
      timezone: "America/New_York",
      room: "Room A",
      track: null,
      coParticipants: [],
      fileCount: 0,
    },
  };

  it("shows open tasks with the next due, unread messages, documents and the next session, each linked", async () => {
    openPortal("/portals/speakers/p-1", { [`GET ${me}/overview`]: ok(overview) });
    const cards = await screen.findByRole("list", { name: "Your overview" });
    const href = (name: string) => within(cards).getByRole("link", { name }).getAttribute("href");
    expect(href("Tasks: 3 open")).toBe("/portals/speakers/p-1/tasks");
    expect(within(cards).getByText("Next due: Upload your slides, 10 Jan 2027")).toBeTruthy();
    expect(href("Messages: 2 unread")).toBe("/portals/speakers/p-1/messages");
    expect(href("Documents: 1 to hand in")).toBe("/portals/speakers/p-1/documents");
    expect(href("Next session")).toBe("/portals/speakers/p-1/sessions");
    expect(within(cards).getByText("Designing Calm Registration Flows")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Speaker Portal", level: 1 })).toBeTruthy();
  });

  it("leaves out the cards of sections the portal hides, and says when nothing is next", async () => {
    openPortal("/portals/speakers/p-1", {
      [`GET ${me}/overview`]: ok({ ...overview, sections: ["sessions"], nextSession: null }),
    });
    const cards = await screen.findByRole("list", { name: "Your overview" });
    expect(within(cards).queryByRole("link", { name: /Tasks/ })).toBeNull();
    expect(within(cards).queryByRole("link", { name: /Messages/ })).toBeNull();
    expect(within(cards).getByText("No upcoming sessions.")).toBeTruthy();
  });

  it("an overview that fails to load offers Try again, keeping the hero", async () => {
    let calls = 0;
    openPortal("/portals/speakers/p-1", {
      [`GET ${me}/overview`]: () =>
        ++calls === 1
          ? { status: 500, body: { statusCode: 500, code: "INTERNAL", message: "boom" } }
          : ok(overview)(),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Tasks: 3 open" })).toBeTruthy();
    expect(screen.getByText("Welcome.")).toBeTruthy();
  });
});
