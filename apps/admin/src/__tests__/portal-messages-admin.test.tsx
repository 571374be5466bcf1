import type { ContactHit, OrganizerThreadDetail, OrganizerThreadSummary } from "@foyer/domain";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Routes } from "./fake-api.js";
import { pickOneRecord } from "./record-picker-kit.js";
import { bodyOf } from "./sessions-kit.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * /event-light/{eventId}/portals/messages (issue 6 `/messages`, the organizer side): the portal's
 * conversations with an unread marker and "Unread only", one opened to read and reply, and a new
 * conversation with a contact picked from the event.
 */

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

const base = "/events/ev-1/portals/p-1/threads";
const sam = { contactId: "c-sam", name: "Sam Speaker", email: "speaker@foyer.demo" };
const travel: OrganizerThreadSummary = {
  id: "th-1",
  subject: "Travel question",
  preview: "Hi team, which hotel should I book?",
  lastMessageAt: "2027-02-02T10:00:00.000Z",
  unread: true,
  participant: sam,
};
const slides: OrganizerThreadSummary = {
  id: "th-2",
  subject: "Slides",
  preview: "Uploaded them.",
  lastMessageAt: "2027-02-01T10:00:00.000Z",
  unread: false,
  participant: { contactId: "c-grace", name: "Grace Hopper", email: "grace@example.com" },
};
const travelDetail: OrganizerThreadDetail = {
  id: "th-1",
  subject: "Travel question",
  createdAt: "2027-02-02T10:00:00.000Z",
  lastMessageAt: "2027-02-02T10:00:00.000Z",
  participant: sam,
  messages: [
    {
      id: "m-1",
      body: "Hi team,\nwhich hotel should I book? <script>x</script>",
      fromOrganizer: false,
      author: "Sam Speaker",
      createdAt: "2027-02-02T10:00:00.000Z",
    },
  ],
};

function open(threads: OrganizerThreadSummary[] | Routes[string], routes: Routes = {}) {
  return openSignedIn("/event-light/ev-1/portals/messages", {
    "GET /user/me/events": ok([summitEvent]),
    "GET /event/ev-1/modules": ok([]),
    "GET /events/ev-1/portals": ok([{ id: "p-1", slug: "speakers", name: "Speaker Portal", userCount: 3 }]),
    [`GET ${base}`]: typeof threads === "function" ? threads : ok(threads),
    ...routes,
  });
}
const findPage = () => screen.findByRole("heading", { name: "Messages", level: 1 }, { timeout: 5000 });
const inbox = () => screen.findByRole("list", { name: "Conversations" }, { timeout: 5000 });

describe("the inbox", () => {
  it("lists participant, subject and time with an unread marker; the side nav links here", async () => {
    open([travel, slides]);
    await findPage();
    const rows = within(await inbox()).getAllByRole("button");
    expect(rows.map((row) => row.getAttribute("class")?.includes("--unread"))).toEqual([true, false]);
    expect(
      within(await inbox()).getByRole("button", { name: /^Sam Speaker \(unread\) Travel question/ }),
    ).toBeTruthy();
    expect(rows[1]?.textContent).toContain("Grace Hopper");
    expect(rows[1]?.textContent).toContain("Slides");
    expect(rows[0]?.querySelector("time")?.getAttribute("dateTime")).toBe(travel.lastMessageAt);
    const nav = screen.getByRole("link", { name: "Messages" });
    expect(nav.getAttribute("href")).toBe("/event-light/ev-1/portals/messages");
  });

  it("'Unread only' asks the server for the unread ones and says when there are none", async () => {
    const asked: string[] = [];
    open((request) => {
      const unread = new URL(request.url).searchParams.get("unread");
      asked.push(unread ?? "all");
      return { status: 200, body: { payload: unread ? [] : [travel, slides] } };
    });
    await inbox();
    fireEvent.click(screen.getByRole("checkbox", { name: "Unread only" }));
    expect(await screen.findByText("No unread conversations.")).toBeTruthy();
    expect(asked).toEqual(["all", "true"]);
  });

  it("says 'No conversations yet.', and a failed load offers Try again", async () => {
    let calls = 0;
    open(() =>
      ++calls === 1
        ? { status: 500, body: { statusCode: 500, code: "INTERNAL", message: "boom" } }
        : { status: 200, body: { payload: [] } },
    );
    await findPage();
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No conversations yet.")).toBeTruthy();
  });

  it("a 403 gives the page to the permission screen", async () => {
    open(() => ({
      status: 403,
      body: {
        statusCode: 403,
        code: "FORBIDDEN",
        message: "You don't have permission to view this section!",
      },
    }));
    expect(
      await screen.findByText("You don't have permission to view this section!", undefined, {
        timeout: 5000,
      }),
    ).toBeTruthy();
  });
});

describe("reading and replying", () => {
  it("opens a conversation as text with its line breaks, and it is no longer marked unread", async () => {
    open([travel, slides], { [`GET ${base}/th-1`]: ok(travelDetail) });
    fireEvent.click(within(await inbox()).getByRole("button", { name: /Travel question/ }));
    const thread = await screen.findByRole("region", { name: "Travel question" });
    expect(thread.textContent).toContain("With Sam Speaker (speaker@foyer.demo)");
    const body = thread.querySelector(".portal-thread__body");
    expect(body?.textContent).toBe("Hi team,\nwhich hotel should I book? <script>x</script>");
    expect(thread.querySelector("script")).toBeNull();
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Conversations" })).getAllByRole("button")[0]?.className,
      ).not.toContain("--unread"),
    );
    expect(
      within(screen.getByRole("list", { name: "Conversations" }))
        .getAllByRole("button")[0]
        ?.getAttribute("aria-current"),
    ).toBe("true");
  });

  it("a reply shows at once; a failed one says why and keeps the text", async () => {
    let attempt = 0;
    let sent: unknown = null;
    open([travel], {
      [`GET ${base}/th-1`]: ok(travelDetail),
      [`POST ${base}/th-1/messages`]: async (request) => {
        sent = await bodyOf(request);
        if (++attempt === 1)
          return {
            status: 400,
            body: { statusCode: 400, code: "VALIDATION", message: "Message is required" },
          };
        return {
          status: 201,
          body: {
            payload: {
              ...travelDetail,
              messages: [
                ...travelDetail.messages,
                {
                  id: "m-2",
                  body: "The Grand Hotel.",
                  fromOrganizer: true,
                  author: "Ada Organizer",
                  createdAt: "2027-02-02T11:00:00.000Z",
                },
              ],
            },
          },
        };
      },
    });
    fireEvent.click(within(await inbox()).getByRole("button", { name: /Travel question/ }));
    const box = (await screen.findByLabelText("Reply")) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: "The Grand Hotel." } });
    fireEvent.click(screen.getByRole("button", { name: "Send reply" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The reply could not be sent: Message is required",
    );
    expect(box.value).toBe("The Grand Hotel.");
    fireEvent.click(screen.getByRole("button", { name: "Send reply" }));
    const messages = screen.getByRole("list", { name: "Messages in this conversation" });
    await waitFor(() => expect(within(messages).getAllByRole("listitem")).toHaveLength(2));
    expect(within(messages).getAllByRole("listitem")[1]?.textContent).toContain("Ada Organizer");
    expect(sent).toEqual({ body: "The Grand Hotel." });
    expect(box.value).toBe("");
  });
});

describe("a new conversation", () => {
  it("needs a contact, a subject and a message; then sends to the picked contact and opens it", async () => {
    const grace: ContactHit = {
      kind: "contact",
      id: "c-grace",
      name: "Grace Hopper",
      fname: "Grace",
      lname: "Hopper",
      email: "grace@example.com",
      company: null,
      title: null,
      photoUrl: null,
    };
    let sent: unknown = null;
    const started: OrganizerThreadDetail = {
      id: "th-9",
      subject: "Your slides",
      createdAt: "2027-02-03T10:00:00.000Z",
      lastMessageAt: "2027-02-03T10:00:00.000Z",
      participant: { contactId: "c-grace", name: "Grace Hopper", email: "grace@example.com" },
      messages: [
        {
          id: "m-9",
          body: "Could you upload them?",
          fromOrganizer: true,
          author: "Ada Organizer",
          createdAt: "2027-02-03T10:00:00.000Z",
        },
      ],
    };
    open([slides], {
      "GET /contacts/event/ev-1/contacts/search": ok([grace]),
      [`POST ${base}`]: async (request) => {
        sent = await bodyOf(request);
        return { status: 201, body: { payload: started } };
      },
      [`GET ${base}/th-9`]: ok(started),
    });
    fireEvent.click(await screen.findByRole("button", { name: "New conversation" }, { timeout: 5000 }));
    const form = await screen.findByRole("form", { name: "New conversation" });
    fireEvent.click(within(form).getByRole("button", { name: "Send" }));
    expect(form.textContent).toContain("Pick a contact");
    expect(form.textContent).toContain("Subject is required");
    expect(form.textContent).toContain("Message is required");
    expect(sent).toBeNull();

    await pickOneRecord(form, { opener: "Add People", search: "gra" });
    await waitFor(() => expect(form.textContent).toContain("Grace Hopper · grace@example.com"));

    fireEvent.change(within(form).getByLabelText("Subject"), { target: { value: "Your slides" } });
    fireEvent.change(within(form).getByLabelText("Message"), { target: { value: "Could you upload them?" } });
    fireEvent.click(within(form).getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("region", { name: "Your slides" })).toBeTruthy();
    expect(sent).toEqual({ contactId: "c-grace", subject: "Your slides", body: "Could you upload them?" });
  });
});

describe("a member who may only read the portal", () => {
  it("reads conversations but has no reply box and no 'New conversation'", async () => {
    open([travel], {
      "GET /permissions/event/ev-1/user/user-1": ok({
        permissions: [],
        read_permissions: [{ slug: "portal_read" }],
      }),
      [`GET ${base}/th-1`]: ok(travelDetail),
    });
    fireEvent.click(within(await inbox()).getByRole("button", { name: /Travel question/ }));
    expect(await screen.findByText("Your role can read conversations but not reply.")).toBeTruthy();
    expect(screen.queryByLabelText("Reply")).toBeNull();
    expect(screen.queryByRole("button", { name: "New conversation" })).toBeNull();
  });
});
