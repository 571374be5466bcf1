import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { BASE_URL } from "./support/server-config.js";
import { ADMIN, DEMO_PASSWORD, signInAsAdmin, submitSignIn } from "./support/sign-in.js";

/** The demo Summit and its Call for Papers (apps/api/src/db/seed.ts, seed-forms.ts). */
const SUMMIT = {
  id: "d5f2f17c-cc0a-4038-9f07-61ae17e8e306",
  slug: "foyer-summit-2027",
  name: "Foyer Summit 2027",
};
const CFP = { id: "5a8e9c2d-1f3b-4a6c-8d7e-9f0a1b2c3d4e", name: "Call for Papers" };
const CFP_EDITOR = `/event-light/${SUMMIT.id}/sessions/forms/${CFP.id}`;

/** A fresh participant account (the demo speaker's password is changed by another suite meanwhile). */
async function signUpParticipant(request: APIRequestContext) {
  const email = `participant-${randomBytes(4).toString("hex")}@example.com`;
  const response = await request.post("/api/user/signup", {
    data: { email, password: "long-enough-1", fname: "Pat", lname: "Participant" },
  });
  expect(response.status()).toBe(201);
  const { id_token } = (await response.json()).payload as { id_token: string };
  return { email, password: "long-enough-1", idToken: id_token };
}

/**
 * Puts the Call for Papers back as it was after a test that saves it: other suites (the portal's)
 * fill it in meanwhile and must not meet a field they do not know.
 */
async function keepCallForPapers(request: APIRequestContext): Promise<() => Promise<void>> {
  const login = await request.post("/api/user/auth/login", {
    data: { username: ADMIN.email, password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).payload.id_token}` };
  const url = `/api/events/${SUMMIT.id}/forms/${CFP.id}`;
  const form = (await (await request.get(url, { headers })).json()).payload;
  const {
    name,
    description,
    requiresLogin,
    allowSignup,
    singleSubmission,
    isOpen,
    confirmationMessage,
    steps,
  } = form;
  const original = {
    name,
    description,
    requiresLogin,
    allowSignup,
    singleSubmission,
    isOpen,
    confirmationMessage,
    steps,
  };
  return async () => {
    const response = await request.put(url, { headers, data: original });
    expect(response.status()).toBe(200);
  };
}

async function openCallForPapers(page: Page) {
  await signInAsAdmin(page);
  await page.getByRole("link", { name: SUMMIT.name }).click();
  await expect(page).toHaveURL(`/event-light/${SUMMIT.id}/sessions/forms`);
  await expect(page.getByRole("heading", { name: "Session forms", level: 1 })).toBeVisible();
  await page
    .getByRole("table", { name: "Session forms" })
    .getByRole("link", { name: CFP.name, exact: true })
    .click();
  await expect(page).toHaveURL(CFP_EDITOR);
  await expect(page.getByRole("heading", { name: CFP.name, level: 1 })).toBeVisible();
}

test.describe("form editor (spec 1 §2 'Event area': sessions/forms)", () => {
  test("the organizer opens the Summit's submission form, adds a field, saves, and sees it after a reload", async ({
    page,
    request,
  }) => {
    const label = `Co-speaker ${randomBytes(3).toString("hex")}`;
    const restore = await keepCallForPapers(request);
    try {
      await openCallForPapers(page);

      await page.getByLabel("Field type for Your talk").selectOption({ label: "Short text" });
      const firstStep = page.getByRole("listitem", { name: /^Step 1:/ });
      await firstStep.getByRole("button", { name: "Add field" }).click();
      await expect(page.getByText("Unsaved changes")).toBeVisible();
      await firstStep.getByLabel("Label", { exact: true }).fill(label);
      await firstStep.getByLabel("Help text").fill("Leave empty if you present alone.");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByText("All changes saved")).toBeVisible();
      await expect(page.getByText("Your changes have been saved.")).toBeVisible();

      await page.reload();
      const field = page.getByRole("button", { name: new RegExp(`^${label}`) });
      await expect(field).toBeVisible();
      await field.click();
      await expect(page.getByText(/^Stored as co_speaker_/)).toBeVisible();
      await expect(page.getByLabel("Help text")).toHaveValue("Leave empty if you present alone.");

      // Participants get the new field too.
      const participant = await request.get(`/api/forms/submission/${SUMMIT.slug}/${CFP.id}`);
      const steps = (await participant.json()).payload.steps as { fields: { label: string }[] }[];
      expect(steps[0]?.fields.map((item) => item.label)).toContain(label);
    } finally {
      await restore();
    }
  });

  test("a bad setting is refused with the server's message beside the field", async ({ page }) => {
    await openCallForPapers(page);
    await page.getByRole("button", { name: /^Draft slides/ }).click();
    await page.getByLabel("Maximum files").fill("99");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Please correct the highlighted fields." }),
    ).toContainText("Maximum files must be between 1 and 50");
    await expect(page.getByLabel("Maximum files")).toHaveAttribute("aria-invalid", "true");
  });

  test("copy embed snippet shows the exact script and element for the submission form", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
    await openCallForPapers(page);
    const snippet =
      `<script async src="${BASE_URL}/embed/foyer.js"></script>\n` +
      `<foyer-submission-form event-slug="${SUMMIT.slug}" form-id="${CFP.id}"></foyer-submission-form>`;
    await page.getByRole("button", { name: "Copy embed snippet" }).click();
    await expect(page.getByLabel("Embed snippet")).toHaveValue(snippet);
    await expect(page.getByText("Copied to clipboard.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    await expect(page.getByLabel("Participant link")).toHaveValue(
      `${BASE_URL}/submit/${SUMMIT.slug}/${CFP.id}`,
    );
  });
});

test.describe("submissions (spec 1 §2 'Event area': sessions/forms/{formId}/submissions)", () => {
  test("the organizer sees a participant's submission, and its answers as text", async ({
    page,
    request,
  }) => {
    const participant = await signUpParticipant(request);
    const definition = await request.get(`/api/forms/submission/${SUMMIT.slug}/${CFP.id}`);
    const requiredText = (
      (await definition.json()).payload.steps as {
        fields: { id: string; type: string; required: boolean }[];
      }[]
    )
      .flatMap((step) => step.fields)
      .filter((item) => item.required && item.type === "text" && item.id !== "title")
      .map((item) => [item.id, "Someone"]);
    const created = await request.post(`/api/forms/${CFP.id}/submissions`, {
      headers: { authorization: `Bearer ${participant.idToken}` },
      data: {
        status: "submitted",
        values: {
          title: "<img src=x onerror=alert(1)>",
          abstract: "What we learned.",
          format: "talk",
          level: ["intermediate"],
          days: ["2027-03-16"],
          coc: true,
          ...Object.fromEntries(requiredText),
        },
      },
    });
    expect(created.status()).toBe(201);

    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openCallForPapers(page);
    await page.getByRole("link", { name: "View submissions" }).click();
    await expect(page).toHaveURL(`${CFP_EDITOR}/submissions`);
    const table = page.getByRole("table", { name: `Submissions of ${CFP.name}` });
    const row = table.getByRole("row", { name: new RegExp(participant.email) });
    await expect(row).toContainText("Pat Participant");
    await expect(row).toContainText("Submitted");

    await page.getByRole("radio", { name: /Drafts/ }).check();
    await expect(table.getByRole("row", { name: new RegExp(participant.email) })).toHaveCount(0);
    await page.getByRole("radio", { name: /Submitted/ }).check();

    await row.getByRole("link", { name: "Pat Participant" }).click();
    await expect(page.getByRole("heading", { name: "Pat Participant", level: 1 })).toBeVisible();
    await expect(page.getByText("<img src=x onerror=alert(1)>", { exact: true })).toBeVisible();
    await expect(page.getByText("Talk (30 min)")).toBeVisible();
    expect(await page.locator("main img").count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test("a participant gets the permission-gated screen", async ({ page, request }) => {
    const participant = await signUpParticipant(request);
    await page.goto("/login");
    await submitSignIn(page, participant.email, participant.password);
    await expect(page).toHaveURL(/\/home/);
    await page.goto(`/event-light/${SUMMIT.id}/sessions/forms`);
    await expect(page.getByRole("heading", { name: "uh Oh!" })).toBeVisible();
    await expect(page.getByText("You don't have access to this page!")).toBeVisible();
  });
});
