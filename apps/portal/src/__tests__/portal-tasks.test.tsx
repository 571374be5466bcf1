import type { PortalTask } from "@foyer/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Routes } from "./fake-api.js";
import { leavePage, ok, openPortal } from "./portal-kit.js";

/*
 * Issue 6 `/tasks`: "assigned tasks with due dates, done state"; marking done shows at once and
 * is undone with a message when the server refuses; a link leads only inside the portal.
 */

beforeEach(() => {
  // Only the clock: "today" is Feb 20, 2027 in New York; promises and timers run as usual.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2027-02-20T17:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
  leavePage();
});

const profileTask: PortalTask = {
  id: "t-1",
  title: "Complete your speaker profile",
  description: "Add a photo.",
  dueDate: "2027-02-15",
  link: "profile",
  done: false,
  doneAt: null,
};
const slidesTask: PortalTask = {
  id: "t-2",
  title: "Upload your slides",
  description: "",
  dueDate: "2027-02-22",
  link: "documents/request/r-1",
  done: false,
  doneAt: null,
};
const list = (tasks: PortalTask[]) => ok({ timezone: "America/New_York", tasks });
const BASE = "/portal/speakers/p-1/me/tasks";

const open = (routes: Routes) => openPortal("/portals/speakers/p-1/tasks", routes);

describe("/portals/{slug}/{id}/tasks: the participant's tasks", () => {
  it("lists each task with its due date in words, the overdue one marked, and the Tasks nav entry current", async () => {
    open({ [`GET ${BASE}`]: list([profileTask, slidesTask]) });
    expect(await screen.findByRole("checkbox", { name: "Complete your speaker profile" })).toBeTruthy();
    expect(screen.getByText("Overdue: was due Mon, Feb 15, 2027")).toBeTruthy();
    expect(screen.getByText("Due Mon, Feb 22, 2027")).toBeTruthy();
    expect(screen.getByText("Add a photo.")).toBeTruthy();
    expect(screen.getByText("2 open · 0 done")).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Portal" });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe("Tasks");
  });

  it("links to where the task is done, below the portal", async () => {
    open({ [`GET ${BASE}`]: list([profileTask, slidesTask]) });
    const slides = await screen.findByRole("link", { name: "Open Upload your slides" });
    expect(slides.getAttribute("href")).toBe("/portals/speakers/p-1/documents/request/r-1");
    expect(
      screen.getByRole("link", { name: "Open Complete your speaker profile" }).getAttribute("href"),
    ).toBe("/portals/speakers/p-1/profile");
  });

  it("never follows a link that leaves the portal, and shows markup as text", async () => {
    open({
      [`GET ${BASE}`]: list([
        { ...slidesTask, title: "<img src=x onerror=alert(1)>", link: "//evil.example/x" },
        { ...profileTask, link: "../../admin" },
      ]),
    });
    expect(await screen.findByText("<img src=x onerror=alert(1)>")).toBeTruthy();
    expect(document.querySelector("img[src=x]")).toBeNull();
    expect(screen.queryAllByRole("link", { name: /^Open / })).toEqual([]);
  });

  it("says 'You have no tasks.' when there are none", async () => {
    open({ [`GET ${BASE}`]: list([]) });
    expect(await screen.findByText("You have no tasks.")).toBeTruthy();
  });

  it("shows an error with Try again, which loads again", async () => {
    let calls = 0;
    open({
      [`GET ${BASE}`]: () =>
        ++calls === 1
          ? { status: 500, body: { statusCode: 500, code: "INTERNAL", message: "boom" } }
          : { status: 200, body: { payload: { timezone: "UTC", tasks: [slidesTask] } } },
    });
    expect(await screen.findByText("An error occurred getting your tasks.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("checkbox", { name: "Upload your slides" })).toBeTruthy();
  });
});

describe("marking a task done or not done", () => {
  it("ticks at once, sends PUT …/done and keeps the server's answer; unticking sends DELETE", async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = open({
      [`GET ${BASE}`]: list([slidesTask]),
      [`PUT ${BASE}/t-2/done`]: async () => {
        await answered;
        return {
          status: 200,
          body: { payload: { ...slidesTask, done: true, doneAt: "2027-02-20T17:00:00.000Z" } },
        };
      },
      [`DELETE ${BASE}/t-2/done`]: ok(slidesTask),
    });
    const box = (await screen.findByRole("checkbox", { name: "Upload your slides" })) as HTMLInputElement;
    fireEvent.click(box);
    // Optimistic: checked before the server answers.
    expect(box.checked).toBe(true);
    expect(screen.getByText("0 open · 1 done")).toBeTruthy();
    release();
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(true);
    expect(api.calls).toContain(`PUT ${BASE}/t-2/done`);
    fireEvent.click(box);
    await waitFor(() => expect(api.calls).toContain(`DELETE ${BASE}/t-2/done`));
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(false);
  });

  it("rolls back and says why when the server refuses", async () => {
    open({
      [`GET ${BASE}`]: list([slidesTask]),
      [`PUT ${BASE}/t-2/done`]: () => ({
        status: 404,
        body: {
          statusCode: 404,
          code: "NOT_FOUND",
          message: "This task does not exist or is not one of yours.",
        },
      }),
    });
    const box = (await screen.findByRole("checkbox", { name: "Upload your slides" })) as HTMLInputElement;
    fireEvent.click(box);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      'Could not mark "Upload your slides" as done. This task does not exist or is not one of yours.',
    );
    expect(box.checked).toBe(false);
    expect(screen.getByText("1 open · 0 done")).toBeTruthy();
  });
});
