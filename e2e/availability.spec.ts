/*
 * Issue 25 item 1: speaker availability, set in the admin and in the portal, and read by the
 * agenda. An organizer sets a speaker's availability to the morning only on day 1 on the contact's
 * page; their session placed that afternoon is then a `speaker_unavailable` conflict and the
 * agenda grid shades the afternoon for it. The demo speaker sets their own availability in the
 * portal and finds it saved after a reload. The speaker is a new contact of this run; the demo
 * speaker's availability is put back at the end, as other flows share it.
 */
import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, test } from "@playwright/test";
import {
  ADMIN,
  DEMO_PASSWORD,
  PORTAL,
  PORTAL_LOGIN,
  SPEAKER,
  signInAsAdmin,
  submitSignIn,
} from "./support/sign-in.js";

/** The demo Summit (apps/api/src/db/seed.ts), in New York, 15 to 17 March 2027. */
const SUMMIT = "d5f2f17c-cc0a-4038-9f07-61ae17e8e306";
/** 2:00 to 2:30 PM in New York (EDT) on the first day. */
const AFTERNOON = { startsAt: "2027-03-15T18:00:00.000Z", endsAt: "2027-03-15T18:30:00.000Z" };

async function bearer(request: APIRequestContext, email: string) {
  const login = await request.post("/api/user/auth/login", {
    data: { username: email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).payload.id_token}` };
}

test("an organizer keeps a speaker to the morning of day 1 and the agenda reports the afternoon session", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const run = randomBytes(3).toString("hex");
  const last = `Availability ${run}`;
  const title = `Afternoon Talk ${run}`;
  const headers = await bearer(request, ADMIN.email);

  // A speaker of this run, in a session placed at 2:00 PM on day 1, made as an organizer would.
  const contact = await request.post(`/api/event/${SUMMIT}/contact`, {
    headers,
    data: { values: { FIRST_NAME: "Ada", LAST_NAME: last, EMAIL: `availability.${run}@example.com` } },
  });
  expect(contact.status()).toBe(201);
  const contactId: string = (await contact.json()).payload.id;
  const settings = (await (await request.get(`/api/events/${SUMMIT}/session-settings`, { headers })).json())
    .payload as { rooms: { id: string; name: string }[] };
  const roomB = settings.rooms.find((room) => room.name === "Room B")?.id ?? "";
  expect(roomB).not.toBe("");
  const session = await request.post(`/api/events/${SUMMIT}/sessions`, {
    headers,
    data: { title, ...AFTERNOON, roomId: roomB },
  });
  expect(session.status()).toBe(201);
  const sessionId: string = (await session.json()).payload.id;
  const added = await request.post(`/api/events/${SUMMIT}/sessions/${sessionId}/participants`, {
    headers,
    data: { role: "speaker", contactIds: [contactId] },
  });
  expect(added.ok()).toBe(true);

  // On the contact's page: day 1 from 9:00 AM to 12:00 PM, the other days whole.
  await signInAsAdmin(page);
  await page.goto(`/event-light/${SUMMIT}/contact/${contactId}`);
  const availability = page.getByRole("region", { name: "Availability" });
  const day1 = availability.getByRole("group", { name: "Monday, March 15" });
  await expect(day1.getByRole("checkbox", { name: "Available all day" })).toBeChecked({ timeout: 30_000 });
  await day1.getByRole("checkbox", { name: "Available all day" }).uncheck();
  await day1.getByLabel("From, Monday, March 15, range 1").fill("09:00");
  await day1.getByLabel("To, Monday, March 15, range 1").fill("12:00");
  await availability.getByRole("button", { name: "Save availability" }).click();
  await expect(availability.getByRole("status").filter({ hasText: "Availability saved." })).toBeVisible();

  // The server keeps it: 9:00 AM to 12:00 PM EDT on day 1, then the other two days whole.
  const stored = await request.get(`/api/events/${SUMMIT}/contacts/${contactId}/availability`, { headers });
  expect((await stored.json()).payload.windows).toEqual([
    { startsAt: "2027-03-15T13:00:00.000Z", endsAt: "2027-03-15T16:00:00.000Z" },
    { startsAt: "2027-03-16T04:00:00.000Z", endsAt: "2027-03-18T04:00:00.000Z" },
  ]);

  // The conflicts page lists the afternoon session as "Speaker unavailable".
  await page.goto(`/event-light/${SUMMIT}/sessions/conflicts`);
  await page.getByRole("combobox", { name: "Kind" }).selectOption({ label: "Speaker unavailable" });
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: title }) });
  await expect(row).toContainText("Speaker unavailable");

  // The agenda grid shades the afternoon for that speaker once their session is selected.
  await page.goto(`/event-light/${SUMMIT}/sessions/agenda/day`);
  const grid = page.getByRole("application", { name: /Live schedule/ });
  const placed = grid.getByRole("button", { name: new RegExp(`^${title}, Room B`) });
  await placed.click();
  await expect(placed).toHaveAttribute("aria-pressed", "true");
  await expect(
    grid.locator(`.agenda-grid__shade--away[title="Not available: Ada ${last}"]`).first(),
  ).toBeVisible();
});

test("a speaker sets their own availability in the portal and finds it after a reload", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const me = `/api/portal/${PORTAL.slug}/${PORTAL.id}/me/availability`;
  const speaker = await bearer(request, SPEAKER.email);
  const before = (await (await request.get(me, { headers: speaker })).json()).payload.windows;
  try {
    await page.goto(PORTAL_LOGIN);
    await submitSignIn(page, SPEAKER.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(`/portals/${PORTAL.slug}/${PORTAL.id}`);
    await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Profile" }).click();
    const mine = page.getByRole("region", { name: "My availability" });
    const day3 = mine.getByRole("group", { name: "Wednesday, March 17" });
    await expect(day3).toBeVisible({ timeout: 30_000 });
    const allDay = day3.getByRole("checkbox", { name: "Available all day" });
    if (!(await allDay.isChecked())) await allDay.check();
    await allDay.uncheck();
    await day3.getByLabel("From, Wednesday, March 17, range 1").fill("08:00");
    await day3.getByLabel("To, Wednesday, March 17, range 1").fill("18:30");
    await mine.getByRole("button", { name: "Save availability" }).click();
    await expect(mine.getByRole("status").filter({ hasText: "Availability saved." })).toBeVisible();

    await page.reload();
    const again = page.getByRole("region", { name: "My availability" }).getByRole("group", {
      name: "Wednesday, March 17",
    });
    await expect(again.getByLabel("From, Wednesday, March 17, range 1")).toHaveValue("08:00", {
      timeout: 30_000,
    });
    await expect(again.getByLabel("To, Wednesday, March 17, range 1")).toHaveValue("18:30");
    await expect(again.getByRole("checkbox", { name: "Available all day" })).not.toBeChecked();
  } finally {
    // Other flows share the demo speaker: their availability goes back to what it was.
    const restored = await request.put(me, { headers: speaker, data: { windows: before } });
    expect(restored.status()).toBe(200);
  }
});
