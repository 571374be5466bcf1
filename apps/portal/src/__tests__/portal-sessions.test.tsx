import { PORTAL_SESSION_NOT_FOUND, type PortalSession } from "@foyer/domain";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { leavePage, ok, openPortal } from "./portal-kit.js";

afterEach(leavePage);

const session: PortalSession = {
  id: "s-1",
  title: "Designing Calm Registration Flows",
  roles: ["speaker"],
  startsAt: "2027-03-15T14:30:00.000Z",
  endsAt: "2027-03-15T15:15:00.000Z",
  timezone: "America/New_York",
  room: "Room A",
  track: "Product",
  coParticipants: [{ name: "Grace Hopper", role: "moderator" }],
  fileCount: 1,
};

describe("/portals/{slug}/{id}/sessions: the participant's own sessions", () => {
  it("lists title, when in the event's time zone with the zone shown, room and role", async () => {
    openPortal("/portals/speakers/p-1/sessions", {
      "GET /portal/speakers/p-1/me/sessions": ok({ timezone: "America/New_York", sessions: [session] }),
    });
    const link = await screen.findByRole("link", { name: session.title });
    expect(link.getAttribute("href")).toBe("/portals/speakers/p-1/session/s-1");
    expect(screen.getByText("Mon, Mar 15, 2027 · 10:30 AM – 11:15 AM (America/New_York)")).toBeTruthy();
    expect(screen.getByText("Room A")).toBeTruthy();
    expect(screen.getByText("Speaker")).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Portal" });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe("Sessions");
  });

  it("says 'You have no sessions yet.' when there are none", async () => {
    openPortal("/portals/speakers/p-1/sessions", {
      "GET /portal/speakers/p-1/me/sessions": ok({ timezone: "UTC", sessions: [] }),
    });
    expect(await screen.findByText("You have no sessions yet.")).toBeTruthy();
  });

  it("shows an error with Try again, which loads again", async () => {
    let calls = 0;
    openPortal("/portals/speakers/p-1/sessions", {
      "GET /portal/speakers/p-1/me/sessions": () =>
        ++calls === 1
          ? { status: 500, body: { statusCode: 500, code: "INTERNAL", message: "boom" } }
          : { status: 200, body: { payload: { timezone: "UTC", sessions: [session] } } },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: session.title })).toBeTruthy();
  });

  it("renders a title with markup as text, never as HTML", async () => {
    openPortal("/portals/speakers/p-1/sessions", {
      "GET /portal/speakers/p-1/me/sessions": ok({
        timezone: "UTC",
        sessions: [{ ...session, title: "<img src=x onerror=alert(1)>" }],
      }),
    });
    expect(await screen.findByText("<img src=x onerror=alert(1)>")).toBeTruthy();
    expect(document.querySelector("img[src=x]")).toBeNull();
  });
});

describe("/portals/{slug}/{id}/session/{sessionId}", () => {
  it("shows details, co-speakers and files with download links", async () => {
    openPortal("/portals/speakers/p-1/session/s-1", {
      "GET /portal/speakers/p-1/me/sessions/s-1": ok({
        ...session,
        description: "Forms that ask less.",
        files: [
          {
            uploadId: "u-1",
            name: "slides.pdf",
            size: 2048,
            type: "application/pdf",
            url: "/api/portal/speakers/p-1/me/sessions/s-1/files/u-1",
          },
        ],
      }),
    });
    expect(await screen.findByRole("heading", { name: session.title, level: 1 })).toBeTruthy();
    expect(screen.getByText("Forms that ask less.")).toBeTruthy();
    expect(screen.getByText("Grace Hopper")).toBeTruthy();
    expect(screen.getByRole("link", { name: "slides.pdf" }).getAttribute("href")).toBe(
      "/api/portal/speakers/p-1/me/sessions/s-1/files/u-1",
    );
    expect(screen.getByText("(2.0 KB)")).toBeTruthy();
  });

  it("a session that is not theirs reads as not found, not as an error", async () => {
    const api = openPortal("/portals/speakers/p-1/session/other", {
      "GET /portal/speakers/p-1/me/sessions/other": () => ({
        status: 404,
        body: { statusCode: 404, code: "NOT_FOUND", message: PORTAL_SESSION_NOT_FOUND },
      }),
    });
    expect(await screen.findByRole("heading", { name: "Session not found" })).toBeTruthy();
    expect(screen.getByText(PORTAL_SESSION_NOT_FOUND)).toBeTruthy();
    expect(api.services.errors.get().errors).toEqual([]);
  });
});

describe("/portals/{slug}/{id}/calendar", () => {
  it("shows the agenda by day in the event's time zone, the unscheduled apart, and the .ics link", async () => {
    openPortal("/portals/speakers/p-1/calendar", {
      "GET /portal/speakers/p-1/me/calendar": ok({
        timezone: "America/New_York",
        days: [{ date: "2027-03-15", sessions: [session] }],
        unscheduled: [{ ...session, id: "s-2", title: "Later", startsAt: null, endsAt: null }],
      }),
      "GET /portal/speakers/p-1/me/schedule": ok({
        timezone: "America/New_York",
        release: null,
        days: [],
        feedUrl: "/api/public/speaker-schedule/abc.def.ics",
      }),
    });
    expect(await screen.findByRole("heading", { name: "Monday, March 15, 2027" })).toBeTruthy();
    expect(screen.getByText("Times are in the event's time zone, America/New_York.")).toBeTruthy();
    expect(screen.getByRole("link", { name: session.title })).toBeTruthy();
    expect(screen.getByText(/not in the \.ics file/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download calendar (.ics)" }).getAttribute("href")).toBe(
      "/api/portal/speakers/p-1/me/calendar.ics",
    );
  });
});

describe("/portals/{slug}/{id}/calendar: My schedule (the published schedule)", () => {
  it("shows the speaker's released sessions by day and their personal feed to copy", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    openPortal("/portals/speakers/p-1/calendar", {
      "GET /portal/speakers/p-1/me/calendar": ok({ timezone: "America/New_York", days: [], unscheduled: [] }),
      "GET /portal/speakers/p-1/me/schedule": ok({
        timezone: "America/New_York",
        release: { version: "1.1", releasedAt: "2027-03-01T10:00:00.000Z" },
        days: [
          {
            date: "2027-03-15",
            sessions: [
              {
                id: "s-1",
                title: "Designing Calm Registration Flows",
                startsAt: "2027-03-15T14:30:00.000Z",
                endsAt: "2027-03-15T15:15:00.000Z",
                room: "Room A",
                track: "Product",
                plenum: false,
              },
            ],
          },
        ],
        feedUrl: "/api/public/speaker-schedule/abc.def.ics",
      }),
    });
    const mine = await screen.findByRole("region", { name: "My schedule" });
    expect(await within(mine).findByRole("heading", { name: "Monday, March 15, 2027" })).toBeTruthy();
    expect(
      within(mine).getByText(
        "Version 1.1 of the schedule. Times are in the event's time zone, America/New_York.",
      ),
    ).toBeTruthy();
    expect(
      within(mine).getByText("Mon, Mar 15, 2027 · 10:30 AM – 11:15 AM (America/New_York) · Room A · Product"),
    ).toBeTruthy();
    const feed = within(mine).getByLabelText(/Subscribe in your calendar app/) as HTMLInputElement;
    expect(feed.value).toBe(`${window.location.origin}/api/public/speaker-schedule/abc.def.ics`);
    fireEvent.click(within(mine).getByRole("button", { name: "Copy address" }));
    expect(await within(mine).findByText("Copied")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(feed.value);
  });

  it("says so before the first release", async () => {
    openPortal("/portals/speakers/p-1/calendar", {
      "GET /portal/speakers/p-1/me/calendar": ok({ timezone: "UTC", days: [], unscheduled: [] }),
      "GET /portal/speakers/p-1/me/schedule": ok({
        timezone: "UTC",
        release: null,
        days: [],
        feedUrl: "/api/public/speaker-schedule/abc.def.ics",
      }),
    });
    expect(await screen.findByText("The schedule has not been published yet.")).toBeTruthy();
  });
});

describe("the landing page's nav", () => {
  it("links to Sessions and Calendar and marks Home as current", async () => {
    openPortal("/portals/speakers/p-1", {});
    const nav = await screen.findByRole("navigation", { name: "Portal" });
    expect(screen.getByRole("link", { name: "Sessions" }).getAttribute("href")).toBe(
      "/portals/speakers/p-1/sessions",
    );
    expect(screen.getByRole("link", { name: "Calendar" }).getAttribute("href")).toBe(
      "/portals/speakers/p-1/calendar",
    );
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe("Home");
  });
});
