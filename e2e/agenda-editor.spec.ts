/*
 * Issue 25 "Must show": the agenda editor against the real server. An organizer drags two
 * sessions into one room and slot with the pointer, sees the conflict, resolves it by keyboard,
 * starts a draft, runs the scheduler on it, reviews the changes, applies them and publishes a
 * release; the public schedule.json then has the sessions where they were put.
 */
import { randomBytes } from "node:crypto";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { ADMIN, DEMO_PASSWORD, signInAsAdmin } from "./support/sign-in.js";

/** The demo Summit (apps/api/src/db/seed.ts), in New York, 15 to 17 March 2027. */
const SUMMIT = "d5f2f17c-cc0a-4038-9f07-61ae17e8e306";
const SLUG = "foyer-summit-2027";
/** 4:00 PM in New York (EDT) on the first day: Room B is free then. */
const SLOT = "2027-03-15T20:00:00.000Z";

/** A real pointer drag from the middle of `from` to the middle of `to`. */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  await to.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error("Nothing to drag, or nowhere to drop it");
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2 + 10, { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await page.mouse.up();
}

test.use({ viewport: { width: 1440, height: 1000 } });

test("an organizer schedules, resolves a conflict, drafts, runs the scheduler, applies and publishes", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const run = randomBytes(3).toString("hex");
  const alpha = `Alpha Talk ${run}`;
  const beta = `Beta Talk ${run}`;
  const gamma = `Gamma Talk ${run}`;

  // Three confirmed sessions without a time or a room, made through the API as an organizer would.
  const login = await request.post("/api/user/auth/login", {
    data: { username: ADMIN.email, password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).payload.id_token}` };
  const settings = (await (await request.get(`/api/events/${SUMMIT}/session-settings`, { headers })).json())
    .payload as { rooms: { id: string; name: string }[]; statuses: { id: string; name: string }[] };
  const roomB = settings.rooms.find((room) => room.name === "Room B")?.id ?? "";
  const confirmed = settings.statuses.find((status) => status.name === "Confirmed")?.id ?? "";
  expect(roomB).not.toBe("");
  for (const title of [alpha, beta, gamma]) {
    const created = await request.post(`/api/events/${SUMMIT}/sessions`, {
      headers,
      data: { title, statusId: confirmed },
    });
    expect(created.status()).toBe(201);
  }

  await signInAsAdmin(page);
  await page.goto(`/event-light/${SUMMIT}/sessions/agenda`);
  await expect(page.getByRole("heading", { name: "Agenda", level: 1 })).toBeVisible({ timeout: 30_000 });
  const unscheduled = page.getByRole("region", { name: "Unscheduled" });
  const grid = page.getByRole("application", { name: /Live schedule/ });
  const cell = grid.locator(`[data-cell][data-room="${roomB}"][data-time="${SLOT}"]`);
  // A placed session is named by its title, room and time (and its conflicts).
  const placed = (title: string) => grid.getByRole("button", { name: new RegExp(`^${title}, Room`) });

  // Both into Room B at 4:00 PM, with the pointer.
  await drag(page, unscheduled.getByRole("button", { name: new RegExp(alpha) }), cell);
  await expect(placed(alpha)).toHaveAttribute(
    "aria-label",
    new RegExp(`^${alpha}, Room B, Mon, Mar 15, 4:00 PM to 4:30 PM`),
  );
  await drag(page, unscheduled.getByRole("button", { name: new RegExp(beta) }), cell);
  await expect(placed(beta)).toHaveAttribute("aria-label", /4:00 PM to 4:30 PM/);

  // The conflict shows on both, with its message.
  await expect(placed(alpha)).toHaveAttribute("aria-label", /Conflicts: .+/);
  await expect(placed(beta)).toHaveAttribute("aria-label", /Conflicts: .+/);
  await expect(placed(beta).locator("xpath=..")).toHaveClass(/agenda-session--error/);

  // Resolved by keyboard: select Beta, two steps down, Enter.
  await placed(beta).click();
  await expect(placed(beta)).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(
    page.getByRole("status").filter({ hasText: "4:30 PM to 5:00 PM. Enter to save" }),
  ).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(placed(beta)).toHaveAttribute(
    "aria-label",
    new RegExp(`^${beta}, Room B, Mon, Mar 15, 4:30 PM to 5:00 PM\\.$`),
  );
  await expect(placed(alpha)).not.toHaveAttribute("aria-label", /Conflicts/);

  // A draft, then the scheduler on it.
  await page.getByRole("link", { name: "New draft" }).click();
  await page.getByRole("textbox", { name: "Name" }).fill(`Plan ${run}`);
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { name: `Draft: Plan ${run}` })).toBeVisible();
  await expect(page).toHaveURL(/\/sessions\/drafts\/edit\/[^/]+\/step\/place$/);
  await page.getByRole("link", { name: "Next: run the scheduler" }).click();
  await expect(page.getByRole("checkbox", { name: /Keep the sessions already placed/ })).toBeChecked();
  await page.getByRole("button", { name: "Run the scheduler" }).click();
  await expect(page.getByText(/^Placed \d+ sessions?; conflicts left: \d+\.$/)).toBeVisible({
    timeout: 60_000,
  });

  // Review, apply, publish.
  await page.getByRole("link", { name: "Next: review" }).click();
  await expect(page.getByRole("link", { name: "3. Review" })).toHaveAttribute("aria-current", "step");
  const changes = page.getByRole("table");
  await expect(changes.getByRole("row").filter({ hasText: gamma })).toContainText("Added");
  await page.getByRole("link", { name: "Apply or discard" }).click();
  await page.getByRole("button", { name: "Apply" }).click();
  await page
    .getByRole("alertdialog", { name: "Apply this draft?" })
    .getByRole("button", { name: "Apply" })
    .click();
  await expect(page.getByText(/^The draft has been applied: \d+ sessions? changed\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/sessions\/agenda\/day$/);

  const publish = page.getByRole("region", { name: "Publish" });
  await publish.getByRole("textbox", { name: "Version" }).fill(`e2e-${run}`);
  await publish
    .getByRole("textbox", { name: "Changelog" })
    .fill("Alpha and Beta in Room B; the scheduler placed Gamma.");
  await publish.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(`Version e2e-${run} is published.`)).toBeVisible();

  // The public schedule has them where they were put.
  const json = await request.get(`/api/public/events/${SLUG}/schedule.json`);
  expect(json.status()).toBe(200);
  const published = (await json.json()).payload as {
    version: string;
    sessions: { title: string; startsAt: string; endsAt: string; roomId: string }[];
  };
  expect(published.version).toBe(`e2e-${run}`);
  const session = (title: string) => published.sessions.find((one) => one.title === title);
  expect(session(alpha)).toMatchObject({ startsAt: SLOT, endsAt: "2027-03-15T20:30:00.000Z", roomId: roomB });
  expect(session(beta)).toMatchObject({
    startsAt: "2027-03-15T20:30:00.000Z",
    endsAt: "2027-03-15T21:00:00.000Z",
    roomId: roomB,
  });
  expect(session(gamma)).toBeDefined();
});
