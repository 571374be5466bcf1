import type { PortalThreadDetail, PortalThreadSummary } from "@foyer/domain";
import { THREAD_REFRESH_MS, THREADS_REFRESH_MS } from "@foyer/widgets/portal";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { leavePage, ok, openPortal } from "./portal-kit.js";

/*
 * Issue 6, participant `/messages`: "threads with the organizer team, unread state". The speaker
 * sends a message; the organizer replies; the speaker sees the reply.
 */

afterEach(leavePage);

const BASE = "/portal/speakers/p-1/me/threads";
const PAGE = "/portals/speakers/p-1/messages";
const fail = (status: number, message: string) => () => ({
  status,
  body: { statusCode: status, code: status === 404 ? "NOT_FOUND" : "VALIDATION", message },
});

const travel: PortalThreadSummary = {
  id: "th-1",
  subject: "Travel question",
  preview: "Hi Sam, the Grand Hotel.",
  lastMessageAt: "2027-02-02T10:00:00.000Z",
  unread: true,
};
const slides: PortalThreadSummary = {
  id: "th-2",
  subject: "Slides",
  preview: "Uploaded them.",
  lastMessageAt: "2027-02-01T10:00:00.000Z",
  unread: false,
};
const travelDetail: PortalThreadDetail = {
  id: "th-1",
  subject: "Travel question",
  createdAt: "2027-02-01T09:00:00.000Z",
  lastMessageAt: "2027-02-02T10:00:00.000Z",
  messages: [
    {
      id: "m-1",
      body: "Hi team,\nwhich hotel should I book?",
      fromOrganizer: false,
      author: "You",
      createdAt: "2027-02-01T09:00:00.000Z",
    },
    {
      id: "m-2",
      body: "Hi Sam,\nthe Grand Hotel. <b>Not bold</b>",
      fromOrganizer: true,
      author: "Ada Organizer",
      createdAt: "2027-02-02T10:00:00.000Z",
    },
  ],
};

const navLink = () => within(screen.getByRole("navigation", { name: "Portal" }));

describe("the Messages page lists the participant's threads", () => {
  it("marks unread threads, and the nav shows the unread count with an accessible label", async () => {
    openPortal(PAGE, {
      [`GET ${BASE}`]: ok([travel, slides]),
      [`GET ${BASE}/unread-count`]: ok({ unread: 1 }),
    });
    const unread = await screen.findByRole("link", { name: "Travel question (unread)" });
    expect(unread.getAttribute("href")).toBe(`${PAGE}?thread=th-1`);
    expect(screen.getByRole("link", { name: "Slides" })).toBeTruthy();
    expect(screen.getByText("Hi Sam, the Grand Hotel.")).toBeTruthy();
    expect(unread.closest("li")?.textContent).toContain("New");
    expect(screen.getByRole("link", { name: "Slides" }).closest("li")?.textContent).not.toContain("New");
    const nav = await waitFor(() => navLink().getByRole("link", { name: "Messages, 1 unread" }));
    expect(nav.textContent).toContain("Messages (1)");
    expect(nav.getAttribute("aria-current")).toBe("page");
  });

  it("says 'You have no messages yet.' when there are none, and the nav says just 'Messages'", async () => {
    openPortal(PAGE, { [`GET ${BASE}`]: ok([]), [`GET ${BASE}/unread-count`]: ok({ unread: 0 }) });
    expect(await screen.findByText("You have no messages yet.")).toBeTruthy();
    expect(navLink().getByRole("link", { name: "Messages" }).textContent).toBe("Messages");
  });

  it("shows an error with Try again, which loads again", async () => {
    let calls = 0;
    openPortal(PAGE, {
      [`GET ${BASE}`]: () =>
        ++calls === 1
          ? { status: 500, body: { statusCode: 500, code: "INTERNAL", message: "boom" } }
          : { status: 200, body: { payload: [slides] } },
    });
    expect(await screen.findByText("An error occurred getting your messages.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Slides" })).toBeTruthy();
  });
});

describe("New message", () => {
  it("checks subject and message first, then sends and shows the conversation at once", async () => {
    let sent: unknown = null;
    const api = openPortal(PAGE, {
      [`GET ${BASE}`]: ok([]),
      [`POST ${BASE}`]: async (request) => {
        sent = await request.json();
        return {
          status: 201,
          body: {
            payload: {
              id: "th-9",
              subject: "Dietary needs",
              createdAt: "2027-02-03T09:00:00.000Z",
              lastMessageAt: "2027-02-03T09:00:00.000Z",
              messages: [
                {
                  id: "m-9",
                  body: "I am vegetarian.\nThanks!",
                  fromOrganizer: false,
                  author: "You",
                  createdAt: "2027-02-03T09:00:00.000Z",
                },
              ],
            },
          },
        };
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "New message" }));
    const subject = screen.getByLabelText("Subject");
    expect(document.activeElement).toBe(subject);
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByText("Subject is required")).toBeTruthy();
    expect(screen.getByText("Message is required")).toBeTruthy();
    expect(subject.getAttribute("aria-invalid")).toBe("true");
    expect(sent).toBeNull();
    fireEvent.change(subject, { target: { value: "Dietary needs" } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "I am vegetarian.\nThanks!" } });
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByRole("heading", { name: "Dietary needs", level: 1 })).toBeTruthy();
    expect(sent).toEqual({ subject: "Dietary needs", body: "I am vegetarian.\nThanks!" });
    expect(location.search).toBe("?thread=th-9");
    const message = screen.getByText(/I am vegetarian\./);
    expect(message.textContent).toBe("I am vegetarian.\nThanks!");
    // Shown from the answer: no second request for the thread.
    expect(api.calls).not.toContain(`GET ${BASE}/th-9`);
  });

  it("a failed send says why and keeps what was typed", async () => {
    openPortal(PAGE, {
      [`GET ${BASE}`]: ok([]),
      [`POST ${BASE}`]: fail(
        404,
        "You are not a participant of this event yet, so you cannot send messages.",
      ),
    });
    fireEvent.click(await screen.findByRole("button", { name: "New message" }));
    fireEvent.change(screen.getByLabelText("Subject"), { target: { value: "Hello" } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "My long text" } });
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your message could not be sent: You are not a participant of this event yet, so you cannot send messages.",
    );
    expect((screen.getByLabelText("Subject") as HTMLInputElement).value).toBe("Hello");
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("My long text");
  });
});

describe("a conversation", () => {
  it("shows who wrote what and when, oldest first, as text; reading it updates the nav's count", async () => {
    let counts = 0;
    openPortal(`${PAGE}?thread=th-1`, {
      [`GET ${BASE}/th-1`]: ok(travelDetail),
      [`GET ${BASE}/unread-count`]: () => ({
        status: 200,
        body: { payload: { unread: ++counts === 1 ? 1 : 0 } },
      }),
    });
    expect(await screen.findByRole("heading", { name: "Travel question", level: 1 })).toBeTruthy();
    const list = screen.getByRole("list", { name: "Messages in this conversation" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("strong")?.textContent)).toEqual(["You", "Ada Organizer"]);
    expect(items[1]?.querySelector("time")?.getAttribute("dateTime")).toBe("2027-02-02T10:00:00.000Z");
    expect(items[1]?.querySelector(".portal-message__body")?.textContent).toBe(
      "Hi Sam,\nthe Grand Hotel. <b>Not bold</b>",
    );
    expect(list.querySelector("b")).toBeNull();
    await waitFor(() =>
      expect(navLink().getByRole("link", { name: "Messages" }).textContent).toBe("Messages"),
    );
    expect(screen.getByRole("link", { name: "← All messages" }).getAttribute("href")).toBe(PAGE);
  });

  it("a reply shows at once; a failed one says why and keeps the text", async () => {
    let attempt = 0;
    let sent: unknown = null;
    openPortal(`${PAGE}?thread=th-1`, {
      [`GET ${BASE}/th-1`]: ok(travelDetail),
      [`POST ${BASE}/th-1/messages`]: async (request) => {
        sent = await request.json();
        if (++attempt === 1) return fail(400, "Message must be at most 10,000 characters")();
        return {
          status: 201,
          body: {
            payload: {
              ...travelDetail,
              messages: [
                ...travelDetail.messages,
                {
                  id: "m-3",
                  body: "Thanks!",
                  fromOrganizer: false,
                  author: "You",
                  createdAt: "2027-02-02T11:00:00Z",
                },
              ],
            },
          },
        };
      },
    });
    const box = (await screen.findByLabelText("Your reply")) as HTMLTextAreaElement;
    fireEvent.click(screen.getByRole("button", { name: "Send reply" }));
    expect(screen.getByRole("alert").textContent).toBe("Message is required");
    fireEvent.change(box, { target: { value: "Thanks!" } });
    fireEvent.click(screen.getByRole("button", { name: "Send reply" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your reply could not be sent: Message must be at most 10,000 characters",
    );
    expect(box.value).toBe("Thanks!");
    // Ctrl+Enter sends from the keyboard.
    fireEvent.keyDown(box, { key: "Enter", ctrlKey: true });
    const list = () => screen.getByRole("list", { name: "Messages in this conversation" });
    await waitFor(() => expect(within(list()).getAllByRole("listitem")).toHaveLength(3));
    expect(within(list()).getAllByRole("listitem")[2]?.textContent).toContain("Thanks!");
    expect(sent).toEqual({ body: "Thanks!" });
    expect(box.value).toBe("");
    expect(screen.getByText("Your reply was sent.")).toBeTruthy();
  });

  it("another participant's or an unknown thread reads as not found, with a way back", async () => {
    openPortal(`${PAGE}?thread=nope`, {
      [`GET ${BASE}/nope`]: fail(404, "This conversation does not exist or is not one of yours."),
    });
    expect(await screen.findByText("This conversation does not exist or is not one of yours.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "← All messages" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });
});

describe("news arrives without a reload", () => {
  afterEach(() => vi.useRealTimers());

  it("an open conversation shows the organizers' new answer, and the inbox its new thread, by themselves", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answer = {
      id: "m-3",
      body: "Breakfast is included.",
      fromOrganizer: true,
      author: "Ada Organizer",
      createdAt: "2027-02-03T10:00:00.000Z",
    };
    let detail = travelDetail;
    let threads = [slides];
    openPortal(`${PAGE}?thread=th-1`, {
      [`GET ${BASE}/th-1`]: () => ({ status: 200, body: { payload: detail } }),
      [`GET ${BASE}`]: () => ({ status: 200, body: { payload: threads } }),
      [`GET ${BASE}/unread-count`]: ok({ unread: 0 }),
    });
    const conversation = await screen.findByRole("list", { name: "Messages in this conversation" });
    expect(within(conversation).queryByText("Breakfast is included.")).toBeNull();
    detail = { ...travelDetail, messages: [...travelDetail.messages, answer] };
    await act(async () => vi.advanceTimersByTime(THREAD_REFRESH_MS));
    expect(await within(conversation).findByText("Breakfast is included.")).toBeTruthy();

    fireEvent.click(screen.getByRole("link", { name: "← All messages" }));
    expect(await screen.findByRole("link", { name: "Slides" })).toBeTruthy();
    threads = [travel, slides];
    await act(async () => vi.advanceTimersByTime(THREADS_REFRESH_MS));
    expect(await screen.findByRole("link", { name: "Travel question (unread)" })).toBeTruthy();
  });
});
