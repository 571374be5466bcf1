import { randomBytes } from "node:crypto";
import { addDays, cloneShiftDays, shiftedCloneDates, todayIn } from "@foyer/domain";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { ADMIN, DEMO_PASSWORD, signInAsAdmin } from "./support/sign-in.js";

/*
 * Issue 5 items 4 and 5 (spec 2 §2.1, §4.1): an organizer clones last year's event, choosing
 * specific content, with the dates shifted and day labels set; lands on the new event; the
 * cloned forms, sessions and people are there with shifted dates; the source is unchanged.
 */

/** The demo organization and last year's Summit (apps/api/src/db/seed.ts, seed-past-event.ts). */
const ORG_ID = "8fd12ece-288c-48dc-8bea-5a72912eee84";
const PAST = {
  id: "2025a5e7-0c1f-4e2b-9a3d-5c7e9f1b3d50",
  name: "Foyer Summit 2025",
  dateFrom: "2025-03-17",
  dateTo: "2025-03-19",
  timezone: "America/New_York",
};

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post("/api/user/auth/login", {
    data: { username: ADMIN.email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).payload.id_token}` };
}

async function getPayload<T>(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string>,
): Promise<T> {
  const response = await request.get(url, { headers });
  expect(response.status(), url).toBe(200);
  return (await response.json()).payload as T;
}

interface SessionRow {
  title: string;
  startsAt: string | null;
  speakers: string[];
}

/** Everything of an event the test compares: its dates, forms, sessions and contacts. */
async function eventContent(request: APIRequestContext, eventId: string) {
  const headers = await adminHeaders(request);
  const { event } = await getPayload<{ event: { name: string; date_from: string; date_to: string } }>(
    request,
    `/api/event/${eventId}`,
    headers,
  );
  const forms = await getPayload<{ name: string; kind: string }[]>(
    request,
    `/api/events/${eventId}/forms`,
    headers,
  );
  const { sessions } = await getPayload<{ sessions: SessionRow[] }>(
    request,
    `/api/events/${eventId}/sessions?pageSize=100`,
    headers,
  );
  const modules = await getPayload<{ id: string; kind: string }[]>(
    request,
    `/api/event/${eventId}/modules`,
    headers,
  );
  const contactsModule = modules.find((module) => module.kind === "contacts");
  const { records } = await getPayload<{ records: { name: string; email: string | null }[] }>(
    request,
    `/api/modules/${contactsModule?.id}/records?pageSize=200`,
    headers,
  );
  const dayGroups = await getPayload<{ name: string; days: string[] }[]>(
    request,
    `/api/event/${eventId}/day-groups`,
    headers,
  );
  return {
    event,
    forms: forms.map((form) => form.name).sort(),
    sessions: sessions.map((session) => ({ title: session.title, startsAt: session.startsAt })),
    people: records.map((record) => record.email).sort(),
    dayGroups: dayGroups.filter((group) => group.days.length > 0),
  };
}

test.describe("event clone wizard", () => {
  test("an organizer clones last year's event with chosen content, new dates and day labels", async ({
    page,
    request,
  }) => {
    const before = await eventContent(request, PAST.id);
    expect(before.sessions.length).toBeGreaterThan(0);
    const run = randomBytes(3).toString("hex");
    const newName = `Foyer Summit Next ${run}`;
    // The wizard moves last year's dates into this year, on the same weekdays.
    const expected = shiftedCloneDates(
      { dateFrom: PAST.dateFrom, dateTo: PAST.dateTo },
      todayIn("America/New_York"),
    );
    const shift = cloneShiftDays(PAST.dateFrom, expected.dateFrom);

    await signInAsAdmin(page);
    await page.goto(`/org-light/${ORG_ID}/events`);
    await page.getByRole("button", { name: "Add event" }).first().click();
    await page
      .getByRole("dialog", { name: "Add Event" })
      .getByRole("button", { name: "Clone an event" })
      .click();

    const picker = page.getByRole("dialog", { name: "Choose an event to clone" });
    await picker.getByRole("searchbox", { name: "Search events" }).fill("summit 2025");
    await expect(picker.getByRole("button", { name: "2025 Events" })).toBeVisible();
    await expect(picker.getByText("Mar 17 2025 - Mar 19 2025")).toBeVisible();
    await picker.getByRole("button", { name: `Select ${PAST.name}` }).click();

    const options = page.getByRole("dialog", { name: `Select clone options for ${PAST.name}` });
    await expect(options.getByLabel("Event Name")).toHaveValue(`${PAST.name} (copy)`);
    await expect(options.getByLabel("New Start Date")).toHaveValue(expected.dateFrom);
    await expect(options.getByLabel("New End Date")).toHaveValue(expected.dateTo);
    await expect(options.getByText("Previously: Mar 17, 2025")).toBeVisible();
    await options.getByLabel("Event Name").fill(newName);

    // Day labels: the first day is the load-in, the other two the show.
    const calendar = options.getByRole("table", { name: "Set Date Labels" });
    const [first, second, third] = [0, 1, 2].map((offset) => addDays(expected.dateFrom, offset));
    await calendar.locator(`[data-day="${first}"]`).click();
    await expect(options.getByText("1 Day(s) Selected")).toBeVisible();
    await options.getByRole("button", { name: /^Load In Days/ }).click();
    await calendar.locator(`[data-day="${second}"]`).click();
    await calendar.locator(`[data-day="${third}"]`).press("Space");
    await expect(options.getByText("2 Day(s) Selected")).toBeVisible();
    await options.getByRole("button", { name: /^Show Days/ }).click();
    await expect(calendar.locator(`[data-day="${first}"]`)).toHaveAttribute("aria-label", /Load In Days$/);

    await options.getByRole("radio", { name: "Select specific content" }).check();
    await options.getByRole("button", { name: "Next: Select Content to Clone" }).click();

    const content = page.getByRole("dialog", { name: `Select content to clone from: ${PAST.name}` });
    await content.getByRole("checkbox", { name: "Speaker Intake 2025" }).uncheck();
    await content.getByRole("checkbox", { name: "Registration Workshop 2025" }).uncheck();
    await content.getByRole("checkbox", { name: "Include all records (3)" }).check();
    await expect(content.getByText("There are no available Portals to copy.")).toBeVisible();
    await content.getByRole("button", { name: "Clone Event" }).click();

    // 'Cloning your event...' shows while the job runs (briefly here); then the new event opens.
    await expect(page).toHaveURL(/\/event-light\/[^/]+\/dashboard$/, { timeout: 30_000 });
    const newEventId = new URL(page.url()).pathname.split("/")[2] as string;
    expect(newEventId).not.toBe(PAST.id);

    // In the new event: the chosen form, sessions and people, with shifted dates.
    await page.goto(`/event-light/${newEventId}/sessions/forms`);
    await expect(page.getByText("Call for Papers 2025")).toBeVisible();
    await page.goto(`/event-light/${newEventId}/contacts`);
    await expect(page.getByText("grace@example.com")).toBeVisible();
    await page.goto(`/event-light/${newEventId}/sessions`);
    await expect(page.getByText("Opening Keynote 2025")).toBeVisible();
    await expect(page.getByText("Registration Workshop 2025")).toHaveCount(0);

    const copy = await eventContent(request, newEventId);
    expect(copy.event).toMatchObject({
      name: newName,
      date_from: expected.dateFrom,
      date_to: expected.dateTo,
    });
    expect(copy.forms).toEqual(["Call for Papers 2025"]);
    expect(copy.people).toEqual(before.people);
    const opening = (content: typeof before) =>
      content.sessions.find((session) => session.title === "Opening Keynote 2025")?.startsAt ?? "";
    // 09:00 in New York on the source's first day → 09:00 on the new first day.
    const wall = (iso: string) =>
      new Intl.DateTimeFormat("en-CA", {
        timeZone: PAST.timezone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(new Date(iso));
    expect(wall(opening(copy))).toBe(
      wall(opening(before)).replace(PAST.dateFrom, addDays(PAST.dateFrom, shift)),
    );
    expect(copy.sessions.map((session) => session.title)).toEqual(["Opening Keynote 2025"]);
    expect(copy.dayGroups).toEqual([
      expect.objectContaining({ name: "Load In Days", days: [first] }),
      expect.objectContaining({ name: "Show Days", days: [second, third] }),
    ]);

    // The source is as it was.
    expect(await eventContent(request, PAST.id)).toEqual(before);
  });
});
