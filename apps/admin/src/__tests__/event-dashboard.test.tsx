import { messages } from "@foyer/domain";
import { cleanup, configure, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EVENT_DASHBOARD_FAILED } from "../eventlight/dashboard/EventDashboardPage.js";
import { adminUser } from "./fake-api.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

// The area's chunk loads on first use: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/*
 * Issue 5 item 3: /event-light/{eventId}/dashboard (spec 1 §2 "Event area: dashboard"), the event
 * area's landing page, where a new event opens (spec 1 §4).
 */

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

const dashboard = {
  event: {
    id: "ev-1",
    name: "Foyer Summit 2027",
    slug: "foyer-summit-2027",
    org_id: "org-1",
    org_name: "Foyer Demo Organization",
    date_from: "2027-03-15",
    date_to: "2027-03-17",
    timezone: "America/New_York",
    is_draft: false,
    status: "upcoming",
  },
  figures: { contacts: 6, sponsors: 2, exhibitors: 1, forms: 4, submissions: 9, sessions: 12, team: 3 },
  weekly: {
    weeks: [
      "2026-04-13",
      "2026-04-20",
      "2026-04-27",
      "2026-05-04",
      "2026-05-11",
      "2026-05-18",
      "2026-05-25",
      "2026-06-01",
    ],
    submissions: [0, 0, 0, 0, 1, 0, 5, 0],
    registrations: [0, 0, 0, 0, 0, 0, 2, 0],
  },
  deadlines: [
    {
      kind: "form",
      id: "cfp",
      title: "Call for papers",
      form_kind: "submission",
      open: true,
      due_date: null,
      portal_id: null,
    },
    {
      kind: "task",
      id: "t-1",
      title: "Upload slides",
      form_kind: null,
      open: true,
      due_date: "2027-03-01",
      portal_id: "p-1",
    },
  ],
  reviews: [
    { plan_id: "plan-1", name: "Program committee", sessions: 2, evaluators: 2, done: 3, expected: 4 },
  ],
  portal: {
    portals: 1,
    last_7_days: 1,
    last_30_days: 2,
    recent: [
      {
        at: "2026-05-30T10:00:00.000Z",
        kind: "task_done",
        summary: "Upload slides",
        contact_id: "c-1",
        contact_name: "Grace Hopper",
        portal_name: "Speakers",
      },
    ],
  },
  checklist: [
    { step: "team", done: true },
    { step: "contacts", done: true },
    { step: "form", done: true },
    { step: "sessions", done: true },
    { step: "portal", done: true },
    { step: "evaluation", done: true },
  ],
};

function open(path: string, routes = {}) {
  return openSignedIn(path, {
    "GET /user/me/events": ok([summitEvent]),
    "GET /event/ev-1/modules": ok([]),
    "GET /event/ev-1/dashboard": ok(dashboard),
    ...routes,
  });
}

describe("the event dashboard", () => {
  it("/event-light/{eventId} lands on the dashboard: dates, status and key figures", async () => {
    open("/event-light/ev-1");
    // The first test of a file waits for the event area's chunk.
    expect(
      await screen.findByRole("heading", { name: "Foyer Summit 2027", level: 1 }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(location.pathname).toBe("/event-light/ev-1/dashboard");
    expect(screen.getByText("Mon, Mar 15, 2027 – Wed, Mar 17, 2027")).toBeTruthy();
    expect(screen.getByText("Upcoming")).toBeTruthy();
    const figures = screen.getByLabelText("Key figures");
    expect(figures.querySelector("[data-figure='sessions']")?.textContent).toContain("12");
    expect(figures.querySelector("[data-figure='submissions']")?.textContent).toContain("9");
    expect(within(figures).getByRole("link", { name: "Contacts" }).getAttribute("href")).toBe(
      "/event-light/ev-1/contacts",
    );
    expect(within(figures).getByRole("link", { name: "Sessions" }).getAttribute("href")).toBe(
      "/event-light/ev-1/sessions",
    );
    const nav = screen.getByRole("navigation", { name: "Event" });
    expect(within(nav).getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
  });

  it("shows submissions over time (a chart with a table), deadlines, review progress and portal activity", async () => {
    open("/event-light/ev-1/dashboard");
    const chart = await screen.findByRole(
      "img",
      { name: /Submissions and registrations/ },
      { timeout: 15_000 },
    );
    expect(chart.querySelector("desc")?.textContent).toBe(
      "Submissions: 6 in 8 weeks, most in the week of May 25 (5). Registrations: 2 in 8 weeks, most in the week of May 25 (2).",
    );
    const table = screen.getByRole("table", { name: "Submissions and registrations, by week" });
    expect(within(table).getAllByRole("row")).toHaveLength(9);
    expect(within(table).getByRole("row", { name: "May 25 5 2" })).toBeTruthy();
    const deadlines = screen.getByRole("region", { name: "Forms and deadlines" });
    expect(within(deadlines).getByRole("link", { name: "Call for papers" }).getAttribute("href")).toBe(
      "/event-light/ev-1/sessions/forms/cfp",
    );
    expect(within(deadlines).getByText("Open")).toBeTruthy();
    expect(within(deadlines).getByRole("link", { name: "Upload slides" }).getAttribute("href")).toBe(
      "/event-light/ev-1/portals/tasks?portal=p-1",
    );
    expect(within(deadlines).getByText("Due Mar 1, 2027")).toBeTruthy();
    const reviews = screen.getByRole("region", { name: "Review progress" });
    expect(within(reviews).getByText(/3 of 4 evaluations \(75%\)/)).toBeTruthy();
    expect(
      within(reviews).getByRole("progressbar", { name: "Program committee" }).getAttribute("value"),
    ).toBe("3");
    const portal = screen.getByRole("region", { name: "Portal activity" });
    expect(within(portal).getByText("1 action in the last 7 days, 2 in the last 30 days")).toBeTruthy();
    expect(within(portal).getByRole("link", { name: "Grace Hopper" }).getAttribute("href")).toBe(
      "/event-light/ev-1/contact/c-1",
    );
    // Every step done: no checklist.
    expect(screen.queryByRole("region", { name: "Next steps" })).toBeNull();
  });

  it("a new event lists its next steps, each linked to where it is done", async () => {
    const zeros = Array(8).fill(0);
    open("/event-light/ev-1/dashboard", {
      "GET /event/ev-1/dashboard": ok({
        ...dashboard,
        figures: { contacts: 0, sponsors: 0, exhibitors: 0, forms: 0, submissions: 0, sessions: 0, team: 1 },
        weekly: { ...dashboard.weekly, submissions: zeros, registrations: zeros },
        deadlines: [],
        reviews: [],
        portal: { portals: 0, last_7_days: 0, last_30_days: 0, recent: [] },
        checklist: dashboard.checklist.map((step) => ({ ...step, done: step.step === "contacts" })),
      }),
    });
    const steps = await screen.findByRole("region", { name: "Next steps" }, { timeout: 15_000 });
    expect(within(steps).getByText("1 of 6 done")).toBeTruthy();
    expect(within(steps).getByRole("link", { name: "Invite your team" }).getAttribute("href")).toBe(
      "/event-light/ev-1/team",
    );
    expect(
      within(steps)
        .getByRole("link", { name: /Create a form/ })
        .getAttribute("href"),
    ).toBe("/event-light/ev-1/sessions/forms");
    expect(
      within(steps).getByRole("link", { name: "Plan how sessions are reviewed" }).getAttribute("href"),
    ).toBe("/event-light/ev-1/evaluation/evaluation-plans");
    // A step done is marked so and no longer linked.
    expect(within(steps).queryByRole("link", { name: "Add or import contacts" })).toBeNull();
    expect(within(steps).getByText("(done)")).toBeTruthy();
    expect(screen.getByText("Nothing yet in the last 8 weeks.")).toBeTruthy();
    expect(screen.getByText("No forms yet, and nothing due in the portals.")).toBeTruthy();
    expect(screen.getByText(/No evaluation plans yet/)).toBeTruthy();
  });

  it("leaves out what the profile cannot read, and links only what it can open", async () => {
    open("/event-light/ev-1/dashboard", {
      [`GET /permissions/event/ev-1/user/${adminUser.id}`]: ok({
        permissions: [],
        read_permissions: [{ slug: "contacts_read" }],
      }),
      "GET /event/ev-1/dashboard": ok({
        ...dashboard,
        figures: {
          contacts: 6,
          sponsors: null,
          exhibitors: null,
          forms: null,
          submissions: null,
          sessions: null,
          team: 3,
        },
        weekly: { ...dashboard.weekly, submissions: null },
        deadlines: [],
        reviews: null,
        portal: null,
        checklist: [
          { step: "team", done: true },
          { step: "contacts", done: false },
        ],
      }),
    });
    const figures = await screen.findByLabelText("Key figures");
    expect(figures.querySelector("[data-figure='sponsors']")).toBeNull();
    expect(figures.querySelector("[data-figure='forms']")).toBeNull();
    expect(within(figures).getByRole("link", { name: "Contacts" })).toBeTruthy();
    expect(figures.querySelector("[data-figure='team']")?.textContent).toContain("3");
    // Team members are counted for everyone on the team, but only those who manage it get the link.
    expect(within(figures).queryByRole("link", { name: "Team members" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Review progress" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Portal activity" })).toBeNull();
    expect(
      screen.getByRole("img", { name: /Submissions and registrations/ }).querySelector("desc")?.textContent,
    ).toBe("Registrations: 2 in 8 weeks, most in the week of May 25 (2).");
  });

  it("a 403 gives way to 'uh Oh!'; another failure says 'An error loading event' with Try again", async () => {
    open("/event-light/ev-1/dashboard", {
      "GET /event/ev-1/dashboard": () => ({ status: 403, body: { message: messages.noAccess } }),
    });
    expect(await screen.findByRole("heading", { name: messages.noAccessTitle })).toBeTruthy();
    cleanup();
    const api = open("/event-light/ev-1/dashboard", {
      "GET /event/ev-1/dashboard": () => ({ status: 500, body: { message: "boom" } }),
    });
    expect(await screen.findByText(`${EVENT_DASHBOARD_FAILED}.`)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(api.services.errors.get().errors.flatMap((error) => error.messages)).toContain(
      EVENT_DASHBOARD_FAILED,
    );
  });
});
