import type { ActivityHistoryPage, EventAuditEntry, EventReports } from "@foyer/domain";
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminUser, type Routes } from "./fake-api.js";
import { openOrg } from "./org-fixtures.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * Issue 20 items 5 and 6: the event's reports (charts with a title, a description and a table,
 * each with its CSV), its audit (one sentence per change, filtered by person, more by cursor) and
 * the imports, exports and integrations histories (tabs, empty states, links to details).
 */

configure({ asyncUtilTimeout: 20_000 });
const SLOW = { timeout: 40_000 };
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const eventRoutes: Routes = { "GET /user/me/events": ok([summitEvent]) };
const profileRoute = `GET /permissions/event/ev-1/user/${adminUser.id}`;
const memberProfile = (slugs: string[]) =>
  ok({ permissions: [], read_permissions: slugs.map((slug) => ({ slug })), isMember: true });

const figures: EventReports = {
  timezone: "America/New_York",
  submissions: {
    total: 3,
    byDay: [
      { day: "2027-02-01", count: 2 },
      { day: "2027-02-03", count: 1 },
    ],
  },
  registrations: { total: 0, byDay: [] },
  sessionsByStatus: [
    { label: "Confirmed", count: 4 },
    { label: "Proposed", count: 2 },
  ],
  sessionsByTrack: [{ label: '=HYPERLINK("http://evil.example","x")', count: 1 }],
  evaluationCriteria: [
    { plan: "Program committee", criterion: "Relevance", maxScore: 5, average: 4.5, scores: 2 },
  ],
  evaluationSessions: [],
  portalActivity: { total: 0, byKind: [], byDay: [] },
  imports: [],
};

describe("the event's reports", SLOW, () => {
  it("draws each report as an SVG with a title and description, a table beside it, and a CSV to download", async () => {
    const asked: string[] = [];
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:report");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    openSignedIn("/event-light/ev-1/reports", {
      ...eventRoutes,
      "GET /events/ev-1/reports": ok(figures),
      "GET /events/ev-1/reports/sessions-by-status/export": (request) => {
        asked.push(request.headers.get("Authorization") ?? "");
        return { status: 200, body: "Status,Sessions\r\nConfirmed,4\r\n" };
      },
    });
    const chart = await screen.findByRole("img", { name: /Sessions by status/ });
    expect(chart.querySelector("title")?.textContent).toBe("Sessions by status");
    expect(chart.querySelector("desc")?.textContent).toContain("the largest is Confirmed with 4");
    const card = screen.getByRole("region", { name: "Sessions by status" });
    const table = within(card).getByRole("table", { name: "Sessions by status", hidden: true });
    expect(within(table).getAllByRole("row", { hidden: true })).toHaveLength(3);
    // A name is text, never markup.
    expect(screen.getByRole("region", { name: "Sessions by track" }).textContent).toContain("=HYPERLINK(");
    expect(screen.getByRole("img", { name: /Evaluation results by criterion/ }).textContent).toContain(
      "4.5 / 5",
    );
    expect(
      within(screen.getByRole("region", { name: "Registrations over time" })).getByText(
        /No registrations yet/,
      ),
    ).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Download CSV: Sessions by status" }));
    });
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(asked[0]).toMatch(/^Bearer /);
    const nav = screen.getByRole("navigation", { name: "Event" });
    expect(within(nav).getByRole("link", { name: "Reports" }).getAttribute("aria-current")).toBe("page");
  });

  it("is not for a member without read on reports, and leaves the link out of their sidebar", async () => {
    openSignedIn("/event-light/ev-1/reports", {
      ...eventRoutes,
      [profileRoute]: memberProfile(["history_read"]),
      "GET /events/ev-1/reports": ok(figures),
    });
    expect(await screen.findByText("You don't have permission to view this section!")).toBeTruthy();
  });
});

const change = (id: string, overrides: Partial<EventAuditEntry> = {}): EventAuditEntry => ({
  id,
  entityType: "session",
  entityId: "s-1",
  entityName: "Opening Keynote",
  moduleId: null,
  action: "update",
  changes: [{ field: "Status", before: "Proposed", after: "Confirmed" }],
  note: null,
  user: { id: "u-ada", name: "Ada Lovelace" },
  at: "2027-03-01T10:00:00.000Z",
  ...overrides,
});

describe("the event's audit", SLOW, () => {
  it("reads each change as a sentence, links the record, filters by person and loads older changes by cursor", async () => {
    const asked: URLSearchParams[] = [];
    openSignedIn("/event-light/ev-1/audit", {
      ...eventRoutes,
      "GET /events/ev-1/audit": (request) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const people = [
          { id: "u-ada", name: "Ada Lovelace" },
          { id: "u-grace", name: "Grace Hopper" },
        ];
        if (params.get("cursor") === "a-1")
          return ok({
            entries: [change("a-2", { action: "create", changes: [], user: people[1] ?? null })],
            nextCursor: null,
            people,
          })();
        return ok({ entries: [change("a-1")], nextCursor: "a-1", people })();
      },
    });
    expect(
      await screen.findByText(
        "Ada Lovelace changed Status from Proposed to Confirmed on session 'Opening Keynote'",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open session 'Opening Keynote'" }).getAttribute("href")).toBe(
      "/event-light/ev-1/sessions/s-1/details",
    );
    fireEvent.click(screen.getByRole("button", { name: "Show older changes" }));
    expect(await screen.findByText("Grace Hopper created session 'Opening Keynote'")).toBeTruthy();
    expect(asked.at(-1)?.get("cursor")).toBe("a-1");
    fireEvent.change(screen.getByLabelText("Person"), { target: { value: "u-grace" } });
    await waitFor(() => expect(asked.at(-1)?.get("userId")).toBe("u-grace"));
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2027-03-02" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2027-03-01" } });
    expect(await screen.findByText("The start date must be on or before the end date.")).toBeTruthy();
  });

  it("says when nothing was changed yet", async () => {
    openSignedIn("/event-light/ev-1/audit", {
      ...eventRoutes,
      "GET /events/ev-1/audit": ok({ entries: [], nextCursor: null, people: [] }),
    });
    expect(await screen.findByRole("heading", { name: "No changes recorded yet" })).toBeTruthy();
  });
});

const historyPage = (entries: ActivityHistoryPage["entries"]): ActivityHistoryPage => ({
  entries,
  total: entries.length,
  page: 1,
  pageSize: 50,
});

describe("history/{historyType}", SLOW, () => {
  it("the event's imports: tabs per type, each run linked to its module", async () => {
    openSignedIn("/event-light/ev-1/history/imports", {
      ...eventRoutes,
      "GET /event/ev-1/history/imports": ok(
        historyPage([
          {
            id: "i-1",
            at: "2027-03-01T10:00:00.000Z",
            user: { id: "u-ada", name: "Ada Lovelace" },
            event: null,
            title: "Contacts import: speakers.csv",
            status: "finished",
            detail: "3 rows: 2 created, 1 existing, 0 skipped",
            link: { kind: "module", moduleId: "m-contacts" },
          },
        ]),
      ),
    });
    const table = await screen.findByRole("table", { name: "Imports" });
    expect(
      within(table).getByRole("link", { name: "Contacts import: speakers.csv" }).getAttribute("href"),
    ).toBe("/event-light/ev-1/modules/m-contacts");
    const tabs = screen.getByRole("navigation", { name: "Histories" });
    expect(within(tabs).getByRole("link", { name: "Imports" }).getAttribute("aria-current")).toBe("page");
    expect(within(tabs).getByRole("link", { name: "Exports" }).getAttribute("href")).toBe(
      "/event-light/ev-1/history/exports",
    );
  });

  it("the organization's exports across its events, and an empty history says so", async () => {
    openOrg("/org-light/org-1/history/exports", {
      "GET /organizations/org-1/history/exports": ok(
        historyPage([
          {
            id: "x-1",
            at: "2027-03-01T10:00:00.000Z",
            user: { id: "u-ada", name: "Ada Lovelace" },
            event: { id: "ev-1", name: "Foyer Summit 2027" },
            title: "Sessions by track (report)",
            status: "downloaded",
            detail: "summit-sessions-by-track-2027-03-01.csv",
            link: { kind: "report", reportId: "sessions-by-track" },
          },
        ]),
      ),
      "GET /organizations/org-1/history/integrations": ok(historyPage([])),
    });
    const table = await screen.findByRole("table", { name: "Exports" });
    expect(within(table).getByText("Foyer Summit 2027")).toBeTruthy();
    expect(within(table).getByRole("link", { name: "Sessions by track (report)" }).getAttribute("href")).toBe(
      "/event-light/ev-1/reports#report-sessions-by-track",
    );
    const tabs = screen.getByRole("navigation", { name: "Histories" });
    fireEvent.click(within(tabs).getByRole("link", { name: "Integrations" }));
    expect(await screen.findByRole("heading", { name: "Nothing here yet" })).toBeTruthy();
  });
});
